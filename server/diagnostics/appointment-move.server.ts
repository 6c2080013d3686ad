import { randomUUID } from 'node:crypto';
import { fitsAt, isOfferedSlot } from '../../domain/diagnostics/calendar';
import { SLOT_TAKEN_MESSAGE } from '../../domain/diagnostics/booking-refusals';
import { parisDay, slotInstant, slotToDateParam } from '../../domain/diagnostics/slot-format';
import type { Db } from '../db/database.server';
import { LeadRefusedError } from '../leads/lead-service.server';
import { CANCEL_NOTICE_MS } from './appointment-links.server';
import { dropReminder, scheduleReminder } from './appointment-reminder.server';
import { bookInTransaction, busyVisits, calendarOfSite, freeQuarters } from './booking-store.server';

/**
 * Moving a booked visit by the confirmation's signed link (issue 33, decision 0124), up to 24 h
 * before it: in one transaction the visit is cancelled and the new slot booked under the same
 * partial unique index as a booking (two visitors never hold one slot), the lead's payload points at
 * the new slot, the reminder is rescheduled, and a new confirmation (with its .ics) is queued in the
 * outbox. Nothing changes when any step is refused.
 */
export type MoveOutcome = 'moved' | 'taken' | 'not-offered' | 'too-late' | 'already-cancelled' | 'unknown';

export async function moveOwnAppointment(db: Db, siteId: string, leadId: string, slot: string, now: Date): Promise<MoveOutcome> {
  const calendar = await calendarOfSite(db, siteId);
  if (!calendar || !isOfferedSlot(calendar, parisDay(now), slot)) return 'not-offered';
  try {
    return await db.transaction().execute(async (trx): Promise<MoveOutcome> => {
      const live = await trx.selectFrom('diag_appointments').select(['id', 'starts_at', 'duration_minutes']).where('site_id', '=', siteId).where('lead_id', '=', leadId).where('cancelled_at', 'is', null).executeTakeFirst();
      if (!live) {
        const any = await trx.selectFrom('diag_appointments').select('id').where('site_id', '=', siteId).where('lead_id', '=', leadId).executeTakeFirst();
        return any ? 'already-cancelled' : 'unknown';
      }
      const start = slotInstant(live.starts_at);
      if (!start || start.getTime() - now.getTime() <= CANCEL_NOTICE_MS) return 'too-late';
      if (live.starts_at === slot) return 'not-offered';
      // The visit keeps its length (decision 0142): the new start needs room for all of it.
      const today = parisDay(now);
      if (!fitsAt(calendar, today, [], slot, live.duration_minutes)) return 'not-offered';
      const at = now.toISOString();
      const done = await trx.updateTable('diag_appointments').set({ cancelled_at: at }).where('id', '=', live.id).where('cancelled_at', 'is', null).executeTakeFirst();
      if (Number(done.numUpdatedRows) !== 1) return 'already-cancelled';
      await freeQuarters(trx, live.id);
      // Another visit booked meanwhile over the new time: refused, and the throw undoes the cancellation above.
      if (!fitsAt(calendar, today, await busyVisits(trx, siteId, today), slot, live.duration_minutes)) throw new LeadRefusedError(SLOT_TAKEN_MESSAGE.fr);
      await bookInTransaction(trx, { siteId, leadId, startsAt: slot, durationMinutes: live.duration_minutes, refusal: SLOT_TAKEN_MESSAGE.fr });
      const lead = await trx.selectFrom('leads').select('payload').where('id', '=', leadId).where('site_id', '=', siteId).executeTakeFirstOrThrow();
      const payload = JSON.parse(lead.payload) as Record<string, unknown> & { appointment?: Record<string, unknown> | null; criteria?: Record<string, unknown> };
      const moves = Array.isArray(payload.appointment?.moves) ? (payload.appointment.moves as unknown[]) : [];
      payload.appointment = { ...(payload.appointment ?? {}), startsAt: slot, moves: [...moves, { from: live.starts_at, to: slot, at }] };
      if (payload.criteria && typeof payload.criteria === 'object' && 'date' in payload.criteria) payload.criteria = { ...payload.criteria, date: slotToDateParam(slot) ?? '' };
      await trx.updateTable('leads').set({ payload: JSON.stringify(payload) }).where('id', '=', leadId).execute();
      await dropReminder(trx, leadId);
      await scheduleReminder(trx, leadId, slot, now);
      // The new confirmation (the visit's new day, its .ics, the same cancel/move link), sent by the outbox.
      await trx
        .insertInto('lead_deliveries')
        .values({ id: randomUUID(), lead_id: leadId, channel: 'confirmation', status: 'pending', attempts: 0, next_attempt_at: at, last_error: null, delivered_at: null, created_at: at })
        .execute();
      return 'moved';
    });
  } catch (error) {
    if (error instanceof LeadRefusedError) return 'taken';
    throw error;
  }
}
