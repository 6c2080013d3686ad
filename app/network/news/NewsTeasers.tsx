import { useLocalizedHref } from '../../i18n/hooks';
import { NewsCard } from './NewsCard';
import type { ImmoNewsItem } from './news-types';

/**
 * The three newest articles with a link to all of them, as the network home, the services pages
 * and the agency home show them (network spec §2). Nothing at all when there is no article.
 */
export function NewsTeasers({ id, title, allLabel, items, wrapperClassName = 'mx-auto max-w-7xl px-4 py-12' }: {
  id: string;
  title: string;
  allLabel: string;
  items: ImmoNewsItem[];
  wrapperClassName?: string;
}) {
  const href = useLocalizedHref();
  if (!items.length) return null;
  return (
    <section aria-labelledby={id} className={wrapperClassName}>
      <h2 id={id} className="text-2xl font-bold text-teal-dark">
        {title}
      </h2>
      <ul className="mt-6 grid gap-6 md:grid-cols-3">
        {items.map((item) => (
          <li key={item.slug}>
            <NewsCard item={item} />
          </li>
        ))}
      </ul>
      <p className="mt-6">
        <a href={href('/actualites')} className="font-semibold text-teal-brand underline">
          {allLabel}
        </a>
      </p>
    </section>
  );
}
