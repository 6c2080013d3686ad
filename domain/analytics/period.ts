import { TZDate } from '@date-fns/tz';
import { z } from 'zod';
import { addDays, type CalendarDay, compareDays, isCalendarDay } from '../diagnostics/calendar-day';
import { BUSINESS_TIME_ZONE } from '../format/paris-time';
import { firstKeptDay } from './page-view';

/** A dashboard period: Paris calendar days, both included (?du=&au= in the URL). */
export interface Period {
  from: CalendarDay;
  to: CalendarDay;
}

/** The default period: the last 30 days, today included. */
export function defaultPeriod(today: CalendarDay): Period {
  return { from: addDays(today, -29), to: today };
}

const day = z.string().refine(isCalendarDay, { message: 'statistics.badDay' });

/**
 * The period form (one schema for the page and its tests): two days written YYYY-MM-DD (a date
 * field's value), the first not after the second, within the 25 months the counters are kept and not
 * after today. Messages are catalogue keys.
 */
export function periodSchema(today: CalendarDay) {
  return z
    .object({ du: day, au: day })
    .refine((p) => compareDays(p.du, p.au) <= 0, { path: ['au'], message: 'statistics.badOrder' })
    .refine((p) => compareDays(p.au, today) <= 0, { path: ['au'], message: 'statistics.future' })
    .refine((p) => compareDays(p.du, firstKeptDay(today)) >= 0, { path: ['du'], message: 'statistics.tooOld' });
}

/** Every day of the period, in order. */
export function daysOf(period: Period): CalendarDay[] {
  const days: CalendarDay[] = [];
  for (let d = period.from; compareDays(d, period.to) <= 0; d = addDays(d, 1)) days.push(d);
  return days;
}

/** The instants the period covers, [start, end): from the first Paris midnight to the one after the last day. */
export function periodInstants(period: Period): { start: string; end: string } {
  const at = (value: CalendarDay) => {
    const [y, m, d] = value.split('-').map(Number) as [number, number, number];
    return new Date(new TZDate(y, m - 1, d, 0, 0, BUSINESS_TIME_ZONE).getTime()).toISOString();
  };
  return { start: at(period.from), end: at(addDays(period.to, 1)) };
}
