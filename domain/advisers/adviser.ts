import { z } from 'zod';

/**
 * An adviser of the network: the spec's three adviser entities (directory marker, profile, contact
 * entity, §3) in one record, plus what the law requires an adviser's page to show: the status of
 * independent commercial agent, the RSAC registration (number and town of the registry), and the
 * carte T and financial guarantee of the network that holds the mandates (loi Hoguet, décret 72-678).
 */

export const SOCIAL_NETWORKS = ['facebook', 'linkedin', 'instagram'] as const;
export const REVIEW_SOURCES = ['Google', 'Immodvisor', 'Trustpilot'] as const;
export const ADVISER_STATUS_MENTION = 'Agent commercial indépendant (mandataire), immatriculé au RSAC';
/** The contact card shows at most 4 zones (spec §2 'Adviser contact'). */
export const MAX_ZONES_SHOWN = 4;
/** Default name when an adviser has none (spec §7 call 1). */
export const DEFAULT_ADVISER_NAME = 'Conseiller';

export const reviewSchema = z.object({
  id: z.string().min(1),
  adviserId: z.string().min(1),
  author: z.string().trim().min(1),
  rating: z.number().min(0).max(5),
  source: z.enum(REVIEW_SOURCES),
  date: z.iso.date(),
  text: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

export const adviserLegalSchema = z.object({
  status: z.string().min(1),
  rsacNumber: z.string().min(1),
  rsacCity: z.string().min(1),
  networkName: z.string().min(1),
  cardTNumber: z.string().min(1),
  cardTIssuer: z.string().min(1),
  guaranteeInsurer: z.string().min(1),
  guaranteeAmount: z.number().int().positive(),
});
export type AdviserLegal = z.infer<typeof adviserLegalSchema>;

export const adviserSchema = z.object({
  id: z.string().min(1),
  slug: z.string().regex(/^[a-z0-9-]+$/),
  firstName: z.string(),
  lastName: z.string(),
  title: z.string(),
  /** 'mandataire' for independent advisers, 'agence' for an agency pair (call 1's `type`). */
  kind: z.enum(['mandataire', 'agence']),
  avatarUrl: z.string().nullable(),
  coverUrl: z.string().nullable(),
  phone: z.string().min(1),
  email: z.email(),
  address: z.string(),
  city: z.string(),
  zip: z.string().regex(/^\d{5}$/),
  insee: z.string().nullable(),
  country: z.string(),
  coords: z.object({ lat: z.number(), lng: z.number() }).nullable(),
  /** INSEE codes of the communes the adviser covers, with their names for display. */
  zones: z.array(z.object({ insee: z.string(), name: z.string() })),
  languages: z.array(z.string()),
  yearsExperience: z.number().int().nonnegative(),
  salesCount: z.number().int().nonnegative(),
  description: z.string(),
  networks: z.array(z.object({ type: z.enum(SOCIAL_NETWORKS), href: z.url() })),
  active: z.boolean(),
  /** The network site the adviser belongs to, and the agency site (a pair) when they run one. */
  networkSiteId: z.string().min(1),
  agencySiteId: z.string().nullable(),
  legal: adviserLegalSchema,
});
export type Adviser = z.infer<typeof adviserSchema>;

export interface RatingSummary {
  value: number;
  count: number;
  source: string;
}

/** Average of the reviews, rounded to one decimal (spec §9), or null when there is none ('Pas encore d'avis.'). */
export function ratingOf(reviews: ReadonlyArray<Pick<Review, 'rating' | 'source'>>): RatingSummary | null {
  if (reviews.length === 0) return null;
  const sum = reviews.reduce((s, r) => s + r.rating, 0);
  const sources = [...new Set(reviews.map((r) => r.source))];
  return { value: Math.round((sum / reviews.length) * 10) / 10, count: reviews.length, source: sources.join(', ') };
}

/** 'Prénom Nom', or 'Conseiller' when both are blank (spec §7 call 1). */
export function adviserDisplayName(a: { firstName: string | null; lastName: string | null }): string {
  const name = [a.firstName, a.lastName].map((p) => (p ?? '').trim()).filter(Boolean).join(' ');
  return name || DEFAULT_ADVISER_NAME;
}
