import { data } from 'react-router';
import { recipientOf } from '../../../../server/leads/deliverers.server';
import { APPOINTMENT_API_PATH, appointmentQuery, validAppointmentSignature } from '../../../../server/diagnostics/appointment-links.server';
import { ownAppointment } from '../../../../server/diagnostics/appointment-cancel.server';
import { slotOption } from '../../../../server/diagnostics/funnel.server';
import { defineLoader } from '../../../blocks/loader-types';
import { fixedT } from '../../../i18n/instances.server';
import type { appointmentManageBlock } from './blocks';

/** The signed link's page: 403 for a wrong signature, 404 for an appointment of no lead of this site. */
export const appointmentManageLoader = defineLoader<typeof appointmentManageBlock>(async ({ services, site, url, locale }) => {
  const leadId = url.searchParams.get('rdv') ?? '';
  const signature = url.searchParams.get('signature') ?? '';
  if (!leadId || !signature || !validAppointmentSignature(services.alertLinkSecret, leadId, signature)) throw data(null, { status: 403 });
  const appointment = await ownAppointment(services.db, site.id, leadId, new Date());
  if (!appointment) throw data(null, { status: 404 });
  const done = url.searchParams.get('etat');
  const state = appointment.cancelled ? 'cancelled' : appointment.cancellable ? 'live' : 'too-late';
  const t = fixedT(locale);
  const label = slotOption(appointment.startsAt, locale)?.label ?? appointment.startsAt;
  return {
    data: {
      // French writes the weekday in lower case inside the sentence.
      label: locale === 'fr' ? `${label.charAt(0).toLowerCase()}${label.slice(1)}` : label,
      state,
      action: `${APPOINTMENT_API_PATH}?${appointmentQuery(services.alertLinkSecret, leadId)}${locale === 'en' ? '&lang=en' : ''}`,
      outcome: done === 'annule' ? 'cancelled' : done === 'trop-tard' ? 'too-late' : null,
      contact: recipientOf(site),
    },
    seo: { title: `${t('diag:quote.manage.title')} · ${site.name}`, noindex: true },
  };
});
