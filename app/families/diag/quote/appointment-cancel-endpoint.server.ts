import { splitLocalePrefix } from '../../../../domain/i18n/locale';
import { readLimitedBytes } from '../../../../server/api/read-body.server';
import { cancelOwnAppointment } from '../../../../server/diagnostics/appointment-cancel.server';
import { moveOwnAppointment, type MoveOutcome } from '../../../../server/diagnostics/appointment-move.server';
import { APPOINTMENT_PATH, appointmentQuery, validAppointmentSignature } from '../../../../server/diagnostics/appointment-links.server';
import type { FamilyRouteArgs } from '../../../blocks/family.server';

/** The cancel button posts an empty form. */
const CANCEL_BODY_LIMIT = 1024;

const text = (body: string, status: number) => new Response(body, { status, headers: { 'content-type': 'text/plain; charset=utf-8' } });

/**
 * The cancel button of the signed link's page (issue 33): the page's POST to itself, with the link's query. No login:
 * the HMAC of the lead's id is the proof; the appointment must belong to this site and start more
 * than 24 hours later. Back to the page with what happened (303).
 */
export async function postAppointmentCancel({ request, url, site, services }: FamilyRouteArgs): Promise<Response | null> {
  // Not a signed link's post: the recap's own lead form.
  if (!url.searchParams.has('rdv')) return null;
  if (request.method !== 'POST') return new Response(null, { status: 405, headers: { allow: 'POST' } });
  // Read first, within the route's limit: an oversized body changes nothing.
  const bytes = await readLimitedBytes(request, CANCEL_BODY_LIMIT).catch(() => new Uint8Array(0));
  if (!bytes) return text('Requête trop volumineuse.', 413);
  const leadId = url.searchParams.get('rdv') ?? '';
  const signature = url.searchParams.get('signature') ?? '';
  if (!leadId || !signature || !validAppointmentSignature(services.alertLinkSecret, leadId, signature)) return text('Lien de rendez-vous invalide.', 403);
  const prefix = splitLocalePrefix(url.pathname).locale === 'en' ? '/en' : '';
  const back = (etat: string) => Response.redirect(new URL(`${prefix}${APPOINTMENT_PATH}?${appointmentQuery(services.alertLinkSecret, leadId)}&etat=${etat}`, request.url), 303);
  // The move form posts the new slot (decision 0124); the cancel button posts nothing.
  const slot = new URLSearchParams(new TextDecoder().decode(bytes)).get('creneau');
  if (slot !== null) {
    const moved = await moveOwnAppointment(services.db, site.id, leadId, slot.trim(), new Date());
    if (moved === 'unknown') return text('Rendez-vous inconnu.', 404);
    if (moved === 'moved') {
      services.logger.info({ leadId, siteId: site.id }, 'diagnostic appointment moved by the visitor');
      void services.outbox.kick();
    }
    const etats: Record<Exclude<MoveOutcome, 'unknown'>, string> = { moved: 'deplace', taken: 'pris', 'not-offered': 'indisponible', 'too-late': 'trop-tard', 'already-cancelled': 'annule' };
    return back(etats[moved]);
  }
  const outcome = await cancelOwnAppointment(services.db, site.id, leadId, new Date());
  if (outcome === 'unknown') return text('Rendez-vous inconnu.', 404);
  if (outcome === 'cancelled') services.logger.info({ leadId, siteId: site.id }, 'diagnostic appointment cancelled by the visitor');
  return back(outcome === 'too-late' ? 'trop-tard' : 'annule');
}
