import { parseCriteria } from '../../../../domain/quote/criteria';
import { missingFields } from '../../../../domain/quote/missing-fields';
import { ADDED_PARAM, REMOVED_PARAM } from '../../../../domain/quote/selection';
import { defineLoader } from '../../../blocks/loader-types';
import type { quoteStep1Block } from './blocks';

// Step 1 is the funnel's public entry (indexed); steps 2 and 3 are one visitor's answers.
export const quoteStep1Loader = defineLoader<typeof quoteStep1Block>(async ({ url }) => {
  const criteria = parseCriteria(url.searchParams);
  const missing = url.searchParams.get('manquants') === '1' ? missingFields(criteria) : null;
  return { data: { criteria, ajout: url.searchParams.get(ADDED_PARAM) ?? '', retrait: url.searchParams.get(REMOVED_PARAM) ?? '', missing } };
});
