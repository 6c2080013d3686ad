import { CONFIRM_PATH, validConfirmToken } from '../../server/alerts/alert-links.server';
import { BODY_LIMITS } from '../../server/api/body-limits.server';
import { methodNotAllowed } from '../../server/api/lead-endpoint.server';
import { readLimitedBytes } from '../../server/api/read-body.server';
import { logWriteFailure } from '../../server/db/write-failure.server';
import { servicesContext, siteContext } from '../context';
import { localeContext } from '../i18n/context';
import type { Route } from './+types/api.alertes.confirmation';

// A GET never confirms (issue 37: mail gateways open every link); the e-mailed link is a page whose button posts here.
export const loader = () => methodNotAllowed();

const text = (body: string, status: number) => new Response(body, { status, headers: { 'content-type': 'text/plain; charset=utf-8' } });

/** Double opt-in of a buyer alert (decision 0032): pending → active, once; then back to the page, which says so. */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return methodNotAllowed();
  const bytes = await readLimitedBytes(request, BODY_LIMITS['api/alertes/confirmation']).catch(() => new Uint8Array(0));
  if (!bytes) return text('Requête trop volumineuse.', 413);
  const services = context.get(servicesContext);
  const resolution = context.get(siteContext);
  const url = new URL(request.url);
  const token = url.searchParams.get('jeton') ?? '';
  const found = validConfirmToken(token) ? await services.alerts.byToken(token) : undefined;
  if (!found || resolution.kind !== 'site' || found.site_id !== resolution.site.id) return text('Alerte inconnue.', 404);
  try {
    await services.alerts.confirm(token);
  } catch (error) {
    if (!logWriteFailure(services.logger, error, 'buyer alert not confirmed', { alertId: found.id })) throw error;
    return text('Confirmation momentanément impossible : merci de réessayer dans quelques minutes.', 503);
  }
  services.logger.info({ alertId: found.id }, 'buyer alert confirmed');
  // A confirmation may reveal listings published since: the next run would send them anyway.
  void services.alertNotifier.run().catch((err: unknown) => services.logger.error({ err }, 'buyer alert run failed'));
  const prefix = context.get(localeContext) === 'en' ? '/en' : '';
  return Response.redirect(new URL(`${prefix}${CONFIRM_PATH}?jeton=${encodeURIComponent(token)}`, request.url), 303);
}
