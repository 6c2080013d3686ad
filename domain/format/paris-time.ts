import { TZDate } from '@date-fns/tz';
import { format, isValid, parseISO } from 'date-fns';
import { fr } from 'date-fns/locale';

/** The business reads times in France: stored instants are UTC, shown in Paris time. */
export const BUSINESS_TIME_ZONE = 'Europe/Paris';

/** '2026-12-01T08:00:00.000Z' → 'mardi 1 décembre 2026 à 9h00' (Paris time); null when unreadable. */
export function formatParisDateTime(iso: string): string | null {
  const date = parseISO(iso);
  if (!isValid(date)) return null;
  return format(new TZDate(date.getTime(), BUSINESS_TIME_ZONE), "EEEE d MMMM yyyy 'à' H'h'mm", { locale: fr });
}

/** '2026-11-26T19:46:19.369Z' → '2026-11-26 20:46' (Paris time): a date and time a spreadsheet reads as such; null when unreadable. */
export function formatParisSpreadsheetTime(iso: string): string | null {
  const date = parseISO(iso);
  if (!isValid(date)) return null;
  return format(new TZDate(date.getTime(), BUSINESS_TIME_ZONE), 'yyyy-MM-dd HH:mm');
}
