import { format, isValid, parseISO } from 'date-fns';
import { fr } from 'date-fns/locale';

/** '2026-11-10' → '10 novembre 2026' (dates in French long format, spec §9); '' when unreadable. */
export function formatLongDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = parseISO(iso);
  return isValid(date) ? format(date, 'd MMMM yyyy', { locale: fr }) : '';
}
