import { data as response, redirect } from 'react-router';
import { localizePath, splitLocalePrefix } from '../../../domain/i18n/locale';
import { canLeaveStep1, parsePropertyAnswers, propertyParams, VALUATION_CONTACT_FIELDS } from '../../../domain/valuation/request';
import { surfaceProblem } from '../../../domain/valuation/surface';
import { keptInputOf } from '../../../server/forms/kept-input.server';
import { isViewerOf } from '../../../server/valuation/valuation-viewer.server';
import { maskedContact } from '../../../domain/valuation/masked-contact';
import { VALUATION_FORM } from './evaluation-endpoint.server';
import { findValuationRequest } from '../../../server/valuation/valuation-requests.server';
import { defineLoader } from '../../blocks/loader-types';
import type { ValuationStep2Data } from './ValuationStep2';
import type { valuationStep1Block, valuationStep2Block, valuationStep3Block } from './blocks';

export const valuationStep1Loader = defineLoader<typeof valuationStep1Block>(async ({ url }) => {
  const answers = parsePropertyAnswers(url.searchParams);
  const sentBack = url.searchParams.get('manquants') === '1';
  // Sent back with an address and a surface: the surface is out of its type's bounds, and says so itself.
  const surface = sentBack && canLeaveStep1(answers) ? surfaceProblem(answers.type, answers.surface) : null;
  return { data: { answers, missing: sentBack && !canLeaveStep1(answers), surfaceError: surface ? { key: surface.key, values: surface.values } : null } };
});

const ERRORS = ['champs', 'email', 'telephone', 'consentement', 'envoi'] as const;

export const valuationStep2Loader = defineLoader<typeof valuationStep2Block>(async ({ url, request }) => {
  const answers = parsePropertyAnswers(url.searchParams);
  // Reached without an address or a surface (no JavaScript, a hand-made URL): back to step 1.
  if (!canLeaveStep1(answers) || surfaceProblem(answers.type, answers.surface)) {
    const params = propertyParams(answers);
    params.set('manquants', '1');
    const locale = splitLocalePrefix(url.pathname).locale ?? 'fr';
    throw redirect(localizePath(`/evaluation?${params.toString()}`, locale));
  }
  const raw = url.searchParams.get('erreur');
  const error = (ERRORS as readonly string[]).includes(raw ?? '') ? (raw as ValuationStep2Data['error']) : null;
  // One visitor's answers: never indexed.
  const kept = error ? keptInputOf(request, VALUATION_FORM, VALUATION_CONTACT_FIELDS) : null;
  return { data: { answers, error, kept, idempotencyKey: crypto.randomUUID() }, seo: { noindex: true } };
});

export const valuationStep3Loader = defineLoader<typeof valuationStep3Block>(async ({ url, site, services, request }) => {
  const found = await findValuationRequest(services.db, site, url.searchParams.get('demande') ?? '');
  if (!found) throw response(null, { status: 404 });
  const { row, payload } = found;
  const contact = { firstName: row.firstname ?? '', lastName: row.lastname ?? '', email: row.email ?? '', phone: row.phone ?? '' };
  const viewer = isViewerOf(request, row.id, row.viewer_token_hash);
  return {
    data: {
      property: payload.property,
      // The contact only for the browser that sent the request; masked for anyone else with the link (decision 0071).
      contact: { civility: payload.civility, ...(viewer ? contact : maskedContact(contact)) },
      masked: !viewer,
      commune: payload.commune,
      estimate: payload.estimate,
      adviser: payload.adviser ? { slug: payload.adviser.slug, name: payload.adviser.name } : null,
    },
    seo: { noindex: true },
  };
});
