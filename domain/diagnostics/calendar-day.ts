/**
 * Calendar days as 'YYYY-MM-DD' strings: a diagnostic is dated by the day it was made and judged on
 * the day of the deed, never by an instant, so no time zone enters the rules.
 */
export type CalendarDay = string;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

interface Parts {
  year: number;
  month: number;
  day: number;
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function parts(value: CalendarDay): Parts {
  const m = DAY.exec(value);
  if (!m) throw new RangeError(`Not a calendar day: ${value}`);
  return { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) };
}

function format({ year, month, day }: Parts): CalendarDay {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** True for an existing day written 'YYYY-MM-DD' (2025-02-29 is not one). */
export function isCalendarDay(value: string): value is CalendarDay {
  const m = DAY.exec(value);
  if (!m) return false;
  const month = Number(m[2]);
  const day = Number(m[3]);
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(Number(m[1]), month);
}

/** The same day `months` later; the 31st becomes the month's last day when the month is shorter. */
export function addMonths(value: CalendarDay, months: number): CalendarDay {
  const { year, month, day } = parts(value);
  const index = year * 12 + (month - 1) + months;
  const y = Math.floor(index / 12);
  const m = (index % 12) + 1;
  return format({ year: y, month: m, day: Math.min(day, daysInMonth(y, m)) });
}

export function addDays(value: CalendarDay, days: number): CalendarDay {
  const { year, month, day } = parts(value);
  const d = new Date(Date.UTC(year, month - 1, day + days));
  return format({ year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() });
}

/** 'YYYY-MM-DD' strings compare in calendar order. */
export function compareDays(a: CalendarDay, b: CalendarDay): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
