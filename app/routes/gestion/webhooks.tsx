import { data, Form, redirect } from 'react-router';
import { useLocalizedHref } from '../../i18n/hooks';
import { Link } from '../../ui/Link';
import { canManageMembers } from '../../../domain/backoffice/grants';
import { WEBHOOK_EVENTS, webhookEndpointSchema } from '../../../domain/crm/webhook-events';
import { formatParisDateTime } from '../../../domain/format/paris-time';
import { backofficeMeta, useText } from './text';
import { serverText } from './text.server';
import type { Route } from './+types/webhooks';
import { backofficeOf, notFound, pathFor, requireMember, readBackofficeForm } from './guard.server';

function requireAdmin(context: Route.LoaderArgs['context']) {
  const signedIn = requireMember(context);
  // Network admins only: another role never learns the page exists.
  if (!canManageMembers(signedIn.member)) notFound();
  return signedIn;
}

const when = (iso: string | null) => (iso ? (formatParisDateTime(iso) ?? iso) : null);

export async function loader({ context }: Route.LoaderArgs) {
  const { member } = requireAdmin(context);
  const endpoints = await backofficeOf(context).webhooks.endpoints.list(member.networkId);
  return { title: serverText(context)('webhooks.pageTitle'), endpoints: endpoints.map((e) => ({ ...e, failingSince: when(e.failingSince), disabledAt: when(e.disabledAt) })) };
}

export const meta = ({ loaderData }: Route.MetaArgs) => backofficeMeta(loaderData?.title);

/** Add an endpoint (its secret shown once, in this answer only), turn a disabled one back on, or delete one; each audited. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readBackofficeForm(request, context, 'gestion/webhooks');
  const { member } = requireAdmin(context);
  const endpoints = backofficeOf(context).webhooks.endpoints;
  const t = serverText(context);
  const actor = { memberId: member.id, label: member.email };
  const intent = form.get('intent');
  if (intent === 'delete' || intent === 'enable') {
    const id = String(form.get('endpoint') ?? '');
    const done = intent === 'delete' ? await endpoints.delete(member.networkId, id, actor) : await endpoints.enable(member.networkId, id, actor);
    if (!done) notFound();
    return redirect(pathFor(context, '/gestion/webhooks'), 303);
  }
  if (intent !== 'create') return data({ errors: { form: t('lead.actionInvalid') }, values: { url: '', description: '', events: [] as string[] }, secret: null }, { status: 400 });
  const values = { url: String(form.get('url') ?? ''), description: String(form.get('description') ?? ''), events: form.getAll('events').map(String) };
  const parsed = webhookEndpointSchema.safeParse(values);
  if (!parsed.success) {
    const errors = Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0] ?? 'form'), t(String(i.message).startsWith('webhooks.') ? i.message : 'webhooks.eventsRequired')]));
    return data({ errors, values, secret: null }, { status: 400 });
  }
  const urlProblem = backofficeOf(context).webhooks.urlProblem(parsed.data.url);
  if (urlProblem) return data({ errors: { url: t(urlProblem) }, values, secret: null }, { status: 400 });
  const { secret } = await endpoints.create({ networkId: member.networkId, ...parsed.data, actor });
  return data({ errors: {}, values: { url: '', description: '', events: [] as string[] }, secret });
}

const field = 'mt-1 block w-full rounded border border-slate-500 bg-white px-2 py-1.5';

export default function Webhooks({ loaderData, actionData }: Route.ComponentProps) {
  const t = useText();
  const href = useLocalizedHref();
  const { endpoints } = loaderData;
  const errors: Record<string, string> = actionData?.errors ?? {};
  const values = actionData?.values ?? { url: '', description: '', events: [] };
  const secret = actionData?.secret ?? null;
  return (
    <>
      <h1 className="text-2xl font-bold">{t('webhooks.title')}</h1>
      <p className="mt-2 max-w-prose">{t('webhooks.intro')}</p>
      {secret && (
        <div role="status" className="mt-4 rounded border border-green-800 bg-green-50 p-4">
          <p className="font-semibold">{t('webhooks.created')}</p>
          <label className="mt-2 block text-sm font-semibold">
            {t('webhooks.secretLabel')}
            <input readOnly value={secret} className={`${field} font-mono`} />
          </label>
        </div>
      )}
      <section aria-labelledby="add-endpoint" className="mt-4 rounded border border-slate-300 bg-white p-4">
        <h2 id="add-endpoint" className="text-lg font-bold">
          {t('webhooks.create')}
        </h2>
        <Form method="post" className="mt-2 grid gap-3" noValidate>
          <input type="hidden" name="intent" value="create" />
          <label className="text-sm font-semibold">
            {t('webhooks.url')}
            <input name="url" type="url" inputMode="url" defaultValue={values.url} className={field} aria-invalid={errors.url ? true : undefined} aria-describedby={errors.url ? 'url-error' : undefined} />
            {errors.url && (
              <span id="url-error" className="mt-1 block font-normal text-red-800">
                {errors.url}
              </span>
            )}
          </label>
          <label className="text-sm font-semibold">
            {t('webhooks.description')}
            <input name="description" defaultValue={values.description} maxLength={120} className={field} aria-invalid={errors.description ? true : undefined} aria-describedby={errors.description ? 'description-error' : undefined} />
            {errors.description && (
              <span id="description-error" className="mt-1 block font-normal text-red-800">
                {errors.description}
              </span>
            )}
          </label>
          <fieldset className="rounded border border-slate-300 p-3" aria-describedby={errors.events ? 'events-error' : undefined}>
            <legend className="px-1 text-sm font-semibold">{t('webhooks.events')}</legend>
            {errors.events && (
              <p id="events-error" className="text-sm text-red-800">
                {errors.events}
              </p>
            )}
            {WEBHOOK_EVENTS.map((event) => (
              <label key={event} className="mt-1 flex items-center gap-2 text-sm">
                <input type="checkbox" name="events" value={event} defaultChecked={values.events.includes(event)} />
                {t(`webhooks.event.${event}`)}
              </label>
            ))}
          </fieldset>
          <div>
            <button type="submit" className="rounded bg-slate-900 px-4 py-2 font-semibold text-white">
              {t('webhooks.submit')}
            </button>
          </div>
        </Form>
      </section>
      {endpoints.length === 0 ? (
        <p className="mt-6">{t('webhooks.none')}</p>
      ) : (
        <ul className="mt-6 divide-y divide-slate-200 rounded border border-slate-300 bg-white">
          {endpoints.map((e) => (
            <li key={e.id} className="flex flex-wrap items-center gap-3 p-3">
              <div className="min-w-0 grow">
                <p className="font-semibold break-all">{e.url}</p>
                {e.description && <p className="text-sm break-words">{e.description}</p>}
                <p className="text-sm break-words text-slate-700">
                  {e.disabledAt ? t('webhooks.state.disabled', { date: e.disabledAt }) : e.failingSince ? t('webhooks.state.failing', { date: e.failingSince }) : t('webhooks.state.active')} · {e.events.join(', ')}
                </p>
                <Link to={href(`/gestion/webhooks/${e.id}`)} className="text-sm underline underline-offset-2">
                  {t('webhooks.log')}
                </Link>
              </div>
              {e.disabledAt && (
                <Form method="post">
                  <input type="hidden" name="intent" value="enable" />
                  <input type="hidden" name="endpoint" value={e.id} />
                  <button type="submit" className="rounded border border-slate-900 px-3 py-1.5 text-sm font-semibold">
                    {t('webhooks.enable')}
                  </button>
                </Form>
              )}
              <Form method="post">
                <input type="hidden" name="intent" value="delete" />
                <input type="hidden" name="endpoint" value={e.id} />
                <button type="submit" className="rounded border border-red-800 px-3 py-1.5 text-sm font-semibold text-red-800">
                  {t('webhooks.delete', { url: e.url })}
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
