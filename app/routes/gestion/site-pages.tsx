import { data, Form, redirect } from 'react-router';
import { z } from 'zod';
import { pagePathProblem } from '../../../domain/pages/page-key';
import { ALL } from '../../../domain/pages/locks';
import { memberActor } from '../../../server/backoffice/audit-log.server';
import { familyModule } from '../../families';
import { Link } from '../../ui/Link';
import { useLocalizedHref } from '../../i18n/hooks';
import { backofficeMeta, useText } from './text';
import { serverText } from './text.server';
import type { Route } from './+types/site-pages';
import { backofficeOf, notFound, pathFor, readBackofficeForm } from './guard.server';
import { requireSiteEditor } from './site-guard.server';
import { describedBy, FieldMessage, HelpedField, inputClass } from './site-fields';
import { editablePageKeys } from './page-input.server';
import { blockLabel } from './page-editor-text.server';

/** A new page: its path (slug rules, decision 0099) and its title. One schema, read on the server (the form has no script). */
const newPageSchema = z.object({ path: z.string().trim().max(200), title: z.string().trim().min(1, 'pages.error.title').max(120, 'pages.error.title') });

export async function loader({ context, params, url }: Route.LoaderArgs) {
  const { scope, asAdmin } = requireSiteEditor(context);
  const backoffice = backofficeOf(context);
  const site = await backoffice.pages.site(scope, params.siteId);
  if (!site) notFound();
  const family = familyModule(site.family);
  const drafts = await backoffice.pages.draftKeys(site.id);
  const locks = await backoffice.pages.locks(site.id);
  const pages = editablePageKeys(family.pages, site.pages).map((key) => ({
    key,
    own: !family.pages[key],
    overridden: Boolean(family.pages[key] && site.pages[key]),
    draft: drafts.has(key),
    locked: locks.some((lock) => (lock.pageKey === key || lock.pageKey === ALL) && lock.blockType === ALL),
  }));
  return {
    title: serverText(context)('pages.pageTitle', { name: site.name }),
    site: { id: site.id, name: site.name },
    pages,
    locks,
    // Each block by its label, its canonical type beside it (what the locks list shows).
    blockTypes: asAdmin ? Object.keys(family.blocks).map((type) => ({ type, label: blockLabel(serverText(context), type) })) : [],
    asAdmin,
    notice: url.searchParams.get('fait'),
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => backofficeMeta(loaderData?.title);

/**
 * Network admins only: add a page (path rules; the family's routes refused), remove a page the site
 * added, lock or unlock a block type (or the whole page) on one page or every page. Another network's
 * site, or a site owner, gets 404 and nothing changes.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const form = await readBackofficeForm(request, context, 'gestion/sites/:siteId/pages');
  const { member, scope, asAdmin } = requireSiteEditor(context);
  if (!asAdmin) notFound();
  const backoffice = backofficeOf(context);
  const t = serverText(context);
  const site = await backoffice.pages.site(scope, params.siteId);
  if (!site) notFound();
  const family = familyModule(site.family);
  const back = (notice: string) => redirect(`${pathFor(context, `/gestion/sites/${encodeURIComponent(site.id)}/pages`)}?fait=${notice}`, 303);
  const actor = memberActor(member);
  const text = (name: string) => (typeof form.get(name) === 'string' ? String(form.get(name)) : '');
  switch (form.get('intent')) {
    case 'add': {
      const parsed = newPageSchema.safeParse({ path: text('path'), title: text('title') });
      const errors: Record<string, string> = {};
      if (!parsed.success) for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= t(issue.message.startsWith('pages.') ? issue.message : 'pages.error.title');
      const path = parsed.success ? parsed.data.path : text('path').trim();
      const problem = pagePathProblem(path, Object.keys(family.pages));
      if (problem) errors.path = t(`pages.error.${problem}`);
      if (!Object.keys(errors).length && parsed.success) {
        if (await backoffice.pages.addPage(actor, scope, site.id, path, { title: parsed.data.title, blocks: [] })) return back('ajoutee');
        errors.path = t('pages.error.taken');
      }
      return data({ errors, typed: { path: text('path'), title: text('title') } }, { status: 400 });
    }
    case 'remove':
      if (!(await backoffice.pages.removePage(actor, scope, site.id, text('page'), family.pages))) notFound();
      return back('supprimee');
    case 'lock':
    case 'unlock': {
      const pageKey = text('page');
      const blockType = text('block');
      const knownPage = pageKey === ALL || Boolean(family.pages[pageKey] ?? site.pages[pageKey]);
      const knownBlock = blockType === ALL || Object.hasOwn(family.blocks, blockType);
      if (!knownPage || !knownBlock) return data({ errors: { lock: t('pages.error.invalid') }, typed: null }, { status: 400 });
      const lock = { pageKey, blockType };
      // Every site of the network in one action (decision 0135), or this site alone.
      if (form.get('network') === '1') {
        if (!(await backoffice.pages.setNetworkLock(actor, scope, site.id, lock, form.get('intent') === 'lock'))) notFound();
      } else await backoffice.pages.setLock(actor, scope, site.id, lock, form.get('intent') === 'lock');
      return back('verrou');
    }
    default:
      return data({ errors: { form: t('pages.error.invalid') }, typed: null }, { status: 400 });
  }
}

const NOTICES: Record<string, string> = { ajoutee: 'pages.added', supprimee: 'pages.removed', verrou: 'pages.lockSaved' };

export default function SitePages({ loaderData, actionData }: Route.ComponentProps) {
  const t = useText();
  const href = useLocalizedHref();
  const { site, pages, locks, blockTypes, asAdmin, notice } = loaderData;
  const errors: Record<string, string> = actionData?.errors ?? {};
  const typed = actionData?.typed ?? null;
  const editorPath = (key: string) => href(`/gestion/sites/${encodeURIComponent(site.id)}/page?chemin=${encodeURIComponent(key)}`);
  return (
    <>
      <p className="text-sm">
        <Link to={href(`/gestion/sites/${encodeURIComponent(site.id)}`)} className="underline">
          {t('pages.back')}
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold break-words">{t('pages.title')}</h1>
      <p className="mt-1 text-sm text-slate-700">{site.name}</p>
      {notice && NOTICES[notice] && !Object.keys(errors).length && (
        <p role="status" className="mt-4 rounded border border-green-800 bg-green-50 p-3 font-semibold text-green-900">
          {t(NOTICES[notice])}
        </p>
      )}
      {(errors.form ?? errors.lock) && (
        <p role="alert" className="mt-4 rounded border border-red-800 bg-red-50 p-3 font-semibold text-red-900">
          {errors.form ?? errors.lock}
        </p>
      )}
      <ul className="mt-4 divide-y divide-slate-200 rounded border border-slate-300 bg-white">
        {pages.map((page) => (
          <li key={page.key} className="grid gap-2 p-3 sm:grid-cols-[1fr_auto] sm:items-center">
            <div className="min-w-0">
              <Link to={editorPath(page.key)} className="font-mono font-semibold break-all underline underline-offset-2">
                {page.key}
              </Link>
              <p className="flex flex-wrap gap-x-2 text-sm text-slate-700">
                <span>{page.own ? t('pages.sitePage') : t('pages.familyPage')}</span>
                {page.overridden && <span>· {t('pages.overridden')}</span>}
                {page.draft && <span className="font-semibold text-amber-900">· {t('pages.draft')}</span>}
                {page.locked && <span className="font-semibold">· {t('pages.locked')}</span>}
              </p>
            </div>
            <div className="flex flex-wrap items-center gap-2">
              <Link to={editorPath(page.key)} className="rounded bg-slate-900 px-3 py-1.5 font-semibold text-white">
                {t('pages.edit')}
                <span className="sr-only"> {page.key}</span>
              </Link>
              {asAdmin && page.own && (
                <Form method="post">
                  <input type="hidden" name="intent" value="remove" />
                  <input type="hidden" name="page" value={page.key} />
                  <button type="submit" className="rounded border border-red-800 px-3 py-1.5 font-semibold text-red-800">
                    {t('pages.remove')}
                    <span className="sr-only"> {page.key}</span>
                  </button>
                </Form>
              )}
            </div>
          </li>
        ))}
      </ul>
      {asAdmin && (
        <>
          <Form method="post" noValidate className="mt-6 rounded border border-slate-300 bg-white p-4">
            <h2 className="text-lg font-bold">{t('pages.add')}</h2>
            <input type="hidden" name="intent" value="add" />
            <div className="mt-2 grid gap-3 sm:grid-cols-2">
              <HelpedField name="path" label={t('pages.path')} help={t('pages.addHelp')} error={errors.path}>
                <input id="field-path" name="path" defaultValue={typed?.path ?? ''} placeholder="/nos-engagements" className={`${inputClass} font-mono`} {...describedBy('path', errors.path, true)} />
              </HelpedField>
              <label className="text-sm font-semibold">
                {t('pages.pageName')}
                <input name="title" defaultValue={typed?.title ?? ''} className={inputClass} {...describedBy('title', errors.title)} />
                <FieldMessage name="title" error={errors.title} />
              </label>
            </div>
            <button type="submit" className="mt-3 rounded bg-slate-900 px-4 py-2 font-semibold text-white">
              {t('pages.addSubmit')}
            </button>
          </Form>
          <section aria-labelledby="locks" className="mt-6 rounded border border-slate-300 bg-white p-4">
            <h2 id="locks" className="text-lg font-bold">
              {t('pages.locks')}
            </h2>
            <p className="mt-1 text-sm">{t('pages.locksHelp')}</p>
            {locks.length === 0 ? (
              <p className="mt-2 text-sm">{t('pages.noLocks')}</p>
            ) : (
              <ul className="mt-2 divide-y divide-slate-200">
                {locks.map((lock) => (
                  <li key={`${lock.network ? 'network' : 'site'} ${lock.pageKey} ${lock.blockType}`} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
                    <span className="break-all">
                      <span className="font-mono">{lock.pageKey === ALL ? t('pages.lockAllPages') : lock.pageKey}</span> · <span className="font-mono">{lock.blockType === ALL ? t('pages.lockWholePage') : lock.blockType}</span>
                      {lock.network && <span className="font-semibold"> · {t('pages.lockNetworkTag')}</span>}
                    </span>
                    <Form method="post">
                      <input type="hidden" name="intent" value="unlock" />
                      {lock.network && <input type="hidden" name="network" value="1" />}
                      <input type="hidden" name="page" value={lock.pageKey} />
                      <input type="hidden" name="block" value={lock.blockType} />
                      <button type="submit" className="rounded border border-slate-700 px-3 py-1 font-semibold">
                        {t('pages.unlock')}
                      </button>
                    </Form>
                  </li>
                ))}
              </ul>
            )}
            <Form method="post" className="mt-3 grid gap-3 sm:grid-cols-[1fr_1fr_auto_auto] sm:items-end">
              <input type="hidden" name="intent" value="lock" />
              <label className="text-sm font-semibold">
                {t('pages.lockPage')}
                <select name="page" className={inputClass}>
                  <option value={ALL}>{t('pages.lockAllPages')}</option>
                  {pages.map((page) => (
                    <option key={page.key} value={page.key}>
                      {page.key}
                    </option>
                  ))}
                </select>
              </label>
              <label className="text-sm font-semibold">
                {t('pages.lockBlock')}
                <select name="block" className={inputClass}>
                  <option value={ALL}>{t('pages.lockWholePage')}</option>
                  {blockTypes.map((block) => (
                    <option key={block.type} value={block.type}>
                      {block.label} ({block.type})
                    </option>
                  ))}
                </select>
              </label>
              <label className="flex items-center gap-2 py-2 text-sm font-semibold">
                <input type="checkbox" name="network" value="1" className="size-5" />
                {t('pages.lockNetwork')}
              </label>
              <button type="submit" className="rounded bg-slate-900 px-4 py-2 font-semibold text-white">
                {t('pages.lockSubmit')}
              </button>
            </Form>
          </section>
        </>
      )}
    </>
  );
}
