import { Link } from '../../../../ui/Link';
import { ResponsiveImage } from '../../../../ui/ResponsiveImage';
import type { NewsItem } from './news-types';
import { useTranslation } from '../../../../i18n/use-translation';
import { useLocalizedHref } from '../../../../i18n/hooks';

/** One news item; the featured one is larger, labelled 'À LA UNE', with three lines of text (two otherwise). */
export function NewsCard({ item, featured = false, headingLevel = 3 }: { item: NewsItem; featured?: boolean; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation('diag');
  const href = useLocalizedHref();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={`relative flex h-full flex-col overflow-hidden rounded-xl bg-white shadow-sm ${featured ? 'lg:flex-row' : ''}`}>
      {item.image && (
        <ResponsiveImage
          path={item.image}
          alt=""
          width={600}
          height={400}
          widths="teaser"
          sizes={featured ? '(min-width: 1024px) 50vw, 100vw' : '(min-width: 1024px) 25vw, 100vw'}
          className={`aspect-[3/2] h-auto w-full object-cover ${featured ? 'lg:w-1/2' : ''}`}
        />
      )}
      <div className="flex flex-1 flex-col p-5">
        {featured && <p className="mb-2 text-xs font-bold tracking-widest text-leaf-700">{t('news.featured')}</p>}
        <Heading className={`font-semibold text-diag-900 ${featured ? 'text-2xl' : 'text-lg'}`}>
          <Link to={href(`/actualites/${item.slug}`)} className="text-diag-900 no-underline after:absolute after:inset-0 hover:underline">
            {item.title}
          </Link>
        </Heading>
        {item.dateLabel && <p className="mt-1 text-sm text-slate-600">{item.dateLabel}</p>}
        <p className={`mt-2 text-slate-700 ${featured ? 'line-clamp-3' : 'line-clamp-2'}`}>{item.excerpt}</p>
      </div>
    </article>
  );
}
