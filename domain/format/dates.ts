import { isValid, parseISO } from 'date-fns';
import type { Locale } from '../i18n/locale';

// The platform's own calendar names (Intl, in Node and every browser): date-fns' French locale
// weighed 6.3 KB of compressed JavaScript on the pages that show a date (decision 60).
// The day in France, whatever the time zone of the server or the visitor's browser: both render the
// same text (otherwise an instant between 23:00 and midnight UTC hydrates with another day, React #418).
const LONG_DATE = {
  fr: new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Paris' }),
  en: new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Paris' }),
} as const;

/** A calendar day ('2026-11-10') is that day at noon in France; an instant keeps its own time. */
const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;

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
  const date = DAY_ONLY.test(iso) ? new Date(`${iso}T12:00:00+01:00`) : parseISO(iso);
  const text = isValid(date) ? LONG_DATE[locale].format(date) : '';
  if (longDates.size >= MAX_LONG_DATES) longDates.clear();
  longDates.set(key, text);
  return text;
}

// Bounded: the dates of the sites' posts and listings, emptied when full.
const MAX_LONG_DATES = 5_000;
const longDates = new Map<string, string>();
