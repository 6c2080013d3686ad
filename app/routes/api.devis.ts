import { HONEYPOT_FIELD } from '../../domain/leads/schemas';
import { buildQuoteLead, QUOTE_SEND_FAILURE, validateQuoteContact } from '../../domain/quote/contact-form';
import { parseCriteria } from '../../domain/quote/criteria';
import { bodyToParams, recapHref, step2Href } from '../../domain/quote/funnel-links';
import { missingFields } from '../../domain/quote/missing-fields';
import { parseSelection } from '../../domain/quote/selection';
import { methodNotAllowed } from '../../server/api/lead-endpoint.server';
import { readBody } from '../../server/api/read-body.server';
import { servicesContext, siteContext } from '../context';
import type { Route } from './+types/api.devis';

// Quote step 2 (diagnostics spec §2, §3 "Lead submission", §7.3): the answers, the chosen
// diagnostics and the contact become one 'devis' lead; then on to the recap.
export const loader = () => methodNotAllowed();

function withError(path: string, message: string): string {
  const url = new URL(path, 'http://x');
  url.searchParams.set('erreur', message);
  return `${url.pathname}${url.search}`;
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const resolution = context.get(siteContext);
  if (resolution.kind !== 'site' || resolution.site.family !== 'diag') {
    return Response.json({ success: false, message: 'Site inconnu : impossible d’enregistrer la demande.' }, { status: 404 });
  }
  const site = resolution.site;
  const read = await readBody(request);
  if (!read.ok) return Response.json({ success: false, message: read.message }, { status: read.status });
  const { body, isForm } = read;
  const params = bodyToParams(body);
  const criteria = parseCriteria(params);
  const states = parseSelection(params, criteria);
  const recap = recapHref(criteria, states);
  const back = step2Href(criteria, states);
  const answer = (status: number, message: string) =>
    isForm ? Response.redirect(new URL(withError(back, message), request.url), 303) : Response.json({ success: false, message, error: message }, { status });

  const honeypot = body[HONEYPOT_FIELD];
  if (typeof honeypot === 'string' && honeypot.trim() !== '') {
    services.logger.info({ site: site.id, endpoint: '/api/devis' }, 'honeypot filled: lead dropped');
    return isForm ? Response.redirect(new URL(recap, request.url), 303) : Response.json({ success: true, redirect: recap });
  }
  const missing = missingFields(criteria);
  if (missing.length) return answer(400, `Réponses incomplètes : ${missing.join(', ')}`);
  const contact = validateQuoteContact(body);
  if (!contact.ok) return answer(400, contact.message);

  const pageUrl = new URL(back, request.url).toString();
  const lead = buildQuoteLead(criteria, states, contact.data, { rendezVousDate: criteria.date, url: pageUrl });
  const key = request.headers.get('idempotency-key') ?? (typeof body.idempotencyKey === 'string' ? body.idempotencyKey : null);
  try {
    const { lead: stored, duplicate } = await services.leads.submit(site, { ...lead, endpoint: '/api/devis' }, key);
    if (isForm) return Response.redirect(new URL(recap, request.url), 303);
    return Response.json({ success: true, id: stored.id, duplicate, redirect: recap }, { status: duplicate ? 200 : 201 });
  } catch (error) {
    services.errors.report(error, { site: site.id, endpoint: '/api/devis' });
    return answer(503, QUOTE_SEND_FAILURE);
  }
}
