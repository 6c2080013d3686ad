import { format, isValid, parseISO } from 'date-fns';
import { enGB, fr } from 'date-fns/locale';
import type { Locale } from '../i18n/locale';

const DATE_FNS_LOCALES = { fr, en: enGB } as const;

/**
 * '2026-11-10' → '10 novembre 2026' in French (spec §9), '10 November 2026' in English;
 * '' when unreadable.
 */
export function formatLongDate(iso: string | null | undefined, locale: Locale = 'fr'): string {
  if (!iso) return '';
  // Every news card of every render asks for its date: date-fns' format showed in the render profile.
  const key = `${locale}|${iso}`;
  const known = longDates.get(key);
  if (known !== undefined) return known;
  const date = parseISO(iso);
  const text = isValid(date) ? format(date, 'd MMMM yyyy', { locale: DATE_FNS_LOCALES[locale] }) : '';
  if (longDates.size >= MAX_LONG_DATES) longDates.clear();
  longDates.set(key, text);
  return text;
}

// Bounded: the dates of the sites' posts and listings, emptied when full.
const MAX_LONG_DATES = 5_000;
const longDates = new Map<string, string>();
