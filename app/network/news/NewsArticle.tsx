import { useTranslation } from '../../i18n/use-translation';
import { formatLongDate } from '../../../domain/format/dates';
import type { ImmoPublicSite } from '../../../domain/immo/site';
import type { BlockProps } from '../../blocks/types';
import { useLocale, useLocalizedHref } from '../../i18n/hooks';
import { ResponsiveImage } from '../../ui/ResponsiveImage';
import type { ImmoNewsItem } from './news-types';

export interface NewsArticleData extends ImmoNewsItem {
  /** The article's own body, sanitised on the server. */
  html: string;
}

/** /actualite/:slug (spec §2 News): category, title, date, reading time, author, excerpt, cover, body. */
export function NewsArticle({ data }: BlockProps<Record<string, never>, NewsArticleData, ImmoPublicSite>) {
  const { t } = useTranslation('immo');
  const href = useLocalizedHref();
  const locale = useLocale();
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <a href={href('/actualites')} className="text-sm font-medium text-teal-brand underline">
        {t('news.back')}
      </a>
      {data.category && <p className="mt-6 text-xs font-semibold tracking-wide text-teal-brand uppercase">{data.category}</p>}
      <h1 className="mt-2 text-3xl font-bold text-slate-900 sm:text-4xl">{data.title}</h1>
      <p className="mt-3 text-sm text-slate-600">
        <time dateTime={data.dateIso}>{formatLongDate(data.dateIso, locale)}</time>
        {data.readMins ? ` · ${t('news.readMins', { count: data.readMins })}` : ''}
        {data.author ? ` · ${t('news.by', { author: data.author })}` : ''}
      </p>
      <p className="mt-4 text-lg text-slate-800">{data.excerpt}</p>
      {data.image && <ResponsiveImage path={data.image} alt="" width={1200} height={800} widths="cover" sizes="(min-width: 768px) 768px, 100vw" className="mt-6 aspect-[3/2] h-auto w-full rounded-xl object-cover" />}
      {/* Sanitised on the server (server/content/sanitize.server.ts). */}
      <div className="prose-content mt-6" dangerouslySetInnerHTML={{ __html: data.html }} />
      <div className="mt-10 flex flex-wrap gap-4">
        <a href={href('/actualites')} className="rounded-full border border-teal-brand px-6 py-3 font-semibold text-teal-brand">
          {t('news.all')}
        </a>
        <a href={href('/evaluation')} className="rounded-full bg-teal-brand px-6 py-3 font-semibold text-white">
          {t('news.estimate')}
        </a>
      </div>
    </article>
  );
}

