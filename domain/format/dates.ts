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
  const date = parseISO(iso);
  return isValid(date) ? format(date, 'd MMMM yyyy', { locale: DATE_FNS_LOCALES[locale] }) : '';
}
