import { numberFormat } from '../format/intl';

/** French money and percentage formats of the recruitment pages (fr-FR, no decimals, §9). */
const EUROS = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 });
const ONE_DECIMAL = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** One minus sign everywhere on the recruitment pages (Intl writes a hyphen-minus). */
export const MINUS = '\u2212';

// Intl writes a narrow no-break space between thousands; the page keeps it so numbers never wrap.
const narrow = (s: string) => s.replace(/[\s\u00a0]/g, '\u202f');

/** 54200 → '54 200', -1800 → '−1 800' (rounded to the euro; -0 reads 0; the minus sign U+2212, as formatSignedEuros writes it). */
export function formatAmount(value: number): string {
  const rounded = Math.round(value);
  const text = narrow(EUROS.format(Math.abs(rounded)));
  return rounded < 0 ? `${MINUS}${text}` : text;
}

/** 54200 → '54 200 €'. */
export function formatEuros(value: number): string {
  return `${formatAmount(value)}\u00a0€`;
}

/** 22020 → '+22 020 €', -480 → '−480 €'. */
export function formatSignedEuros(value: number): string {
  const rounded = Math.round(value);
  if (rounded === 0) return formatEuros(0);
  return `${rounded > 0 ? '+' : MINUS}${formatEuros(Math.abs(rounded))}`;
}

/** 40.627 → '+40,6 %'. */
export function formatSignedPercent(value: number): string {
  const text = narrow(ONE_DECIMAL.format(Math.abs(value)));
  const sign = value > 0 ? '+' : value < 0 ? MINUS : '';
  return `${text === '0,0' ? '' : sign}${text}\u00a0%`;
}

/** 70 → '70 %', 72.5 → '72,5 %'. */
export function formatPercent(value: number): string {
  return `${narrow(numberFormat('fr-FR', { maximumFractionDigits: 2 }).format(value))}\u00a0%`;
}
