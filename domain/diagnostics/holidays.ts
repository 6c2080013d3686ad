import getJoursFeries from '@socialgouv/jours-feries';
import { departmentOfPostcode } from '../geo/department';
import type { CalendarDay } from './calendar-day';

/**
 * French public holidays (Code du travail L. 3133-1) from @socialgouv/jours-feries; Alsace-Moselle
 * (Bas-Rhin, Haut-Rhin, Moselle) adds Good Friday and 26 December (L. 3134-13). Version 2.0 knows
 * no overseas holiday (the abolition of slavery days of the DOM, décret n° 83-1003): an overseas
 * office adds them as its days off (decision 0097).
 */
export type HolidayZone = 'metropole' | 'alsace-moselle';

const ALSACE_MOSELLE = new Set(['57', '67', '68']);

export function holidayZoneOf(postcode: string | null | undefined): HolidayZone {
  const department = departmentOfPostcode(postcode);
  return department && ALSACE_MOSELLE.has(department) ? 'alsace-moselle' : 'metropole';
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The holidays of `year` as calendar days (the library builds local-midnight dates: read back in local parts). */
export function publicHolidays(year: number, zone: HolidayZone): Set<CalendarDay> {
  const days = Object.values(getJoursFeries(year, { alsace: zone === 'alsace-moselle' }));
  return new Set(days.map((d) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`));
}
