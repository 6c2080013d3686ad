import { data, Form, redirect } from 'react-router';
import { canManageMembers } from '../../../domain/backoffice/grants';
import { invitationSchema } from '../../../domain/backoffice/sign-in';
import { memberActor } from '../../../server/backoffice/audit-log.server';
import { InvitationError } from '../../../server/backoffice/members.server';
import { backofficeMeta, useText } from './text';
import { serverText } from './text.server';
import type { Route } from './+types/members';
import { backofficeOf, notFound, pathFor, requireMember, readBackofficeForm } from './guard.server';

function requireAdmin(context: Route.LoaderArgs['context']) {
  const signedIn = requireMember(context);
  // Another role never learns the page exists.
  if (!canManageMembers(signedIn.member)) notFound();
  return signedIn;
}

export async function loader({ context }: Route.LoaderArgs) {
  const { member } = requireAdmin(context);
  const backoffice = backofficeOf(context);
  const [members, sites] = await Promise.all([backoffice.members.listOfNetwork(member.networkId), backoffice.inbox.sites({ networkId: member.networkId, siteIds: null, assignedTo: null })]);
  return { title: serverText(context)('members.pageTitle'), members, sites, self: member.id };
}

export const meta = ({ loaderData }: Route.MetaArgs) => backofficeMeta(loaderData?.title);

/** Invite (e-mail with a role, the account created now, the sign-in link sent by e-mail) or revoke (sessions ended at once). */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readBackofficeForm(request, context, 'gestion/membres');
  const { member } = requireAdmin(context);
  const backoffice = backofficeOf(context);
  const t = serverText(context);
  const back = pathFor(context, '/gestion/membres');
  if (form.get('intent') === 'revoke') {
    const id = String(form.get('member') ?? '');
    if (id === member.id || !(await backoffice.members.revoke(member.networkId, id, memberActor(member)))) notFound();
    return redirect(back, 303);
  }
  if (form.get('intent') !== 'invite') return data({ errors: { form: t('lead.actionInvalid') }, values: {} }, { status: 400 });
  const values = { email: String(form.get('email') ?? ''), name: String(form.get('name') ?? ''), role: String(form.get('role') ?? ''), site: String(form.get('site') ?? '') };
  const parsed = invitationSchema.safeParse(values);
  if (!parsed.success) {
    const errors = Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0] ?? 'form'), t(`${i.message}`)]));
    return data({ errors, values }, { status: 400 });
  }
  const { email, name, role, site } = parsed.data;
  try {
    await backoffice.members.invite({ email, displayName: name || email, role, networkId: member.networkId, siteIds: role === 'network-admin' ? [] : [site], invitedBy: member.id, actor: memberActor(member) });
  } catch (error) {
    // A site of another network (a tampered form) is not found, like an unknown one.
    if (error instanceof InvitationError) notFound();
    throw error;
  }
  const link = new URL(pathFor(context, '/gestion/connexion'), request.url).toString();
  await backoffice.mail.enqueue({ to: email, subject: t('mail.invitedSubject'), text: t('mail.invitedText', { by: member.displayName, role: t(`role.${role}`), link }), kind: 'invitation' });
  return redirect(`${back}?invite=1`, 303);
}

const field = 'mt-1 block w-full rounded border border-slate-500 bg-white px-2 py-1.5';

export default function Members({ loaderData, actionData }: Route.ComponentProps) {
  const t = useText();
  const { members, sites, self } = loaderData;
  const errors: Record<string, string> = actionData?.errors ?? {};
  const values: Record<string, string> = actionData?.values ?? {};
  const siteName = (id: string) => sites.find((s) => s.id === id)?.name ?? id;
  const described = (name: string) => (errors[name] ? { 'aria-invalid': true, 'aria-describedby': `${name}-error` } : {});
  const message = (name: string) =>
    errors[name] ? (
      <span id={`${name}-error`} className="mt-1 block font-normal text-red-800">
        {errors[name]}
      </span>
    ) : null;
  return (
    <>
      <h1 className="text-2xl font-bold">{t('members.title')}</h1>
      <section aria-labelledby="invite" className="mt-4 rounded border border-slate-300 bg-white p-4">
        <h2 id="invite" className="text-lg font-bold">
          {t('members.invite')}
        </h2>
        <Form method="post" className="mt-2 grid gap-3 sm:grid-cols-2 lg:grid-cols-4" noValidate>
          <input type="hidden" name="intent" value="invite" />
          <label className="text-sm font-semibold">
            {t('members.email')}
            <input name="email" type="email" autoComplete="off" defaultValue={values.email} className={field} {...described('email')} />
            {message('email')}
          </label>
          <label className="text-sm font-semibold">
            {t('members.name')}
            <input name="name" defaultValue={values.name} className={field} />
          </label>
          <label className="text-sm font-semibold">
            {t('members.role')}
            <select name="role" defaultValue={values.role ?? 'site-owner'} className={field} {...described('role')}>
              {(['network-admin', 'site-owner', 'adviser'] as const).map((r) => (
                <option key={r} value={r}>
                  {t(`role.${r}`)}
                </option>
              ))}
            </select>
            {message('role')}
          </label>
          <label className="text-sm font-semibold">
            {t('members.site')}
            <select name="site" defaultValue={values.site ?? ''} className={field} {...described('site')}>
              <option value="">{t('members.noSite')}</option>
              {sites.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </select>
            {message('site')}
          </label>
          <div className="sm:col-span-2 lg:col-span-4">
            <button type="submit" className="rounded bg-slate-900 px-4 py-2 font-semibold text-white">
              {t('members.inviteSubmit')}
            </button>
          </div>
        </Form>
      </section>
      <ul className="mt-6 divide-y divide-slate-200 rounded border border-slate-300 bg-white">
        {members.map((m) => (
          <li key={m.id} className="flex flex-wrap items-center gap-3 p-3">
            <div className="min-w-0 grow">
              <p className="font-semibold break-words">{m.displayName}</p>
              <p className="text-sm break-words text-slate-700">
                {m.email} · {t(`role.${m.role}`)}
                {m.siteIds.length ? ` · ${m.siteIds.map(siteName).join(', ')}` : ''}
              </p>
            </div>
            {m.revokedAt ? (
              <span className="text-sm font-semibold">{t('members.revoked')}</span>
            ) : m.id !== self ? (
              <Form method="post">
                <input type="hidden" name="intent" value="revoke" />
                <input type="hidden" name="member" value={m.id} />
                <button type="submit" className="rounded border border-red-800 px-3 py-1.5 text-sm font-semibold text-red-800">
                  {t('members.revoke', { name: m.displayName })}
                </button>
              </Form>
            ) : null}
          </li>
        ))}
      </ul>
    </>
  );
}
