import { fullName, parseDiagCrm } from '../../../../domain/diag/crm';
import { parseCriteria } from '../../../../domain/quote/criteria';
import { includedKeys, parseSelection } from '../../../../domain/quote/selection';
import { defineLoader } from '../../../blocks/loader-types';
import type { quoteRecapBlock } from './blocks';

export const quoteRecapLoader = defineLoader<typeof quoteRecapBlock>(async ({ url, site }) => {
  const criteria = parseCriteria(url.searchParams);
  const crm = parseDiagCrm(site.crm);
  return {
    data: {
      criteria,
      included: includedKeys(criteria, parseSelection(url.searchParams, criteria)),
      contact: { name: fullName(crm), phone: crm.PhoneNumber ?? '', email: crm.Email ?? '', avatar: crm.ActivCloudflareHomeAvatarThankYouImageIdString ?? crm.ActivCloudflareHomeAvatarImageIdString ?? '' },
    },
    // One visitor's answers: never indexed.
    seo: { noindex: true },
  };
});
