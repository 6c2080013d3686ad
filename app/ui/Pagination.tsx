import { clampPage, paginationItems } from '../../domain/listing/pagination';

export interface PaginationProps {
  currentPage: number;
  totalPages: number;
  /** The page's own path ("/recherche-location"). */
  pathname: string;
  /** The current query: every other parameter (lieu, type, budget…) is kept in the links. */
  searchParams?: URLSearchParams | string;
  /** Query parameter carrying the page number (default "page"); page 1 leaves it out. */
  pageParam?: string;
  /** Accessible name of the navigation landmark. */
  label?: string;
  className?: string;
  /** Wording; French by default (pass the translated words on English pages). */
  labels?: { previous: string; next: string; page: (n: number) => string };
}

const FRENCH_LABELS = { previous: 'Précédent', next: 'Suivant', page: (n: number) => `Page ${n}` };

export function pageHref(pathname: string, searchParams: URLSearchParams | string | undefined, page: number, pageParam = 'page'): string {
  const params = new URLSearchParams(searchParams ?? '');
  if (page <= 1) params.delete(pageParam);
  else params.set(pageParam, String(page));
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

const LINK = 'inline-flex h-10 min-w-10 items-center justify-center rounded-md border px-3 text-sm font-medium';

/**
 * Numbered pagination (network spec §9) made of plain links, so it works without JavaScript and
 * each page has its own URL. The current page is marked with aria-current="page".
 *
 * ```tsx
 * <Pagination currentPage={page} totalPages={pages} pathname="/recherche-location" searchParams={url.searchParams} />
 * ```
 */
export function Pagination({ currentPage, totalPages, pathname, searchParams, pageParam = 'page', label = 'Pagination', className, labels = FRENCH_LABELS }: PaginationProps) {
  const total = Math.max(0, Math.floor(totalPages));
  if (total <= 1) return null;
  const current = clampPage(currentPage, total);
  const href = (page: number) => pageHref(pathname, searchParams, page, pageParam);
  return (
    <nav aria-label={label} className={className}>
      <ul className="flex flex-wrap items-center justify-center gap-1">
        <li>
          {current > 1 ? (
            <a href={href(current - 1)} rel="prev" className={`${LINK} border-slate-300 text-slate-800 hover:bg-slate-100`}>
              {labels.previous}
            </a>
          ) : null}
        </li>
        {paginationItems(current, total).map((item, i) =>
          item === 'ellipsis' ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-slate-600">
              …
            </li>
          ) : (
            <li key={item}>
              <a
                href={href(item)}
                aria-current={item === current ? 'page' : undefined}
                aria-label={labels.page(item)}
                className={`${LINK} ${item === current ? 'border-slate-800 bg-slate-800 text-white' : 'border-slate-300 text-slate-800 hover:bg-slate-100'}`}
              >
                {item}
              </a>
            </li>
          ),
        )}
        <li>
          {current < total ? (
            <a href={href(current + 1)} rel="next" className={`${LINK} border-slate-300 text-slate-800 hover:bg-slate-100`}>
              {labels.next}
            </a>
          ) : null}
        </li>
      </ul>
    </nav>
  );
}
