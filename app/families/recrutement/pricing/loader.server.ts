import { withVat } from '../../../../domain/recrutement/comparator';
import { formatEuros } from '../../../../domain/recrutement/format';
import { PROFILE_PARAM, profileFromParam, textIn } from '../../../../domain/recrutement/record';
import { message } from '../../../../domain/i18n/message';
import { recordTokens } from '../../../../domain/recrutement/record-text';
import { defineLoader } from '../../../blocks/loader-types';
import { recordOf } from '../record.server';
import type { recrutementPricingBlock } from './Pricing';

// Lines every offer shares, worded once in the catalogue (recrutement:pricing.common); their figures
// come from the record. The offer's own features are the record's text, in the page's language.
const COMMON_LINES = ['adminFees', 'tools', 'answer', 'payment'] as const;

export const pricingLoader = defineLoader<typeof recrutementPricingBlock>(async ({ site, url, locale }) => {
  const record = recordOf(site);
  const profile = profileFromParam(url.searchParams.get(PROFILE_PARAM));
  const offer = record.pricing[profile];
  const tokens = recordTokens(record, locale);
  return {
    data: {
      profile,
      choices: [
        { key: 'mandataire', label: textIn(record.pricing.mandataire.label, locale) },
        { key: 'agence', label: textIn(record.pricing.agence.label, locale) },
      ],
      title: textIn(offer.title, locale),
      priceHt: formatEuros(offer.monthlyFeeHt),
      priceTtc: formatEuros(withVat(offer.monthlyFeeHt)),
      features: [...offer.features.map((f) => textIn(f, locale)), ...COMMON_LINES.map((l) => message(`recrutement:pricing.common.${l}`, tokens))],
    },
  };
});
