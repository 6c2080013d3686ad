import { redirect } from 'react-router';
import { requestHeadersForAuth } from '../../../server/auth/auth.server';
import type { Route } from './+types/sign-out';
import { backofficeOf, pathFor, requireBackofficeHost, readBackofficeForm } from './guard.server';
import { memberContext } from './member-context';

/**
 * Signs out (POST only): this session, or with `partout=1` every session of the account on every
 * device and instance (they are rows in the database). The cookie is cleared either way.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readBackofficeForm(request, context, 'gestion/deconnexion');
  requireBackofficeHost(context);
  const backoffice = backofficeOf(context);
  const signedIn = context.get(memberContext);
  if (signedIn && form.get('partout') === '1') await backoffice.members.endAllSessions(signedIn.userId);
  const answer = await backoffice.auth.api.signOut({ headers: requestHeadersForAuth(request), asResponse: true });
  const headers = new Headers();
  for (const cookie of answer.headers.getSetCookie()) headers.append('Set-Cookie', cookie);
  return redirect(pathFor(context, '/gestion/connexion'), { status: 303, headers });
}

export function loader({ context }: Route.LoaderArgs) {
  return redirect(pathFor(context, '/gestion'));
}
