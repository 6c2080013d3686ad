import type { Locale } from '../i18n/locale';

/** What the placeholders read: an agency's key figures, or the network's portals count. */
export interface ClaimFigures {
  portals?: number | undefined;
}

/**
 * Page-table texts of an agency or the network name their claims by placeholder, filled from the site's record
 * (issue 13 item 1 rule). `{portails}` reads 'plus de 100 portails' with a record saying 100, and
 * 'de nombreux portails' without one: never a number the record does not give.
 */
/** The claims in each interface language (the page's texts are translated before they are filled). */
export const CLAIM_PLACEHOLDERS = {
  portails: (figures: ClaimFigures, locale: Locale) =>
    locale === 'en' ? (figures.portals ? `more than ${figures.portals} property portals` : 'many property portals') : figures.portals ? `plus de ${figures.portals} portails` : 'de nombreux portails',
} as const satisfies Record<string, (figures: ClaimFigures, locale: Locale) => string>;

export function fillClaims(text: string, figures: ClaimFigures, locale: Locale = 'fr'): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(CLAIM_PLACEHOLDERS, name) ? CLAIM_PLACEHOLDERS[name as keyof typeof CLAIM_PLACEHOLDERS](figures, locale) : whole));
}

/** Every string of a block's props, claims filled (arrays and objects walked; other values kept). */
export function fillClaimsDeep<T>(value: T, figures: ClaimFigures, locale: Locale = 'fr'): T {
  if (typeof value === 'string') return fillClaims(value, figures, locale) as T;
  if (Array.isArray(value)) return value.map((v: unknown) => fillClaimsDeep(v, figures, locale)) as T;
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fillClaimsDeep(v, figures, locale)])) as T;
  return value;
}
