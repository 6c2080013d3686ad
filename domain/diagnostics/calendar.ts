import { z } from 'zod';
import { addDays, type CalendarDay, isCalendarDay } from './calendar-day';
import { type HolidayZone, publicHolidays } from './holidays';
import { DIAGNOSTIC_KEYS } from '../quote/required';

/**
 * A diagnostician's calendar (issue 33 item 3, decision 0097): weekly opening hours cut into slots
 * of one length, days off, blocked time, and the public holidays of the office's zone. A slot is named by its
 * Paris wall-clock start 'YYYY-MM-DDTHH:MM': slots never overlap, so one row per (site, start)
 * under a unique index is enough to forbid two bookings of one visit.
 */
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
const time = z.string().regex(TIME, 'Heure invalide (HH:MM)');

const range = z
  .object({ from: time, to: time })
  .refine((r) => r.from < r.to, { message: 'La fin doit suivre le début', path: ['to'] });

export const calendarSchema = z.object({
  /** Index 0 = Monday … 6 = Sunday; each day a list of opening ranges. */
  weeklyHours: z.array(z.array(range).max(4)).length(7),
  /** Step between two visit starts (and the length of a visit before decision 0142 computed it). */
  slotMinutes: z.number().int().min(30).max(480),
  /** The owner's minutes on site per diagnostic, overriding the defaults of visit-length.ts (decision 0142). */
  visitMinutes: z.partialRecord(z.enum(DIAGNOSTIC_KEYS), z.number().int().min(0).max(480)).optional(),
  daysOff: z.array(z.string().refine(isCalendarDay, 'Date invalide (AAAA-MM-JJ)')).max(366),
  holidayZone: z.enum(['metropole', 'alsace-moselle']),
  /** Time the diagnostician blocked on one day (issue 33): no slot overlapping it is offered. */
  blocked: z.array(z.object({ day: z.string().refine(isCalendarDay, 'Date invalide (AAAA-MM-JJ)'), from: time, to: time }).refine((b) => b.from < b.to, { message: 'La fin doit suivre le début', path: ['to'] })).max(500).optional(),
});

export type DiagCalendar = z.infer<typeof calendarSchema>;

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** 0 = Monday … 6 = Sunday, for a calendar day (computed in UTC: a day has no time zone). */
export function weekdayIndex(day: CalendarDay): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7;
}

export const SLOT_PATTERN = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):([0-5]\d)$/;

/** The slots of one day, before taken ones are removed (none on a holiday or a day off). */
export function daySlots(calendar: DiagCalendar, day: CalendarDay, holidays: ReadonlySet<CalendarDay>): string[] {
  if (holidays.has(day) || calendar.daysOff.includes(day)) return [];
  const blocks = (calendar.blocked ?? []).filter((b) => b.day === day).map((b) => ({ from: minutesOf(b.from), to: minutesOf(b.to) }));
  const slots: string[] = [];
  for (const { from, to } of calendar.weeklyHours[weekdayIndex(day)] ?? []) {
    for (let start = minutesOf(from); start + calendar.slotMinutes <= minutesOf(to); start += calendar.slotMinutes) {
      const end = start + calendar.slotMinutes;
      // A slot touching a blocked range only at its edge is kept (a visit ending at 14:00 before a block from 14:00).
      if (!blocks.some((b) => start < b.to && b.from < end)) slots.push(`${day}T${hhmm(start)}`);
    }
  }
  return slots;
}

/** A visit already booked: its Paris start 'YYYY-MM-DDTHH:MM' and its length. */
export interface BusyVisit {
  startsAt: string;
  minutes: number;
}

export interface SlotRoom {
  /** 'YYYY-MM-DDTHH:MM', Paris time. */
  start: string;
  /** Free minutes from the start to the next visit, block or the end of its opening range. */
  room: number;
}

/**
 * The starts of one day (every `slotMinutes` from each opening range's start, as before) with the free
 * time after each (decision 0142): a start inside a booked visit or a block is left out, so a visit of
 * any length fits where `room` ≥ its length, never across a break, a block or another visit.
 */
export function dayRooms(calendar: DiagCalendar, day: CalendarDay, holidays: ReadonlySet<CalendarDay>, busy: readonly BusyVisit[]): SlotRoom[] {
  if (holidays.has(day) || calendar.daysOff.includes(day)) return [];
  const obstacles = [
    ...(calendar.blocked ?? []).filter((b) => b.day === day).map((b) => ({ from: minutesOf(b.from), to: minutesOf(b.to) })),
    ...busy.filter((v) => v.startsAt.slice(0, 10) === day).map((v) => ({ from: minutesOf(v.startsAt.slice(11, 16)), to: minutesOf(v.startsAt.slice(11, 16)) + v.minutes })),
  ];
  const rooms: SlotRoom[] = [];
  for (const { from, to } of calendar.weeklyHours[weekdayIndex(day)] ?? []) {
    for (let start = minutesOf(from); start < minutesOf(to); start += calendar.slotMinutes) {
      if (obstacles.some((o) => o.from <= start && start < o.to)) continue;
      const end = Math.min(minutesOf(to), ...obstacles.filter((o) => o.from > start).map((o) => o.from));
      rooms.push({ start: `${day}T${hhmm(start)}`, room: end - start });
    }
  }
  return rooms;
}

function holidaysCache() {
  const holidays = new Map<number, Set<CalendarDay>>();
  return (year: number, zone: HolidayZone) => {
    let set = holidays.get(year);
    if (!set) holidays.set(year, (set = publicHolidays(year, zone)));
    return set;
  };
}

/**
 * The starts from the day after `today` for `days` days where a visit of `length` minutes fits: opening
 * hours minus holidays, days off, blocks and the visits already booked (decision 0142).
 */
export function fittingSlots(calendar: DiagCalendar, today: CalendarDay, busy: readonly BusyVisit[], length: number, days = 14): string[] {
  const holidaysOf = holidaysCache();
  const out: string[] = [];
  for (let i = 1; i <= days; i++) {
    const day = addDays(today, i);
    for (const { start, room } of dayRooms(calendar, day, holidaysOf(Number(day.slice(0, 4)), calendar.holidayZone), busy)) if (room >= length) out.push(start);
  }
  return out;
}

/** True when a visit of `length` minutes may be booked at `slot`: a start the calendar offers, with room enough. */
export function fitsAt(calendar: DiagCalendar, today: CalendarDay, busy: readonly BusyVisit[], slot: string, length: number, days = 14): boolean {
  return SLOT_PATTERN.test(slot) && fittingSlots(calendar, today, busy, length, days).includes(slot);
}

/**
 * Free slots from the day after `today` for `days` days: opening hours minus holidays, days off and
 * `taken` starts. The same day is never offered (the diagnostician plans the day before).
 */
export function freeSlots(calendar: DiagCalendar, today: CalendarDay, taken: ReadonlySet<string>, days = 14): string[] {
  const holidays = new Map<number, Set<CalendarDay>>();
  const holidaysOf = (year: number, zone: HolidayZone) => {
    let set = holidays.get(year);
    if (!set) holidays.set(year, (set = publicHolidays(year, zone)));
    return set;
  };
  const out: string[] = [];
  for (let i = 1; i <= days; i++) {
    const day = addDays(today, i);
    for (const slot of daySlots(calendar, day, holidaysOf(Number(day.slice(0, 4)), calendar.holidayZone))) if (!taken.has(slot)) out.push(slot);
  }
  return out;
}

/** True when `slot` is one the calendar offers within the window (what a post may book). */
export function isOfferedSlot(calendar: DiagCalendar, today: CalendarDay, slot: string, days = 14): boolean {
  return SLOT_PATTERN.test(slot) && freeSlots(calendar, today, new Set(), days).includes(slot);
}
