import { numberFormat } from '../format/intl';

/**
 * Money in integer euro cents (decision 0096). Rates are in basis points (1 % = 100) so every
 * computation stays in integers; each rounding is half up to the cent, done once where it occurs.
 */
export type Cents = number;

/** French standard VAT rate (CGI art. 278): 20 %. */
export const VAT_BASIS_POINTS = 2000;

export function isCents(value: number): value is Cents {
  return Number.isSafeInteger(value) && value >= 0;
}

/** `basisPoints` of `cents`, rounded half up to the cent (both non-negative integers). */
export function share(cents: Cents, basisPoints: number): Cents {
  if (!isCents(cents) || !Number.isSafeInteger(basisPoints) || basisPoints < 0) throw new RangeError('share: non-negative integers only');
  return Math.floor((cents * basisPoints + 5000) / 10000);
}

export interface Amounts {
  ht: Cents;
  vat: Cents;
  ttc: Cents;
}

/** A total before tax and the VAT and total it gives at 20 % (VAT computed once, on the total). */
export function withVat(ht: Cents): Amounts {
  const vat = share(ht, VAT_BASIS_POINTS);
  return { ht, vat, ttc: ht + vat };
}

/** '1 234,50 €' in French, '€1,234.50' in English. */
export function formatEuros(cents: Cents, tag: 'fr-FR' | 'en-GB' = 'fr-FR'): string {
  return numberFormat(tag, { style: 'currency', currency: 'EUR', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(cents / 100);
}
