import { redirect } from 'react-router';
import { answerProblems } from '../../../../domain/quote/answer-checks';
import { parseCriteria } from '../../../../domain/quote/criteria';
import { step1Href, step2Href } from '../../../../domain/quote/funnel-links';
import { missingFields } from '../../../../domain/quote/missing-fields';
import { offeredKeys, offeredList } from '../../../../domain/quote/offered';
import { isDiagnosticKey } from '../../../../domain/quote/required';
import { includedKeys, parseSelection, TOGGLE_PARAM, toggleKey } from '../../../../domain/quote/selection';
import { communeMatchesPostcode } from '../../../../server/geo/commune-check.server';
import { QUOTE_CONTACT_FIELDS, QUOTE_CONTACT_FORM } from '../../../../domain/quote/contact-form';
import { keptInputOf } from '../../../../server/forms/kept-input.server';
import { funnelBooking } from '../../../../server/diagnostics/funnel.server';
import { hasExistingFields } from '../../../../domain/quote/existing-reports';
import { coveredKeys, dpeExpired } from '../../../../domain/quote/existing-status';
import { parisDay } from '../../../../domain/diagnostics/slot-format';
import { defineLoader } from '../../../blocks/loader-types';
import type { quoteStep2Block } from './blocks';

export const quoteStep2Loader = defineLoader<typeof quoteStep2Block>(async ({ url, site, request, services, locale }) => {
  const criteria = parseCriteria(url.searchParams);
  const offered = offeredKeys(site.crm);
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
  // Step 1's "already done" fields (issue 33 item 5): one canonical `existants` in every later link. A declared
  // DPE that has expired makes a new one needed even though the visitor has one (step 1's "DPE déjà réalisé").
  if (hasExistingFields(url.searchParams)) {
    if (criteria.dpeDeja === 'oui' && states.dpe === 'default' && dpeExpired(criteria.existants, criteria.projet, parisDay(new Date()))) states = toggleKey(states, 'dpe', criteria, offered);
    throw redirect(step2Href(criteria, states));
  }
  const error = url.searchParams.get('erreur')?.slice(0, 300) ?? null;
  // One visitor's answers: never indexed.
  // A refused post without JavaScript: what was typed comes back from its cookie (decision 0070).
  const kept = error ? (keptInputOf(request, QUOTE_CONTACT_FORM, QUOTE_CONTACT_FIELDS)?.values ?? null) : null;
  // A site with a price grid and a calendar: a firm price and real slots (issue 33).
  // The visit's length follows the selection less the reports still valid, as the price does (decision 0142).
  const covered = coveredKeys(criteria.existants, criteria.projet, parisDay(new Date()));
  const booking = await funnelBooking(services.db, site, criteria, new Date(), locale, includedKeys(criteria, states, offered).filter((k) => !covered.includes(k)));
  return { data: { criteria, states, offered: offeredList(offered), error, kept, idempotencyKey: crypto.randomUUID(), booking, today: parisDay(new Date()) }, seo: { noindex: true } };
});
