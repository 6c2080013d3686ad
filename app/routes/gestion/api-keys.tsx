import { data, Form, redirect } from 'react-router';
import { canManageMembers } from '../../../domain/backoffice/grants';
import { parseApiKeyForm } from '../../../domain/crm/api-key-form';
import { API_RESOURCES, WRITABLE } from '../../../domain/crm/scopes';
import { formatParisDateTime } from '../../../domain/format/paris-time';
import { apiV1Of } from '../../../server/api/v1/api.server';
import { servicesContext } from '../../context';
import { backofficeMeta, useText } from './text';
import { serverText } from './text.server';
import type { Route } from './+types/api-keys';
import { notFound, pathFor, requireMember, readBackofficeForm } from './guard.server';

/** Network admins only: another role never learns the page exists. */
function requireAdmin(context: Route.LoaderArgs['context']) {
  const signedIn = requireMember(context);
  if (!canManageMembers(signedIn.member)) notFound();
  return signedIn;
}

const keysOf = (context: Route.LoaderArgs['context']) => apiV1Of(context.get(servicesContext)).keys;

export async function loader({ context }: Route.LoaderArgs) {
  const { member } = requireAdmin(context);
  const keys = await keysOf(context).list(member.networkId);
  return { title: serverText(context)('apiKeys.pageTitle'), keys: keys.map((k) => ({ ...k, createdAt: formatParisDateTime(k.createdAt) ?? k.createdAt, revokedAt: k.revokedAt && (formatParisDateTime(k.revokedAt) ?? k.revokedAt), lastUsedAt: k.lastUsedAt && (formatParisDateTime(k.lastUsedAt) ?? k.lastUsedAt) })) };
}

export const meta = ({ loaderData }: Route.MetaArgs) => backofficeMeta(loaderData?.title);

/** Create (the key shown once, in this answer only) or revoke (refused at once). Both audited. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readBackofficeForm(request, context, 'gestion/api');
  const { member } = requireAdmin(context);
  const keys = keysOf(context);
  const t = serverText(context);
  const actor = { memberId: member.id, label: member.email };
  if (form.get('intent') === 'revoke') {
    if (!(await keys.revoke(member.networkId, String(form.get('key') ?? ''), actor))) notFound();
    return redirect(pathFor(context, '/gestion/api'), 303);
  }
  if (form.get('intent') !== 'create') return data({ errors: { form: t('lead.actionInvalid') }, values: {}, created: null }, { status: 400 });
  const values = Object.fromEntries(['name', ...API_RESOURCES.map((r) => `scope.${r}`)].map((n) => [n, String(form.get(n) ?? '')]));
  const parsed = parseApiKeyForm((n) => form.get(n));
  if (!parsed.ok) return data({ errors: Object.fromEntries(Object.entries(parsed.errors).map(([k, v]) => [k, t(v)])), values, created: null }, { status: 400 });
  const created = await keys.create({ networkId: member.networkId, name: parsed.name, scopes: parsed.scopes, actor });
  // Never cached anywhere (the operator host answers private, no-store): the key lives in this page only.
  return data({ errors: {}, values: {}, created: { name: parsed.name, key: created.key } });
}

const field = 'mt-1 block w-full rounded border border-slate-500 bg-white px-2 py-1.5';

export default function ApiKeys({ loaderData, actionData }: Route.ComponentProps) {
  const t = useText();
  const { keys } = loaderData;
  const errors: Record<string, string> = actionData?.errors ?? {};
  const values: Record<string, string> = actionData?.values ?? {};
  const created = actionData?.created ?? null;
  return (
    <>
      <h1 className="text-2xl font-bold">{t('apiKeys.title')}</h1>
      <p className="mt-2 max-w-prose">{t('apiKeys.intro')}</p>
      {created && (
        <div role="status" className="mt-4 rounded border border-green-800 bg-green-50 p-4">
          <p className="font-semibold">{t('apiKeys.created', { name: created.name })}</p>
          <label className="mt-2 block text-sm font-semibold">
            {t('apiKeys.keyLabel')}
            <input readOnly value={created.key} className={`${field} font-mono`} />
          </label>
        </div>
      )}
      <section aria-labelledby="create-key" className="mt-4 rounded border border-slate-300 bg-white p-4">
        <h2 id="create-key" className="text-lg font-bold">
          {t('apiKeys.create')}
        </h2>
        <Form method="post" className="mt-2 grid gap-3" noValidate>
          <input type="hidden" name="intent" value="create" />
          <label className="text-sm font-semibold">
            {t('apiKeys.name')}
            <input name="name" defaultValue={values.name} maxLength={80} className={field} aria-describedby={errors.name ? 'name-hint name-error' : 'name-hint'} aria-invalid={errors.name ? true : undefined} />
            <span id="name-hint" className="mt-1 block font-normal text-slate-700">
              {t('apiKeys.nameHint')}
            </span>
            {errors.name && (
              <span id="name-error" className="mt-1 block font-normal text-red-800">
                {errors.name}
              </span>
            )}
          </label>
          <fieldset className="rounded border border-slate-300 p-3" aria-describedby={errors.scopes ? 'scopes-error' : undefined}>
            <legend className="px-1 text-sm font-semibold">{t('apiKeys.scopes')}</legend>
            {errors.scopes && (
              <p id="scopes-error" className="text-sm text-red-800">
                {errors.scopes}
              </p>
            )}
            <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {API_RESOURCES.map((resource) => (
                <label key={resource} className="text-sm font-semibold">
                  {t(`apiKeys.resource.${resource}`)}
                  <select name={`scope.${resource}`} defaultValue={values[`scope.${resource}`] || 'none'} className={field}>
                    {(['none', 'read', ...(WRITABLE.includes(resource) ? ['write'] : [])] as const).map((access) => (
                      <option key={access} value={access}>
                        {t(`apiKeys.access.${access}`)}
                      </option>
                    ))}
                  </select>
                </label>
              ))}
            </div>
          </fieldset>
          <div>
            <button type="submit" className="rounded bg-slate-900 px-4 py-2 font-semibold text-white">
              {t('apiKeys.submit')}
            </button>
          </div>
        </Form>
      </section>
      {keys.length === 0 ? (
        <p className="mt-6">{t('apiKeys.none')}</p>
      ) : (
        <ul className="mt-6 divide-y divide-slate-200 rounded border border-slate-300 bg-white">
          {keys.map((k) => (
            <li key={k.id} className="flex flex-wrap items-center gap-3 p-3">
              <div className="min-w-0 grow">
                <p className="font-semibold break-words">{k.name}</p>
                <p className="text-sm break-words text-slate-700">
                  {t('apiKeys.keyMeta', { prefix: k.prefix, date: k.createdAt })} · {k.lastUsedAt ? t('apiKeys.lastUsed', { date: k.lastUsedAt }) : t('apiKeys.neverUsed')}
                </p>
                <p className="text-sm break-words text-slate-700">
                  {API_RESOURCES.filter((r) => k.scopes[r])
                    .map((r) => `${t(`apiKeys.resource.${r}`)} : ${t(`apiKeys.access.${k.scopes[r] ?? 'none'}`)}`)
                    .join(' · ')}
                </p>
              </div>
              {k.revokedAt ? (
                <span className="text-sm font-semibold">{t('apiKeys.revoked', { date: k.revokedAt })}</span>
              ) : (
                <Form method="post">
                  <input type="hidden" name="intent" value="revoke" />
                  <input type="hidden" name="key" value={k.id} />
                  <button type="submit" className="rounded border border-red-800 px-3 py-1.5 text-sm font-semibold text-red-800">
                    {t('apiKeys.revoke', { name: k.name })}
                  </button>
                </Form>
              )}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
