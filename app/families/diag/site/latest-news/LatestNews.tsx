import { Link } from 'react-router';
import { z } from 'zod';
import { type BlockProps, defineBlock } from '../../../../blocks/types';
import { NewsCard } from '../news/NewsCard';
import type { NewsItem } from '../news/news-types';

/** 'Nos dernières actualités': a featured article, the next three, and the link to all news. */
function LatestNews({ data }: BlockProps<Record<string, never>, { items: NewsItem[] }>) {
  const [featured, ...others] = data.items;
  if (!featured) return null;
  return (
    <section aria-labelledby="actus-title" className="bg-white">
      <div className="mx-auto max-w-7xl px-4 py-14 lg:px-6">
        <h2 id="actus-title" className="text-3xl font-bold text-diag-900">
          Nos dernières actualités
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
        <Link to="/actualites" className="mt-8 inline-block font-semibold">
          Voir toutes les actualités
        </Link>
      </div>
    </section>
  );
}

export const latestNewsBlock = defineBlock(z.object({}), LatestNews, { static: true });
