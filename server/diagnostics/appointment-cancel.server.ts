import { randomUUID } from 'node:crypto';
import { slotInstant } from '../../domain/diagnostics/slot-format';
import type { Db } from '../db/database.server';
import { CANCEL_NOTICE_MS } from './appointment-links.server';
import { dropReminder } from './appointment-reminder.server';
import { freeQuarters } from './booking-store.server';

/**
 * A visitor's own appointment, found by the lead of the signed link on this site (issue 33), and its
 * cancellation: up to 24 hours before the visit; the partial unique index then frees the slot.
 */
export interface OwnAppointment {
  leadId: string;
  startsAt: string;
  durationMinutes: number;
  cancelled: boolean;
  /** Whether it can still be cancelled online (more than 24 h ahead, not cancelled). */
  cancellable: boolean;
}

export type CancelOutcome = 'cancelled' | 'already-cancelled' | 'too-late' | 'unknown';

const cancellable = (startsAt: string, now: Date) => {
  const start = slotInstant(startsAt);
  return start !== null && start.getTime() - now.getTime() > CANCEL_NOTICE_MS;
};

export async function ownAppointment(db: Db, siteId: string, leadId: string, now: Date): Promise<OwnAppointment | null> {
  const row = await db
    .selectFrom('diag_appointments')
    .select(['lead_id', 'starts_at', 'duration_minutes', 'cancelled_at'])
    .where('site_id', '=', siteId)
    .where('lead_id', '=', leadId)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  if (!row) return null;
  const cancelled = row.cancelled_at !== null;
  return { leadId: row.lead_id, startsAt: row.starts_at, durationMinutes: row.duration_minutes, cancelled, cancellable: !cancelled && cancellable(row.starts_at, now) };
}

/** Cancels the live appointment of the lead on the site, if it starts more than 24 h after `now`. */
export async function cancelOwnAppointment(db: Db, siteId: string, leadId: string, now: Date): Promise<CancelOutcome> {
  return db.transaction().execute(async (trx) => {
    const live = await trx.selectFrom('diag_appointments').select(['id', 'starts_at']).where('site_id', '=', siteId).where('lead_id', '=', leadId).where('cancelled_at', 'is', null).executeTakeFirst();
    if (!live) {
      const any = await trx.selectFrom('diag_appointments').select('id').where('site_id', '=', siteId).where('lead_id', '=', leadId).executeTakeFirst();
      return any ? 'already-cancelled' : 'unknown';
    }
    if (!cancellable(live.starts_at, now)) return 'too-late';
    const done = await trx.updateTable('diag_appointments').set({ cancelled_at: now.toISOString() }).where('id', '=', live.id).where('cancelled_at', 'is', null).executeTakeFirst();
    if (Number(done.numUpdatedRows) !== 1) return 'already-cancelled';
    await freeQuarters(trx, live.id);
    await dropReminder(trx, leadId);
    // The visitor's calendar drops the visit (decision 0143): the payload says when, and a 'confirmation'
    // row sends the cancellation with its .ics (METHOD:CANCEL, the same UID, the next SEQUENCE).
    const at = now.toISOString();
    const lead = await trx.selectFrom('leads').select('payload').where('id', '=', leadId).where('site_id', '=', siteId).executeTakeFirst();
    if (lead) {
      const payload = JSON.parse(lead.payload) as Record<string, unknown> & { appointment?: Record<string, unknown> | null };
      if (payload.appointment) {
        payload.appointment = { ...payload.appointment, cancelledAt: at };
        await trx.updateTable('leads').set({ payload: JSON.stringify(payload) }).where('id', '=', leadId).execute();
        await trx
          .insertInto('lead_deliveries')
          .values({ id: randomUUID(), lead_id: leadId, channel: 'confirmation', status: 'pending', attempts: 0, next_attempt_at: at, last_error: null, delivered_at: null, created_at: at })
          .execute();
      }
    }
    return 'cancelled';
  });
}
