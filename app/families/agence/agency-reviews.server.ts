import type { Review } from '../../../domain/advisers/adviser';
import { ratingOf, type RatingSummary } from '../../../domain/advisers/adviser';
import type { Services } from '../../../server/services.server';

/**
 * The agency's reviews: the stored reviews of its own advisers. The one source of its rating, so the
 * home and the landing show the same average and count (issue 38 item 12), both read from the database.
 */
export async function agencyReviews(services: Services, siteId: string): Promise<{ reviews: Review[]; rating: RatingSummary | null }> {
  const advisers = await services.advisers.ofAgencySite(siteId);
  const profiles = await Promise.all(advisers.map((a) => services.advisers.bySlug(a.slug)));
  const reviews = profiles.flatMap((p) => p?.reviews ?? []);
  return { reviews, rating: ratingOf(reviews) };
}
