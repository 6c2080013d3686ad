import { UNSUBSCRIBE_PATH, validUnsubscribeSignature } from '../../server/alerts/alert-links.server';
import { BODY_LIMITS } from '../../server/api/body-limits.server';
import { methodNotAllowed } from '../../server/api/lead-endpoint.server';
import { readLimitedBytes } from '../../server/api/read-body.server';
import { logWriteFailure } from '../../server/db/write-failure.server';
import { servicesContext, siteContext } from '../context';
import { localeContext } from '../i18n/context';
import type { Route } from './+types/api.alertes.desinscription';

export const loader = () => methodNotAllowed();

const text = (body: string, status: number) => new Response(body, { status, headers: { 'content-type': 'text/plain; charset=utf-8' } });

/**
 * One-click unsubscribe of a buyer alert (decision 0032): the signed link's POST, from a mail client
 * (List-Unsubscribe-Post, RFC 8058) or from the unsubscribe page's button, which is sent back to
 * that page. No login: the HMAC of the alert id is the proof.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return new Response(null, { status: 405, headers: { allow: 'POST' } });
  // Read first, within the route's limit: an oversized body changes nothing.
  const bytes = await readLimitedBytes(request, BODY_LIMITS['api/alertes/desinscription']).catch(() => new Uint8Array(0));
  if (!bytes) return text('Requête trop volumineuse.', 413);
  const services = context.get(servicesContext);
  const resolution = context.get(siteContext);
  const url = new URL(request.url);
  const id = url.searchParams.get('alerte') ?? '';
  const signature = url.searchParams.get('signature') ?? '';
  if (!id || !signature || !validUnsubscribeSignature(services.alertLinkSecret, id, signature)) return text('Lien de désinscription invalide.', 403);
  const alert = await services.alerts.byId(id);
  if (!alert || resolution.kind !== 'site' || alert.site_id !== resolution.site.id) return text('Alerte inconnue.', 404);
  try {
    await services.alerts.unsubscribe(id);
  } catch (error) {
    if (!logWriteFailure(services.logger, error, 'unsubscribe not stored', { alertId: id })) throw error;
    return text('Désinscription momentanément impossible : merci de réessayer dans quelques minutes.', 503);
  }
  services.logger.info({ alertId: id }, 'buyer alert unsubscribed');
  // A mail client's one-click request gets a plain answer; the page's button goes back to the page.
  if (new TextDecoder().decode(bytes).includes('List-Unsubscribe=One-Click')) return text('Vous êtes désinscrit.', 200);
  const prefix = context.get(localeContext) === 'en' ? '/en' : '';
  return Response.redirect(new URL(`${prefix}${UNSUBSCRIBE_PATH}${url.search}`, request.url), 303);
}
