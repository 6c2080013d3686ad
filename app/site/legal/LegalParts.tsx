import type { ReactNode } from 'react';
import { useLocale } from '../../i18n/hooks';
import { useMessage } from '../../i18n/messages';
import { useTranslation } from '../../i18n/use-translation';

/** A titled, anchored section of a legal page (scroll-margin clears the fixed header); the title is a catalogue key. */
export function LegalSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const message = useMessage();
  const locale = useLocale();
  return (
    <section id={id} className="scroll-mt-28">
      <h2>{message(title)}</h2>
      {/* The legal text itself stays in French, marked so (screen readers, translation tools). */}
      {locale === 'fr' ? children : <div lang="fr">{children}</div>}
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

/**
 * A legal page: its title, headings and table of contents are interface (translated, catalogue keys);
 * its body is the legal text, in French, the language that binds: under /en a line says so.
 */
export function LegalArticle({ title, updated, toc, children }: { title: string; updated: string; toc: Array<[string, string]>; children: ReactNode }) {
  const { t } = useTranslation('common');
  const message = useMessage();
  const locale = useLocale();
  return (
    <article className="prose-content mx-auto max-w-3xl px-4 py-12">
      <h1>{message(title)}</h1>
      <p>{t('legal.lastUpdated', { date: updated })}</p>
      {locale !== 'fr' && (
        <p lang={locale} className="rounded-lg bg-amber-50 p-3 text-sm">
          {t('legal.frenchOnly')}
        </p>
      )}
      <nav aria-label={t('legal.contents')} className="my-6 rounded-lg border border-slate-200 bg-slate-50 p-4">
        <ol className="list-decimal pl-5">
          {toc.map(([id, label]) => (
            <li key={id}>
              <a href={`#${id}`}>{message(label)}</a>
            </li>
          ))}
        </ol>
      </nav>
      {children}
    </article>
  );
}
