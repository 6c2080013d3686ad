import { redirect } from 'react-router';
import { parseCriteria } from '../../../../domain/quote/criteria';
import { step1Href, step2Href } from '../../../../domain/quote/funnel-links';
import { missingFields } from '../../../../domain/quote/missing-fields';
import { isDiagnosticKey } from '../../../../domain/quote/required';
import { parseSelection, TOGGLE_PARAM, toggleKey } from '../../../../domain/quote/selection';
import { defineLoader } from '../../../blocks/loader-types';
import type { quoteStep2Block } from './blocks';

export const quoteStep2Loader = defineLoader<typeof quoteStep2Block>(async ({ url }) => {
  const criteria = parseCriteria(url.searchParams);
  // Reached without the answers (no JavaScript, or a hand-made URL): back to step 1 with the list.
  if (missingFields(criteria).length) {
    const back = new URL(step1Href(criteria, parseSelection(url.searchParams, criteria)), url);
    back.searchParams.set('manquants', '1');
    throw redirect(`${back.pathname}${back.search}`);
  }
  let states = parseSelection(url.searchParams, criteria);
  // A toggle pressed without JavaScript: apply it, then show the clean URL.
  const toggle = url.searchParams.get(TOGGLE_PARAM);
  if (toggle !== null) {
    if (isDiagnosticKey(toggle)) states = toggleKey(states, toggle, criteria);
    throw redirect(step2Href(criteria, states));
  }
  const error = url.searchParams.get('erreur')?.slice(0, 300) ?? null;
  // One visitor's answers: never indexed.
  return { data: { criteria, states, error, idempotencyKey: crypto.randomUUID() }, seo: { noindex: true } };
});
