import { redirect } from 'react-router';
import { parseDiagCrm, fullName } from '../../../../domain/diag/crm';
import { parseCriteria } from '../../../../domain/quote/criteria';
import { step1Href, step2Href } from '../../../../domain/quote/funnel-links';
import { missingFields } from '../../../../domain/quote/missing-fields';
import { answerProblems } from '../../../../domain/quote/answer-checks';
import { offeredKeys, offeredList } from '../../../../domain/quote/offered';
import { recapText } from '../../../../domain/quote/recap-text';
import { communeMatchesPostcode } from '../../../../server/geo/commune-check.server';
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
  const back = url.searchParams.get('manquants') === '1';
  const missing = back ? missingFields(criteria) : null;
  const invalid = back ? answerProblems(criteria, communeMatchesPostcode) : null;
  return { data: { criteria, ajout: url.searchParams.get(ADDED_PARAM) ?? '', retrait: url.searchParams.get(REMOVED_PARAM) ?? '', missing, invalid } };
});

const step2 = defineLoader<Record<string, never>, QuoteStep2Data>(async ({ url, site }) => {
  const criteria = parseCriteria(url.searchParams);
  const offered = offeredKeys(parseDiagCrm(site.crm));
  // Reached without complete, plausible answers (no JavaScript, or a hand-made URL): back to step 1 with the list.
  if (missingFields(criteria).length || answerProblems(criteria, communeMatchesPostcode).length) {
    const back = new URL(step1Href(criteria, parseSelection(url.searchParams, criteria)), url);
    back.searchParams.set('manquants', '1');
    throw redirect(`${back.pathname}${back.search}`);
  }
  let states = parseSelection(url.searchParams, criteria);
  // A toggle pressed without JavaScript: apply it, then show the clean URL.
  const toggle = url.searchParams.get(TOGGLE_PARAM);
  if (toggle !== null) {
    if (isDiagnosticKey(toggle)) states = toggleKey(states, toggle, criteria, offered);
    // Back to the toggle the visitor pressed, not the top of the page (issue 17 item 5).
    throw redirect(`${step2Href(criteria, states)}${isDiagnosticKey(toggle) ? `#diag-${toggle}` : ''}`);
  }
  const error = url.searchParams.get('erreur')?.slice(0, 300) ?? null;
  return { data: { criteria, states, offered: offeredList(offered), error, idempotencyKey: crypto.randomUUID() }, seo };
});

const recap = defineLoader<Record<string, never>, QuoteRecapData>(async ({ url, site }) => {
  const criteria = parseCriteria(url.searchParams);
  const crm = parseDiagCrm(site.crm);
  return {
    data: {
      criteria,
      included: includedKeys(criteria, parseSelection(url.searchParams, criteria), offeredKeys(crm)),
      recap: recapText(criteria.date, fullName(crm), new Date()),
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
