import { data, Form, redirect } from 'react-router';
import { canManageMembers } from '../../../domain/backoffice/grants';
import { INBOX_FORMS } from '../../../domain/backoffice/lead-forms';
import { availabilitySchema, escalationSchema, ruleFormSchema } from '../../../domain/routing/rule-form';
import { STRATEGIES, type RoutingRule } from '../../../domain/routing/rules';
import { parseWorkingHours } from '../../../domain/routing/working-time';
import { memberActor } from '../../../server/backoffice/audit-log.server';
import { RoutingNotFound } from '../../../server/routing/routing-admin.server';
import { useLocalizedHref } from '../../i18n/hooks';
import { Link } from '../../ui/Link';
import { backofficeMeta, useText } from './text';
import { serverText } from './text.server';
import type { Route } from './+types/routing';
import { backofficeOf, notFound, pathFor, requireMember, readBackofficeForm } from './guard.server';

function requireAdmin(context: Route.LoaderArgs['context']) {
  const signedIn = requireMember(context);
  // Network admins only: another role never learns the page exists.
  if (!canManageMembers(signedIn.member)) notFound();
  return signedIn;
}

export async function loader({ context }: Route.LoaderArgs) {
  const { member } = requireAdmin(context);
  const page = await backofficeOf(context).routing.page(member.networkId);
  return {
    title: serverText(context)('routing.pageTitle'),
    ...page,
    members: page.members.map((m) => ({ id: m.id, name: m.name, active: m.active, absentUntil: m.absentUntil, hours: parseWorkingHours(m.workingHours) })),
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => backofficeMeta(loaderData?.title);

type Errors = Record<string, string>;

/** Add, move or delete a rule; set the escalation delay; set a member's absence and hours. Each audited; plain posts. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readBackofficeForm(request, context, 'gestion/routage');
  const { member } = requireAdmin(context);
  const routing = backofficeOf(context).routing;
  const t = serverText(context);
  const actor = memberActor(member);
  const intent = String(form.get('intent') ?? '');
  const fail = (errors: Errors) => data({ intent, errors }, { status: 400 });
  const errorsOf = (issues: readonly { path: readonly PropertyKey[]; message: string }[]): Errors => {
    const errors: Errors = {};
    for (const issue of issues) errors[String(issue.path[0] ?? 'form')] ??= t(issue.message.startsWith('routing.') ? issue.message : 'routing.form.invalid');
    return errors;
  };
  try {
    if (intent === 'add') {
      const memberIds = form.getAll('member').map(String);
      const parsed = ruleFormSchema.safeParse({
        name: String(form.get('name') ?? ''),
        siteIds: form.getAll('site').map(String),
        forms: form.getAll('form').map(String),
        departments: String(form.get('departments') ?? ''),
        priceMin: String(form.get('priceMin') ?? ''),
        priceMax: String(form.get('priceMax') ?? ''),
        strategy: String(form.get('strategy') ?? ''),
        targets: memberIds.map((memberId) => ({ memberId, weight: String(form.get(`weight-${memberId}`) ?? '1') || '1' })),
      });
      if (!parsed.success) return fail(errorsOf(parsed.error.issues));
      await routing.addRule(member.networkId, actor, parsed.data);
    } else if (intent === 'delete' || intent === 'up' || intent === 'down') {
      const ruleId = String(form.get('rule') ?? '');
      if (intent === 'delete') await routing.deleteRule(member.networkId, actor, ruleId);
      else await routing.moveRule(member.networkId, actor, ruleId, intent);
    } else if (intent === 'escalation') {
      const parsed = escalationSchema.safeParse({ minutes: String(form.get('minutes') ?? '') });
      if (!parsed.success) return fail(errorsOf(parsed.error.issues));
      await routing.setEscalation(member.networkId, actor, parsed.data.minutes);
    } else if (intent === 'availability') {
      const parsed = availabilitySchema.safeParse({ memberId: String(form.get('member') ?? ''), absentUntil: String(form.get('absentUntil') ?? ''), days: form.getAll('day').map(String), start: String(form.get('start') ?? ''), end: String(form.get('end') ?? '') });
      if (!parsed.success) return data({ intent, member: String(form.get('member') ?? ''), errors: errorsOf(parsed.error.issues) }, { status: 400 });
      await routing.setAvailability(member.networkId, actor, parsed.data.memberId, parsed.data.absentUntil, parsed.data);
    } else {
      return fail({ form: t('lead.actionInvalid') });
    }
  } catch (error) {
    if (error instanceof RoutingNotFound) notFound();
    throw error;
  }
  return redirect(pathFor(context, '/gestion/routage'), 303);
}

const field = 'mt-1 block w-full rounded border border-slate-500 bg-white px-2 py-1.5';
const DAYS = [1, 2, 3, 4, 5, 6, 7] as const;

function ErrorText({ id, text }: { id: string; text: string | undefined }) {
  return text ? (
    <p id={id} className="mt-1 text-sm font-semibold text-red-800">
      {text}
    </p>
  ) : null;
}

export default function RoutingPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useText();
  const href = useLocalizedHref();
  const { rules, members, sites, escalationMinutes } = loaderData;
  const errors: Errors = actionData?.errors ?? {};
  const names = new Map(members.map((m) => [m.id, m.name]));
  const siteNames = new Map(sites.map((s) => [s.id, s.name]));
  const movable = rules.filter((r) => !r.isDefault);
  const describe = (rule: RoutingRule): string => {
    if (rule.isDefault) return t('routing.list.everyLead');
    const parts: string[] = [];
    if (rule.match.siteIds.length) parts.push(t('routing.list.sites', { list: rule.match.siteIds.map((id) => siteNames.get(id) ?? id).join(', ') }));
    if (rule.match.forms.length) parts.push(t('routing.list.forms', { list: rule.match.forms.map((f) => t(`form.${f}`)).join(', ') }));
    if (rule.match.departments.length) parts.push(t('routing.list.departments', { list: rule.match.departments.join(', ') }));
    if (rule.match.priceMin !== null || rule.match.priceMax !== null) parts.push(t('routing.list.price', { min: rule.match.priceMin ?? 0, max: rule.match.priceMax ?? '∞' }));
    return parts.length ? parts.join(' · ') : t('routing.list.everyLead');
  };
  const assignment = (rule: RoutingRule): string => {
    const who = rule.targets.map((target) => (rule.strategy === 'weighted' ? `${names.get(target.memberId) ?? '?'} (${target.weight})` : (names.get(target.memberId) ?? '?'))).join(', ');
    return t(`routing.strategy.${rule.strategy}`) + (rule.strategy === 'site-owner' ? '' : ` : ${who}`);
  };
  return (
    <>
      <h1 className="text-2xl font-bold">{t('routing.title')}</h1>
      <p className="mt-2 max-w-prose">{t('routing.intro')}</p>
      <p className="mt-2">
        <Link to={href('/gestion/spam')} className="underline">
          {t('routing.spamLink')}
        </Link>
      </p>
      {errors.form && (
        <p role="alert" className="mt-4 rounded border border-red-700 bg-red-50 p-3 text-red-900">
          {errors.form}
        </p>
      )}
      <section aria-labelledby="rules" className="mt-4 rounded border border-slate-300 bg-white p-4">
        <h2 id="rules" className="text-lg font-bold">
          {t('routing.list.title')}
        </h2>
        <ol className="mt-2 divide-y divide-slate-200">
          {rules.map((rule) => {
            const index = movable.findIndex((r) => r.id === rule.id);
            return (
              <li key={rule.id} className="flex flex-wrap items-start justify-between gap-2 py-3">
                <div className="min-w-0">
                  <p className="font-semibold break-words">
                    {rule.isDefault ? t('routing.list.default') : `${index + 1}. ${rule.name}`}
                  </p>
                  <p className="text-sm break-words">{describe(rule)}</p>
                  <p className="text-sm break-words">{assignment(rule)}</p>
                </div>
                {!rule.isDefault && (
                  <Form method="post" className="flex flex-wrap gap-2">
                    <input type="hidden" name="rule" value={rule.id} />
                    {index > 0 && (
                      <button type="submit" name="intent" value="up" className="rounded border border-slate-900 px-2 py-1 text-sm font-semibold">
                        {t('routing.list.up', { name: rule.name })}
                      </button>
                    )}
                    {index < movable.length - 1 && (
                      <button type="submit" name="intent" value="down" className="rounded border border-slate-900 px-2 py-1 text-sm font-semibold">
                        {t('routing.list.down', { name: rule.name })}
                      </button>
                    )}
                    <button type="submit" name="intent" value="delete" className="rounded border border-red-800 px-2 py-1 text-sm font-semibold text-red-900">
                      {t('routing.list.delete', { name: rule.name })}
                    </button>
                  </Form>
                )}
              </li>
            );
          })}
        </ol>
      </section>
      <section aria-labelledby="add-rule" className="mt-4 rounded border border-slate-300 bg-white p-4">
        <h2 id="add-rule" className="text-lg font-bold">
          {t('routing.form.title')}
        </h2>
        <Form method="post" className="mt-2 grid gap-4" noValidate>
          <input type="hidden" name="intent" value="add" />
          <div>
            <label htmlFor="rule-name" className="font-semibold">
              {t('routing.form.name')}
            </label>
            <input id="rule-name" name="name" maxLength={80} required className={field} aria-invalid={errors.name ? true : undefined} aria-describedby={errors.name ? 'rule-name-error' : undefined} />
            <ErrorText id="rule-name-error" text={errors.name} />
          </div>
          <fieldset>
            <legend className="font-semibold">{t('routing.form.sites')}</legend>
            <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
              {sites.map((s) => (
                <label key={s.id} className="flex items-center gap-2">
                  <input type="checkbox" name="site" value={s.id} /> {s.name}
                </label>
              ))}
            </div>
          </fieldset>
          <fieldset>
            <legend className="font-semibold">{t('routing.form.forms')}</legend>
            <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
              {Object.keys(INBOX_FORMS).map((f) => (
                <label key={f} className="flex items-center gap-2">
                  <input type="checkbox" name="form" value={f} /> {t(`form.${f}`)}
                </label>
              ))}
            </div>
            <ErrorText id="rule-forms-error" text={errors.forms} />
          </fieldset>
          <div>
            <label htmlFor="rule-departments" className="font-semibold">
              {t('routing.form.departments')}
            </label>
            <p id="rule-departments-hint" className="text-sm">
              {t('routing.form.departmentsHint')}
            </p>
            <input id="rule-departments" name="departments" maxLength={400} className={field} aria-describedby={errors.departments ? 'rule-departments-hint rule-departments-error' : 'rule-departments-hint'} aria-invalid={errors.departments ? true : undefined} />
            <ErrorText id="rule-departments-error" text={errors.departments} />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <div>
              <label htmlFor="rule-price-min" className="font-semibold">
                {t('routing.form.priceMin')}
              </label>
              <input id="rule-price-min" name="priceMin" inputMode="numeric" className={field} aria-invalid={errors.priceMin ? true : undefined} aria-describedby={errors.priceMin ? 'rule-price-min-error' : undefined} />
              <ErrorText id="rule-price-min-error" text={errors.priceMin} />
            </div>
            <div>
              <label htmlFor="rule-price-max" className="font-semibold">
                {t('routing.form.priceMax')}
              </label>
              <input id="rule-price-max" name="priceMax" inputMode="numeric" className={field} aria-invalid={errors.priceMax ? true : undefined} aria-describedby={errors.priceMax ? 'rule-price-max-error' : undefined} />
              <ErrorText id="rule-price-max-error" text={errors.priceMax} />
            </div>
          </div>
          <fieldset>
            <legend className="font-semibold">{t('routing.form.strategy')}</legend>
            <div className="mt-1 grid gap-1">
              {STRATEGIES.map((s, i) => (
                <label key={s} className="flex items-center gap-2">
                  <input type="radio" name="strategy" value={s} defaultChecked={i === 0} /> {t(`routing.strategy.${s}`)}
                </label>
              ))}
            </div>
            <ErrorText id="rule-strategy-error" text={errors.strategy} />
          </fieldset>
          <fieldset>
            <legend className="font-semibold">{t('routing.form.members')}</legend>
            <p className="text-sm">{t('routing.form.membersHint')}</p>
            <div className="mt-1 grid gap-2">
              {members
                .filter((m) => m.active)
                .map((m) => (
                  <div key={m.id} className="flex flex-wrap items-center gap-3">
                    <label className="flex items-center gap-2">
                      <input type="checkbox" name="member" value={m.id} /> {m.name}
                    </label>
                    <label className="flex items-center gap-2 text-sm">
                      {t('routing.form.weight')}
                      <input name={`weight-${m.id}`} type="number" min={1} max={100} defaultValue={1} className="w-20 rounded border border-slate-500 px-2 py-1" />
                    </label>
                  </div>
                ))}
            </div>
            <ErrorText id="rule-targets-error" text={errors.targets} />
          </fieldset>
          <p>
            <button type="submit" className="rounded bg-slate-900 px-3 py-1.5 font-semibold text-white">
              {t('routing.form.submit')}
            </button>
          </p>
        </Form>
      </section>
      <section aria-labelledby="escalation" className="mt-4 rounded border border-slate-300 bg-white p-4">
        <h2 id="escalation" className="text-lg font-bold">
          {t('routing.escalation.title')}
        </h2>
        <p className="mt-1 max-w-prose text-sm">{t('routing.escalation.intro')}</p>
        <Form method="post" className="mt-2 flex flex-wrap items-end gap-2" noValidate>
          <input type="hidden" name="intent" value="escalation" />
          <div>
            <label htmlFor="escalation-minutes" className="font-semibold">
              {t('routing.escalation.minutes')}
            </label>
            <input id="escalation-minutes" name="minutes" inputMode="numeric" defaultValue={escalationMinutes ?? ''} className={field} aria-invalid={errors.minutes ? true : undefined} aria-describedby={errors.minutes ? 'escalation-minutes-error' : undefined} />
          </div>
          <button type="submit" className="rounded bg-slate-900 px-3 py-1.5 font-semibold text-white">
            {t('routing.escalation.submit')}
          </button>
        </Form>
        <ErrorText id="escalation-minutes-error" text={errors.minutes} />
      </section>
      <section aria-labelledby="availability" className="mt-4 rounded border border-slate-300 bg-white p-4">
        <h2 id="availability" className="text-lg font-bold">
          {t('routing.availability.title')}
        </h2>
        <p className="mt-1 max-w-prose text-sm">{t('routing.availability.intro')}</p>
        <ul className="mt-2 divide-y divide-slate-200">
          {members
            .filter((m) => m.active)
            .map((m) => {
              const mine = actionData && 'member' in actionData && actionData.member === m.id ? errors : {};
              return (
                <li key={m.id} className="py-3">
                  <Form method="post" className="grid gap-2" noValidate>
                    <input type="hidden" name="intent" value="availability" />
                    <input type="hidden" name="member" value={m.id} />
                    <p className="font-semibold break-words">
                      {m.name}
                      {m.absentUntil ? ` — ${t('routing.availability.absent', { until: m.absentUntil.split('-').reverse().join('/') })}` : ''}
                    </p>
                    <div className="flex flex-wrap items-end gap-3">
                      <div>
                        <label htmlFor={`absent-${m.id}`} className="text-sm font-semibold">
                          {t('routing.availability.until')}
                        </label>
                        <input id={`absent-${m.id}`} name="absentUntil" type="date" defaultValue={m.absentUntil ?? ''} className={field} aria-invalid={mine.absentUntil ? true : undefined} />
                      </div>
                      <div>
                        <label htmlFor={`start-${m.id}`} className="text-sm font-semibold">
                          {t('routing.availability.start')}
                        </label>
                        <input id={`start-${m.id}`} name="start" type="time" defaultValue={m.hours.start} className={field} />
                      </div>
                      <div>
                        <label htmlFor={`end-${m.id}`} className="text-sm font-semibold">
                          {t('routing.availability.end')}
                        </label>
                        <input id={`end-${m.id}`} name="end" type="time" defaultValue={m.hours.end} className={field} aria-invalid={mine.end ? true : undefined} />
                      </div>
                    </div>
                    <fieldset>
                      <legend className="text-sm font-semibold">{t('routing.availability.days')}</legend>
                      <div className="flex flex-wrap gap-x-3">
                        {DAYS.map((d) => (
                          <label key={d} className="flex items-center gap-1 text-sm">
                            <input type="checkbox" name="day" value={d} defaultChecked={m.hours.days.includes(d)} /> {t(`routing.day.${d}`)}
                          </label>
                        ))}
                      </div>
                    </fieldset>
                    {Object.values(mine).map((text) => (
                      <p key={text} role="alert" className="text-sm font-semibold text-red-800">
                        {text}
                      </p>
                    ))}
                    <p>
                      <button type="submit" className="rounded border border-slate-900 px-3 py-1 text-sm font-semibold">
                        {t('routing.availability.submit', { name: m.name })}
                      </button>
                    </p>
                  </Form>
                </li>
              );
            })}
        </ul>
      </section>
    </>
  );
}
