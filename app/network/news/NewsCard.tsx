import { useTranslation } from '../../i18n/use-translation';
import { formatLongDate } from '../../../domain/format/dates';
import { useLocale, useLocalizedHref } from '../../i18n/hooks';
import { ResponsiveImage } from '../../ui/ResponsiveImage';
import type { ImmoNewsItem } from './news-types';

/** A news card; the featured one is larger and labelled 'À LA UNE'. The whole card links to /actualite/<slug>. */
export function NewsCard({ item, featured = false }: { item: ImmoNewsItem; featured?: boolean }) {
  const { t } = useTranslation('immo');
  const href = useLocalizedHref();
  const locale = useLocale();
  const Heading = featured ? 'h2' : 'h3';
  return (
    <article className={`relative flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm ${featured ? 'lg:flex-row' : ''}`}>
      {item.image && (
        <ResponsiveImage path={item.image} alt="" width={600} height={400} widths="teaser" sizes={featured ? '(min-width: 1024px) 50vw, 100vw' : '(min-width: 1024px) 33vw, 100vw'} className={`aspect-[3/2] h-auto w-full object-cover ${featured ? 'lg:w-1/2' : ''}`} />
      )}
      <div className="flex flex-1 flex-col p-5">
        {featured && <p className="mb-2 text-xs font-bold tracking-widest text-gold-brand">{t('news.featured')}</p>}
        {item.category && <p className="text-xs font-semibold tracking-wide text-teal-brand uppercase">{item.category}</p>}
        <Heading className={`mt-1 font-semibold text-slate-900 ${featured ? 'text-2xl' : 'text-lg'}`}>
          <a href={href(`/actualite/${item.slug}`)} className="after:absolute after:inset-0 hover:underline">
            {item.title}
          </a>
        </Heading>
        <p className="mt-1 text-sm text-slate-600">
          {formatLongDate(item.dateIso, locale)}
          {item.readMins ? ` · ${t('news.readMins', { count: item.readMins })}` : ''}
        </p>
        <p className={`mt-2 text-slate-700 ${featured ? 'line-clamp-3' : 'line-clamp-2'}`}>{item.excerpt}</p>
      </div>
    </article>
  );
}
