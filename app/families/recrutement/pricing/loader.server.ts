import { withVat } from '../../../../domain/recrutement/comparator';
import { formatEuros } from '../../../../domain/recrutement/format';
import { profileFromParam } from '../../../../domain/recrutement/record';
import { message } from '../../../../domain/i18n/message';
import { recordTokens } from '../../../../domain/recrutement/record-text';
import { defineLoader } from '../../../blocks/loader-types';
import { recordOf } from '../record.server';
import type { recrutementPricingBlock } from './Pricing';

// Lines every offer shares, worded once in the catalogue (recrutement:pricing.common); their figures
// come from the record. The offer's own features are the record's text, shown as written.
const COMMON_LINES = ['adminFees', 'tools', 'answer', 'payment'] as const;

export const pricingLoader = defineLoader<typeof recrutementPricingBlock>(async ({ site, url }) => {
  const record = recordOf(site);
  const profile = profileFromParam(url.searchParams.get('profil'));
  const offer = record.pricing[profile];
  const tokens = recordTokens(record);
  return {
    data: {
      profile,
      choices: [
        { key: 'mandataire', label: record.pricing.mandataire.label },
        { key: 'agence', label: record.pricing.agence.label },
      ],
      title: offer.title,
      priceHt: formatEuros(offer.monthlyFeeHt),
      priceTtc: formatEuros(withVat(offer.monthlyFeeHt)),
      features: [...offer.features, ...COMMON_LINES.map((l) => message(`recrutement:pricing.common.${l}`, tokens))],
    },
  };
});
