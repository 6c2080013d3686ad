import { localizePath } from '../../../domain/i18n/locale';
import { HONEYPOT_FIELD } from '../../../domain/leads/schemas';
import { readValuationPost, step1Href, step2Href, VALUATION_CONTACT_FIELDS } from '../../../domain/valuation/request';
import { BODY_LIMITS } from '../../../server/api/body-limits.server';
import { logWriteFailure } from '../../../server/db/write-failure.server';
import { SURFACE_MESSAGE } from '../../../domain/valuation/surface';
import { clearKeptInputCookie, keptInputCookie, redirectWithCookie } from '../../../server/forms/kept-input.server';
import { issueViewerCookie } from '../../../server/valuation/valuation-viewer.server';
import { readBody } from '../../../server/api/read-body.server';
import {
  adviserForRequest,
  communeOfAddress,
  estimateFor,
  VALUATION_ENDPOINT,
  VALUATION_LEAD_TYPE,
  type ValuationPayload,
} from '../../../server/valuation/valuation-requests.server';
import { adviserDisplayName } from '../../../domain/advisers/adviser';
import type { FamilyRouteArgs } from '../../blocks/family.server';

/** The name of the step 2 form's kept input (decision 0070). */
export const VALUATION_FORM = 'evaluation';

/** Error codes put in the URL of step 2 (never what the visitor typed). */
const ERROR_CODES: Record<string, string> = {
  'immo:valuation.errors.missing': 'champs',
  'immo:valuation.errors.tooLong': 'champs',
  'forms:email.invalid': 'email',
  'forms:phone.invalid': 'telephone',
  'immo:valuation.errors.consent': 'consentement',
  'immo:valuation.errors.property': 'bien',
};

/**
 * Valuation step 2 posted (issue 13): the contact is stored with step 1's answers as one lead
 * (idempotent, honeypot), addressed to the adviser of the area with the network in copy; the range
 * is computed once and kept with it. Then on to step 3, which reads the stored request by its id:
 * no e-mail or phone ever goes in a URL.
 */
export async function postValuationRequest({ request, services, site }: FamilyRouteArgs): Promise<Response> {
  if (request.method !== 'POST') return new Response(null, { status: 405, headers: { allow: 'POST' } });
  const read = await readBody(request, { limit: BODY_LIMITS['api/evaluation'] });
  if (!read.ok) return new Response(read.message, { status: read.status, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  const { body, isForm } = read;
  const locale = body.lang === 'en' ? 'en' : 'fr';
  const go = (path: string) => Response.redirect(new URL(localizePath(path, locale), request.url), 303);

  const post = readValuationPost(body);
  if (typeof body[HONEYPOT_FIELD] === 'string' && (body[HONEYPOT_FIELD] as string).trim() !== '') {
    services.logger.info({ site: site.id, endpoint: VALUATION_ENDPOINT }, 'honeypot filled: lead dropped');
    return isForm ? go('/') : Response.json({ success: true });
  }
  if (!post.ok) {
    if (!isForm) return Response.json({ success: false, message: post.message, fields: post.fields }, { status: 400 });
    // The property's answers are step 1's: back there, every answer kept, the surface's own message if it is the surface.
    if (post.message === 'immo:valuation.errors.property' || post.message === SURFACE_MESSAGE) return go(`${step1Href(post.property)}&manquants=1`);
    const code = ERROR_CODES[post.message] ?? 'champs';
    // The contact typed comes back in its cookie (never the URL), with each field's message.
    const target = localizePath(`${step2Href(post.property)}&erreur=${code}`, locale);
    return redirectWithCookie(request, target, keptInputCookie(VALUATION_FORM, body, VALUATION_CONTACT_FIELDS, post.fields));
  }

  const { property, contact } = post;
  try {
    const commune = await communeOfAddress(services, property);
    const adviser = await adviserForRequest(services, site, property.conseiller, commune?.insee ?? null);
    const payload: ValuationPayload = {
      property,
      civility: contact.civility,
      commune,
      estimate: estimateFor(property, commune?.insee ?? null),
      adviser: adviser ? { id: adviser.id, slug: adviser.slug, name: adviserDisplayName(adviser) } : null,
    };
    const key = request.headers.get('idempotency-key') ?? (typeof body.idempotencyKey === 'string' ? body.idempotencyKey : null);
    const { lead } = await services.leads.submit(
      site,
      {
        type: VALUATION_LEAD_TYPE,
        endpoint: VALUATION_ENDPOINT,
        firstname: contact.firstName,
        lastname: contact.lastName,
        email: contact.email,
        phone: contact.phone,
        message: `Estimation : ${property.type}, ${property.surface} m², ${property.address}`,
        payload,
        recipients: adviser?.email ? [adviser.email] : [],
      },
      key,
    );
    const next = localizePath(`/evaluation-three?demande=${lead.id}`, locale);
    // Only this browser will see the contact on step 3 (decision 0071).
    const viewer = await issueViewerCookie(services.db, lead.id, request);
    if (!isForm) return Response.json({ success: true, id: lead.id, redirect: next }, { status: 201, headers: { 'set-cookie': viewer } });
    const answer = redirectWithCookie(request, next, viewer);
    answer.headers.append('set-cookie', clearKeptInputCookie(VALUATION_FORM));
    return answer;
  } catch (error) {
    if (!logWriteFailure(services.logger, error, 'valuation request not stored', { site: site.id, endpoint: VALUATION_ENDPOINT })) services.errors.report(error, { site: site.id, endpoint: VALUATION_ENDPOINT });
    if (!isForm) return Response.json({ success: false, message: 'immo:valuation.errors.send' }, { status: 503 });
    return go(`${step2Href(property)}&erreur=envoi`);
  }
}
