import { formatEuros } from '../../domain/diagnostics/money';
import { DIAGNOSTIC_LABELS, type DiagnosticKey } from '../../domain/quote/required';
import type { ConfirmationBuilder } from '../leads/confirmation.server';
import { recipientOf } from '../leads/deliverers.server';
import type { LeadRow } from '../repositories/leads.server';
import { slotOption } from './funnel.server';

interface QuotePayload {
  selectedDiagnostics?: DiagnosticKey[];
  criteria?: { address?: string; postcode?: string; city?: string };
  appointment?: { startsAt?: string } | null;
  firmPrice?: { total?: { ttc?: number } } | null;
}

function payloadOf(lead: Pick<LeadRow, 'payload'>): QuotePayload {
  try {
    return (JSON.parse(lead.payload) as QuotePayload | null) ?? {};
  } catch {
    return {};
  }
}

/**
 * The visitor's confirmation of a booked diagnostic visit (issue 33), through the outbox's
 * 'confirmation' channel: only quote leads that booked a slot take it.
 */
export const diagAppointmentConfirmation: ConfirmationBuilder = Object.assign(
  (lead: LeadRow, site: Parameters<ConfirmationBuilder>[1]) => {
    const payload = payloadOf(lead);
    const slot = payload.appointment?.startsAt ? slotOption(payload.appointment.startsAt, 'fr') : null;
    if (!lead.email || !slot) throw new Error('quote lead without e-mail or appointment');
    const brand = site.name;
    const contact = recipientOf(site);
    const where = [payload.criteria?.address, [payload.criteria?.postcode, payload.criteria?.city].filter(Boolean).join(' ')].filter(Boolean).join(', ');
    const diagnostics = (payload.selectedDiagnostics ?? []).map((k) => DIAGNOSTIC_LABELS[k] ?? k);
    const ttc = payload.firmPrice?.total?.ttc;
    const text = [
      `Bonjour ${lead.firstname ?? ''},`.replace(' ,', ','),
      '',
      `Votre rendez-vous de diagnostic est réservé le ${slot.label.charAt(0).toLowerCase()}${slot.label.slice(1)} (heure de Paris).`,
      where ? `Adresse du bien : ${where}` : '',
      diagnostics.length ? `Diagnostics : ${diagnostics.join(', ')}` : '',
      typeof ttc === 'number' ? `Prix ferme : ${formatEuros(ttc).replace(/\u202f/g, ' ')} TTC` : '',
      '',
      contact ? `Pour déplacer ou annuler ce rendez-vous, répondez à ce message ou écrivez à ${contact}.` : 'Pour déplacer ou annuler ce rendez-vous, répondez à ce message.',
      '',
      brand,
    ]
      .filter((line, i, all) => line !== '' || (all[i - 1] ?? '') !== '')
      .join('\n');
    return { to: lead.email, subject: `Rendez-vous réservé : ${slot.label}`, text, replyTo: contact ?? undefined };
  },
  { accepts: (lead: LeadRow) => Boolean(payloadOf(lead).appointment?.startsAt) },
);
