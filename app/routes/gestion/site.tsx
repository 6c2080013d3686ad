import { data, Form, redirect } from 'react-router';
import { applySiteForm, errorsByField, fieldViews } from '../../../domain/backoffice/site-form';
import { editableFields, fieldName } from '../../../domain/backoffice/site-fields';
import { siteIdentitySchema } from '../../../domain/backoffice/site-identity';
import { memberActor } from '../../../server/backoffice/audit-log.server';
import { HostTaken } from '../../../server/repositories/sites-admin.server';
import { Link } from '../../ui/Link';
import { useLocalizedHref } from '../../i18n/hooks';
import { backofficeMeta, useText } from './text';
import { serverText } from './text.server';
import type { Route } from './+types/site';
import { backofficeOf, notFound, pathFor, readBackofficeForm } from './guard.server';
import { requireSiteEditor } from './site-guard.server';
import { anyFamilyOffers } from '../../../domain/sites/family-offers';
import { describedBy, FieldMessage, HelpedField, inputClass, SiteFieldInputs } from './site-fields';
import { formText, translateErrors, typedValues } from './site-form.server';

export async function loader({ context, params, url }: Route.LoaderArgs) {
  const { scope, asAdmin } = requireSiteEditor(context);
  const site = await backofficeOf(context).sites.find(scope, params.siteId);
  if (!site) notFound();
  return {
    title: serverText(context)('site.pageTitle', { name: site.name }),
    site: { id: site.id, name: site.name, family: site.family, hosts: site.hosts, published: site.published },
    fields: fieldViews(site.family, asAdmin, site),
    asAdmin,
    saved: url.searchParams.has('enregistre'),
    created: url.searchParams.has('cree'),
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => backofficeMeta(loaderData?.title);

/**
 * Saves the record (a site owner: the fields its family allows owners; a network admin: every field,
 * the name and the hosts), or publishes / unpublishes (network admins). A site outside the member's
 * scope answers 404 and changes nothing; a refused field comes back with its message, in French.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const form = await readBackofficeForm(request, context, 'gestion/sites/:siteId');
  const { member, scope, asAdmin } = requireSiteEditor(context);
  const backoffice = backofficeOf(context);
  const t = serverText(context);
  const back = pathFor(context, `/gestion/sites/${encodeURIComponent(params.siteId)}`);
  const intent = form.get('intent');
  if (intent === 'publish' || intent === 'unpublish') {
    if (!asAdmin || !(await backoffice.sites.setPublished(memberActor(member), scope, params.siteId, intent === 'publish'))) notFound();
    return redirect(`${back}?enregistre=1`, 303);
  }
  if (intent !== 'save') return data({ errors: { form: t('lead.actionInvalid') }, typed: null }, { status: 400 });
  const site = await backoffice.sites.find(scope, params.siteId);
  if (!site) notFound();
  const names = [...editableFields(site.family, asAdmin).map(fieldName), 'name', 'hosts'];
  const refuse = (errors: Record<string, string>) => data({ errors, typed: typedValues(form, names) }, { status: 400 });
  const record = applySiteForm(site.family, asAdmin, site, (name) => (typeof form.get(name) === 'string' ? String(form.get(name)) : null));
  const identity = asAdmin ? siteIdentitySchema.safeParse({ name: formText(form, 'name'), hosts: formText(form, 'hosts') }) : null;
  const errors = { ...(record.ok ? {} : translateErrors(t, record.errors)), ...(identity && !identity.success ? translateErrors(t, errorsByField(identity.error)) : {}) };
  if (identity?.success && identity.data.hosts.includes(backoffice.adminHost)) errors.hosts ??= t('siteForm.error.hostAdmin');
  // A host another site holds, told with the other errors (the write checks again, and the table's key last).
  const held = identity?.success && !errors.hosts ? await backoffice.sites.hostHeldElsewhere(identity.data.hosts, site.id) : null;
  if (held) errors.hosts = t('siteForm.error.hostTaken', { host: held });
  if (!record.ok || Object.keys(errors).length) return refuse(errors);
  try {
    const found = await backoffice.sites.update(memberActor(member), scope, site.id, {
      ...(identity?.success ? { name: identity.data.name, hosts: identity.data.hosts } : {}),
      crm: record.crm,
      settings: record.settings,
      recordChanges: record.changed,
    });
    if (!found) notFound();
  } catch (error) {
    if (error instanceof HostTaken) return refuse({ hosts: t('siteForm.error.hostTaken', { host: error.host }) });
    throw error;
  }
  return redirect(`${back}?enregistre=1`, 303);
}

export default function SiteRecord({ loaderData, actionData }: Route.ComponentProps) {
  const t = useText();
  const href = useLocalizedHref();
  const { site, asAdmin, saved, created } = loaderData;
  const errors: Record<string, string> = actionData?.errors ?? {};
  const typed = actionData?.typed ?? null;
  const fields = typed ? loaderData.fields.map((f) => ({ ...f, value: f.kind === 'checkbox' ? typed[f.name] !== null && typed[f.name] !== undefined : (typed[f.name] ?? '') })) : loaderData.fields;
  const hasErrors = Object.keys(errors).length > 0;
  return (
    <>
      <p className="text-sm">
        <Link to={href('/gestion/sites')} className="underline">
          {t('site.back')}
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold break-words">{site.name}</h1>
      <p className="mt-1 text-sm text-slate-700">
        {t(`family.${site.family}`)} · {site.published ? t('sites.published') : t('sites.unpublished')}
      </p>
      <p className="mt-2">
        <Link to={href(`/gestion/sites/${encodeURIComponent(site.id)}/pages`)} className="font-semibold underline">
          {t('pages.open')}
        </Link>
        {' · '}
        <Link to={href(`/gestion/sites/${site.id}/medias`)} className="underline">
          {t('media.title', { name: site.name })}
        </Link>
        {' · '}
        <Link to={href(`/gestion/sites/${site.id}/actualites`)} className="underline">
          {t('news.title', { name: site.name })}
        </Link>
        {anyFamilyOffers([site.family], 'appointments') && (
          <>
            {' · '}
            <Link to={href(`/gestion/sites/${encodeURIComponent(site.id)}/agenda`)} className="underline">
              {t('calendar.open')}
            </Link>
            {' · '}
            <Link to={href(`/gestion/sites/${encodeURIComponent(site.id)}/tarifs`)} className="underline">
              {t('prices.open')}
            </Link>
          </>
        )}
      </p>
      {(saved || created) && !hasErrors && (
        <p role="status" className="mt-4 rounded border border-green-800 bg-green-50 p-3 font-semibold text-green-900">
          {created ? t('site.created') : t('site.saved')}
        </p>
      )}
      {hasErrors && (
        <p role="alert" className="mt-4 rounded border border-red-800 bg-red-50 p-3 font-semibold text-red-900">
          {errors.form ?? t('siteForm.fixErrors')}
        </p>
      )}
      <Form method="post" noValidate className="mt-4 rounded border border-slate-300 bg-white p-4">
        <input type="hidden" name="intent" value="save" />
        {asAdmin && (
          <fieldset className="grid gap-3 sm:grid-cols-2">
            <legend className="text-lg font-bold">{t('site.identity')}</legend>
            <label className="text-sm font-semibold">
              {t('siteForm.name')}
              <input name="name" defaultValue={typed ? (typed.name ?? '') : site.name} className={inputClass} {...describedBy('name', errors.name)} />
              <FieldMessage name="name" error={errors.name} />
            </label>
            <HelpedField name="hosts" label={t('siteForm.hosts')} help={t('siteForm.hostsHelp', { local: `${site.id}.localhost` })} error={errors.hosts}>
              <textarea id="field-hosts" name="hosts" rows={3} defaultValue={typed ? (typed.hosts ?? '') : site.hosts.join('\n')} className={inputClass} {...describedBy('hosts', errors.hosts, true)} />
            </HelpedField>
          </fieldset>
        )}
        <fieldset className="mt-4 grid gap-3 sm:grid-cols-2">
          <legend className="text-lg font-bold">{asAdmin ? t('site.record') : t('site.ownerRecord')}</legend>
          <SiteFieldInputs fields={fields} errors={errors} />
        </fieldset>
        <button type="submit" className="mt-4 rounded bg-slate-900 px-4 py-2 font-semibold text-white">
          {t('site.save')}
        </button>
      </Form>
      {asAdmin && (
        <section aria-labelledby="publication" className="mt-6 rounded border border-slate-300 bg-white p-4">
          <h2 id="publication" className="text-lg font-bold">
            {t('site.publication')}
          </h2>
          <p className="mt-1 text-sm">{site.published ? t('site.publishedHelp') : t('site.unpublishedHelp')}</p>
          <Form method="post" className="mt-3">
            <input type="hidden" name="intent" value={site.published ? 'unpublish' : 'publish'} />
            <button type="submit" className={`rounded px-4 py-2 font-semibold ${site.published ? 'border border-red-800 text-red-800' : 'bg-slate-900 text-white'}`}>
              {site.published ? t('site.unpublish') : t('site.publish')}
            </button>
          </Form>
          <p className="mt-3 text-sm">
            <Link to={href(`/gestion/journal?site=${encodeURIComponent(site.id)}`)} className="underline">
              {t('site.history')}
            </Link>
          </p>
        </section>
      )}
    </>
  );
}
