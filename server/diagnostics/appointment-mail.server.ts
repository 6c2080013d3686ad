import { appointmentIcs } from '../../domain/diagnostics/appointment-ics';
import { formatEuros } from '../../domain/diagnostics/money';
import { quoteDocument, type StoredFirmPrice } from '../../domain/diagnostics/quote-document';
import { parisDay } from '../../domain/diagnostics/slot-format';
import { parseDiagCrm } from '../../domain/diag/crm';
import { renderQuoteDevisPdf } from '../pdf/quote-devis.server';
import { withdrawalText } from '../../domain/diagnostics/withdrawal';
import { DIAGNOSTIC_LABELS, type DiagnosticKey } from '../../domain/quote/required';
import type { ConfirmationBuilder } from '../leads/confirmation.server';
import { recipientOf } from '../leads/deliverers.server';
import type { LeadRow } from '../repositories/leads.server';
import { appointmentPageUrl } from './appointment-links.server';
import { slotOption } from './funnel.server';

interface QuotePayload {
  selectedDiagnostics?: DiagnosticKey[];
  criteria?: { address?: string; postcode?: string; city?: string };
  appointment?: { startsAt?: string; durationMinutes?: number; expressRequest?: { at?: string } | null; moves?: unknown[]; cancelledAt?: string } | null;
  firmPrice?: (Partial<StoredFirmPrice> & { kind?: string }) | null;
  url?: string;
}

function payloadOf(lead: Pick<LeadRow, 'payload'>): QuotePayload {
  try {
    return (JSON.parse(lead.payload) as QuotePayload | null) ?? {};
  } catch {
    return {};
  }
}

function originOf(payload: QuotePayload, hosts: readonly string[]): string {
  try {
    if (payload.url) return new URL(payload.url).origin;
  } catch {
    // An unreadable URL: the site's first host.
  }
  return `https://${hosts[0] ?? 'localhost'}`;
}

/** A stored firm price with what the devis needs (older payloads may lack the lines). */
function isFirm(price: QuotePayload['firmPrice']): price is StoredFirmPrice & { kind: 'firm' } {
  return price?.kind === 'firm' && Array.isArray(price.lines) && typeof price.total?.ttc === 'number' && typeof price.total.ht === 'number' && typeof price.total.vat === 'number';
}

/**
 * The visitor's confirmation of a booked diagnostic visit (issue 33), through the outbox's
 * 'confirmation' channel: only quote leads that booked a slot take it. It carries the visit as an
 * .ics (Europe/Paris), the signed link to cancel it up to 24 h before, and the withdrawal information
 * and form (Code de la consommation L. 221-5, L. 221-18, L. 221-25).
 */
export function diagAppointmentConfirmationWith(linkSecret: string): ConfirmationBuilder {
  return Object.assign(
    async (lead: LeadRow, site: Parameters<ConfirmationBuilder>[1]) => {
      const payload = payloadOf(lead);
      const startsAt = payload.appointment?.startsAt;
      const slot = startsAt ? slotOption(startsAt, 'fr') : null;
      if (!lead.email || !slot || !startsAt) throw new Error('quote lead without e-mail or appointment');
      const brand = site.name;
      // Moved by the signed link (decision 0124): the same confirmation, saying so, for the new slot.
      const moves = Array.isArray(payload.appointment?.moves) ? payload.appointment.moves.length : 0;
      const moved = moves > 0;
      // Cancelled by the signed link (decision 0143): a short message whose .ics removes the visit.
      const cancelled = typeof payload.appointment?.cancelledAt === 'string';
      const contact = recipientOf(site);
      const officeAddress = typeof (site.crm as { Address?: unknown } | null)?.Address === 'string' ? ((site.crm as { Address: string }).Address) : '';
      const where = [payload.criteria?.address, [payload.criteria?.postcode, payload.criteria?.city].filter(Boolean).join(' ')].filter(Boolean).join(', ');
      const diagnostics = (payload.selectedDiagnostics ?? []).map((k) => DIAGNOSTIC_LABELS[k] ?? k);
      const ttc = payload.firmPrice?.total?.ttc;
      const devis = isFirm(payload.firmPrice)
        ? quoteDocument({
            leadId: lead.id,
            businessName: site.name,
            crm: parseDiagCrm(site.crm),
            customer: { name: [lead.firstname, lead.lastname].filter(Boolean).join(' '), email: lead.email, propertyAddress: where },
            issuedOn: parisDay(new Date(lead.created_at)),
            price: payload.firmPrice,
          })
        : null;
      const manage = appointmentPageUrl(originOf(payload, site.hosts), linkSecret, lead.id);
      const cancelText = [
        `Bonjour ${lead.firstname ?? ''},`.replace(' ,', ','),
        '',
        `Votre rendez-vous de diagnostic du ${slot.label.charAt(0).toLowerCase()}${slot.label.slice(1)} (heure de Paris) est annulé.`,
        where ? `Adresse du bien : ${where}` : '',
        'Le fichier .ics joint le retire de votre agenda.',
        contact ? `Pour un nouveau rendez-vous : ${contact}` : '',
        '',
        brand,
      ]
        .filter((line, i, all) => line !== '' || (all[i - 1] ?? '') !== '')
        .join('\n');
      const text = [
        `Bonjour ${lead.firstname ?? ''},`.replace(' ,', ','),
        '',
        `Votre rendez-vous de diagnostic est ${moved ? 'déplacé au' : 'réservé le'} ${slot.label.charAt(0).toLowerCase()}${slot.label.slice(1)} (heure de Paris).`,
        where ? `Adresse du bien : ${where}` : '',
        diagnostics.length ? `Diagnostics : ${diagnostics.join(', ')}` : '',
        typeof ttc === 'number' ? `Prix ferme : ${formatEuros(ttc).replace(/\u202f/g, ' ')} TTC` : '',
        '',
        'Le rendez-vous est joint à ce message (fichier .ics) pour votre agenda.',
        devis ? `Le devis ${devis.reference} est joint (fichier PDF), valable 30 jours.` : '',
        `Pour annuler ce rendez-vous, jusqu’à 24 heures avant : ${manage}`,
        'Pour le déplacer sur un autre créneau libre, jusqu’à 24 heures avant : le même lien.',
        '',
        withdrawalText({ brand, address: officeAddress, email: contact, bookedOn: lead.created_at.slice(0, 10), expressRequestAt: payload.appointment?.expressRequest?.at ?? null }),
        '',
        brand,
      ]
        .filter((line, i, all) => line !== '' || (all[i - 1] ?? '') !== '')
        .join('\n');
      const ics = appointmentIcs({
        uid: `${lead.id}@${site.id}`,
        startsAt,
        durationMinutes: payload.appointment?.durationMinutes ?? 120,
        title: `Diagnostics immobiliers – ${brand}`,
        description: [diagnostics.join(', '), `Annuler : ${manage}`].filter(Boolean).join('\n'),
        location: where,
        organizer: { name: brand, email: contact ?? 'no-reply@vitrine.local' },
        attendee: { name: [lead.firstname, lead.lastname].filter(Boolean).join(' '), email: lead.email },
        // The same UID throughout; one more SEQUENCE per move, and one more for the cancellation (RFC 5545 §3.8.7.4).
        sequence: moves + (cancelled ? 1 : 0),
        cancelled,
      });
      if (cancelled) {
        return {
          to: lead.email,
          subject: `Rendez-vous annulé : ${slot.label}`,
          text: cancelText,
          replyTo: contact ?? undefined,
          attachments: [{ filename: 'rendez-vous-diagnostic.ics', content: ics, contentType: 'text/calendar; charset=utf-8; method=CANCEL' }],
        };
      }
      return {
        to: lead.email,
        subject: `${moved ? 'Rendez-vous déplacé' : 'Rendez-vous réservé'} : ${slot.label}`,
        text,
        replyTo: contact ?? undefined,
        attachments: [
          { filename: 'rendez-vous-diagnostic.ics', content: ics, contentType: 'text/calendar; charset=utf-8; method=PUBLISH' },
          ...(devis ? [{ filename: `devis-${devis.reference}.pdf`, content: await renderQuoteDevisPdf(devis), contentType: 'application/pdf' }] : []),
        ],
      };
    },
    { accepts: (lead: LeadRow) => Boolean(payloadOf(lead).appointment?.startsAt) },
  );
}
