import { fullName } from '../../../../domain/diag/crm';
import { parseCriteria } from '../../../../domain/quote/criteria';
import { offeredKeys } from '../../../../domain/quote/offered';
import { recapMessage } from '../../../../domain/quote/recap-text';
import { includedKeys, parseSelection } from '../../../../domain/quote/selection';
import { message } from '../../../../domain/i18n/message';
import { recapBooking } from '../../../../server/diagnostics/recap-booking.server';
import { slotOption } from '../../../../server/diagnostics/funnel.server';
import { fixedT } from '../../../i18n/instances.server';
import { appointmentPageData } from './appointment-manage.server';
import { defineLoader } from '../../../blocks/loader-types';
import type { quoteRecapBlock } from './blocks';

export const quoteRecapLoader = defineLoader<typeof quoteRecapBlock>(async ({ url, site, locale, services }) => {
  // The confirmation's signed link shows the visit and its cancel button in this block (issue 33, decision 0119).
  if (url.searchParams.has('rdv')) {
    const t = fixedT(locale);
    return { data: { manage: await appointmentPageData({ services, site, url, locale }) }, seo: { title: `${t('diag:quote.manage.title')} · ${site.name}`, noindex: true } };
  }
  const criteria = parseCriteria(url.searchParams);
  const crm = site.crm;
  // The lead this visitor just stored (its idempotency key): the price it was given, its appointment (issue 33).
  const booking = await recapBooking(services.db, site.id, url.searchParams.get('cle'));
  const booked = booking?.appointment && !booking.appointment.cancelled ? slotOption(booking.appointment.startsAt, locale) : null;
  return {
    data: {
      criteria,
      included: includedKeys(criteria, parseSelection(url.searchParams, criteria), offeredKeys(crm)),
      // Written here, where the date can be compared with now (a past date is never confirmed).
      recap: booked
        ? { title: message('diag:quote.recap.booked.title'), text: message('diag:quote.recap.booked.text', { date: locale === 'fr' ? `${booked.label.charAt(0).toLowerCase()}${booked.label.slice(1)}` : booked.label }) }
        : recapMessage(criteria.date, fullName(crm), new Date(), locale),
      price: booking?.price ?? null,
      contact: { name: fullName(crm), phone: crm.PhoneNumber ?? '', email: crm.Email ?? '', avatar: crm.ActivCloudflareHomeAvatarThankYouImageIdString ?? crm.ActivCloudflareHomeAvatarImageIdString ?? '' },
    },
    // One visitor's answers: never indexed.
    seo: { noindex: true },
  };
});
