import { data } from 'react-router';
import { requestHeadersForAuth } from '../../../server/auth/auth.server';
import { readAuthenticationResponse, readRegistrationResponse } from '../../../server/auth/passkey-input.server';
import { PasskeyRefused, type RelyingParty } from '../../../server/auth/passkeys.server';
import { CLIENT_IP_HEADER } from '../../../server/backoffice/http-edge.server';
import { passkeyNameSchema } from '../../../domain/backoffice/passkey';
import { serverText } from './text.server';
import type { Route } from './+types/passkey-api';
import { backofficeOf, notFound, pathFor, readBackofficeForm, requireBackofficeHost } from './guard.server';
import { memberContext } from './member-context';

/** The ceremony takes place on the operator host as the request reached it (Express decided scheme and host). */
function relyingParty(request: Request, adminHost: string): RelyingParty {
  return { id: adminHost, origin: new URL(request.url).origin };
}

/**
 * The passkey script's endpoints (decision 0090), POST only, same-origin (the edge refuses others),
 * answering JSON: `register-options` and `register` for a signed-in member, `sign-in-options` and
 * `sign-in` for anyone (the latter sets the session cookie through better-auth). A refused passkey
 * answers 400 with one French sentence; never a 500.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readBackofficeForm(request, context, 'gestion/cle-acces');
  requireBackofficeHost(context);
  const backoffice = backofficeOf(context);
  const t = serverText(context);
  const rp = relyingParty(request, backoffice.adminHost);
  const signedIn = context.get(memberContext);
  const refused = (reason: string, status = 400) => data({ error: t(`account.refused.${reason}`) }, { status });
  try {
    switch (form.get('intent')) {
      case 'register-options': {
        if (!signedIn) return refused('signedOut', 401);
        // The name is checked before the ceremony too: the member fixes it before touching the authenticator.
        const name = passkeyNameSchema.safeParse({ name: form.get('name') ?? '' });
        if (!name.success) return data({ error: t(`${name.error.issues[0]?.message ?? 'account.nameEmpty'}`), field: 'name' }, { status: 400 });
        return await backoffice.passkeys.registrationOptions(signedIn.member, rp);
      }
      case 'register': {
        if (!signedIn) return refused('signedOut', 401);
        const name = passkeyNameSchema.safeParse({ name: form.get('name') ?? '' });
        if (!name.success) return data({ error: t(`${name.error.issues[0]?.message ?? 'account.nameEmpty'}`), field: 'name' }, { status: 400 });
        const response = readRegistrationResponse(form.get('response'));
        if (!response) return refused('not-verified');
        await backoffice.passkeys.register(signedIn.member, rp, response, name.data.name);
        return { location: `${pathFor(context, '/gestion/compte')}?ajoutee=1` };
      }
      case 'sign-in-options': {
        const wait = await backoffice.passkeys.limits.attempt(request.headers.get(CLIENT_IP_HEADER) ?? 'unknown');
        if (wait !== null) return data({ error: t('signIn.tooMany') }, { status: 429, headers: { 'Retry-After': String(wait) } });
        return await backoffice.passkeys.authenticationOptions(rp);
      }
      case 'sign-in': {
        const response = readAuthenticationResponse(form.get('response'));
        if (!response) return refused('not-verified');
        const userId = await backoffice.passkeys.authenticate(rp, response);
        // A revoked member's passkey opens nothing.
        if (!(await backoffice.members.activeMemberOfUser(userId))) return refused('unknown-passkey');
        const opened = await backoffice.auth.api.openPasskeySession({ body: { userId }, headers: requestHeadersForAuth(request), asResponse: true });
        const headers = new Headers();
        for (const cookie of opened.headers.getSetCookie()) headers.append('Set-Cookie', cookie);
        return data({ location: pathFor(context, '/gestion') }, { headers });
      }
      default:
        return notFound();
    }
  } catch (error) {
    if (error instanceof PasskeyRefused) return refused(error.reason);
    throw error;
  }
}

/** Nothing to read here: the endpoints answer POSTs only. */
export function loader({ context }: Route.LoaderArgs) {
  requireBackofficeHost(context);
  return notFound();
}
