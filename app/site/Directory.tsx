import type { Family } from '../../domain/sites/site';
import { ManageCookiesLink } from '../consent/ManageCookiesLink';
import { familyModule } from '../families';

export interface DirectoryEntry {
  id: string;
  name: string;
  family: Family;
  href: string;
}


/** http://localhost:3000/ — the demo sites, each on its own <id>.localhost host. */
export function Directory({ entries }: { entries: DirectoryEntry[] }) {
  return (
    <main id="contenu" className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-3xl font-bold">vitrine — sites de démonstration</h1>
      <p className="mt-3 text-slate-600">
        Chaque site est servi sur son propre nom d’hôte. Les navigateurs résolvent <code>*.localhost</code> vers cette machine.
      </p>
      <ul className="mt-8 divide-y divide-slate-200 rounded-xl border border-slate-200">
        {entries.map((entry) => (
          <li key={entry.id} className="flex flex-col gap-1 p-4 sm:flex-row sm:items-center sm:justify-between">
            <div>
              <a href={entry.href} className="text-lg font-semibold text-blue-800 underline">
                {entry.name}
              </a>
              <p className="text-sm text-slate-600">{familyModule(entry.family).label}</p>
            </div>
            <code className="text-sm text-slate-700">{entry.href}</code>
          </li>
        ))}
      </ul>
      <p className="mt-8 text-sm">
        <ManageCookiesLink className="underline" />
      </p>
    </main>
  );
}
