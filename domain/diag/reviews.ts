import { type DiagCrm, type Testimonial, testimonials } from './crm';

export const REVIEW_CAROUSEL_DELAY_MS = 4000;

export type ReviewsView =
  | { mode: 'hidden' }
  /** A review link but nothing yet: invite visitors to be among the first. */
  | { mode: 'empty-invite'; link: string }
  | { mode: 'reviews'; testimonials: Testimonial[]; showRatingCard: boolean; average: number | undefined; count: number | undefined; link: string | undefined };

/** What the 'Avis de nos clients' section shows (spec §4 "Review section visibility"). */
export function reviewsView(crm: DiagCrm): ReviewsView {
  const list = testimonials(crm);
  const average = crm.ActivAvisNoteMoyenne;
  const count = crm.ActivAvisNombreAvis;
  const hasScore = (average ?? 0) > 0 || (count ?? 0) > 0;
  if (list.length > 0) {
    return { mode: 'reviews', testimonials: list, showRatingCard: true, average, count, link: crm.ActivAvisLien };
  }
  if (crm.ActivAvisLien && !hasScore) return { mode: 'empty-invite', link: crm.ActivAvisLien };
  return { mode: 'hidden' };
}
