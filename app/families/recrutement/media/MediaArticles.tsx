import { z } from 'zod';
import { useTranslation } from '../../../i18n/use-translation';
import { type BlockProps, defineBlock } from '../../../blocks/types';
import { useMessage } from '../../../i18n/messages';

export interface MediaData {
  /** dateLabel: the date in the page's language, written by the loader (no date library in the browser). */
  articles: Array<{ id: string; outlet: string; title: string; excerpt: string; url: string; date: string; dateLabel: string }>;
}
const schema = z.object({ id: z.string().default('presse'), title: z.string().optional() });

/** Media articles about the network, newest first, from the database. */
function MediaArticles({ props, data }: BlockProps<z.output<typeof schema>, MediaData>) {
  const { t } = useTranslation('recrutement');
  const { i18n } = useTranslation();
  const message = useMessage();
  return (
    <section id={props.id} aria-labelledby={`${props.id}-titre`} className="scroll-mt-20 bg-white">
      <div className="mx-auto max-w-7xl px-4 py-12 lg:px-6">
        <h2 id={`${props.id}-titre`} className="text-2xl font-bold text-teal-dark sm:text-3xl">
          {props.title ? message(props.title) : t('media.title')}
        </h2>
        {data.articles.length === 0 ? (
          <p className="mt-4 text-slate-800">{t('media.empty')}</p>
        ) : (
          <ul className="mt-6 grid gap-5 sm:grid-cols-2">
            {data.articles.map((a) => (
              <li key={a.id} className="rounded-2xl p-5 ring-1 ring-slate-200">
                <p className="text-sm text-slate-700">
                  {a.outlet} · <time dateTime={a.date}>{a.dateLabel}</time>
                </p>
                {/* The articles are French press: under /en they keep their language, announced to screen readers. */}
                <h3 lang={i18n.language === 'fr' ? undefined : 'fr'} className="mt-1 text-lg font-bold text-slate-900">
                  <a href={a.url} rel="noopener" className="hover:text-teal-brand hover:underline">
                    {a.title}
                  </a>
                </h3>
                <p lang={i18n.language === 'fr' ? undefined : 'fr'} className="mt-2 text-slate-800">{a.excerpt}</p>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

export const recrutementMediaBlock = defineBlock(schema, MediaArticles, { static: true });
