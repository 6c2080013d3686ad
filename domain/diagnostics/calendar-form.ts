import { addDays, type CalendarDay, isCalendarDay } from './calendar-day';
import { calendarSchema, type DiagCalendar } from './calendar';
import { DIAGNOSTIC_KEYS, type DiagnosticKey } from '../quote/required';
import { DEFAULT_VISIT_MINUTES } from './visit-length';
import { type Message, message } from '../i18n/message';

/**
 * The owner's calendar form (issue 33, back-office, no JavaScript): plain text fields read into a
 * calendar and written back from one. Messages are French, per field, naming the line at fault.
 *
 * - `horaires-0` … `horaires-6` (Monday … Sunday): "08:30-12:30 13:30-17:30"; empty = closed;
 * - `duree`: the visit length in minutes;
 * - `conges`: one day ("2026-12-24") or range ("2026-12-24 au 2027-01-02") per line;
 * - `indisponibilites`: one block per line, "2026-12-03 14:00-16:00";
 * - `zone`: metropole | alsace-moselle;
 * - `minutes-diagnostics`: minutes on site per diagnostic, "dpe : 30" a line (decision 0142); a key left
 *   out keeps the default.
 */
export type CalendarFormValues = Record<string, string>;
export type CalendarFormResult = { ok: true; calendar: DiagCalendar } | { ok: false; errors: Record<string, Message> };

export const WEEKDAY_FIELDS = ['horaires-0', 'horaires-1', 'horaires-2', 'horaires-3', 'horaires-4', 'horaires-5', 'horaires-6'] as const;
export const CALENDAR_FIELDS = [...WEEKDAY_FIELDS, 'duree', 'conges', 'indisponibilites', 'zone', 'minutes-diagnostics'] as const;
const MINUTES_LINE = /^([a-zé]+)\s*[:=]\s*(\d{1,3})(?:\s*min)?$/i;

const RANGE = /^([01]\d|2[0-3]):([0-5]\d)\s*[-–à]\s*([01]\d|2[0-3]):([0-5]\d)$/;
const DAY_RANGE = /^(\d{4}-\d{2}-\d{2})(?:\s*(?:au|–|-)\s*(\d{4}-\d{2}-\d{2}))?$/;
const BLOCK = /^(\d{4}-\d{2}-\d{2})\s+(\S.*)$/;
const MAX_DAYS_OFF = 366;

const lines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line, i) => ({ n: i + 1, text: line.trim() }))
    .filter((l) => l.text !== '');

function timeRange(text: string): { from: string; to: string } | null {
  const m = RANGE.exec(text.replace(/h/gi, ':'));
  if (!m) return null;
  return { from: `${m[1]}:${m[2]}`, to: `${m[3]}:${m[4]}` };
}

function readHours(text: string): { ok: true; ranges: Array<{ from: string; to: string }> } | { ok: false; message: Message } {
  const parts = text.replace(/\s*[-–à]\s*/g, '-').split(/[,;\s]+/).filter(Boolean);
  const ranges: Array<{ from: string; to: string }> = [];
  for (const part of parts) {
    const range = timeRange(part);
    if (!range) return { ok: false, message: message('gestion:diagForms.calendar.hoursFormat', { part }) };
    if (range.from >= range.to) return { ok: false, message: message('gestion:diagForms.calendar.hoursOrder', { part }) };
    ranges.push(range);
  }
  ranges.sort((a, b) => (a.from < b.from ? -1 : 1));
  if (ranges.some((r, i) => i > 0 && r.from < ranges[i - 1]!.to)) return { ok: false, message: message('gestion:diagForms.calendar.hoursOverlap') };
  if (ranges.length > 4) return { ok: false, message: message('gestion:diagForms.calendar.hoursTooMany') };
  return { ok: true, ranges };
}

/** Reads the form; nothing is kept when one field is wrong. */
export function readCalendarForm(values: CalendarFormValues): CalendarFormResult {
  const errors: Record<string, Message> = {};
  const weeklyHours: DiagCalendar['weeklyHours'] = [];
  for (const field of WEEKDAY_FIELDS) {
    const read = readHours(values[field] ?? '');
    if (read.ok) weeklyHours.push(read.ranges);
    else {
      errors[field] = read.message;
      weeklyHours.push([]);
    }
  }

  const duration = (values.duree ?? '').trim();
  const slotMinutes = /^\d{1,3}$/.test(duration) ? Number(duration) : Number.NaN;
  if (!(slotMinutes >= 30 && slotMinutes <= 480)) errors.duree = message('gestion:diagForms.calendar.step');

  const daysOff = new Set<CalendarDay>();
  for (const { n, text } of lines(values.conges ?? '')) {
    const m = DAY_RANGE.exec(text);
    const first = m?.[1];
    const last = m?.[2] ?? first;
    if (!first || !last || !isCalendarDay(first) || !isCalendarDay(last)) {
      errors.conges ??= message('gestion:diagForms.calendar.daysOffFormat', { n });
      continue;
    }
    if (last < first) {
      errors.conges ??= message('gestion:diagForms.calendar.daysOffOrder', { n });
      continue;
    }
    for (let day = first; day <= last && daysOff.size <= MAX_DAYS_OFF; day = addDays(day, 1)) daysOff.add(day);
  }
  if (daysOff.size > MAX_DAYS_OFF) errors.conges ??= message('gestion:diagForms.calendar.daysOffTooMany', { max: MAX_DAYS_OFF });

  const blocked: NonNullable<DiagCalendar['blocked']> = [];
  for (const { n, text } of lines(values.indisponibilites ?? '')) {
    const m = BLOCK.exec(text);
    const range = m ? timeRange(m[2]!.trim()) : null;
    if (!m || !isCalendarDay(m[1]!) || !range) {
      errors.indisponibilites ??= message('gestion:diagForms.calendar.blockedFormat', { n });
      continue;
    }
    if (range.from >= range.to) {
      errors.indisponibilites ??= message('gestion:diagForms.calendar.blockedOrder', { n });
      continue;
    }
    blocked.push({ day: m[1]!, ...range });
  }
  if (blocked.length > 500) errors.indisponibilites ??= message('gestion:diagForms.calendar.blockedTooMany', { max: 500 });

  const zone = values.zone;
  if (zone !== 'metropole' && zone !== 'alsace-moselle') errors.zone = message('gestion:diagForms.calendar.zone');

  const visitMinutes: Partial<Record<DiagnosticKey, number>> = {};
  for (const { n, text } of lines(values['minutes-diagnostics'] ?? '')) {
    const m = MINUTES_LINE.exec(text);
    const key = m?.[1]!.toLowerCase().replace(/é/g, 'e');
    if (!m || !key) {
      errors['minutes-diagnostics'] ??= message('gestion:diagForms.calendar.minutesFormat', { n });
      continue;
    }
    if (!(DIAGNOSTIC_KEYS as readonly string[]).includes(key)) {
      errors['minutes-diagnostics'] ??= message('gestion:diagForms.calendar.minutesUnknown', { n, value: m[1]!, list: DIAGNOSTIC_KEYS.join(', ') });
      continue;
    }
    if (Number(m[2]) > 480) {
      errors['minutes-diagnostics'] ??= message('gestion:diagForms.calendar.minutesTooLong', { n });
      continue;
    }
    // Only what differs from the default is stored, so the defaults may change for every site at once.
    if (Number(m[2]) !== DEFAULT_VISIT_MINUTES[key as DiagnosticKey]) visitMinutes[key as DiagnosticKey] = Number(m[2]);
  }

  if (Object.keys(errors).length) return { ok: false, errors };
  blocked.sort((a, b) => (`${a.day}T${a.from}` < `${b.day}T${b.from}` ? -1 : 1));
  const parsed = calendarSchema.safeParse({ weeklyHours, slotMinutes, daysOff: [...daysOff].sort(), holidayZone: zone, blocked, ...(Object.keys(visitMinutes).length ? { visitMinutes } : {}) });
  if (!parsed.success) return { ok: false, errors: { form: message('gestion:diagForms.calendar.invalid', { detail: parsed.error.issues[0]?.message ?? '' }) } };
  return { ok: true, calendar: parsed.data };
}

/** Consecutive days written as one period. */
function dayRanges(days: readonly CalendarDay[]): string[] {
  const sorted = [...days].sort();
  const out: string[] = [];
  let start: CalendarDay | null = null;
  let end: CalendarDay | null = null;
  for (const day of sorted) {
    if (start && end && addDays(end, 1) === day) end = day;
    else {
      if (start && end) out.push(start === end ? start : `${start} au ${end}`);
      start = end = day;
    }
  }
  if (start && end) out.push(start === end ? start : `${start} au ${end}`);
  return out;
}

/** The form's values for a stored calendar (what the owner sees and edits). */
export function calendarFormValues(calendar: DiagCalendar): CalendarFormValues {
  const values: CalendarFormValues = {};
  WEEKDAY_FIELDS.forEach((field, i) => (values[field] = (calendar.weeklyHours[i] ?? []).map((r) => `${r.from}-${r.to}`).join(' ')));
  values.duree = String(calendar.slotMinutes);
  values.conges = dayRanges(calendar.daysOff).join('\n');
  values.indisponibilites = (calendar.blocked ?? []).map((b) => `${b.day} ${b.from}-${b.to}`).join('\n');
  values.zone = calendar.holidayZone;
  values['minutes-diagnostics'] = DIAGNOSTIC_KEYS.map((k) => `${k} : ${calendar.visitMinutes?.[k] ?? DEFAULT_VISIT_MINUTES[k]}`).join('\n');
  return values;
}
