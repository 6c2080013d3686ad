import { Link } from '../../../../ui/Link';
import type { BlockProps } from '../../../../blocks/types';
import { NewsCard } from './NewsCard';
import type { NewsPage } from './news-types';
import { useTranslation } from '../../../../i18n/use-translation';
import { useLocalizedHref } from '../../../../i18n/hooks';
import type { DiagPublicSite } from '../../../../../domain/diag/site';

/** /actualites: nine per page, the first one featured ('À LA UNE'), previous and next links. */
export function NewsList({ data }: BlockProps<Record<string, never>, NewsPage, DiagPublicSite>) {
  const { t } = useTranslation('diag');
  const href = useLocalizedHref();
  const [first, ...rest] = data.items;
  return (
    <section className="mx-auto max-w-7xl px-4 py-12 lg:px-6">
      <h1 className="text-4xl font-bold text-diag-900">{t('news.title')}</h1>
      {!first ? (
        <p className="mt-8 text-lg text-slate-700">{t('news.empty')}</p>
      ) : (
        <div className="mt-8 grid gap-6">
          <NewsCard item={first} featured headingLevel={2} />
          {rest.length > 0 && (
            <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
              {rest.map((item) => (
                <li key={item.slug}>
                  <NewsCard item={item} headingLevel={2} />
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      {data.pageCount > 1 && (
        <nav aria-label={t('news.pagesLabel')} className="mt-10 flex items-center justify-between">
          {data.page > 1 ? (
            <Link to={href(data.page === 2 ? '/actualites' : `/actualites?page=${data.page - 1}`)} rel="prev" className="font-semibold">
              {t('news.previous')}
            </Link>
          ) : (
            <span />
          )}
          <span className="text-slate-700">
            {t('news.pageOf', { page: data.page, total: data.pageCount })}
          </span>
          {data.page < data.pageCount ? (
            <Link to={href(`/actualites?page=${data.page + 1}`)} rel="next" className="font-semibold">
              {t('news.next')}
            </Link>
          ) : (
            <span />
          )}
        </nav>
      )}
    </section>
  );
}
