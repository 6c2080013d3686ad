import { AUTH_BASE_PATH, requestHeadersForAuth } from '../../../server/auth/auth.server';
import { servicesContext, siteContext } from '../../context';
import type { Route } from './+types/auth';

/**
 * The one better-auth endpoint the browser reaches: the sign-in link's verification. Its handler sets
 * the session cookie and redirects to the inbox, or to the sign-in page with ?error= when the link is
 * unknown, used or expired. Every other endpoint of the library stays closed: the sign-in form, the
 * sign-out and the rest go through our own actions (rate limits, members only).
 */
export function loader({ request, context }: Route.LoaderArgs): Promise<Response> | Response {
  const { pathname } = new URL(request.url);
  if (context.get(siteContext).kind !== 'backoffice' || pathname !== `${AUTH_BASE_PATH}/magic-link/verify`) return new Response(null, { status: 404 });
  return context.get(servicesContext).backoffice.auth.handler(new Request(request.url, { headers: requestHeadersForAuth(request) }));
}
