import { parseComparatorState } from '../../../../domain/recrutement/comparator-url';
import { networkOffer } from '../../../../domain/recrutement/record';
import { comparatorReferences } from '../../../../server/repositories/recrutement.server';
import { defineLoader } from '../../../blocks/loader-types';
import { brandOf, recordOf } from '../record.server';
import type { recrutementComparatorBlock } from './ComparatorBlock';

/** The comparator's state comes from the URL, so the server renders the result without JavaScript. */
export const comparatorLoader = defineLoader<typeof recrutementComparatorBlock>(async ({ site, services, url }) => {
  const record = recordOf(site);
  return {
    data: {
      state: parseComparatorState(url.searchParams),
      references: await comparatorReferences(services.db, site.id),
      offer: networkOffer(record),
      brand: brandOf(site),
      action: `${url.pathname}#comparateur`,
    },
  };
});
