import { data, Form, redirect } from 'react-router';
import { applySiteForm, errorsByField, fieldViews } from '../../../domain/backoffice/site-form';
import { editableFields, fieldName } from '../../../domain/backoffice/site-fields';
import { newSiteIdentitySchema } from '../../../domain/backoffice/site-identity';
import { isFamily, type Family } from '../../../domain/sites/site';
import { memberActor } from '../../../server/backoffice/audit-log.server';
import { HostTaken, SiteIdTaken } from '../../../server/repositories/sites-admin.server';
import { Link } from '../../ui/Link';
import { useLocalizedHref } from '../../i18n/hooks';
import { backofficeMeta, useText } from './text';
import { serverText } from './text.server';
import type { Route } from './+types/site-new';
import { backofficeOf, notFound, pathFor, readBackofficeForm } from './guard.server';
import { requireNetworkAdmin } from './site-guard.server';
import { describedBy, FieldMessage, HelpedField, inputClass, SiteFieldInputs } from './site-fields';
import { formText, translateErrors, typedValues } from './site-form.server';

const EMPTY_RECORD = { crm: {}, settings: {} };

/** The family asked for ('?famille='), which must be one of the network's; null when none was chosen yet. */
function chosenFamily(value: string | null, families: readonly Family[]): Family | null {
  if (!value) return null;
  // A family the network does not run (or none at all) is not found, like another tenant's id.
  if (!isFamily(value) || !families.includes(value)) notFound();
  return value;
}

/** A network admin creates a site: first its family (among its network's), then its identity and record. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const { member } = requireNetworkAdmin(context);
  const families = await backofficeOf(context).sites.familiesOf(member.networkId);
  const family = chosenFamily(url.searchParams.get('famille'), families);
  return { title: serverText(context)('siteNew.pageTitle'), families, family, fields: family ? fieldViews(family, true, EMPTY_RECORD) : [] };
}

export const meta = ({ loaderData }: Route.MetaArgs) => backofficeMeta(loaderData?.title);

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readBackofficeForm(request, context, 'gestion/sites/nouveau');
  const { member } = requireNetworkAdmin(context);
  const backoffice = backofficeOf(context);
  const t = serverText(context);
  const family = chosenFamily(formText(form, 'family') || null, await backoffice.sites.familiesOf(member.networkId));
  if (!family) notFound();
  const names = ['id', 'name', 'hosts', ...editableFields(family, true).map(fieldName)];
  const refuse = (errors: Record<string, string>) => data({ errors, typed: typedValues(form, names) }, { status: 400 });
  const identity = newSiteIdentitySchema.safeParse({ id: formText(form, 'id'), family, name: formText(form, 'name'), hosts: formText(form, 'hosts') });
  const record = applySiteForm(family, true, EMPTY_RECORD, (name) => (typeof form.get(name) === 'string' ? String(form.get(name)) : null));
  const errors = { ...(record.ok ? {} : translateErrors(t, record.errors)), ...(identity.success ? {} : translateErrors(t, errorsByField(identity.error))) };
  if (identity.success && identity.data.hosts.includes(backoffice.adminHost)) errors.hosts ??= t('siteForm.error.hostAdmin');
  // A host another site holds, told with the other errors (the write checks again, and the table's key last).
  const held = identity.success && !errors.hosts ? await backoffice.sites.hostHeldElsewhere(identity.data.hosts, identity.data.id) : null;
  if (held) errors.hosts = t('siteForm.error.hostTaken', { host: held });
  if (!identity.success || !record.ok || Object.keys(errors).length) return refuse(errors);
  try {
    await backoffice.sites.create(memberActor(member), member.networkId, { ...identity.data, crm: record.crm, settings: record.settings });
  } catch (error) {
    if (error instanceof HostTaken) return refuse({ hosts: t('siteForm.error.hostTaken', { host: error.host }) });
    if (error instanceof SiteIdTaken) return refuse({ id: t('siteForm.error.siteIdTaken') });
    throw error;
  }
  return redirect(`${pathFor(context, `/gestion/sites/${encodeURIComponent(identity.data.id)}`)}?cree=1`, 303);
}

export default function NewSite({ loaderData, actionData }: Route.ComponentProps) {
  const t = useText();
  const href = useLocalizedHref();
  const { families, family } = loaderData;
  const errors: Record<string, string> = actionData?.errors ?? {};
  const typed = actionData?.typed ?? null;
  const fields = typed ? loaderData.fields.map((f) => ({ ...f, value: f.kind === 'checkbox' ? typed[f.name] !== null && typed[f.name] !== undefined : (typed[f.name] ?? '') })) : loaderData.fields;
  return (
    <>
      <p className="text-sm">
        <Link to={href('/gestion/sites')} className="underline">
          {t('site.back')}
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold">{t('siteNew.title')}</h1>
      <Form method="get" className="mt-4 flex flex-wrap items-end gap-3 rounded border border-slate-300 bg-white p-4">
        <label className="text-sm font-semibold">
          {t('siteForm.family')}
          <select name="famille" defaultValue={family ?? ''} className={inputClass}>
            {families.map((f) => (
              <option key={f} value={f}>
                {t(`family.${f}`)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="rounded border border-slate-900 px-4 py-2 font-semibold">
          {t('siteNew.chooseFamily')}
        </button>
      </Form>
      {family && (
        <>
          {Object.keys(errors).length > 0 && (
            <p role="alert" className="mt-4 rounded border border-red-800 bg-red-50 p-3 font-semibold text-red-900">
              {t('siteForm.fixErrors')}
            </p>
          )}
          <Form method="post" noValidate className="mt-4 rounded border border-slate-300 bg-white p-4">
            <input type="hidden" name="family" value={family} />
            <fieldset className="grid gap-3 sm:grid-cols-2">
              <legend className="text-lg font-bold">{t('site.identity')}</legend>
              <HelpedField name="id" label={t('siteForm.id')} help={t('siteForm.idHelp')} error={errors.id}>
                <input id="field-id" name="id" defaultValue={typed?.id ?? ''} autoComplete="off" className={inputClass} {...describedBy('id', errors.id, true)} />
              </HelpedField>
              <label className="text-sm font-semibold">
                {t('siteForm.name')}
                <input name="name" defaultValue={typed?.name ?? ''} className={inputClass} {...describedBy('name', errors.name)} />
                <FieldMessage name="name" error={errors.name} />
              </label>
              <HelpedField name="hosts" label={t('siteForm.hosts')} help={t('siteForm.hostsHelpNew')} error={errors.hosts} className="sm:col-span-2">
                <textarea id="field-hosts" name="hosts" rows={3} defaultValue={typed?.hosts ?? ''} className={inputClass} {...describedBy('hosts', errors.hosts, true)} />
              </HelpedField>
            </fieldset>
            <fieldset className="mt-4 grid gap-3 sm:grid-cols-2">
              <legend className="text-lg font-bold">{t('site.record')}</legend>
              <SiteFieldInputs fields={fields} errors={errors} />
            </fieldset>
            <button type="submit" className="mt-4 rounded bg-slate-900 px-4 py-2 font-semibold text-white">
              {t('siteNew.submit')}
            </button>
          </Form>
        </>
      )}
    </>
  );
}
