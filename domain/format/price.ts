import { type Locale, LOCALE_TAGS } from '../i18n/locale';

/** Prices as the network sites show them: euros, no decimals; rents add ' / mois' (' / month' in English). */
const formatters = new Map<Locale, Intl.NumberFormat>();
function euros(locale: Locale): Intl.NumberFormat {
  let format = formatters.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(LOCALE_TAGS[locale], { style: 'currency', currency: 'EUR', maximumFractionDigits: 0, minimumFractionDigits: 0 });
    formatters.set(locale, format);
  }
  return format;
}

export const RENT_SUFFIX: Record<Locale, string> = { fr: ' / mois', en: ' / month' };

export type PriceKind = 'sale' | 'rent';

/** "250 000 €", "1 250 € / mois"; null when there is no usable amount (the caller shows its own wording). */
export function formatPrice(amount: number | null | undefined, kind: PriceKind = 'sale', locale: Locale = 'fr'): string | null {
  if (amount == null || !Number.isFinite(amount)) return null;
  const text = euros(locale).format(Math.round(amount));
  return kind === 'rent' ? `${text}${RENT_SUFFIX[locale]}` : text;
}
