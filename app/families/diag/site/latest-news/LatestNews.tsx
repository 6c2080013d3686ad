import { useTranslation } from '../../../../i18n/use-translation';
import { Link } from '../../../../ui/Link';
import { useLocalizedHref } from '../../../../i18n/hooks';
import type { BlockProps } from '../../../../blocks/types';
import { NewsCard } from '../news/NewsCard';
import type { NewsItem } from '../news/news-types';
import type { DiagPublicSite } from '../../../../../domain/diag/site';

/** 'Nos dernières actualités': a featured article, the next three, and the link to all news. */
export function LatestNews({ data }: BlockProps<Record<string, never>, { items: NewsItem[] }, DiagPublicSite>) {
  const { t } = useTranslation('diag');
  const href = useLocalizedHref();
  const [featured, ...others] = data.items;
  if (!featured) return null;
  return (
    <section aria-labelledby="actus-title" className="bg-white">
      <div className="mx-auto max-w-7xl px-4 py-14 lg:px-6">
        <h2 id="actus-title" className="text-3xl font-bold text-diag-900">
          {t('latestNews.title')}
        </h2>
        <div className="mt-8 grid gap-6">
          <NewsCard item={featured} featured />
          {others.length > 0 && (
            <ul className="grid gap-6 md:grid-cols-3">
              {others.map((item) => (
                <li key={item.slug}>
                  <NewsCard item={item} />
                </li>
              ))}
            </ul>
          )}
        </div>
        <Link to={href('/actualites')} className="mt-8 inline-block font-semibold">
          {t('latestNews.all')}
        </Link>
      </div>
    </section>
  );
}
