import { data as response, redirect } from 'react-router';
import { localizePath, splitLocalePrefix } from '../../../../domain/i18n/locale';
import { canLeaveStep1, parsePropertyAnswers, propertyParams } from '../../../../domain/valuation/request';
import { findValuationRequest } from '../../../../server/valuation/valuation-requests.server';
import { defineLoader } from '../../../blocks/loader-types';
import type { ValuationStep2Data } from './ValuationStep2';
import type { valuationStep1Block, valuationStep2Block, valuationStep3Block } from './blocks';

export const valuationStep1Loader = defineLoader<typeof valuationStep1Block>(async ({ url }) => ({
  data: { answers: parsePropertyAnswers(url.searchParams), missing: url.searchParams.get('manquants') === '1' },
}));

const ERRORS = ['champs', 'email', 'telephone', 'consentement', 'envoi'] as const;

export const valuationStep2Loader = defineLoader<typeof valuationStep2Block>(async ({ url }) => {
  const answers = parsePropertyAnswers(url.searchParams);
  // Reached without an address or a surface (no JavaScript, a hand-made URL): back to step 1.
  if (!canLeaveStep1(answers)) {
    const params = propertyParams(answers);
    params.set('manquants', '1');
    const locale = splitLocalePrefix(url.pathname).locale ?? 'fr';
    throw redirect(localizePath(`/evaluation?${params.toString()}`, locale));
  }
  const raw = url.searchParams.get('erreur');
  const error = (ERRORS as readonly string[]).includes(raw ?? '') ? (raw as ValuationStep2Data['error']) : null;
  // One visitor's answers: never indexed.
  return { data: { answers, error, idempotencyKey: crypto.randomUUID() }, seo: { noindex: true } };
});

export const valuationStep3Loader = defineLoader<typeof valuationStep3Block>(async ({ url, site, services }) => {
  const found = await findValuationRequest(services.db, site, url.searchParams.get('demande') ?? '');
  if (!found) throw response(null, { status: 404 });
  const { row, payload } = found;
  return {
    data: {
      property: payload.property,
      contact: { civility: payload.civility, firstName: row.firstname ?? '', lastName: row.lastname ?? '', email: row.email ?? '', phone: row.phone ?? '' },
      commune: payload.commune,
      estimate: payload.estimate,
      adviser: payload.adviser ? { slug: payload.adviser.slug, name: payload.adviser.name } : null,
    },
    seo: { noindex: true },
  };
});
