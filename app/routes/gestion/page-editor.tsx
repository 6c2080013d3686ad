import { Form, redirect } from 'react-router';
import { memberActor } from '../../../server/backoffice/audit-log.server';
import { listSiteImages } from '../../../server/backoffice/site-images.server';
import { pageEditorAssets } from '../../../server/backoffice/page-editor-script.server';
import { Link } from '../../ui/Link';
import { useLocale, useLocalizedHref } from '../../i18n/hooks';
import { LOCALE_TAGS } from '../../../domain/i18n/locale';
import { PasskeyScript as EditorScript } from './passkey-script';
import { backofficeMeta, useText } from './text';
import { serverText } from './text.server';
import type { Route } from './+types/page-editor';
import { notFound, pathFor, readBackofficeForm } from './guard.server';
import { editedPage, editorConfig } from './page-editor.server';
import { previewUrl } from './page-input.server';
import { editorBlocksHtml } from './page-render';
import { blockLabel, editorDictionary } from './page-editor-text.server';

export async function loader({ context, params, url, request }: Route.LoaderArgs) {
  const { asAdmin, pageKey, family, state, scope, backoffice } = await editedPage(context, params.siteId, url);
  const t = serverText(context);
  const page = state.draft?.page ?? state.published ?? { blocks: [] };
  const config = editorConfig(family.blocks, state.locks, pageKey, asAdmin);
  const lockedTypes = new Set(config.blocks.filter((b) => b.locked).map((b) => b.type));
  const texts = ['save', 'saving', 'saved', 'failed', 'preview', 'image', 'imageNone', 'imageAlt', 'imageRemove', 'rendering', 'incomplete'] as const;
  return {
    title: t('pages.editor.pageTitle', { path: pageKey, name: state.site.name }),
    site: { id: state.site.id, name: state.site.name },
    pageKey,
    blocks: page.blocks.map((block) => ({ type: block.type, locked: lockedTypes.has(block.type) })),
    draft: state.draft ? { createdAt: state.draft.createdAt, author: state.draft.author, previewUrl: previewUrl(request.url, state.site, pageKey, state.draft.previewToken) } : null,
    versions: state.versions.map((v) => ({ id: v.id, author: v.author, publishedAt: v.publishedAt ?? v.createdAt })),
    publicUrl: previewUrl(request.url, state.site, pageKey, ''),
    notice: url.searchParams.get('fait'),
    assets: pageEditorAssets(),
    editor: {
      endpoint: `${pathFor(context, `/gestion/sites/${encodeURIComponent(state.site.id)}/page/enregistrer`)}?chemin=${encodeURIComponent(pageKey)}`,
      renderEndpoint: `${pathFor(context, `/gestion/sites/${encodeURIComponent(state.site.id)}/page/rendu`)}?chemin=${encodeURIComponent(pageKey)}`,
      page,
      // The canvas's first picture: each block by its real component (decision 0134), redrawn by the render endpoint as it is edited.
      html: await editorBlocksHtml(context, state.site.id, pageKey, page, request.url),
      ...config,
      blocks: config.blocks.map((block) => ({ ...block, label: blockLabel(t, block.type) })),
      dictionary: editorDictionary(t),
      images: listSiteImages(state.site.pages, await backoffice.media.listSiteImages(scope, state.site.id)),
      text: Object.fromEntries(texts.map((key) => [key, t(`pages.editor.${key}`)])),
    },
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => backofficeMeta(loaderData?.title);

/** Publish the draft, or roll back to a published version: one form each, a redirect back (works without JavaScript). */
export async function action({ request, context, params, url }: Route.ActionArgs) {
  const form = await readBackofficeForm(request, context, 'gestion/sites/:siteId/page');
  const { member, scope, backoffice, pageKey, family, state } = await editedPage(context, params.siteId, url);
  const back = (notice: string) => redirect(`${pathFor(context, `/gestion/sites/${encodeURIComponent(state.site.id)}/page`)}?chemin=${encodeURIComponent(pageKey)}&fait=${notice}`, 303);
  const actor = memberActor(member);
  switch (form.get('intent')) {
    case 'publish':
      return (await backoffice.pages.publish(actor, scope, state.site.id, pageKey, family.pages)) ? back('publie') : back('sans-brouillon');
    case 'rollback':
      if (!(await backoffice.pages.rollback(actor, scope, state.site.id, pageKey, String(form.get('version') ?? ''), family.pages))) notFound();
      return back('retabli');
    default:
      return notFound();
  }
}

const NOTICES: Record<string, string> = { publie: 'pages.editor.published', retabli: 'pages.editor.rolledBack', 'sans-brouillon': 'pages.error.noDraft' };

export default function PageEditor({ loaderData }: Route.ComponentProps) {
  const t = useText();
  const href = useLocalizedHref();
  const locale = useLocale();
  const { site, pageKey, blocks, draft, versions, notice, assets, editor, publicUrl } = loaderData;
  const when = (iso: string) => new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Paris' }).format(new Date(iso));
  return (
    <>
      {assets && <link rel="stylesheet" href={assets.style} />}
      <p className="text-sm">
        <Link to={href(`/gestion/sites/${encodeURIComponent(site.id)}/pages`)} className="underline">
          {t('pages.title')} · {site.name}
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold break-words">{t('pages.editor.title', { path: pageKey })}</h1>
      <p className="mt-1 text-sm">
        <a href={publicUrl} className="underline">
          {publicUrl}
        </a>
      </p>
      {notice && NOTICES[notice] && (
        <p role="status" className="mt-4 rounded border border-green-800 bg-green-50 p-3 font-semibold text-green-900">
          {t(NOTICES[notice])}
        </p>
      )}
      <section aria-labelledby="draft" className="mt-4 rounded border border-slate-300 bg-white p-4" data-editor-status>
        <h2 id="draft" className="sr-only">
          {t('pages.draft')}
        </h2>
        <p data-draft-status>{draft ? t('pages.editor.draftStatus', { date: when(draft.createdAt), author: draft.author }) : t('pages.editor.noDraftStatus')}</p>
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <a href={draft?.previewUrl ?? '#'} hidden={!draft} data-preview-link target="_blank" rel="noreferrer" className="rounded border border-slate-700 px-3 py-1.5 font-semibold">
            {t('pages.editor.preview')}
          </a>
          {draft && (
            <Form method="post">
              <input type="hidden" name="intent" value="publish" />
              <button type="submit" className="rounded bg-slate-900 px-4 py-1.5 font-semibold text-white">
                {t('pages.editor.publish')}
              </button>
            </Form>
          )}
        </div>
        <p className="mt-1 text-sm text-slate-700">{t('pages.editor.previewHelp')}</p>
      </section>
      <div id="page-editor" className="mt-4" data-editor={JSON.stringify(editor)} />
      <section id="page-editor-fallback" aria-labelledby="blocks" className="mt-4 rounded border border-slate-300 bg-white p-4">
        <p className="rounded border border-amber-800 bg-amber-50 p-3 font-semibold text-amber-950">{t('pages.editor.needsJs')}</p>
        <h2 id="blocks" className="mt-3 text-lg font-bold">
          {t('pages.editor.blocks')}
        </h2>
        {blocks.length === 0 ? (
          <p className="mt-2">{t('pages.editor.noBlocks')}</p>
        ) : (
          <ol className="mt-2 list-decimal pl-6">
            {blocks.map((block, i) => (
              <li key={`${i}-${block.type}`} className="font-mono">
                {block.type}
                {block.locked && <span className="ml-2 font-sans font-semibold">({t('pages.editor.lockedBlock')})</span>}
              </li>
            ))}
          </ol>
        )}
      </section>
      <section aria-labelledby="versions" className="mt-4 rounded border border-slate-300 bg-white p-4">
        <h2 id="versions" className="text-lg font-bold">
          {t('pages.editor.versions')}
        </h2>
        {versions.length === 0 ? (
          <p className="mt-2">{t('pages.editor.noVersions')}</p>
        ) : (
          <ul className="mt-2 divide-y divide-slate-200">
            {versions.map((version, i) => (
              <li key={version.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span>{version.author ? t('pages.editor.version', { date: when(version.publishedAt), author: version.author }) : t('pages.editor.original')}</span>
                {i > 0 && (
                  <Form method="post">
                    <input type="hidden" name="intent" value="rollback" />
                    <input type="hidden" name="version" value={version.id} />
                    <button type="submit" className="rounded border border-slate-700 px-3 py-1 font-semibold">
                      {t('pages.editor.rollback')}
                    </button>
                  </Form>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
      {assets && <EditorScript src={assets.script} />}
    </>
  );
}
