import { data, Form, redirect } from 'react-router';
import { signInSchema } from '../../../domain/backoffice/sign-in';
import { requestHeadersForAuth } from '../../../server/auth/auth.server';
import { CLIENT_IP_HEADER } from '../../../server/backoffice/http-edge.server';
import { backofficeMeta, useText } from './text';
import { servicesContext } from '../../context';
import { serverText } from './text.server';
import type { Route } from './+types/sign-in';
import { pathFor, requireBackofficeHost, readBackofficeForm } from './guard.server';
import { memberContext } from './member-context';
import { passkeyScriptUrl } from '../../../server/auth/passkey-script.server';
import { useLocalizedHref } from '../../i18n/hooks';
import { PasskeyScript } from './passkey-script';

export function loader({ context, url }: Route.LoaderArgs) {
  requireBackofficeHost(context);
  if (context.get(memberContext)) throw redirect(pathFor(context, '/gestion'));
  const error = url.searchParams.get('error');
  return { title: serverText(context)('signIn.pageTitle'), sent: url.searchParams.get('envoye') === '1', linkRefused: error !== null, script: passkeyScriptUrl() };
}

export const meta = ({ loaderData }: Route.MetaArgs) => backofficeMeta(loaderData?.title);

/**
 * Asks for a sign-in link. Every valid address gets the same answer, at once: the link is requested
 * after the answer (members only), so neither the page nor its timing tells whether the address is
 * known. Attempts are counted per address and per client (429 beyond).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readBackofficeForm(request, context, 'gestion/connexion');
  requireBackofficeHost(context);
  const { backoffice, logger } = context.get(servicesContext);
  const t = serverText(context);
  const parsed = signInSchema.safeParse({ email: form.get('email') ?? '' });
  const typed = String(form.get('email') ?? '').slice(0, 254);
  if (!parsed.success) return data({ error: t(`${parsed.error.issues[0]?.message ?? 'signIn.emailInvalid'}`), email: typed }, { status: 400 });
  const { email } = parsed.data;
  const ip = request.headers.get(CLIENT_IP_HEADER) ?? 'unknown';
  const wait = await backoffice.signInLimits.attempt(email, ip);
  if (wait !== null) return data({ error: t('signIn.tooMany'), email: typed }, { status: 429, headers: { 'Retry-After': String(wait) } });
  const home = pathFor(context, '/gestion');
  const headers = requestHeadersForAuth(request);
  setImmediate(() => {
    void (async () => {
      if (!(await backoffice.members.isActiveEmail(email))) return;
      await backoffice.auth.api.signInMagicLink({ body: { email, callbackURL: home, errorCallbackURL: pathFor(context, '/gestion/connexion') }, headers });
    })().catch((error: unknown) => logger.error({ err: error }, 'back-office sign-in link failed'));
  });
  return redirect(`${pathFor(context, '/gestion/connexion')}?envoye=1`, 303);
}

export default function SignIn({ loaderData, actionData }: Route.ComponentProps) {
  const t = useText();
  const href = useLocalizedHref();
  const error = actionData?.error;
  return (
    <div className="mx-auto max-w-md">
      <h1 className="text-2xl font-bold">{t('signIn.title')}</h1>
      <p className="mt-2 text-slate-700">{t('signIn.intro')}</p>
      {loaderData.sent && (
        <p role="status" className="mt-4 rounded border border-emerald-700 bg-emerald-50 p-3 text-emerald-900">
          {t('signIn.sent')}
        </p>
      )}
      {loaderData.linkRefused && (
        <p role="alert" className="mt-4 rounded border border-red-700 bg-red-50 p-3 text-red-900">
          {t('signIn.linkRefused')}
        </p>
      )}
      <Form method="post" className="mt-6 space-y-3" noValidate>
        <label htmlFor="email" className="block font-semibold">
          {t('signIn.email')}
        </label>
        <input
          id="email"
          name="email"
          type="email"
          autoComplete="email"
          required
          defaultValue={actionData?.email ?? ''}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'email-error' : undefined}
          className="block w-full rounded border border-slate-500 px-3 py-2"
        />
        {error && (
          <p id="email-error" className="text-red-800">
            {error}
          </p>
        )}
        <button type="submit" className="rounded bg-slate-900 px-4 py-2 font-semibold text-white">
          {t('signIn.submit')}
        </button>
      </Form>
      {/* The second way in (decision 0090): shown by the passkey script only where the browser can use passkeys. */}
      <div data-passkey-sign-in="" data-endpoint={href('/gestion/cle-acces')} data-failed={t('signIn.passkeyFailed')} data-cancelled={t('signIn.passkeyCancelled')} hidden className="mt-8 border-t border-slate-300 pt-6">
        <p className="text-slate-700">{t('signIn.passkeyIntro')}</p>
        <button type="button" className="mt-3 rounded border border-slate-900 bg-white px-4 py-2 font-semibold">
          {t('signIn.passkeySubmit')}
        </button>
        <p role="alert" data-passkey-error="" className="mt-2 text-red-800" />
      </div>
      <PasskeyScript src={loaderData.script} />
    </div>
  );
}
