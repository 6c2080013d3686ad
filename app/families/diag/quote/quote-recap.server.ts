import { fullName } from '../../../../domain/diag/crm';
import { parseCriteria } from '../../../../domain/quote/criteria';
import { offeredKeys } from '../../../../domain/quote/offered';
import { recapMessage } from '../../../../domain/quote/recap-text';
import { includedKeys, parseSelection } from '../../../../domain/quote/selection';
import { defineLoader } from '../../../blocks/loader-types';
import type { quoteRecapBlock } from './blocks';

export const quoteRecapLoader = defineLoader<typeof quoteRecapBlock>(async ({ url, site, locale }) => {
  const criteria = parseCriteria(url.searchParams);
  const crm = site.crm;
  return {
    data: {
      criteria,
      included: includedKeys(criteria, parseSelection(url.searchParams, criteria), offeredKeys(crm)),
      // Written here, where the date can be compared with now (a past date is never confirmed).
      recap: recapMessage(criteria.date, fullName(crm), new Date(), locale),
      contact: { name: fullName(crm), phone: crm.PhoneNumber ?? '', email: crm.Email ?? '', avatar: crm.ActivCloudflareHomeAvatarThankYouImageIdString ?? crm.ActivCloudflareHomeAvatarImageIdString ?? '' },
    },
    // One visitor's answers: never indexed.
    seo: { noindex: true },
  };
});
