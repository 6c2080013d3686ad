import { phoneForDisplay } from '../../../domain/format/phone-number';
import { data, Form, redirect } from 'react-router';
import { Link } from '../../ui/Link';
import { canAssign, scopeOf } from '../../../domain/backoffice/grants';
import { campaignOf, humanizeKey, leadFields } from '../../../domain/backoffice/lead-fields';
import { formOfLeadType } from '../../../domain/backoffice/lead-forms';
import { isLate, isLeadStatus, nextStatuses } from '../../../domain/backoffice/lead-workflow';
import { noteSchema } from '../../../domain/backoffice/sign-in';
import { memberActor } from '../../../server/backoffice/audit-log.server';
import { LeadNotFound, WorkflowRefused } from '../../../server/backoffice/lead-inbox.server';
import { useLocale, useLocalizedHref } from '../../i18n/hooks';
import { backofficeMeta, useText } from './text';
import { serverText } from './text.server';
import type { Route } from './+types/lead';
import { backofficeOf, notFound, pathFor, requireMember, readBackofficeForm } from './guard.server';
import { leadRoutingOf, markOpened } from '../../../server/routing/lead-routing-view.server';
import { servicesContext } from '../../context';
import { RoutingWhy } from './routing-why';

export async function loader({ context, params }: Route.LoaderArgs) {
  const { member } = requireMember(context);
  const backoffice = backofficeOf(context);
  const lead = await backoffice.inbox.find(scopeOf(member), params.leadId);
  if (!lead) notFound();
  const assignees = canAssign(member) ? await backoffice.members.assigneesOfSite(member.networkId, lead.siteId) : [];
  const t = serverText(context);
  const db = context.get(servicesContext).db;
  // The assignee opening its lead stops the escalation clock (issue 36).
  if (lead.assignedTo === member.id) await markOpened(db, lead.id);
  const routing = await leadRoutingOf(db, lead.id);
  return {
    routing,
    title: t('lead.pageTitle', { name: [lead.firstname, lead.lastname].filter(Boolean).join(' ') || lead.email || lead.id }),
    lead: { ...lead, payload: undefined, form: formOfLeadType(lead.type), late: isLate(lead.status, lead.createdAt, Date.now()) },
    fields: leadFields(lead.payload),
    campaign: campaignOf(lead.payload),
    next: nextStatuses(lead.status),
    assignees: assignees.map((a) => ({ id: a.id, displayName: a.displayName })),
    mayAssign: canAssign(member),
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => backofficeMeta(loaderData?.title);

/**
 * The lead's actions, each a plain form post answered by a redirect (works without JavaScript):
 * status, note, assignment. A lead outside the member's scope, or an assignee who is not an adviser of
 * the lead's site, answers 404 and changes nothing.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const form = await readBackofficeForm(request, context, 'gestion/prospects/:leadId');
  const { member } = requireMember(context);
  const backoffice = backofficeOf(context);
  const scope = scopeOf(member);
  const t = serverText(context);
  const intent = form.get('intent');
  const leadId = params.leadId;
  const back = pathFor(context, `/gestion/prospects/${encodeURIComponent(leadId)}`);
  try {
    if (intent === 'status') {
      const to = form.get('status');
      if (!isLeadStatus(to)) return data({ error: t('lead.statusInvalid') }, { status: 400 });
      await backoffice.inbox.setStatus(scope, memberActor(member), leadId, to);
    } else if (intent === 'note') {
      const parsed = noteSchema.safeParse({ note: form.get('note') ?? '' });
      if (!parsed.success) return data({ error: t(`${parsed.error.issues[0]?.message ?? 'lead.noteEmpty'}`) }, { status: 400 });
      await backoffice.inbox.addNote(scope, memberActor(member), leadId, parsed.data.note);
    } else if (intent === 'assign') {
      if (!canAssign(member)) notFound();
      const lead = await backoffice.inbox.find(scope, leadId);
      if (!lead) notFound();
      const assignee = (await backoffice.members.assigneesOfSite(member.networkId, lead.siteId)).find((a) => a.id === form.get('member'));
      if (!assignee) notFound();
      await backoffice.inbox.assign(scope, memberActor(member), leadId, assignee);
      const link = new URL(back, request.url).toString();
      await backoffice.mail.enqueue({
        to: assignee.email,
        subject: t('mail.assignedSubject', { site: lead.siteName }),
        text: t('mail.assignedText', { name: assignee.displayName, by: member.displayName, site: lead.siteName, link }),
        kind: 'assignment',
      });
    } else {
      return data({ error: t('lead.actionInvalid') }, { status: 400 });
    }
  } catch (error) {
    if (error instanceof LeadNotFound) notFound();
    if (error instanceof WorkflowRefused) return data({ error: t('lead.statusRefused') }, { status: 409 });
    throw error;
  }
  return redirect(back, 303);
}

export default function LeadPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useText();
  const href = useLocalizedHref();
  const locale = useLocale();
  const { lead, fields, campaign, next, assignees, mayAssign, routing } = loaderData;
  const date = new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'fr-FR', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Paris' });
  const name = [lead.firstname, lead.lastname].filter(Boolean).join(' ') || lead.email || t('lead.anonymous');
  // Routing may assign a member the adviser list does not hold (the site's owner): its name comes with the decision.
  const assigned = assignees.find((a) => a.id === lead.assignedTo) ?? (routing && lead.assignedTo && routing.decision.memberId === lead.assignedTo && routing.assigneeName ? { id: lead.assignedTo, displayName: routing.assigneeName } : undefined);
  const row = 'grid gap-1 py-2 sm:grid-cols-[14rem_1fr]';
  return (
    <>
      <p>
        <Link to={href('/gestion')} className="text-sm underline">
          {t('lead.back')}
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold break-words">{name}</h1>
      <p className="mt-1 flex flex-wrap items-center gap-2 text-sm">
        <span className="rounded bg-slate-200 px-2 py-0.5 font-semibold text-slate-900">{t(`status.${lead.status}`)}</span>
        {lead.late && <span className="rounded bg-red-700 px-2 py-0.5 font-semibold text-white">{t('inbox.late')}</span>}
        <span>
          {lead.siteName} · {lead.form ? t(`form.${lead.form}`) : lead.type} · <time dateTime={lead.createdAt}>{date.format(new Date(lead.createdAt))}</time>
        </span>
      </p>
      {actionData?.error && (
        <p role="alert" className="mt-4 rounded border border-red-700 bg-red-50 p-3 text-red-900">
          {actionData.error}
        </p>
      )}
      <div className="mt-6 grid gap-6 lg:grid-cols-[2fr_1fr]">
        <div className="space-y-6">
          <section aria-labelledby="visitor" className="rounded border border-slate-300 bg-white p-4">
            <h2 id="visitor" className="text-lg font-bold">
              {t('lead.visitor')}
            </h2>
            <dl className="mt-2 divide-y divide-slate-200">
              {(
                [
                  ['field.lastname', lead.lastname],
                  ['field.firstname', lead.firstname],
                  ['field.email', lead.email],
                  ['field.phone', phoneForDisplay(lead.phone)],
                  ['field.message', lead.message],
                ] as const
              ).map(([label, value]) =>
                value ? (
                  <div key={label} className={row}>
                    <dt className="font-semibold">{t(label)}</dt>
                    <dd className="break-words whitespace-pre-line">{value}</dd>
                  </div>
                ) : null,
              )}
              {fields.map((f) => (
                <div key={f.key} className={row}>
                  <dt className="font-semibold">{t(`field.${f.key}`, { defaultValue: humanizeKey(f.key) })}</dt>
                  <dd className="break-words">{f.value === 'yes' ? t('lead.yes') : f.value === 'no' ? t('lead.no') : f.value}</dd>
                </div>
              ))}
            </dl>
          </section>
          <section aria-labelledby="campaign" className="rounded border border-slate-300 bg-white p-4">
            <h2 id="campaign" className="text-lg font-bold">
              {t('lead.campaign')}
            </h2>
            {campaign.length ? (
              <dl className="mt-2 divide-y divide-slate-200">
                {campaign.map((f) => (
                  <div key={f.key} className={row}>
                    <dt className="font-semibold">{t(`field.${f.key}`)}</dt>
                    <dd className="break-words">{f.value}</dd>
                  </div>
                ))}
              </dl>
            ) : (
              <p className="mt-2">{t('lead.noCampaign')}</p>
            )}
          </section>
          <section aria-labelledby="deliveries" className="rounded border border-slate-300 bg-white p-4">
            <h2 id="deliveries" className="text-lg font-bold">
              {t('lead.deliveries')}
            </h2>
            {lead.deliveries.length ? (
              <ul className="mt-2 divide-y divide-slate-200">
                {lead.deliveries.map((d, i) => (
                  <li key={i} className="py-2">
                    <span className="font-semibold">{t(`delivery.channel.${d.channel}`, { defaultValue: d.channel })}</span> — {t(`delivery.status.${d.status}`, { defaultValue: d.status })}
                    {d.status === 'pending' && d.attempts > 0 ? ` (${t('delivery.retrying', { count: d.attempts })})` : ''}
                    {d.deliveredAt ? ` · ${date.format(new Date(d.deliveredAt))}` : ''}
                    {d.lastError && <span className="block text-sm break-words text-slate-700">{d.lastError}</span>}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-2">{t('lead.noDelivery')}</p>
            )}
          </section>
        </div>
        <div className="space-y-6">
          <section aria-labelledby="workflow" className="rounded border border-slate-300 bg-white p-4">
            <h2 id="workflow" className="text-lg font-bold">
              {t('lead.workflow')}
            </h2>
            <Form method="post" className="mt-2 flex flex-wrap gap-2">
              <input type="hidden" name="intent" value="status" />
              {next.map((status) => (
                <button key={status} type="submit" name="status" value={status} className="rounded border border-slate-900 px-3 py-1.5 font-semibold">
                  {t(`action.${status}`)}
                </button>
              ))}
            </Form>
          </section>
          {routing && <RoutingWhy routing={routing} />}
          {mayAssign && (
            <section aria-labelledby="assign" className="rounded border border-slate-300 bg-white p-4">
              <h2 id="assign" className="text-lg font-bold">
                {t('lead.assign')}
              </h2>
              <p className="mt-1 text-sm">{assigned ? t('lead.assignedTo', { name: assigned.displayName }) : t('lead.notAssigned')}</p>
              {assignees.length ? (
                <Form method="post" className="mt-2 space-y-2">
                  <input type="hidden" name="intent" value="assign" />
                  <label htmlFor="assignee" className="block text-sm font-semibold">
                    {t('lead.adviser')}
                  </label>
                  <select id="assignee" name="member" defaultValue={lead.assignedTo ?? ''} className="block w-full rounded border border-slate-500 bg-white px-2 py-1.5">
                    {assignees.map((a) => (
                      <option key={a.id} value={a.id}>
                        {a.displayName}
                      </option>
                    ))}
                  </select>
                  <button type="submit" className="rounded bg-slate-900 px-3 py-1.5 font-semibold text-white">
                    {t('lead.assignSubmit')}
                  </button>
                </Form>
              ) : (
                <p className="mt-2 text-sm">{t('lead.noAdviser')}</p>
              )}
            </section>
          )}
          <section aria-labelledby="history" className="rounded border border-slate-300 bg-white p-4">
            <h2 id="history" className="text-lg font-bold">
              {t('lead.history')}
            </h2>
            <Form method="post" className="mt-2 space-y-2">
              <input type="hidden" name="intent" value="note" />
              <label htmlFor="note" className="block text-sm font-semibold">
                {t('lead.note')}
              </label>
              <textarea id="note" name="note" rows={3} maxLength={4000} required className="block w-full rounded border border-slate-500 px-2 py-1.5" />
              <button type="submit" className="rounded bg-slate-900 px-3 py-1.5 font-semibold text-white">
                {t('lead.addNote')}
              </button>
            </Form>
            <ol className="mt-4 space-y-3">
              {lead.events.map((e, i) => (
                <li key={i} className="border-l-4 border-slate-300 pl-3 text-sm">
                  <p className="text-slate-700">
                    <time dateTime={e.createdAt}>{date.format(new Date(e.createdAt))}</time>
                    {e.by ? ` · ${e.by}` : ''}
                  </p>
                  <p className="break-words whitespace-pre-line">{e.kind === 'status' ? statusChange(e.detail, t) : e.kind === 'assign' ? t('lead.assignedEvent', { name: e.detail }) : e.detail}</p>
                </li>
              ))}
              <li className="border-l-4 border-slate-300 pl-3 text-sm">
                <p className="text-slate-700">
                  <time dateTime={lead.createdAt}>{date.format(new Date(lead.createdAt))}</time>
                </p>
                <p>{t('lead.received')}</p>
              </li>
            </ol>
          </section>
        </div>
      </div>
    </>
  );
}

function statusChange(detail: string, t: (key: string, options?: Record<string, unknown>) => string): string {
  const [from, to] = detail.split('→');
  return t('lead.statusEvent', { from: t(`status.${from}`), to: t(`status.${to}`) });
}
