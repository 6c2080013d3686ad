import { addDays, type CalendarDay, isCalendarDay } from './calendar-day';
import { weekdayIndex } from './calendar';

/**
 * The back-office agenda's URL state (issue 33): `?vue=jour|semaine&date=YYYY-MM-DD`. Without `vue`
 * the list shows what is coming (from today on). A week runs Monday to Sunday. An unreadable date
 * means today, an unknown view the upcoming list: a hand-edited URL never errors.
 */
export type AgendaView = 'a-venir' | 'jour' | 'semaine';

export interface AgendaRange {
  view: AgendaView;
  /** The day the view is about (today for the upcoming list). */
  date: CalendarDay;
  /** First day shown. */
  from: CalendarDay;
  /** Day after the last one shown; null for the upcoming list (no end). */
  to: CalendarDay | null;
  /** Every day of the range, in order (empty for the upcoming list). */
  days: CalendarDay[];
  /** The `date` of the previous and next day or week (null for the upcoming list). */
  previous: CalendarDay | null;
  next: CalendarDay | null;
}

export function agendaRange(params: { vue?: string | null; date?: string | null }, today: CalendarDay): AgendaRange {
  const view: AgendaView = params.vue === 'jour' || params.vue === 'semaine' ? params.vue : 'a-venir';
  const date = params.date && isCalendarDay(params.date) ? params.date : today;
  if (view === 'a-venir') return { view, date: today, from: today, to: null, days: [], previous: null, next: null };
  const length = view === 'jour' ? 1 : 7;
  const from = view === 'jour' ? date : addDays(date, -weekdayIndex(date));
  const days = Array.from({ length }, (_, i) => addDays(from, i));
  return { view, date, from, to: addDays(from, length), days, previous: addDays(date, -length), next: addDays(date, length) };
}

/** Whether a slot 'YYYY-MM-DDTHH:MM' falls in the range. */
export function inAgendaRange(range: Pick<AgendaRange, 'from' | 'to'>, startsAt: string): boolean {
  const day = startsAt.slice(0, 10);
  return day >= range.from && (range.to === null || day < range.to);
}
