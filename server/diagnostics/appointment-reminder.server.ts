import { randomUUID } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { Transaction } from 'kysely';
import { reminderDueAt } from '../../domain/diagnostics/reminder';
import { DIAGNOSTIC_LABELS, type DiagnosticKey } from '../../domain/quote/required';
import type { Db } from '../db/database.server';
import type { Database } from '../db/schema';
import { recipientOf, type Deliverer } from '../leads/deliverers.server';
import { UndeliverableError } from '../leads/outbox.server';
import type { LeadRow } from '../repositories/leads.server';
import { slotOption } from './funnel.server';

/** What a reminder row's dropping writes: the visit was cancelled before it was due. */
export const REMINDER_DROPPED = 'rendez-vous annulé';

/**
 * Writes the reminder of a booked visit as an outbox row of the 'reminder' channel, due 18:00 Paris
 * the day before (decision 0120), in the booking's transaction. The outbox's claim (one conditional
 * UPDATE) sends it once, whatever the number of instances.
 */
export async function scheduleReminder(trx: Transaction<Database>, leadId: string, startsAt: string, bookedAt: Date): Promise<void> {
  const due = reminderDueAt(startsAt, bookedAt);
  if (!due) return;
  await trx
    .insertInto('lead_deliveries')
    .values({ id: randomUUID(), lead_id: leadId, channel: 'reminder', status: 'pending', attempts: 0, next_attempt_at: due.toISOString(), last_error: null, delivered_at: null, created_at: bookedAt.toISOString() })
    .execute();
}

/** A cancelled visit's reminder is never sent: its pending row is closed in the cancellation's transaction. */
export async function dropReminder(trx: Transaction<Database>, leadId: string): Promise<void> {
  await trx.updateTable('lead_deliveries').set({ status: 'undeliverable', last_error: REMINDER_DROPPED }).where('lead_id', '=', leadId).where('channel', '=', 'reminder').where('status', '=', 'pending').execute();
}

interface ReminderPayload {
  selectedDiagnostics?: DiagnosticKey[];
  criteria?: { address?: string; postcode?: string; city?: string };
}

/** The reminder e-mail's words for a live appointment. */
export function reminderMail(lead: LeadRow, site: { name: string }, startsAt: string, contact: string | null) {
  let payload: ReminderPayload = {};
  try {
    payload = (JSON.parse(lead.payload) as ReminderPayload | null) ?? {};
  } catch {
    // Unreadable payload: the reminder names the visit only.
  }
  const slot = slotOption(startsAt, 'fr');
  const where = [payload.criteria?.address, [payload.criteria?.postcode, payload.criteria?.city].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const diagnostics = (payload.selectedDiagnostics ?? []).map((k) => DIAGNOSTIC_LABELS[k] ?? k);
  const label = slot ? `${slot.label.charAt(0).toLowerCase()}${slot.label.slice(1)}` : startsAt.replace('T', ' à ');
  const text = [
    `Bonjour ${lead.firstname ?? ''},`.replace(' ,', ','),
    '',
    `Nous vous rappelons votre rendez-vous de diagnostic ${label} (heure de Paris).`,
    where ? `Adresse du bien : ${where}` : '',
    diagnostics.length ? `Diagnostics : ${diagnostics.join(', ')}` : '',
    '',
    'Merci de prévoir l’accès à toutes les pièces, aux combles, à la cave et aux parties communes concernées.',
    contact ? `En cas d’empêchement, répondez à ce message ou écrivez à ${contact}.` : 'En cas d’empêchement, répondez à ce message.',
    '',
    site.name,
  ]
    .filter((line, i, all) => line !== '' || (all[i - 1] ?? '') !== '')
    .join('\n');
  return { subject: `Rappel : rendez-vous de diagnostic ${label}`, text };
}

/**
 * The outbox channel 'reminder': its rows are written by the booking only (it accepts no lead at
 * storing time). At its due time it sends the reminder if the visit is still booked; a cancelled
 * one is closed, never sent.
 */
export function createReminderDeliverer(smtpUrl: string, from: string, db: Db): Deliverer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    accepts: () => false,
    async deliver(lead, site) {
      if (!lead.email) throw new UndeliverableError('lead without e-mail');
      const live = await db.selectFrom('diag_appointments').select('starts_at').where('lead_id', '=', lead.id).where('site_id', '=', site.id).where('cancelled_at', 'is', null).executeTakeFirst();
      if (!live) throw new UndeliverableError(REMINDER_DROPPED);
      const contact = recipientOf(site);
      const mail = reminderMail(lead, site, live.starts_at, contact);
      await transport.sendMail({ from, to: lead.email, replyTo: contact ?? undefined, ...mail });
    },
  };
}
