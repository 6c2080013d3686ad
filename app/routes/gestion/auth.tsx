import { data } from 'react-router';
import { AUTH_BASE_PATH, requestHeadersForAuth } from '../../../server/auth/auth.server';
import { servicesContext, siteContext } from '../../context';
import type { Route } from './+types/auth';
import { readBackofficeForm } from './guard.server';
import { backofficeMeta, useText } from './text';
import { serverText } from './text.server';

const VERIFY_PATH = `${AUTH_BASE_PATH}/magic-link/verify`;

/** Only the sign-in link's verification is reachable, and only on the operator host: anything else is a 404. */
function requireVerifyLink(request: Request, context: Route.LoaderArgs['context']): URL {
  const url = new URL(request.url);
  if (context.get(siteContext).kind !== 'backoffice' || url.pathname !== VERIFY_PATH) throw data(null, { status: 404 });
  return url;
}

/**
 * The e-mailed sign-in link opens this page and changes nothing: mail gateways and link scanners
 * fetch links before the member does, and a GET that signed in would spend the single-use token for
 * them. The member's click on the button (a POST from this page) spends it (decision 0085).
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const url = requireVerifyLink(request, context);
  return { title: serverText(context)('signIn.confirmTitle'), action: `${url.pathname}${url.search}` };
}

/**
 * The button's POST: better-auth's own verification of the link (the library's only endpoint the
 * browser reaches), which sets the session cookie and redirects to the inbox, or to the sign-in page
 * with ?error= when the link is unknown, used or expired. Every other endpoint of the library stays
 * closed: the sign-in form, the sign-out and the rest go through our own actions.
 */
export async function action({ request, context }: Route.ActionArgs): Promise<Response> {
  await readBackofficeForm(request, context, 'gestion/auth/*');
  requireVerifyLink(request, context);
  return context.get(servicesContext).backoffice.auth.handler(new Request(request.url, { method: 'GET', headers: requestHeadersForAuth(request) }));
}

export const meta = ({ loaderData }: Route.MetaArgs) => backofficeMeta(loaderData?.title);

export default function ConfirmSignIn({ loaderData }: Route.ComponentProps) {
  const t = useText();
  return (
    <div className="mx-auto max-w-md">
      <h1 className="text-2xl font-bold">{t('signIn.confirmTitle')}</h1>
      <p className="mt-2 text-slate-700">{t('signIn.confirmIntro')}</p>
      <form method="post" action={loaderData.action} className="mt-6">
        <button type="submit" className="rounded bg-slate-900 px-4 py-2 font-semibold text-white">
          {t('signIn.confirmSubmit')}
        </button>
      </form>
    </div>
  );
}
