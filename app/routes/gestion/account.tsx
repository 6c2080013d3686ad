import { data, Form, redirect } from 'react-router';
import { parisDay } from '../../../domain/analytics/page-view';
import { ownLeaveSchema } from '../../../domain/routing/own-leave';
import { memberActor } from '../../../server/backoffice/audit-log.server';
import { passkeyScriptUrl } from '../../../server/auth/passkey-script.server';
import { useLocale, useLocalizedHref } from '../../i18n/hooks';
import { backofficeMeta, useText } from './text';
import { serverText } from './text.server';
import type { Route } from './+types/account';
import { backofficeOf, notFound, pathFor, readBackofficeForm, requireMember } from './guard.server';
import { PasskeyScript } from './passkey-script';

/** 'Mon compte': the member's leave ('en congés jusqu'au'), passkeys (name, date added, last use; delete one, add one with the script) and 'sign out everywhere'. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const { member, userId } = requireMember(context);
  const passkeys = await backofficeOf(context).passkeys.list(userId);
  const absentUntil = await backofficeOf(context).routing.ownLeave(member.id);
  return {
    absentUntil,
    leaveSaved: url.searchParams.get('conges') === '1',
    title: serverText(context)('account.pageTitle'),
    email: member.email,
    passkeys,
    added: url.searchParams.get('ajoutee') === '1',
    removed: url.searchParams.get('supprimee') === '1',
    script: passkeyScriptUrl(),
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => backofficeMeta(loaderData?.title);

/**
 * Sets the member's own leave (the routing engine then skips them until that day is over), or deletes
 * one of their own passkeys (another one's id: 404, nothing deleted); both recorded in the audit log.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readBackofficeForm(request, context, 'gestion/compte');
  const { member } = requireMember(context);
  if (form.get('intent') === 'leave') {
    const parsed = ownLeaveSchema(parisDay(new Date())).safeParse({ absentUntil: String(form.get('absentUntil') ?? '') });
    if (!parsed.success) return data({ leaveError: parsed.error.issues[0]?.message ?? 'account.leave.invalid', absentUntil: String(form.get('absentUntil') ?? '').slice(0, 20) }, { status: 400 });
    await backofficeOf(context).routing.setOwnLeave(member, memberActor(member), parsed.data.absentUntil);
    return redirect(`${pathFor(context, '/gestion/compte')}?conges=1`, 303);
  }
  if (form.get('intent') !== 'delete') notFound();
  const removed = await backofficeOf(context).passkeys.remove(member, String(form.get('passkey') ?? ''));
  if (!removed) notFound();
  return redirect(`${pathFor(context, '/gestion/compte')}?supprimee=1`, 303);
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const t = useText();
  const leaveError = actionData && 'leaveError' in actionData ? actionData.leaveError : null;
  const leaveValue = actionData && 'absentUntil' in actionData ? actionData.absentUntil : (loaderData.absentUntil ?? '');
  const href = useLocalizedHref();
  const locale = useLocale();
  const day = new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'fr-FR', { dateStyle: 'long', timeZone: 'Europe/Paris' });
  const moment = new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'fr-FR', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Paris' });
  const endpoint = href('/gestion/cle-acces');
  return (
    <div className="mx-auto max-w-2xl">
      <h1 className="text-2xl font-bold">{t('account.title')}</h1>
      <p className="mt-2 text-slate-700">{t('account.signedInWith', { email: loaderData.email })}</p>
      {loaderData.added && (
        <p role="status" className="mt-4 rounded border border-emerald-700 bg-emerald-50 p-3 text-emerald-900">
          {t('account.added')}
        </p>
      )}
      {loaderData.removed && (
        <p role="status" className="mt-4 rounded border border-emerald-700 bg-emerald-50 p-3 text-emerald-900">
          {t('account.removed')}
        </p>
      )}
      {loaderData.leaveSaved && (
        <p role="status" className="mt-4 rounded border border-emerald-700 bg-emerald-50 p-3 text-emerald-900">
          {loaderData.absentUntil ? t('account.leave.saved', { until: day.format(new Date(`${loaderData.absentUntil}T12:00:00Z`)) }) : t('account.leave.back')}
        </p>
      )}

      <section aria-labelledby="leave-title" className="mt-8">
        <h2 id="leave-title" className="text-xl font-bold">
          {t('account.leave.title')}
        </h2>
        <p className="mt-2 text-slate-700">{loaderData.absentUntil ? t('account.leave.current', { until: day.format(new Date(`${loaderData.absentUntil}T12:00:00Z`)) }) : t('account.leave.none')}</p>
        <Form method="post" className="mt-4 flex flex-wrap items-end gap-3">
          <input type="hidden" name="intent" value="leave" />
          <div>
            <label htmlFor="leave-until" className="block font-semibold">
              {t('account.leave.until')}
            </label>
            <p id="leave-hint" className="text-sm text-slate-700">
              {t('account.leave.hint')}
            </p>
            <input
              id="leave-until"
              name="absentUntil"
              type="date"
              defaultValue={leaveValue}
              aria-invalid={leaveError ? true : undefined}
              aria-describedby={leaveError ? 'leave-hint leave-error' : 'leave-hint'}
              className="mt-1 block rounded border border-slate-500 bg-white px-3 py-2"
            />
            {leaveError && (
              <p id="leave-error" className="mt-1 text-red-800">
                {t(leaveError)}
              </p>
            )}
          </div>
          <button type="submit" className="rounded bg-slate-900 px-4 py-2 font-semibold text-white">
            {t('account.leave.submit')}
          </button>
        </Form>
      </section>

      <section aria-labelledby="passkeys-title" className="mt-8">
        <h2 id="passkeys-title" className="text-xl font-bold">
          {t('account.passkeysTitle')}
        </h2>
        <p className="mt-2 text-slate-700">{t('account.passkeysIntro')}</p>
        {loaderData.passkeys.length === 0 ? (
          <p className="mt-4">{t('account.none')}</p>
        ) : (
          <ul className="mt-4 divide-y divide-slate-200 rounded border border-slate-300 bg-white">
            {loaderData.passkeys.map((passkey) => (
              <li key={passkey.id} className="flex flex-wrap items-center justify-between gap-3 p-3">
                <div>
                  <p className="font-semibold">{passkey.name}</p>
                  <p className="text-sm text-slate-700">
                    {t('account.addedOn', { date: day.format(new Date(passkey.createdAt)) })}
                    {passkey.lastUsedAt ? ` · ${t('account.lastUsed', { date: moment.format(new Date(passkey.lastUsedAt)) })}` : ''}
                  </p>
                </div>
                <Form method="post">
                  <input type="hidden" name="intent" value="delete" />
                  <input type="hidden" name="passkey" value={passkey.id} />
                  <button type="submit" className="rounded border border-red-800 px-3 py-1.5 text-red-800">
                    {t('account.delete')}
                    <span className="sr-only"> {passkey.name}</span>
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        )}

        {/* Shown by the passkey script when the browser can make one; without it, the note below says why there is no button. */}
        <form data-passkey-register="" data-endpoint={endpoint} data-failed={t('account.failed')} data-cancelled={t('account.cancelled')} hidden className="mt-6 space-y-3" noValidate>
          <label htmlFor="passkey-name" className="block font-semibold">
            {t('account.name')}
          </label>
          <p id="passkey-name-hint" className="text-sm text-slate-700">
            {t('account.nameHint')}
          </p>
          <input id="passkey-name" name="name" type="text" maxLength={60} required aria-describedby="passkey-name-hint passkey-name-error" className="block w-full rounded border border-slate-500 px-3 py-2" />
          <p id="passkey-name-error" role="alert" data-passkey-error="" className="text-red-800" />
          <button type="submit" className="rounded bg-slate-900 px-4 py-2 font-semibold text-white">
            {t('account.add')}
          </button>
        </form>
        <p data-passkey-unsupported="" className="mt-6 rounded border border-slate-300 bg-white p-3 text-slate-800">
          {t('account.needsScript')}
        </p>
      </section>

      <section aria-labelledby="sessions-title" className="mt-10">
        <h2 id="sessions-title" className="text-xl font-bold">
          {t('account.sessionsTitle')}
        </h2>
        <p className="mt-2 text-slate-700">{t('account.sessionsIntro')}</p>
        <Form method="post" action={href('/gestion/deconnexion')} className="mt-4">
          <button type="submit" name="partout" value="1" className="rounded border border-slate-900 px-4 py-2 font-semibold">
            {t('layout.signOutEverywhere')}
          </button>
        </Form>
      </section>
      <PasskeyScript src={loaderData.script} />
    </div>
  );
}
