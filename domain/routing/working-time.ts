import { TZDate } from '@date-fns/tz';
import { z } from 'zod';
import { type HolidayZone, publicHolidays } from '../diagnostics/holidays';
import { BUSINESS_TIME_ZONE } from '../format/paris-time';

/** A member's working week, Paris time: ISO weekdays (1 Monday … 7 Sunday) and one daily window. */
export interface WorkingHours {
  days: readonly number[];
  start: string;
  end: string;
}

/** An agency's usual week when the member has set none: Monday to Saturday, 9:00–19:00. */
export const DEFAULT_WORKING_HOURS: WorkingHours = { days: [1, 2, 3, 4, 5, 6], start: '09:00', end: '19:00' };

const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);
export const workingHoursSchema = z
  .object({ days: z.array(z.number().int().min(1).max(7)).min(1).max(7), start: hhmm, end: hhmm })
  .refine((h) => h.start < h.end, { path: ['end'] });

/** Stored JSON (member_availability.working_hours), or the default week when absent or unreadable. */
export function parseWorkingHours(json: string | null | undefined): WorkingHours {
  if (!json) return DEFAULT_WORKING_HOURS;
  try {
    const parsed = workingHoursSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : DEFAULT_WORKING_HOURS;
  } catch {
    return DEFAULT_WORKING_HOURS;
  }
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const pad = (n: number) => String(n).padStart(2, '0');

/** The public holidays of a year, computed once per year and zone (the loop below asks day after day). */
const holidaysByYear = new Map<string, Set<string>>();
function isPublicHoliday(year: number, month: number, day: number, zone: HolidayZone): boolean {
  const key = `${zone}:${year}`;
  let days = holidaysByYear.get(key);
  if (!days) {
    days = publicHolidays(year, zone);
    holidaysByYear.set(key, days);
  }
  return days.has(`${year}-${pad(month)}-${pad(day)}`);
}

/**
 * The instant when `minutes` of working time have passed since `from` (issue 36's escalation delay):
 * only the member's working windows count, in Paris wall-clock time (a window keeps its hours across
 * a change to or from summer time), and a French public holiday (Code du travail L. 3133-1, from
 * @socialgouv/jours-feries; `zone` adds Alsace-Moselle's two) is no working day. A lead received on
 * Saturday at 18:50 with 30 minutes and the default week is due on Monday at 9:20.
 */
export function workingDeadline(from: Date, minutes: number, hours: WorkingHours, zone: HolidayZone = 'metropole'): Date {
  let remaining = Math.max(0, minutes);
  const start = minutesOf(hours.start);
  const end = minutesOf(hours.end);
  const first = new TZDate(from.getTime(), BUSINESS_TIME_ZONE);
  let cursor = from.getTime();
  // A year of days at most: a week without any window is refused by the schema, this only bounds the loop.
  for (let day = 0; day < 366; day++) {
    const date = new TZDate(first.getFullYear(), first.getMonth(), first.getDate() + day, 0, 0, BUSINESS_TIME_ZONE);
    const isoDay = date.getDay() === 0 ? 7 : date.getDay();
    if (!hours.days.includes(isoDay)) continue;
    if (isPublicHoliday(date.getFullYear(), date.getMonth() + 1, date.getDate(), zone)) continue;
    const windowStart = new TZDate(date.getFullYear(), date.getMonth(), date.getDate(), Math.floor(start / 60), start % 60, BUSINESS_TIME_ZONE).getTime();
    const windowEnd = new TZDate(date.getFullYear(), date.getMonth(), date.getDate(), Math.floor(end / 60), end % 60, BUSINESS_TIME_ZONE).getTime();
    const s = Math.max(windowStart, cursor);
    if (s >= windowEnd) continue;
    const available = (windowEnd - s) / 60_000;
    if (remaining <= available) return new Date(s + remaining * 60_000);
    remaining -= available;
    cursor = windowEnd;
  }
  return new Date(cursor + remaining * 60_000);
}
