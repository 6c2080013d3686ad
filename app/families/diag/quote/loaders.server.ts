import { redirect } from 'react-router';
import { parseDiagCrm, fullName } from '../../../../domain/diag/crm';
import { parseCriteria } from '../../../../domain/quote/criteria';
import { step1Href, step2Href } from '../../../../domain/quote/funnel-links';
import { missingFields } from '../../../../domain/quote/missing-fields';
import { isDiagnosticKey } from '../../../../domain/quote/required';
import { ADDED_PARAM, includedKeys, parseSelection, REMOVED_PARAM, TOGGLE_PARAM, toggleKey } from '../../../../domain/quote/selection';
import type { BlockLoader } from '../../../blocks/loader-types';
import { defineLoader } from '../../../blocks/loader-types';
import type { QuoteRecapData } from './QuoteRecap';
import type { QuoteStep1Data } from './QuoteStep1';
import type { QuoteStep2Data } from './QuoteStep2';

// Steps 2 and 3 are one visitor's answers: never indexed. Step 1 is the funnel's public entry.
const seo = { noindex: true };

const step1 = defineLoader<Record<string, never>, QuoteStep1Data>(async ({ url }) => {
  const criteria = parseCriteria(url.searchParams);
  const missing = url.searchParams.get('manquants') === '1' ? missingFields(criteria) : null;
  return { data: { criteria, ajout: url.searchParams.get(ADDED_PARAM) ?? '', retrait: url.searchParams.get(REMOVED_PARAM) ?? '', missing } };
});

const step2 = defineLoader<Record<string, never>, QuoteStep2Data>(async ({ url }) => {
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
  return { data: { criteria, states, error, idempotencyKey: crypto.randomUUID() }, seo };
});

const recap = defineLoader<Record<string, never>, QuoteRecapData>(async ({ url, site }) => {
  const criteria = parseCriteria(url.searchParams);
  const crm = parseDiagCrm(site.crm);
  return {
    data: {
      criteria,
      included: includedKeys(criteria, parseSelection(url.searchParams, criteria)),
      contact: { name: fullName(crm), phone: crm.PhoneNumber ?? '', email: crm.Email ?? '', avatar: crm.ActivCloudflareHomeAvatarThankYouImageIdString ?? crm.ActivCloudflareHomeAvatarImageIdString ?? '' },
    },
    seo,
  };
});

/** Server loaders of the diag family's quote blocks. */
export const quoteLoaders = {
  'diag.quoteStep1': step1,
  'diag.quoteStep2': step2,
  'diag.quoteRecap': recap,
} as unknown as Record<string, BlockLoader<never, unknown>>;
