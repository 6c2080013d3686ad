import { withVat } from '../../../../domain/recrutement/comparator';
import { formatEuros } from '../../../../domain/recrutement/format';
import { profileFromParam } from '../../../../domain/recrutement/record';
import { fillTokens, recordTokens } from '../../../../domain/recrutement/record-text';
import { defineLoader } from '../../../blocks/loader-types';
import { recordOf } from '../record.server';
import type { recrutementPricingBlock } from './Pricing';

// Lines every offer shares, worded once here; their figures come from the record.
const COMMON_LINES = [
  'Frais administratifs : {fraisAdmin} par tranche de {tranche} facturée',
  '{outils} outils logiciels inclus',
  'Réponse à vos questions sous {delaiReponse}',
  'Versement de vos honoraires sous {delaiPaiement}',
];

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
      features: [...offer.features, ...COMMON_LINES.map((l) => fillTokens(l, tokens))],
    },
  };
});
