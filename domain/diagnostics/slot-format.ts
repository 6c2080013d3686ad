import { TZDate } from '@date-fns/tz';
import { SLOT_PATTERN } from './calendar';
import type { CalendarDay } from './calendar-day';

/** A booked slot is Paris wall-clock time 'YYYY-MM-DDTHH:MM' (decision 0097). */
export const SLOT_TIME_ZONE = 'Europe/Paris';

/** 'YYYY-MM-DDTHH:MM' → the quote URL's 'dd-mm-yy-HHhMM' (spec §2 `date`). */
export function slotToDateParam(slot: string): string | null {
  const m = SLOT_PATTERN.exec(slot);
  if (!m) return null;
  const [y, mo, d] = m[1]!.split('-');
  return `${d}-${mo}-${y!.slice(2)}-${m[2]}h${m[3]}`;
}

/** The instant a Paris wall-clock slot starts (for an .ics or a reminder). */
export function slotInstant(slot: string): Date | null {
  const m = SLOT_PATTERN.exec(slot);
  if (!m) return null;
  const [y, mo, d] = m[1]!.split('-').map(Number) as [number, number, number];
  return new Date(new TZDate(y, mo - 1, d, Number(m[2]), Number(m[3]), SLOT_TIME_ZONE).getTime());
}

/** Today in Paris as a calendar day. */
export function parisDay(now: Date): CalendarDay {
  const tz = new TZDate(now.getTime(), SLOT_TIME_ZONE);
  return `${tz.getFullYear()}-${String(tz.getMonth() + 1).padStart(2, '0')}-${String(tz.getDate()).padStart(2, '0')}`;
}
