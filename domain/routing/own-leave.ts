import { z } from 'zod';
import { addMonths, type CalendarDay, compareDays, isCalendarDay } from '../diagnostics/calendar-day';

/**
 * A member's own leave, set from 'Mon compte' (issue 36): the last day away ('en congés jusqu'au',
 * Paris calendar day, included), or empty to say they are back. Not a past day, not beyond two years.
 * Messages are catalogue keys.
 */
export function ownLeaveSchema(today: CalendarDay) {
  return z.object({
    absentUntil: z
      .string()
      .trim()
      .refine((v) => v === '' || isCalendarDay(v), { error: 'account.leave.invalid' })
      .refine((v) => v === '' || !isCalendarDay(v) || compareDays(v, today) >= 0, { error: 'account.leave.past' })
      .refine((v) => v === '' || !isCalendarDay(v) || compareDays(v, addMonths(today, 24)) <= 0, { error: 'account.leave.tooFar' })
      .transform((v) => (v === '' ? null : v)),
  });
}
