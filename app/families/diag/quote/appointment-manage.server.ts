import { data } from 'react-router';
import type { Locale } from '../../../../domain/i18n/locale';
import type { Site } from '../../../../domain/sites/site';
import { recipientOf } from '../../../../server/leads/deliverers.server';
import { APPOINTMENT_PATH, appointmentQuery, validAppointmentSignature } from '../../../../server/diagnostics/appointment-links.server';
import { ownAppointment } from '../../../../server/diagnostics/appointment-cancel.server';
import { slotOption } from '../../../../server/diagnostics/funnel.server';
import type { Services } from '../../../../server/services.server';
import type { AppointmentManageData } from './AppointmentManage';
import { fittingSlots } from '../../../../domain/diagnostics/calendar';
import { parisDay } from '../../../../domain/diagnostics/slot-format';
import { busyVisits, calendarOfSite } from '../../../../server/diagnostics/booking-store.server';
import type { SlotOption } from '../../../../server/diagnostics/funnel.server';
import { appointmentMoveHtml, type MoveNotice } from './appointment-move-html.server';

const NOTICES: Record<string, MoveNotice> = { deplace: 'moved', pris: 'taken', indisponible: 'not-offered' };

/** The starts the visit may move to: room for its whole length among the other visits (decision 0142); its own start is left out. */
async function moveSlots(services: Services, siteId: string, locale: Locale, own: { startsAt: string; durationMinutes: number }): Promise<SlotOption[]> {
  const now = new Date();
  const calendar = await calendarOfSite(services.db, siteId);
  if (!calendar) return [];
  const today = parisDay(now);
  const others = (await busyVisits(services.db, siteId, today)).filter((v) => v.startsAt !== own.startsAt);
  return fittingSlots(calendar, today, others, own.durationMinutes)
    .filter((s) => s !== own.startsAt)
    .map((s) => slotOption(s, locale))
    .filter((s): s is SlotOption => s !== null);
}

/**
 * The signed link's page (issue 33), the recap opened with 'rdv' and 'signature': 403 for a wrong
 * signature, 404 for an appointment of no lead of this site.
 */
export async function appointmentPageData({ services, site, url, locale }: { services: Services; site: Site; url: URL; locale: Locale }): Promise<AppointmentManageData> {
  const leadId = url.searchParams.get('rdv') ?? '';
  const signature = url.searchParams.get('signature') ?? '';
  if (!leadId || !signature || !validAppointmentSignature(services.alertLinkSecret, leadId, signature)) throw data(null, { status: 403 });
  const appointment = await ownAppointment(services.db, site.id, leadId, new Date());
  if (!appointment) throw data(null, { status: 404 });
  const done = url.searchParams.get('etat');
  const label = slotOption(appointment.startsAt, locale)?.label ?? appointment.startsAt;
  const action = `${locale === 'en' ? '/en' : ''}${APPOINTMENT_PATH}?${appointmentQuery(services.alertLinkSecret, leadId)}`;
  const live = !appointment.cancelled && appointment.cancellable;
  return {
    // French writes the weekday in lower case inside the sentence.
    label: locale === 'fr' ? `${label.charAt(0).toLowerCase()}${label.slice(1)}` : label,
    state: appointment.cancelled ? 'cancelled' : appointment.cancellable ? 'live' : 'too-late',
    // The page posts to itself (the family's page action), the signed query kept.
    action,
    outcome: done === 'annule' ? 'cancelled' : done === 'trop-tard' ? 'too-late' : null,
    contact: recipientOf(site),
    // Moving online (decision 0124): a server-rendered form, so the page's script does not grow.
    moveHtml: live ? appointmentMoveHtml({ action, slots: await moveSlots(services, site.id, locale, appointment), notice: NOTICES[done ?? ''] ?? null, locale }) : null,
  };
}
