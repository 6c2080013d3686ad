import { townOfAddress } from '../../../../domain/diag/address-town';
import { answerProblems } from '../../../../domain/quote/answer-checks';
import { parseCriteria } from '../../../../domain/quote/criteria';
import { missingFields } from '../../../../domain/quote/missing-fields';
import { ADDED_PARAM, REMOVED_PARAM } from '../../../../domain/quote/selection';
import { communeMatchesPostcode } from '../../../../server/geo/commune-check.server';
import { existingReportsHtml } from './existing-reports-html.server';
import { defineLoader } from '../../../blocks/loader-types';
import type { DiagSite } from '../../../../domain/diag/site';
import type { quoteStep1Block } from './blocks';

// Step 1 is the funnel's public entry (indexed); steps 2 and 3 are one visitor's answers.
export const quoteStep1Loader = defineLoader<typeof quoteStep1Block>(async ({ url, site, locale }) => {
  const criteria = parseCriteria(url.searchParams);
  const back = url.searchParams.get('manquants') === '1';
  const missing = back ? missingFields(criteria) : null;
  const invalid = back ? answerProblems(criteria, communeMatchesPostcode) : null;
  return { data: { criteria, ajout: url.searchParams.get(ADDED_PARAM) ?? '', retrait: url.searchParams.get(REMOVED_PARAM) ?? '', missing, invalid, town: townOfAddress((site as DiagSite).crm.Address), existingHtml: existingReportsHtml(criteria.existants, locale) } };
});
