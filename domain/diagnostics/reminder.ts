import { addDays } from './calendar-day';
import { slotInstant } from './slot-format';

/** The reminder goes out at this Paris wall-clock time the day before the visit (issue 33 item 3). */
export const REMINDER_TIME = '18:00';

/**
 * When the reminder of a visit booked at `bookedAt` is due: 18:00 Paris the day before the visit.
 * Null when the slot is unreadable or that moment has already passed at booking: the confirmation,
 * sent right then, less than a day before, serves as the reminder (decision 0120).
 */
export function reminderDueAt(startsAt: string, bookedAt: Date): Date | null {
  const start = slotInstant(startsAt);
  if (!start) return null;
  const due = slotInstant(`${addDays(startsAt.slice(0, 10), -1)}T${REMINDER_TIME}`);
  if (!due || due.getTime() <= bookedAt.getTime()) return null;
  return due;
}
