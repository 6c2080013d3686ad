import { formatLongDate } from '../../../../domain/format/dates';
import { compare } from '../../../../domain/recrutement/comparator';
import { explainMessages } from '../../../../domain/recrutement/comparator-explain-message';
import { parseComparatorState } from '../../../../domain/recrutement/comparator-url';
import { PROFILE_PARAM, networkOffer, profileFromParam } from '../../../../domain/recrutement/record';
import { comparatorReferences } from '../../../../server/repositories/recrutement.server';
import { defineLoader } from '../../../blocks/loader-types';
import { brandOf, recordOf } from '../record.server';
import type { recrutementComparatorBlock } from './block';

/** The comparator's state comes from the URL, so the server renders the result without JavaScript. */
export const comparatorLoader = defineLoader<typeof recrutementComparatorBlock>(async ({ site, services, url, locale }) => {
  const record = recordOf(site);
  const state = parseComparatorState(url.searchParams);
  // On /tarifs?profil=agence the page shows the agency offer: the comparison counts that price.
  const profile = profileFromParam(url.searchParams.get(PROFILE_PARAM));
  const offer = networkOffer(record, profile);
  const brand = brandOf(site);
  const result = compare(state.input, offer);
  return {
    data: {
      state,
      profile,
      result,
      lines: explainMessages(result, brand, offer),
      // Dates written here: the browser's comparator carries no date library.
      references: (await comparatorReferences(services.db, site.id)).map((r) => ({ ...r, checkedOnLabel: formatLongDate(r.checkedOn, locale) })),
      brand,
      action: `${url.pathname}#comparateur`,
    },
  };
});
