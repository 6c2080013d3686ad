import { data, Form, redirect } from 'react-router';
import { CALENDAR_FIELDS, calendarFormValues, readCalendarForm, WEEKDAY_FIELDS } from '../../../domain/diagnostics/calendar-form';
import { memberActor } from '../../../server/backoffice/audit-log.server';
import { CalendarAdmin } from '../../../server/diagnostics/calendar-admin.server';
import { servicesContext } from '../../context';
import { Link } from '../../ui/Link';
import { useLocalizedHref } from '../../i18n/hooks';
import { backofficeMeta, useText } from './text';
import { serverText } from './text.server';
import type { Route } from './+types/site-calendar';
import { backofficeOf, notFound, pathFor, readBackofficeForm } from './guard.server';
import { requireSiteEditor } from './site-guard.server';
import { errorTexts } from './diag-form-errors.server';
import { describedBy, FieldMessage, HelpedField, inputClass } from './site-fields';

/**
 * The diagnostician's calendar (issue 33): weekly hours, visit length, days off and blocked time of a
 * diag site, for its owner or the network admin. Plain form, no script; another tenant's site is 404.
 */
function calendarAdmin(context: Route.LoaderArgs['context']): CalendarAdmin {
  const backoffice = backofficeOf(context);
  return new CalendarAdmin(context.get(servicesContext).db, backoffice.sites, backoffice.audit);
}

const EMPTY: Record<string, string> = { ...Object.fromEntries(CALENDAR_FIELDS.map((f) => [f, ''])), duree: '120', zone: 'metropole' };

export async function loader({ context, params, url }: Route.LoaderArgs) {
  const { scope } = requireSiteEditor(context);
  const found = await calendarAdmin(context).find(scope, params.siteId);
  if (!found) notFound();
  return {
    title: serverText(context)('calendar.pageTitle', { name: found.site.name }),
    site: found.site,
    values: found.calendar ? calendarFormValues(found.calendar) : EMPTY,
    saved: url.searchParams.has('enregistre'),
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => backofficeMeta(loaderData?.title);

export async function action({ request, context, params }: Route.ActionArgs) {
  const form = await readBackofficeForm(request, context, 'gestion/sites/:siteId/agenda');
  const { member, scope } = requireSiteEditor(context);
  const admin = calendarAdmin(context);
  if (!(await admin.find(scope, params.siteId))) notFound();
  const typed = Object.fromEntries(CALENDAR_FIELDS.map((f) => [f, typeof form.get(f) === 'string' ? String(form.get(f)) : '']));
  const read = readCalendarForm(typed);
  if (!read.ok) return data({ errors: errorTexts(context, read.errors), typed }, { status: 400 });
  if (!(await admin.save(memberActor(member), scope, params.siteId, read.calendar))) notFound();
  return redirect(`${pathFor(context, `/gestion/sites/${encodeURIComponent(params.siteId)}/agenda`)}?enregistre=1`, 303);
}

export default function SiteCalendar({ loaderData, actionData }: Route.ComponentProps) {
  const t = useText();
  const href = useLocalizedHref();
  const { site, saved } = loaderData;
  const errors: Record<string, string> = actionData?.errors ?? {};
  const values = actionData?.typed ?? loaderData.values;
  const hasErrors = Object.keys(errors).length > 0;
  return (
    <>
      <p className="text-sm">
        <Link to={href(`/gestion/sites/${encodeURIComponent(site.id)}`)} className="underline">
          {t('calendar.back', { name: site.name })}
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold break-words">{t('calendar.title', { name: site.name })}</h1>
      <p className="mt-1 text-sm text-slate-700">{t('calendar.intro')}</p>
      {saved && !hasErrors && (
        <p role="status" className="mt-4 rounded border border-green-800 bg-green-50 p-3 font-semibold text-green-900">
          {t('calendar.saved')}
        </p>
      )}
      {hasErrors && (
        <p role="alert" className="mt-4 rounded border border-red-800 bg-red-50 p-3 font-semibold text-red-900">
          {errors.form ?? t('siteForm.fixErrors')}
        </p>
      )}
      <Form method="post" noValidate className="mt-4 rounded border border-slate-300 bg-white p-4">
        <fieldset className="grid gap-3 sm:grid-cols-2">
          <legend className="text-lg font-bold">{t('calendar.weeklyHours')}</legend>
          <p id="hours-help" className="text-sm text-slate-700 sm:col-span-2">
            {t('calendar.hoursHelp')}
          </p>
          {WEEKDAY_FIELDS.map((field, i) => (
            <label key={field} className="text-sm font-semibold">
              {t(`calendar.weekday.${i}`)}
              <input name={field} defaultValue={values[field] ?? ''} className={inputClass} {...describedBy(field, errors[field])} aria-describedby={['hours-help', errors[field] ? `${field}-error` : ''].filter(Boolean).join(' ')} />
              <FieldMessage name={field} error={errors[field]} />
            </label>
          ))}
        </fieldset>
        <fieldset className="mt-4 grid gap-3 sm:grid-cols-2">
          <legend className="text-lg font-bold">{t('calendar.visits')}</legend>
          <HelpedField name="duree" label={t('calendar.duration')} help={t('calendar.durationHelp')} error={errors.duree}>
            <input id="field-duree" name="duree" inputMode="numeric" defaultValue={values.duree ?? ''} className={inputClass} {...describedBy('duree', errors.duree, true)} />
          </HelpedField>
          <HelpedField name="zone" label={t('calendar.zone')} help={t('calendar.zoneHelp')} error={errors.zone}>
            <select id="field-zone" name="zone" defaultValue={values.zone ?? 'metropole'} className={inputClass} {...describedBy('zone', errors.zone, true)}>
              <option value="metropole">{t('calendar.zoneMetropole')}</option>
              <option value="alsace-moselle">{t('calendar.zoneAlsace')}</option>
            </select>
          </HelpedField>
        </fieldset>
        <fieldset className="mt-4 grid gap-3">
          <legend className="text-lg font-bold">{t('calendar.visitLength')}</legend>
          <HelpedField name="minutes-diagnostics" label={t('calendar.minutes')} help={t('calendar.minutesHelp')} error={errors['minutes-diagnostics']}>
            <textarea id="field-minutes-diagnostics" name="minutes-diagnostics" rows={10} defaultValue={values['minutes-diagnostics'] ?? ''} className={inputClass} {...describedBy('minutes-diagnostics', errors['minutes-diagnostics'], true)} />
          </HelpedField>
        </fieldset>
        <fieldset className="mt-4 grid gap-3">
          <legend className="text-lg font-bold">{t('calendar.absences')}</legend>
          <HelpedField name="conges" label={t('calendar.daysOff')} help={t('calendar.daysOffHelp')} error={errors.conges}>
            <textarea id="field-conges" name="conges" rows={4} defaultValue={values.conges ?? ''} className={inputClass} {...describedBy('conges', errors.conges, true)} />
          </HelpedField>
          <HelpedField name="indisponibilites" label={t('calendar.blocked')} help={t('calendar.blockedHelp')} error={errors.indisponibilites}>
            <textarea id="field-indisponibilites" name="indisponibilites" rows={4} defaultValue={values.indisponibilites ?? ''} className={inputClass} {...describedBy('indisponibilites', errors.indisponibilites, true)} />
          </HelpedField>
        </fieldset>
        <button type="submit" className="mt-4 rounded bg-slate-900 px-4 py-2 font-semibold text-white">
          {t('calendar.save')}
        </button>
      </Form>
    </>
  );
}
