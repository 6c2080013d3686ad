import { addDays, format, isValid, setHours, setMinutes, startOfDay, startOfWeek } from 'date-fns';
import { enGB, fr } from 'date-fns/locale';
import type { Locale } from '../i18n/locale';

/**
 * Appointment slots of the quote flow (spec §9): the Tuesday 09h30 and the Wednesday 14h00 of the
 * week two weeks ahead, carried in the URL as `date=dd-mm-yy-HHhMM` (or `autreDate` for "urgent,
 * another date"). All dates use the process's local wall-clock parts; the server is expected to
 * run in Europe/Paris, and both building and parsing use the same local parts, so they round-trip.
 */
export const AUTRE_DATE = 'autreDate';

export interface Slot {
  date: Date;
  /** URL form, e.g. '08-12-26-09h30'. */
  param: string;
  /** French long form, e.g. 'Mardi 8 décembre à 9h30'. */
  label: string;
}

/** The same date inside a sentence: 'mardi 8 décembre à 9h30' (French writes weekdays in lower case). */
export function slotPhrase(date: Date, locale: Locale = 'fr'): string {
  const label = slotLabel(date, locale);
  // English keeps the capital of weekdays inside a sentence.
  if (locale === 'en') return label;
  return `${label.charAt(0).toLowerCase()}${label.slice(1)}`;
}

/** A slot whose time has passed cannot be booked (issue 17 item 10). */
export function isPastSlot(date: Date, now: Date): boolean {
  return date.getTime() <= now.getTime();
}

export type ParsedSlot =
  | { kind: 'none' }
  | { kind: 'autreDate' }
  | { kind: 'slot'; date: Date; label: string; param: string };

const SLOT_PATTERN = /^(\d{2})-(\d{2})-(\d{2})-(\d{2})h(\d{2})$/;

export function slotParam(date: Date): string {
  return format(date, "dd-MM-yy-HH'h'mm");
}

/**
 * 'Mardi 8 décembre à 9h30'; whole hours read 'à 14h' as in the spec's sample slots.
 * English: 'Tuesday 8 December at 9:30' (the lead keeps the French label: it goes to a French CRM).
 */
export function slotLabel(date: Date, locale: Locale = 'fr'): string {
  if (locale === 'en') return format(date, "EEEE d MMMM 'at' H:mm", { locale: enGB });
  const day = format(date, 'EEEE d MMMM', { locale: fr });
  const time = date.getMinutes() === 0 ? format(date, "H'h'") : format(date, "H'h'mm");
  return `${day.charAt(0).toUpperCase()}${day.slice(1)} à ${time}`;
}

function at(day: Date, hours: number, minutes: number): Date {
  return setMinutes(setHours(startOfDay(day), hours), minutes);
}

/** "Two weeks ahead" = Monday of the current week (weeks start on Monday) + 14 days. */
export function proposedSlots(now: Date): [Slot, Slot] {
  const monday = addDays(startOfWeek(now, { weekStartsOn: 1 }), 14);
  const tuesday = at(addDays(monday, 1), 9, 30);
  const wednesday = at(addDays(monday, 2), 14, 0);
  const slot = (date: Date): Slot => ({ date, param: slotParam(date), label: slotLabel(date) });
  return [slot(tuesday), slot(wednesday)];
}

/** Reads the `date` URL parameter; anything that is not a real calendar date/time is 'none'. */
export function parseSlotParam(raw: string | null | undefined): ParsedSlot {
  const s = (raw ?? '').trim();
  if (s === AUTRE_DATE) return { kind: 'autreDate' };
  const m = SLOT_PATTERN.exec(s);
  if (!m) return { kind: 'none' };
  const [dd, mm, yy, hh, mi] = m.slice(1).map(Number) as [number, number, number, number, number];
  if (hh > 23 || mi > 59) return { kind: 'none' };
  const date = new Date(2000 + yy, mm - 1, dd, hh, mi);
  // Date rolls 31-02 over to March: reject anything whose parts changed.
  if (!isValid(date) || date.getDate() !== dd || date.getMonth() !== mm - 1) return { kind: 'none' };
  return { kind: 'slot', date, label: slotLabel(date), param: slotParam(date) };
}
