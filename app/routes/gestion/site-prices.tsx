import { data, Form, redirect } from 'react-router';
import { addDays } from '../../../domain/diagnostics/calendar-day';
import { GRID_FIELDS, gridFormValues, readGridForm } from '../../../domain/diagnostics/price-grid-form';
import { parisDay } from '../../../domain/diagnostics/slot-format';
import { memberActor } from '../../../server/backoffice/audit-log.server';
import { PriceGridAdmin } from '../../../server/diagnostics/price-grid-admin.server';
import { servicesContext } from '../../context';
import { Link } from '../../ui/Link';
import { useLocalizedHref } from '../../i18n/hooks';
import { backofficeMeta, useText } from './text';
import { serverText } from './text.server';
import type { Route } from './+types/site-prices';
import { backofficeOf, notFound, pathFor, readBackofficeForm } from './guard.server';
import { requireSiteEditor } from './site-guard.server';
import { errorListTexts } from './diag-form-errors.server';
import { describedBy, HelpedField, inputClass } from './site-fields';

/**
 * A diag site's price grid (issue 33 item 1, decision 0123): the versions, newest first, and a form
 * that saves a new dated version; its prices are a CSV text or an uploaded CSV file. No script;
 * another tenant's site is 404. Each save is a new row: a quote keeps the version it was priced with.
 */
function gridAdmin(context: Route.LoaderArgs['context']): PriceGridAdmin {
  const backoffice = backofficeOf(context);
  return new PriceGridAdmin(context.get(servicesContext).db, backoffice.sites, backoffice.audit);
}

const EMPTY = { depuis: '', tranches: '40 80 120', prix: 'diagnostic;type;jusqu’à 40 m²;jusqu’à 80 m²;jusqu’à 120 m²;au-delà', remises: '', erp: '', zones: '10 : 0,00' };

export async function loader({ context, params, url }: Route.LoaderArgs) {
  const { scope } = requireSiteEditor(context);
  const today = parisDay(new Date());
  const found = await gridAdmin(context).find(scope, params.siteId, today);
  if (!found) notFound();
  const latest = found.versions.find((v) => v.grid);
  return {
    title: serverText(context)('prices.pageTitle', { name: found.site.name }),
    site: found.site,
    values: latest?.grid ? gridFormValues(latest.grid, addDays(today, 1)) : { ...EMPTY, depuis: addDays(today, 1) },
    versions: found.versions.map((v) => ({ id: v.id, effectiveFrom: v.effectiveFrom, savedOn: parisDay(new Date(v.createdAt)), inForce: v.id === found.inForceId, upcoming: v.effectiveFrom > today })),
    saved: url.searchParams.has('enregistre'),
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => backofficeMeta(loaderData?.title);

export async function action({ request, context, params }: Route.ActionArgs) {
  const form = await readBackofficeForm(request, context, 'gestion/sites/:siteId/tarifs');
  const { member, scope } = requireSiteEditor(context);
  const admin = gridAdmin(context);
  const today = parisDay(new Date());
  if (!(await admin.find(scope, params.siteId, today))) notFound();
  const typed: Record<string, string> = Object.fromEntries(GRID_FIELDS.map((f) => [f, typeof form.get(f) === 'string' ? String(form.get(f)) : '']));
  // An uploaded CSV file replaces the prices typed in the form (the import).
  const file = form.get('fichier');
  if (file instanceof File && file.size > 0) typed.prix = new TextDecoder('utf-8').decode(await file.arrayBuffer());
  const read = readGridForm(typed, today);
  if (!read.ok) return data({ errors: errorListTexts(context, read.errors), typed }, { status: 400 });
  if (!(await admin.addVersion(memberActor(member), scope, params.siteId, read.grid))) notFound();
  return redirect(`${pathFor(context, `/gestion/sites/${encodeURIComponent(params.siteId)}/tarifs`)}?enregistre=1`, 303);
}

function Errors({ name, errors }: { name: string; errors: string[] | undefined }) {
  if (!errors?.length) return null;
  return (
    <ul id={`${name}-error`} className="mt-1 list-disc pl-5 font-normal text-red-800">
      {errors.map((message) => (
        <li key={message}>{message}</li>
      ))}
    </ul>
  );
}

export default function SitePrices({ loaderData, actionData }: Route.ComponentProps) {
  const t = useText();
  const href = useLocalizedHref();
  const { site, saved, versions } = loaderData;
  const errors: Record<string, string[]> = actionData?.errors ?? {};
  const values: Record<string, string> = actionData?.typed ?? loaderData.values;
  const hasErrors = Object.keys(errors).length > 0;
  const field = (name: string, label: string, help: string, rows = 0, className = '') => (
    <HelpedField name={name} label={label} help={help} error={undefined} className={className}>
      {rows ? (
        <textarea id={`field-${name}`} name={name} rows={rows} defaultValue={values[name] ?? ''} className={`${inputClass} font-mono text-sm`} spellCheck={false} {...describedBy(name, errors[name]?.[0], true)} />
      ) : (
        <input id={`field-${name}`} name={name} defaultValue={values[name] ?? ''} className={inputClass} {...describedBy(name, errors[name]?.[0], true)} />
      )}
      <Errors name={name} errors={errors[name]} />
    </HelpedField>
  );
  return (
    <>
      <p className="text-sm">
        <Link to={href(`/gestion/sites/${encodeURIComponent(site.id)}`)} className="underline">
          {t('calendar.back', { name: site.name })}
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold break-words">{t('prices.title', { name: site.name })}</h1>
      <p className="mt-1 text-sm text-slate-700">{t('prices.intro')}</p>
      {saved && !hasErrors && (
        <p role="status" className="mt-4 rounded border border-green-800 bg-green-50 p-3 font-semibold text-green-900">
          {t('prices.saved')}
        </p>
      )}
      {hasErrors && (
        <div role="alert" className="mt-4 rounded border border-red-800 bg-red-50 p-3 font-semibold text-red-900">
          <p>{t('prices.fixErrors')}</p>
          {errors.form && <Errors name="form" errors={errors.form} />}
        </div>
      )}
      <section aria-labelledby="versions" className="mt-4">
        <h2 id="versions" className="text-lg font-bold">
          {t('prices.versions')}
        </h2>
        {versions.length === 0 ? (
          <p className="mt-1 text-sm">{t('prices.noVersion')}</p>
        ) : (
          <ul className="mt-1 flex flex-col gap-1 text-sm">
            {versions.map((v) => (
              <li key={v.id} data-version={v.effectiveFrom}>
                {t('prices.version', { from: v.effectiveFrom.split('-').reverse().join('/'), saved: v.savedOn.split('-').reverse().join('/') })}
                {v.inForce && <span className="ml-2 rounded bg-green-100 px-2 py-0.5 font-semibold text-green-900">{t('prices.inForce')}</span>}
                {v.upcoming && <span className="ml-2 rounded bg-slate-200 px-2 py-0.5">{t('prices.upcoming')}</span>}
              </li>
            ))}
          </ul>
        )}
      </section>
      <Form method="post" encType="multipart/form-data" noValidate className="mt-4 rounded border border-slate-300 bg-white p-4 [overflow-wrap:anywhere]">
        <h2 className="text-lg font-bold">{t('prices.newVersion')}</h2>
        <div className="mt-3 grid gap-3 sm:grid-cols-2">
          {field('depuis', t('prices.from'), t('prices.fromHelp'))}
          {field('tranches', t('prices.bands'), t('prices.bandsHelp'))}
        </div>
        <div className="mt-3 grid gap-3">
          {field('prix', t('prices.prices'), t('prices.pricesHelp'), 12)}
          <HelpedField name="fichier" label={t('prices.file')} help={t('prices.fileHelp')} error={undefined}>
            <input id="field-fichier" type="file" name="fichier" accept=".csv,text/csv,text/plain" className="mt-1 block w-full text-sm" aria-describedby="fichier-help" />
          </HelpedField>
        </div>
        <div className="mt-3 grid gap-3 sm:grid-cols-3">
          {field('remises', t('prices.discounts'), t('prices.discountsHelp'), 3)}
          {field('erp', t('prices.erp'), t('prices.erpHelp'))}
          {field('zones', t('prices.zones'), t('prices.zonesHelp'), 3)}
        </div>
        <button type="submit" className="mt-4 rounded bg-slate-900 px-4 py-2 font-semibold text-white">
          {t('prices.save')}
        </button>
      </Form>
    </>
  );
}
