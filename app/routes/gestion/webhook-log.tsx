import { Form, redirect } from 'react-router';
import { useLocalizedHref } from '../../i18n/hooks';
import { Link } from '../../ui/Link';
import { canManageMembers } from '../../../domain/backoffice/grants';
import { formatParisDateTime } from '../../../domain/format/paris-time';
import { DELIVERY_LOG_SIZE } from '../../../server/webhooks/webhook-endpoints.server';
import { backofficeMeta, useText } from './text';
import { serverText } from './text.server';
import type { Route } from './+types/webhook-log';
import { backofficeOf, notFound, pathFor, requireMember, readBackofficeForm } from './guard.server';

function requireAdmin(context: Route.LoaderArgs['context']) {
  const signedIn = requireMember(context);
  if (!canManageMembers(signedIn.member)) notFound();
  return signedIn;
}

const when = (iso: string | null) => (iso ? (formatParisDateTime(iso) ?? iso) : null);

/** One endpoint's delivery log (another network's endpoint: 404). */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { member } = requireAdmin(context);
  const endpoints = backofficeOf(context).webhooks.endpoints;
  const endpoint = await endpoints.find(member.networkId, params.endpointId);
  if (!endpoint) notFound();
  const deliveries = await endpoints.deliveries(member.networkId, endpoint.id);
  return {
    title: serverText(context)('webhooks.logTitle', { url: endpoint.url }),
    url: endpoint.url,
    replayed: new URL(request.url).searchParams.has('rejoue'),
    deliveries: deliveries.map((d) => ({ ...d, createdAt: when(d.createdAt), deliveredAt: when(d.deliveredAt) })),
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => backofficeMeta(loaderData?.title);

/** Replays one delivery of this endpoint (a new outbox row, same message); audited. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const form = await readBackofficeForm(request, context, 'gestion/webhooks/:endpointId');
  const { member } = requireAdmin(context);
  if (form.get('intent') !== 'replay') notFound();
  const done = await backofficeOf(context).webhooks.endpoints.replay(member.networkId, params.endpointId, String(form.get('delivery') ?? ''), { memberId: member.id, label: member.email });
  if (!done) notFound();
  return redirect(`${pathFor(context, `/gestion/webhooks/${params.endpointId}`)}?rejoue=1`, 303);
}

export default function WebhookLog({ loaderData }: Route.ComponentProps) {
  const t = useText();
  const href = useLocalizedHref();
  const { url, deliveries, replayed } = loaderData;
  return (
    <>
      <p>
        <Link to={href('/gestion/webhooks')} className="text-sm underline underline-offset-2">
          {t('webhooks.back')}
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold break-all">{t('webhooks.logTitle', { url })}</h1>
      {replayed && (
        <p role="status" className="mt-4 rounded border border-green-800 bg-green-50 p-3">
          {t('webhooks.replayed')}
        </p>
      )}
      <p className="mt-2">{t('webhooks.logIntro', { count: DELIVERY_LOG_SIZE })}</p>
      {deliveries.length === 0 ? (
        <p className="mt-4">{t('webhooks.logEmpty')}</p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-200 rounded border border-slate-300 bg-white">
          {deliveries.map((d) => (
            <li key={d.id} className="flex flex-wrap items-center gap-3 p-3">
              <dl className="grid min-w-0 grow grid-cols-[auto_1fr] gap-x-3 text-sm">
                <dt className="font-semibold">{t('webhooks.columns.event')}</dt>
                <dd className="break-all">
                  {d.eventType} · {d.eventId}
                </dd>
                <dt className="font-semibold">{t('webhooks.columns.created')}</dt>
                <dd>{d.createdAt}</dd>
                <dt className="font-semibold">{t('webhooks.columns.status')}</dt>
                <dd>{t(`webhooks.deliveryStatus.${d.status}`, { date: d.deliveredAt })}</dd>
                <dt className="font-semibold">{t('webhooks.columns.attempts')}</dt>
                <dd>{d.attempts}</dd>
                {d.lastError && (
                  <>
                    <dt className="font-semibold">{t('webhooks.columns.error')}</dt>
                    <dd className="break-words">{d.lastError}</dd>
                  </>
                )}
              </dl>
              <Form method="post">
                <input type="hidden" name="intent" value="replay" />
                <input type="hidden" name="delivery" value={d.id} />
                <button type="submit" className="rounded border border-slate-900 px-3 py-1.5 text-sm font-semibold">
                  {t('webhooks.replay', { id: d.eventId.slice(-6) })}
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
