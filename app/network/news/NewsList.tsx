import { useTranslation } from '../../i18n/use-translation';
import type { ImmoPublicSite } from '../../../domain/immo/site';
import type { BlockProps } from '../../blocks/types';
import { useLocalizedHref } from '../../i18n/hooks';
import { Pagination } from '../../ui/Pagination';
import { NewsCard } from './NewsCard';
import type { ImmoNewsItem } from './news-types';

export interface NewsListData {
  featured: ImmoNewsItem | null;
  items: ImmoNewsItem[];
  page: number;
  totalPages: number;
}

/** /actualites (spec §2 News, §9): the newest article 'À LA UNE', then a grid of 9 per page. */
export function NewsList({ data }: BlockProps<Record<string, never>, NewsListData, ImmoPublicSite>) {
  const { t } = useTranslation('immo');
  const href = useLocalizedHref();
  return (
    <>
      <section className="bg-teal-dark px-4 py-12 text-white">
        <div className="mx-auto max-w-7xl">
          <h1 className="text-4xl font-bold">{t('news.title')}</h1>
          <p className="mt-2 max-w-2xl text-white/90">{t('news.intro')}</p>
        </div>
      </section>
      <section className="mx-auto max-w-7xl px-4 py-10">
        {data.featured && (
          <div className="mb-10">
            <NewsCard item={data.featured} featured />
          </div>
        )}
        {data.items.length > 0 ? (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {data.items.map((item) => (
              <li key={item.slug}>
                <NewsCard item={item} />
              </li>
            ))}
          </ul>
        ) : (
          !data.featured && <p>{t('news.empty')}</p>
        )}
        <Pagination currentPage={data.page} totalPages={data.totalPages} pathname={href('/actualites')} label={t('news.pagination')} className="mt-10" />
      </section>
    </>
  );
}

