import { data, Form, redirect } from 'react-router';
import { phoneForDisplay } from '../../../domain/format/phone-number';
import { canErasePersonalData, canSetRetention, scopeOf } from '../../../domain/backoffice/grants';
import { formOfLeadType } from '../../../domain/backoffice/lead-forms';
import { personalDataQuerySchema } from '../../../domain/backoffice/personal-data-query';
import { MAX_RETENTION_DAYS, MIN_RETENTION_DAYS, retentionAsTyped, retentionSchema } from '../../../domain/backoffice/retention';
import { LeadNotFound } from '../../../server/backoffice/lead-inbox.server';
import { PERSONAL_DATA_MAX } from '../../../server/backoffice/personal-data.server';
import { Link } from '../../ui/Link';
import { useLocale, useLocalizedHref } from '../../i18n/hooks';
import { backofficeMeta, useText } from './text';
import { serverText } from './text.server';
import type { Route } from './+types/personal-data';
import { backofficeOf, notFound, pathFor, readBackofficeForm, requireMember } from './guard.server';

type Errors = Record<string, string>;

function requireEraser(context: Route.LoaderArgs['context']) {
  const signedIn = requireMember(context);
  // An adviser never learns the page exists.
  if (!canErasePersonalData(signedIn.member)) notFound();
  return signedIn;
}

function errorsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[], t: (key: string) => string): Errors {
  const errors: Errors = {};
  for (const issue of issues) errors[String(issue.path[0] ?? 'form')] ??= t(issue.message);
  return errors;
}

/** The search of the URL (GET form): the person's leads within the member's scope, or the fields' errors. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const { member } = requireEraser(context);
  const backoffice = backofficeOf(context);
  const t = serverText(context);
  const raw = { email: url.searchParams.get('email') ?? '', phone: url.searchParams.get('phone') ?? '' };
  const searched = raw.email !== '' || raw.phone !== '';
  const parsed = searched ? personalDataQuerySchema.safeParse(raw) : null;
  const leads = parsed?.success ? await backoffice.personalData.find(scopeOf(member), parsed.data) : null;
  const days = await backoffice.personalData.retentionDays(member.networkId);
  const erased = Number(url.searchParams.get('efface') ?? '');
  return {
    title: t('privacy.pageTitle'),
    query: raw,
    errors: parsed && !parsed.success ? errorsOf(parsed.error.issues, t) : ({} as Errors),
    leads: leads?.map((l) => ({ ...l, form: formOfLeadType(l.type) })) ?? null,
    erased: Number.isInteger(erased) && erased >= 0 && url.searchParams.has('efface') ? erased : null,
    retentionSaved: url.searchParams.get('conservation') === '1',
    retention: { days, ...retentionAsTyped(days) },
    maySetRetention: canSetRetention(member),
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => backofficeMeta(loaderData?.title);

/**
 * Three plain form posts (no script): 'review' shows what an erasure would anonymise and asks to
 * confirm it; 'erase' anonymises the listed leads (every id within the member's scope, else 404 and
 * nothing changes), then redirects to the search; 'retention' sets the network's delay (admins only).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readBackofficeForm(request, context, 'gestion/donnees-personnelles');
  const { member } = requireEraser(context);
  const backoffice = backofficeOf(context);
  const scope = scopeOf(member);
  const t = serverText(context);
  const actor = { memberId: member.id, label: member.email };
  const intent = form.get('intent');
  const query = { email: String(form.get('email') ?? ''), phone: String(form.get('phone') ?? '') };
  const searchPath = (extra: Record<string, string> = {}) => {
    const params = new URLSearchParams({ ...(query.email ? { email: query.email } : {}), ...(query.phone ? { phone: query.phone } : {}), ...extra });
    return `${pathFor(context, '/gestion/donnees-personnelles')}?${params.toString()}`;
  };

  if (intent === 'review') {
    const parsed = personalDataQuerySchema.safeParse(query);
    if (!parsed.success) return data({ kind: 'query' as const, errors: errorsOf(parsed.error.issues, t) }, { status: 400 });
    const leads = (await backoffice.personalData.find(scope, parsed.data)).filter((l) => !l.anonymisedAt);
    return { kind: 'review' as const, query: parsed.data, leads: leads.map((l) => ({ ...l, form: formOfLeadType(l.type) })) };
  }

  if (intent === 'erase') {
    const ids = form.getAll('lead').map(String);
    if (!ids.length || ids.length > PERSONAL_DATA_MAX || ids.some((id) => id.length > 80)) notFound();
    try {
      const count = await backoffice.personalData.erase(scope, actor, ids);
      return redirect(searchPath({ efface: String(count) }), 303);
    } catch (error) {
      if (error instanceof LeadNotFound) notFound();
      throw error;
    }
  }

  if (intent === 'retention') {
    if (!canSetRetention(member)) notFound();
    const values = { amount: String(form.get('amount') ?? ''), unit: String(form.get('unit') ?? '') };
    const parsed = retentionSchema.safeParse(values);
    if (!parsed.success) return data({ kind: 'retention' as const, errors: errorsOf(parsed.error.issues, t), values }, { status: 400 });
    await backoffice.personalData.setRetentionDays(member.networkId, actor, parsed.data.days);
    return redirect(`${pathFor(context, '/gestion/donnees-personnelles')}?conservation=1`, 303);
  }

  return data({ kind: 'invalid' as const, errors: { form: t('lead.actionInvalid') } }, { status: 400 });
}

const field = 'mt-1 block w-full rounded border border-slate-500 bg-white px-2 py-1.5';

type ListedLead = { id: string; siteName: string; type: string; form: string | null; status: string; createdAt: string; anonymisedAt: string | null; firstname: string | null; lastname: string | null; email: string | null; phone: string | null };

function LeadList({ leads, linked }: { leads: readonly ListedLead[]; linked: boolean }) {
  const t = useText();
  const href = useLocalizedHref();
  const locale = useLocale();
  const date = new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'fr-FR', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Paris' });
  return (
    <ul className="mt-3 divide-y divide-slate-200 rounded border border-slate-300 bg-white">
      {leads.map((l) => {
        const who = [l.firstname, l.lastname].filter(Boolean).join(' ') || t('privacy.noName');
        return (
          <li key={l.id} className="grid gap-1 p-3 sm:grid-cols-[1fr_auto]">
            <div className="min-w-0">
              <p className="font-semibold break-words">{linked && !l.anonymisedAt ? <Link to={href(`/gestion/prospects/${encodeURIComponent(l.id)}`)} className="underline underline-offset-2">{who}</Link> : who}</p>
              <p className="text-sm break-words text-slate-700">{[l.email, phoneForDisplay(l.phone)].filter(Boolean).join(' · ')}</p>
              <p className="text-sm break-words">
                {l.siteName} · {l.form ? t(`form.${l.form}`) : l.type} · <time dateTime={l.createdAt}>{date.format(new Date(l.createdAt))}</time>
              </p>
            </div>
            <p className="text-sm">
              {l.anonymisedAt ? (
                <span className="rounded bg-slate-200 px-2 py-0.5 font-semibold text-slate-900">{t('privacy.erasedOn', { date: date.format(new Date(l.anonymisedAt)) })}</span>
              ) : (
                <span className="rounded border border-slate-500 px-2 py-0.5">{t(`status.${l.status}`)}</span>
              )}
            </p>
          </li>
        );
      })}
    </ul>
  );
}

function HiddenQuery({ query }: { query: { email: string; phone: string } }) {
  return (
    <>
      <input type="hidden" name="email" value={query.email} />
      <input type="hidden" name="phone" value={query.phone} />
    </>
  );
}

export default function PersonalData({ loaderData, actionData }: Route.ComponentProps) {
  const t = useText();
  const href = useLocalizedHref();
  const locale = useLocale();
  const number = new Intl.NumberFormat(locale === 'en' ? 'en-GB' : 'fr-FR');
  const { query, leads, erased, retention, maySetRetention, retentionSaved } = loaderData;
  const queryErrors: Errors = actionData?.kind === 'query' ? actionData.errors : loaderData.errors;
  const retentionErrors: Errors = actionData?.kind === 'retention' ? actionData.errors : {};
  const retentionValues = actionData?.kind === 'retention' ? actionData.values : { amount: String(retention.amount), unit: retention.unit };
  const described = (errors: Errors, name: string, id: string) => (errors[name] ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {});
  const message = (errors: Errors, name: string, id: string) =>
    errors[name] ? (
      <span id={`${id}-error`} className="mt-1 block font-normal text-red-800">
        {errors[name]}
      </span>
    ) : null;

  if (actionData?.kind === 'review') {
    const { leads: toErase } = actionData;
    return (
      <>
        <h1 className="text-2xl font-bold">{t('privacy.confirmTitle')}</h1>
        {toErase.length ? (
          <section aria-labelledby="confirm" className="mt-4 rounded border border-red-800 bg-white p-4">
            <h2 id="confirm" className="text-lg font-bold">
              {t('privacy.confirmCount', { count: toErase.length })}
            </h2>
            <p className="mt-2">{t('privacy.confirmText')}</p>
            <LeadList leads={toErase} linked={false} />
            <Form method="post" className="mt-4 flex flex-wrap items-center gap-4">
              <input type="hidden" name="intent" value="erase" />
              <HiddenQuery query={actionData.query} />
              {toErase.map((l) => (
                <input key={l.id} type="hidden" name="lead" value={l.id} />
              ))}
              <button type="submit" className="rounded bg-red-800 px-4 py-2 font-semibold text-white">
                {t('privacy.confirmSubmit')}
              </button>
              <Link to={href(`/gestion/donnees-personnelles?${new URLSearchParams(actionData.query).toString()}`)} className="underline underline-offset-2">
                {t('privacy.cancel')}
              </Link>
            </Form>
          </section>
        ) : (
          <p className="mt-4">{t('privacy.nothingToErase')}</p>
        )}
      </>
    );
  }

  const toErase = leads?.filter((l) => !l.anonymisedAt) ?? [];
  return (
    <>
      <h1 className="text-2xl font-bold">{t('privacy.title')}</h1>
      <p className="mt-2 max-w-3xl">{t('privacy.intro')}</p>
      {erased !== null && (
        <p role="status" className="mt-4 rounded border border-green-800 bg-green-50 p-3 text-green-900">
          {t('privacy.erased', { count: erased })}
        </p>
      )}
      <section aria-labelledby="search" className="mt-4 rounded border border-slate-300 bg-white p-4">
        <h2 id="search" className="text-lg font-bold">
          {t('privacy.searchTitle')}
        </h2>
        <Form method="get" className="mt-2 grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-start" noValidate>
          <div className="text-sm font-semibold">
            <label>
              {t('privacy.email')}
              <input name="email" type="email" autoComplete="off" defaultValue={query.email} className={field} {...described(queryErrors, 'email', 'query-email')} />
            </label>
            {message(queryErrors, 'email', 'query-email')}
          </div>
          <div className="text-sm font-semibold">
            <label>
              {t('privacy.phone')}
              <input name="phone" type="tel" autoComplete="off" defaultValue={query.phone} className={field} {...described(queryErrors, 'phone', 'query-phone')} />
            </label>
            {message(queryErrors, 'phone', 'query-phone')}
          </div>
          <div className="sm:pt-6">
            <button type="submit" className="rounded bg-slate-900 px-4 py-2 font-semibold text-white">
              {t('privacy.searchSubmit')}
            </button>
          </div>
        </Form>
      </section>
      {leads && (
        <section aria-labelledby="found" className="mt-6">
          <h2 id="found" className="text-lg font-bold">
            {t('privacy.found', { count: leads.length })}
          </h2>
          {leads.length > 0 && <LeadList leads={leads} linked />}
          {toErase.length > 0 && (
            <Form method="post" className="mt-4">
              <input type="hidden" name="intent" value="review" />
              <HiddenQuery query={query} />
              <button type="submit" className="rounded border border-red-800 px-4 py-2 font-semibold text-red-800">
                {t('privacy.reviewSubmit', { count: toErase.length })}
              </button>
            </Form>
          )}
        </section>
      )}
      <section aria-labelledby="retention" className="mt-8 rounded border border-slate-300 bg-white p-4">
        <h2 id="retention" className="text-lg font-bold">
          {t('privacy.retentionTitle')}
        </h2>
        <p className="mt-2">{t('privacy.retentionCurrent', { count: retention.days, days: number.format(retention.days) })}</p>
        <p className="mt-1 text-sm text-slate-700">{t('privacy.retentionHint', { min: number.format(MIN_RETENTION_DAYS), max: number.format(MAX_RETENTION_DAYS) })}</p>
        {retentionSaved && (
          <p role="status" className="mt-3 rounded border border-green-800 bg-green-50 p-3 text-green-900">
            {t('privacy.retentionSaved')}
          </p>
        )}
        {maySetRetention && (
          <Form method="post" className="mt-3 flex flex-wrap items-start gap-3" noValidate>
            <input type="hidden" name="intent" value="retention" />
            <div className="text-sm font-semibold">
              <label>
                {t('privacy.retentionAmount')}
                <input name="amount" inputMode="numeric" defaultValue={retentionValues.amount} className={`${field} w-32`} {...described(retentionErrors, 'amount', 'retention-amount')} />
              </label>
              {message(retentionErrors, 'amount', 'retention-amount')}
            </div>
            <div className="text-sm font-semibold">
              <label>
                {t('privacy.retentionUnit')}
                <select name="unit" defaultValue={retentionValues.unit} className={field} {...described(retentionErrors, 'unit', 'retention-unit')}>
                  <option value="mois">{t('privacy.months')}</option>
                  <option value="jours">{t('privacy.days')}</option>
                </select>
              </label>
              {message(retentionErrors, 'unit', 'retention-unit')}
            </div>
            <div className="pt-6">
              <button type="submit" className="rounded bg-slate-900 px-4 py-2 font-semibold text-white">
                {t('privacy.retentionSubmit')}
              </button>
            </div>
          </Form>
        )}
      </section>
    </>
  );
}
