import type { ReactNode } from 'react';

/** A titled, anchored section of a legal page (scroll-margin clears the fixed header). */
export function LegalSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} className="scroll-mt-28">
      <h2>{title}</h2>
      {children}
    </section>
  );
}

export function Facts({ rows }: { rows: Array<[string, ReactNode]> }) {
  return (
    <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-[16rem_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-medium">{label}</dt>
          <dd className="break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function LegalArticle({ title, updated, toc, children }: { title: string; updated: string; toc: Array<[string, string]>; children: ReactNode }) {
  return (
    <article className="prose-content mx-auto max-w-3xl px-4 py-12">
      <h1>{title}</h1>
      <p>Dernière mise à jour : {updated}</p>
      <nav aria-label="Sommaire" className="my-6 rounded-lg border border-slate-200 bg-slate-50 p-4">
        <ol className="list-decimal pl-5">
          {toc.map(([id, label]) => (
            <li key={id}>
              <a href={`#${id}`}>{label}</a>
            </li>
          ))}
        </ol>
      </nav>
      {children}
    </article>
  );
}
