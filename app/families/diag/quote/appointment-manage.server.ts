import { data } from 'react-router';
import type { Locale } from '../../../../domain/i18n/locale';
import type { Site } from '../../../../domain/sites/site';
import { recipientOf } from '../../../../server/leads/deliverers.server';
import { APPOINTMENT_PATH, appointmentQuery, validAppointmentSignature } from '../../../../server/diagnostics/appointment-links.server';
import { ownAppointment } from '../../../../server/diagnostics/appointment-cancel.server';
import { slotOption } from '../../../../server/diagnostics/funnel.server';
import type { Services } from '../../../../server/services.server';
import type { AppointmentManageData } from './AppointmentManage';

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
  return {
    // French writes the weekday in lower case inside the sentence.
    label: locale === 'fr' ? `${label.charAt(0).toLowerCase()}${label.slice(1)}` : label,
    state: appointment.cancelled ? 'cancelled' : appointment.cancellable ? 'live' : 'too-late',
    // The page posts to itself (the family's page action), the signed query kept.
    action: `${locale === 'en' ? '/en' : ''}${APPOINTMENT_PATH}?${appointmentQuery(services.alertLinkSecret, leadId)}`,
    outcome: done === 'annule' ? 'cancelled' : done === 'trop-tard' ? 'too-late' : null,
    contact: recipientOf(site),
  };
}
