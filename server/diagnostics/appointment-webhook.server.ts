import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { queueWebhookEvent } from '../webhooks/webhook-events.server';

/**
 * `appointment.booked` (issues 33 and 34): queued in the booking's own transaction for every endpoint
 * of the site's network subscribed to it, so the event exists if and only if the booking committed.
 */
export interface BookedAppointment {
  id: string;
  siteId: string;
  leadId: string;
  /** Paris wall-clock start 'YYYY-MM-DDTHH:MM'. */
  startsAt: string;
  durationMinutes: number;
}

export async function queueAppointmentBooked(trx: Transaction<Database>, appointment: BookedAppointment, now: Date): Promise<number> {
  const site = await trx.selectFrom('sites').select('network_id').where('id', '=', appointment.siteId).executeTakeFirst();
  if (!site?.network_id) return 0;
  return queueWebhookEvent(trx, site.network_id, 'appointment.booked', { ...appointment, timeZone: 'Europe/Paris' }, now);
}
