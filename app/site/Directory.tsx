import { useTranslation } from '../i18n/use-translation';
import type { Family } from '../../domain/sites/site';
import { ManageCookiesLink } from '../consent/ManageCookiesLink';
import { LanguageToggle } from '../ui/LanguageToggle';
import { DEMO_LINKS } from './demo-links';

export interface DirectoryEntry {
  id: string;
  name: string;
  family: Family;
  href: string;
}

/** http://localhost:3000/ — the demo sites, each on its own <id>.localhost host. */
export function Directory({ entries, backofficeHref }: { entries: DirectoryEntry[]; backofficeHref: string }) {
  const { t } = useTranslation('directory');
  return (
    <main id="contenu" className="mx-auto max-w-3xl px-4 py-16">
      {/* The directory's URL carries no language: the toggle states the choice, which is then stored. */}
      <LanguageToggle className="float-right text-blue-800" hrefFor={() => '/'} />
      <h1 className="text-3xl font-bold">{t('title')}</h1>
      <p className="mt-3 text-slate-600">
        {t('introBefore')} <code>*.localhost</code> {t('introAfter')}
      </p>
      <p className="mt-4">
        {t('backofficeBefore')}{' '}
        <a href={backofficeHref} className="font-semibold text-blue-800 underline">
          {t('backoffice')}
        </a>{' '}
        <code className="text-sm text-slate-700">{backofficeHref}</code>
      </p>
      <ul className="mt-8 divide-y divide-slate-200 rounded-xl border border-slate-200">
        {entries.map((entry) => (
          <li key={entry.id} className="flex flex-col gap-1 p-4 sm:flex-row sm:items-center sm:justify-between">
            <div>
              <a href={entry.href} className="text-lg font-semibold text-blue-800 underline">
                {entry.name}
              </a>
              <p className="text-sm text-slate-600">{t(`family.${entry.family}`)}</p>
              {DEMO_LINKS[entry.id]?.length ? (
                <ul aria-label={t('demo.demoPages')} className="mt-2 space-y-1 text-sm">
                  {DEMO_LINKS[entry.id]!.map((link) => (
                    <li key={link.path}>
                      <a href={new URL(link.path, entry.href).href} className="text-blue-800 underline">
                        {t(`demo.${link.label}`)}
                      </a>
                    </li>
                  ))}
                </ul>
              ) : null}
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
