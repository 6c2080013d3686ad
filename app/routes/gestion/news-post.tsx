import { data, Form, redirect } from 'react-router';
import { imageUrl } from '../../../domain/media/image-params';
import { isoToParisLocal, NEWS_CATEGORIES, newsPostSchema, parisLocalToIso, postState, slugify } from '../../../domain/news/news-post';
import { richTextScriptUrl } from '../../../server/auth/passkey-script.server';
import { memberActor } from '../../../server/backoffice/audit-log.server';
import { formatParisDateTime } from '../../../domain/format/paris-time';
import { Link } from '../../ui/Link';
import { useLocalizedHref } from '../../i18n/hooks';
import { backofficeMeta, useText } from './text';
import { serverText } from './text.server';
import type { Route } from './+types/news-post';
import { backofficeOf, notFound, pathFor, readBackofficeForm } from './guard.server';
import { requireSiteEditor } from './site-guard.server';
import { describedBy, FieldMessage, HelpedField, inputClass } from './site-fields';
import { PasskeyScript as NoncedScript } from './passkey-script';

type Values = { title: string; slug: string; category: string; excerpt: string; body: string; cover: string; publishAt: string; networkWide: boolean };

/** A news post's form (new when there is no post id): the site's categories, its library's images for the cover. */
export async function loader({ context, params, url }: Route.LoaderArgs) {
  const { scope, asAdmin } = requireSiteEditor(context);
  const { news, media } = backofficeOf(context);
  const site = await news.site(scope, params.siteId);
  if (!site) notFound();
  const post = params.postId ? await news.find(scope, site.id, params.postId) : null;
  if (params.postId && !post) notFound();
  const values: Values = post
    ? { title: post.title, slug: post.slug, category: post.category ?? '', excerpt: post.excerpt ?? '', body: post.body, cover: post.cover ?? '', publishAt: isoToParisLocal(post.date), networkWide: post.networkWide }
    : { title: '', slug: '', category: '', excerpt: '', body: '', cover: '', publishAt: isoToParisLocal(new Date().toISOString()), networkWide: false };
  const t = serverText(context);
  return {
    title: t(post ? 'news.editTitle' : 'news.newTitle', { name: site.name }) + ' — back-office',
    site: { id: site.id, name: site.name },
    post: post ? { id: post.id, state: post.state, date: formatParisDateTime(/^\d{4}-\d{2}-\d{2}$/.test(post.date) ? `${post.date}T08:00:00Z` : post.date) ?? post.date } : null,
    values,
    categories: [...NEWS_CATEGORIES[site.family]],
    images: await media.listSiteImages(scope, site.id),
    asAdmin,
    saved: url.searchParams.has('enregistre'),
    script: richTextScriptUrl(),
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => backofficeMeta(loaderData?.title);

/**
 * Save (create or update), unpublish or publish again. The body is HTML (from the rich-text editor, or
 * typed in the textarea without JavaScript), cleaned by sanitize-html on save and again on render.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const form = await readBackofficeForm(request, context, params.postId ? 'gestion/sites/:siteId/actualites/:postId' : 'gestion/sites/:siteId/actualites/nouvelle');
  const { member, scope } = requireSiteEditor(context);
  const news = backofficeOf(context).news;
  const site = await news.site(scope, params.siteId);
  if (!site) notFound();
  const t = serverText(context);
  const actor = memberActor(member);
  const list = pathFor(context, `/gestion/sites/${encodeURIComponent(site.id)}/actualites`);
  const intent = form.get('intent');
  if (intent === 'unpublish' || intent === 'publish') {
    if (!params.postId || !(await news.setPublished(scope, site.id, params.postId, intent === 'publish', actor))) notFound();
    return redirect(`${list}/${encodeURIComponent(params.postId)}?enregistre=1`, 303);
  }
  const text = (name: string) => (typeof form.get(name) === 'string' ? String(form.get(name)) : '');
  const typed: Values = { title: text('title'), slug: text('slug'), category: text('category'), excerpt: text('excerpt'), body: text('body'), cover: text('cover'), publishAt: text('publishAt'), networkWide: form.get('networkWide') === 'on' };
  if (intent !== 'save') return data({ errors: { form: t('lead.actionInvalid') } as Record<string, string>, values: typed }, { status: 400 });
  // An empty address is derived from the title.
  const parsed = newsPostSchema(site.family).safeParse({ ...typed, slug: typed.slug.trim() || slugify(typed.title) });
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? 'form')] ??= t(issue.message);
    return data({ errors, values: typed }, { status: 400 });
  }
  if (params.postId && !(await news.find(scope, site.id, params.postId))) notFound();
  const saved = await news.save(scope, site.id, params.postId ?? null, { ...parsed.data, date: parisLocalToIso(parsed.data.publishAt) as string, networkWide: typed.networkWide, author: member.displayName }, actor);
  if (!saved) notFound();
  if (!saved.ok) return data({ errors: { [saved.field]: t(saved.message) } as Record<string, string>, values: typed }, { status: saved.field === 'slug' ? 409 : 400 });
  return redirect(`${list}/${encodeURIComponent(saved.id)}?enregistre=1`, 303);
}

export default function NewsPost({ loaderData, actionData }: Route.ComponentProps) {
  const t = useText();
  const href = useLocalizedHref();
  const { site, post, categories, images, asAdmin, saved, script } = loaderData;
  const editorLabels = JSON.stringify({
    editor: t('news.field.body'),
    toolbar: t('news.editor.toolbar'),
    bold: t('news.editor.bold'),
    italic: t('news.editor.italic'),
    h2: t('news.editor.h2'),
    h3: t('news.editor.h3'),
    bulletList: t('news.editor.bulletList'),
    orderedList: t('news.editor.orderedList'),
    blockquote: t('news.editor.blockquote'),
    link: t('news.editor.link'),
    linkPrompt: t('news.editor.linkPrompt'),
  });
  const values = actionData?.values ?? loaderData.values;
  const errors: Record<string, string> = actionData?.errors ?? {};
  const hasErrors = Object.keys(errors).length > 0;
  const state = post ? post.state : postState({ date: parisLocalToIso(values.publishAt) ?? '', unpublished_at: null }, new Date());
  return (
    <>
      <p className="text-sm">
        <Link to={href(`/gestion/sites/${site.id}/actualites`)} className="underline">
          {t('news.back', { name: site.name })}
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold break-words">{post ? values.title || t('news.editTitle', { name: site.name }) : t('news.newTitle', { name: site.name })}</h1>
      {post && (
        <p className="mt-1 text-sm text-slate-700">
          {t(`news.state.${post.state}`)} · {post.date}
        </p>
      )}
      {saved && !hasErrors && (
        <p role="status" className="mt-4 rounded border border-green-800 bg-green-50 p-3 font-semibold text-green-900">
          {t('news.saved')}
        </p>
      )}
      {hasErrors && (
        <p role="alert" className="mt-4 rounded border border-red-800 bg-red-50 p-3 font-semibold text-red-900">
          {errors.form ?? t('siteForm.fixErrors')}
        </p>
      )}
      <Form method="post" noValidate className="mt-4 grid gap-3 rounded border border-slate-300 bg-white p-4">
        <input type="hidden" name="intent" value="save" />
        <label className="text-sm font-semibold">
          {t('news.field.title')}
          <input name="title" defaultValue={values.title} maxLength={200} className={inputClass} {...describedBy('title', errors.title)} />
          <FieldMessage name="title" error={errors.title} />
        </label>
        <HelpedField name="slug" label={t('news.field.slug')} help={t('news.field.slugHelp')} error={errors.slug}>
          <input id="field-slug" name="slug" defaultValue={values.slug} maxLength={100} className={inputClass} {...describedBy('slug', errors.slug, true)} />
        </HelpedField>
        <div className="grid gap-3 sm:grid-cols-2">
          <label className="text-sm font-semibold">
            {t('news.field.category')}
            <select name="category" defaultValue={values.category} className={inputClass} {...describedBy('category', errors.category)}>
              <option value="">{t('news.field.noCategory')}</option>
              {categories.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </select>
            <FieldMessage name="category" error={errors.category} />
          </label>
          <HelpedField name="publishAt" label={t('news.field.publishAt')} help={t('news.field.publishAtHelp')} error={errors.publishAt}>
            <input id="field-publishAt" name="publishAt" type="datetime-local" defaultValue={values.publishAt} className={inputClass} {...describedBy('publishAt', errors.publishAt, true)} />
          </HelpedField>
        </div>
        <label className="text-sm font-semibold">
          {t('news.field.excerpt')}
          <textarea name="excerpt" rows={2} defaultValue={values.excerpt} maxLength={400} className={inputClass} {...describedBy('excerpt', errors.excerpt)} />
          <FieldMessage name="excerpt" error={errors.excerpt} />
        </label>
        <HelpedField name="body" label={t('news.field.body')} help={t('news.field.bodyHelp')} error={errors.body}>
          <textarea id="field-body" name="body" rows={12} defaultValue={values.body} className={`${inputClass} font-mono text-sm`} data-rich-text="" data-labels={editorLabels} {...describedBy('body', errors.body, true)} />
        </HelpedField>
        <fieldset className="rounded border border-slate-300 p-3" aria-describedby={errors.cover ? 'cover-error' : undefined}>
          <legend className="px-1 text-sm font-semibold">{t('news.field.cover')}</legend>
          <FieldMessage name="cover" error={errors.cover} />
          {images.length === 0 && (
            <p className="text-sm">
              {t('news.field.noImages')}{' '}
              <Link to={href(`/gestion/sites/${site.id}/medias`)} className="underline">
                {t('media.title', { name: site.name })}
              </Link>
            </p>
          )}
          <div className="mt-1 grid grid-cols-2 gap-3 sm:grid-cols-4">
            <label className="flex items-center gap-2 text-sm">
              <input type="radio" name="cover" value="" defaultChecked={values.cover === ''} />
              {t('news.field.noCover')}
            </label>
            {images.map((image) => (
              <label key={image.src} className="grid gap-1 text-sm">
                <img src={imageUrl(image.src, { w: 160, h: 120, q: 70 })} alt="" width={160} height={120} className="aspect-[4/3] h-auto w-full rounded object-cover" loading="lazy" />
                <span className="flex items-center gap-2 break-words">
                  <input type="radio" name="cover" value={image.src} defaultChecked={values.cover === image.src} />
                  {image.alt}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        {asAdmin && (
          <label className="flex items-center gap-2 text-sm font-semibold">
            <input type="checkbox" name="networkWide" defaultChecked={values.networkWide} />
            {t('news.field.networkWide')}
          </label>
        )}
        <p className="text-sm text-slate-700">{t(`news.willBe.${state}`)}</p>
        <div>
          <button type="submit" className="rounded bg-slate-900 px-4 py-2 font-semibold text-white">
            {t('news.save')}
          </button>
        </div>
      </Form>
      {post && (
        <Form method="post" className="mt-4">
          <input type="hidden" name="intent" value={post.state === 'unpublished' ? 'publish' : 'unpublish'} />
          <button type="submit" className={`rounded px-4 py-2 font-semibold ${post.state === 'unpublished' ? 'bg-slate-900 text-white' : 'border border-red-800 text-red-800'}`}>
            {post.state === 'unpublished' ? t('news.publish') : t('news.unpublish')}
          </button>
        </Form>
      )}
      <NoncedScript src={script} />
    </>
  );
}
