/** Prices as the network sites show them: euros, French format, no decimals; rents add ' / mois'. */
const EUROS = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0, minimumFractionDigits: 0 });

export const RENT_SUFFIX = ' / mois';

export type PriceKind = 'sale' | 'rent';

/** "250 000 €", "1 250 € / mois"; null when there is no usable amount (the caller shows its own wording). */
export function formatPrice(amount: number | null | undefined, kind: PriceKind = 'sale'): string | null {
  if (amount == null || !Number.isFinite(amount)) return null;
  const text = EUROS.format(Math.round(amount));
  return kind === 'rent' ? `${text}${RENT_SUFFIX}` : text;
}
