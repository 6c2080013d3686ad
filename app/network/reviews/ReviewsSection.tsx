import type { ReactNode } from 'react';
import { Stars } from '../../ui/Stars';

export interface ReviewCard {
  id: string;
  author: string;
  rating: number;
  source: string;
  text: string;
}

/**
 * Customer reviews as the network home and the agency home show them (network spec §2): a heading,
 * the aggregate line (or a 'no review yet' line), the newest reviews as cards. Texts come from the
 * caller's catalogue, the stars from the one rating rule (app/ui/Stars).
 */
export function ReviewsSection({ id, title, average, summary, reviews, wrapperClassName = 'mx-auto max-w-7xl px-4 py-12' }: {
  id: string;
  title: string;
  average: number | null;
  /** The aggregate sentence ('4,8/5 sur 12 avis'), or what to say when there is none. */
  summary: ReactNode;
  reviews: ReviewCard[];
  wrapperClassName?: string;
}) {
  return (
    <section aria-labelledby={id} className={wrapperClassName}>
      <h2 id={id} className="text-2xl font-bold text-teal-dark">
        {title}
      </h2>
      {average != null ? (
        <p className="mt-2 flex items-center gap-2 text-lg font-semibold">
          <Stars average={average} />
          {summary}
        </p>
      ) : (
        <p className="mt-2">{summary}</p>
      )}
      <ul className="mt-6 grid gap-6 md:grid-cols-3">
        {reviews.map((r) => (
          <li key={r.id} className="rounded-xl border border-slate-200 bg-white p-5">
            <Stars average={r.rating} />
            <p className="mt-2 text-slate-800">« {r.text} »</p>
            <p className="mt-2 text-sm text-slate-600">
              {r.author} · {r.source}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
