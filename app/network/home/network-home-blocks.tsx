import { useTranslation } from '../../i18n/use-translation';
import type { ImmoPublicSite } from '../../../domain/immo/site';
import { ratingDisplay } from '../../../domain/format/rating';
import type { BlockProps } from '../../blocks/types';
import { useLocale } from '../../i18n/hooks';
import type { ImmoNewsItem } from '../news/news-types';
import { NewsTeasers } from '../news/NewsTeasers';
import { type ReviewCard, ReviewsSection } from '../reviews/ReviewsSection';

/** The network's reviews and news blocks (immo family), drawn by the sections the agency home shares. */
export interface ReviewsSummaryData {
  average: number | null;
  count: number;
  reviews: Array<ReviewCard & { date: string }>;
}

/** Customer reviews with the aggregate computed from the stored reviews (AggregateRating from the loader). */
export function ReviewsSummary({ data }: BlockProps<Record<string, never>, ReviewsSummaryData, ImmoPublicSite>) {
  const { t } = useTranslation('immo');
  const locale = useLocale();
  const average = ratingDisplay(data.average, locale);
  if (!data.count || !average) return null;
  return <ReviewsSection id="reviews-summary" title={t('home.reviews.title')} average={data.average} summary={t('home.reviews.aggregate', { average: average.text, count: data.count })} reviews={data.reviews} />;
}

export interface LatestNewsData {
  items: ImmoNewsItem[];
}
export function LatestNews({ data }: BlockProps<Record<string, never>, LatestNewsData, ImmoPublicSite>) {
  const { t } = useTranslation('immo');
  return <NewsTeasers id="latest-news" title={t('news.latest')} allLabel={t('news.all')} items={data.items} />;
}
