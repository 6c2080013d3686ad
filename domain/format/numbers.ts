import { type Locale, LOCALE_TAGS } from '../i18n/locale';

/** Numbers as the simulator shows them (spec §9): floored to integers, grouped the locale's way; missing is a dash. */
const INTEGER_FORMATS: Record<Locale, Intl.NumberFormat> = {
  fr: new Intl.NumberFormat(LOCALE_TAGS.fr, { maximumFractionDigits: 0 }),
  en: new Intl.NumberFormat(LOCALE_TAGS.en, { maximumFractionDigits: 0 }),
};

export const MISSING_NUMBER = '—';

export function formatFloor(value: number | null | undefined, locale: Locale = 'fr'): string {
  if (value == null || !Number.isFinite(value)) return MISSING_NUMBER;
  // Rounding noise first (69.99999999 is 70), then the floor.
  const text = INTEGER_FORMATS[locale].format(Math.floor(Math.round(value * 1e6) / 1e6));
  // French groups thousands with a narrow no-break space, whatever space the runtime's ICU uses.
  return locale === 'fr' ? text.replace(/\s/g, '\u202f') : text;
}

const DISTANCE_FORMATS: Record<Locale, Intl.NumberFormat> = {
  fr: new Intl.NumberFormat(LOCALE_TAGS.fr, { maximumFractionDigits: 1 }),
  en: new Intl.NumberFormat(LOCALE_TAGS.en, { maximumFractionDigits: 1 }),
};

/** A distance in km to one decimal, the locale's way: '10,1' in French, '10.1' in English. */
export function formatKm(km: number, locale: Locale = 'fr'): string {
  return DISTANCE_FORMATS[locale].format(km);
}
