import { alertCriteriaOf, buyerAlertFormSchema } from '../../domain/alerts/alert-form';
import { methodNotAllowed, storeLeadBody, translatedFieldErrors } from '../../server/api/lead-endpoint.server';
import { locateAlertPlaces } from '../../server/alerts/alert-places.server';
import { alertFormInputCookie, clearAlertFormInputCookie, readAlertBody } from '../../server/alerts/alert-form-body.server';
import { ownReturnPath } from '../../domain/input/return-path';
import { BODY_LIMITS } from '../../server/api/body-limits.server';
import { logWriteFailure } from '../../server/db/write-failure.server';
import { readBody } from '../../server/api/read-body.server';
import { servicesContext, siteContext } from '../context';
import { localeContext } from '../i18n/context';
import type { Route } from './+types/api.alertes';

const ENDPOINT = '/api/alertes';
const SITE_UNKNOWN = 'Site inconnu : impossible d’enregistrer la demande.';

export const loader = () => methodNotAllowed();

function withParam(path: string, key: string, value: string): string {
  const [base, hash] = path.split('#');
  const url = new URL(base ?? '/', 'http://x');
  url.searchParams.set(key, value);
  return `${url.pathname}${url.search}#${hash ?? 'alerte'}`;
}

/**
 * Buyer alerts (issue 11 item 8, decisions 0028 and 0032): the form is a lead like any other (stored,
 * forwarded to the site), and a new lead also stores a pending alert whose confirmation e-mail goes
 * through the outbox. JSON from the script, or a plain form post (multi-value fields repeated) that
 * redirects back: `envoye=1`, or `erreur=…` with the visitor's input kept for the form.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return new Response(null, { status: 405, headers: { allow: 'POST' } });
  const services = context.get(servicesContext);
  const resolution = context.get(siteContext);
  const locale = context.get(localeContext);
  const site = resolution.kind === 'site' ? resolution.site : null;

  const type = request.headers.get('content-type') ?? '';
  const isForm = type.includes('application/x-www-form-urlencoded') || type.includes('multipart/form-data');
  const limit = BODY_LIMITS['api/alertes'];
  const read = isForm ? await readAlertBody(request, limit) : await readBody(request, { limit });
  if (!read.ok) return Response.json({ success: false, message: read.message, error: read.message }, { status: read.status });
  const { body } = read;
  const back = ownReturnPath(body.redirectTo, request.url, '/alerte-immobiliere');
  const goTo = (path: string, headers: Record<string, string> = {}) => new Response(null, { status: 303, headers: { location: new URL(path, request.url).toString(), ...headers } });
  if (!site) return isForm ? goTo(withParam(back, 'erreur', SITE_UNKNOWN)) : Response.json({ success: false, message: SITE_UNKNOWN, error: SITE_UNKNOWN }, { status: 404 });

  const key = request.headers.get('idempotency-key') ?? (typeof body.idempotencyKey === 'string' ? body.idempotencyKey : null);
  const outcome = await storeLeadBody(
    body,
    services,
    site,
    {
      endpoint: ENDPOINT,
      schema: buyerAlertFormSchema,
      errorFormat: 'json',
      toLead: (form) => ({
        type: 'alerte-acheteur',
        endpoint: ENDPOINT,
        firstname: form.firstname,
        lastname: form.lastname,
        email: form.email,
        phone: form.tel,
        message: form.message,
        payload: { criteres: locateAlertPlaces(alertCriteriaOf(form)), consentement: true },
      }),
    },
    request,
    key,
  );

  switch (outcome.kind) {
    case 'dropped':
      return isForm ? goTo(withParam(back, 'envoye', '1')) : Response.json({ success: true });
    case 'invalid': {
      const { message, fields } = translatedFieldErrors(outcome.error, locale);
      if (isForm) return goTo(withParam(back, 'erreur', message), { 'set-cookie': alertFormInputCookie(body) });
      return Response.json({ success: false, message, error: message, fields }, { status: 400 });
    }
    case 'site-gone':
      return Response.json({ success: false, message: SITE_UNKNOWN, error: SITE_UNKNOWN }, { status: 404 });
    case 'failed':
      if (isForm) return goTo(withParam(back, 'erreur', outcome.message), { 'set-cookie': alertFormInputCookie(body) });
      return Response.json({ success: false, message: outcome.message, error: outcome.message }, { status: 503 });
    case 'stored': {
      // A new lead, not a replay of the same submission: keep the alert once, and ask for its confirmation.
      if (!outcome.duplicate) {
        const form = buyerAlertFormSchema.parse(body);
        const created = await services.alerts
          .create({
          siteId: site.id,
          leadId: outcome.id,
          email: form.email,
          firstname: form.firstname || null,
          lastname: form.lastname || null,
          phone: form.tel || null,
          message: form.message || null,
          criteria: locateAlertPlaces(alertCriteriaOf(form)),
          origin: new URL(request.url).origin,
          locale,
          })
          .then(
            () => true,
            (error: unknown) => {
              if (!logWriteFailure(services.logger, error, 'buyer alert not stored', { site: site.id, endpoint: ENDPOINT })) services.errors.report(error, { site: site.id, endpoint: ENDPOINT });
              return false;
            },
          );
        const failed = 'Une erreur est survenue. Veuillez réessayer.';
        if (!created) return isForm ? goTo(withParam(back, 'erreur', failed)) : Response.json({ success: false, message: failed, error: failed }, { status: 503 });
        void services.outbox.kick();
      }
      if (isForm) return goTo(withParam(back, 'envoye', '1'), { 'set-cookie': clearAlertFormInputCookie() });
      return Response.json({ success: true, id: outcome.id, duplicate: outcome.duplicate }, { status: outcome.duplicate ? 200 : 201 });
    }
  }
}
