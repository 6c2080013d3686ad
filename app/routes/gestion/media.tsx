import { data, Form, redirect } from 'react-router';
import { imageUrl } from '../../../domain/media/image-params';
import { altTextSchema, MAX_UPLOAD_BYTES } from '../../../domain/media/uploads';
import { BODY_LIMITS } from '../../../server/api/body-limits.server';
import { readForm } from '../../../server/api/read-body.server';
import { memberActor } from '../../../server/backoffice/audit-log.server';
import { formatParisDateTime } from '../../../domain/format/paris-time';
import { Link } from '../../ui/Link';
import { useLocalizedHref } from '../../i18n/hooks';
import { backofficeMeta, useText } from './text';
import { serverText } from './text.server';
import type { Route } from './+types/media';
import { backofficeOf, notFound, pathFor, requireBackofficeHost } from './guard.server';
import { requireSiteEditor } from './site-guard.server';
import { describedBy, HelpedField, inputClass } from './site-fields';

const NOTICES = ['ajoute', 'supprime', 'modifie'] as const;

/** A site's media library: its images, where each is used, the upload form. Network admins and the site's owners; 404 otherwise. */
export async function loader({ context, params, url }: Route.LoaderArgs) {
  const { scope } = requireSiteEditor(context);
  const media = backofficeOf(context).media;
  const site = await media.siteInScope(scope, params.siteId);
  if (!site) notFound();
  const images = (await media.library(scope, site.id)) ?? [];
  const notice = NOTICES.find((n) => url.searchParams.has(n)) ?? null;
  return {
    title: serverText(context)('media.pageTitle', { name: site.name }),
    site: { id: site.id, name: site.name },
    images: images.map((i) => ({ ...i, createdAt: formatParisDateTime(i.createdAt) ?? i.createdAt })),
    notice,
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => backofficeMeta(loaderData?.title);

type Errors = Partial<Record<'file' | 'alt' | 'form', string>> & { image?: string };

/**
 * Upload (multipart: the file and its alt text), change an alt text, or delete an image (refused while
 * it is used). The body is read within the route's limit first: past 15 MB, 413 with a French message.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  requireBackofficeHost(context);
  const read = await readForm(request, BODY_LIMITS['gestion/sites/:siteId/medias']);
  const t = serverText(context);
  const refuse = (errors: Errors, status: number, alt = '') => data({ errors, alt }, { status });
  if (!read.ok) {
    // Before the member is looked up (a refused body costs at most the limit): the message, next to the file field, tells nothing about the site.
    return refuse(read.status === 413 ? { file: t('media.tooLarge', { max: MAX_UPLOAD_BYTES / 1024 / 1024 }) } : { form: read.message }, read.status);
  }
  const form = read.form;
  const { member, scope } = requireSiteEditor(context);
  const media = backofficeOf(context).media;
  const site = await media.siteInScope(scope, params.siteId);
  if (!site) notFound();
  const back = pathFor(context, `/gestion/sites/${encodeURIComponent(site.id)}/medias`);
  const actor = memberActor(member);
  const intent = form.get('intent');
  if (intent === 'delete') {
    const done = await media.delete(scope, site.id, String(form.get('image') ?? ''), actor);
    if (done === 'not-found') notFound();
    if (done === 'in-use') return refuse({ form: t('media.inUse'), image: String(form.get('image')) }, 409);
    return redirect(`${back}?supprime=1`, 303);
  }
  if (intent === 'alt') {
    const alt = altTextSchema.safeParse(form.get('alt') ?? '');
    if (!alt.success) return refuse({ form: t(alt.error.issues[0]?.message ?? 'media.altRequired'), image: String(form.get('image')) }, 400);
    if (!(await media.updateAlt(scope, site.id, String(form.get('image') ?? ''), alt.data, actor))) notFound();
    return redirect(`${back}?modifie=1`, 303);
  }
  if (intent !== 'upload') return refuse({ form: t('lead.actionInvalid') }, 400);
  const typedAlt = typeof form.get('alt') === 'string' ? String(form.get('alt')) : '';
  const file = form.get('file');
  const alt = altTextSchema.safeParse(typedAlt);
  const errors: Errors = {};
  if (!alt.success) errors.alt = t(alt.error.issues[0]?.message ?? 'media.altRequired');
  if (!(file instanceof File) || file.size === 0) errors.file = t('media.fileRequired');
  if (Object.keys(errors).length || !(file instanceof File) || !alt.success) return refuse(errors, 400, typedAlt);
  const stored = await media.upload(scope, site.id, { bytes: new Uint8Array(await file.arrayBuffer()), alt: alt.data, fileName: file.name }, actor);
  if (!stored) notFound();
  if (!stored.ok) return refuse({ file: stored.reason === 'too-large' ? t('media.tooLarge', { max: MAX_UPLOAD_BYTES / 1024 / 1024 }) : t('media.notAnImage') }, stored.reason === 'too-large' ? 413 : 400, typedAlt);
  return redirect(`${back}?ajoute=1`, 303);
}

const sizeOf = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1).replace('.', ',')} Mo` : `${Math.max(1, Math.round(bytes / 1024))} Ko`);

export default function MediaLibrary({ loaderData, actionData }: Route.ComponentProps) {
  const t = useText();
  const href = useLocalizedHref();
  const { site, images, notice } = loaderData;
  const errors: Errors = actionData?.errors ?? {};
  return (
    <>
      <p className="text-sm">
        <Link to={href(`/gestion/sites/${site.id}`)} className="underline">
          {t('media.back', { name: site.name })}
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold break-words">{t('media.title', { name: site.name })}</h1>
      <p className="mt-1 max-w-prose text-sm">{t('media.intro')}</p>
      {notice && !actionData && (
        <p role="status" className="mt-4 rounded border border-green-800 bg-green-50 p-3 font-semibold text-green-900">
          {t(`media.notice.${notice}`)}
        </p>
      )}
      {errors.form && (
        <p role="alert" className="mt-4 rounded border border-red-800 bg-red-50 p-3 font-semibold text-red-900">
          {errors.form}
        </p>
      )}
      <section aria-labelledby="upload" className="mt-4 rounded border border-slate-300 bg-white p-4">
        <h2 id="upload" className="text-lg font-bold">
          {t('media.upload')}
        </h2>
        <Form method="post" encType="multipart/form-data" noValidate className="mt-2 grid gap-3 sm:grid-cols-2">
          <input type="hidden" name="intent" value="upload" />
          <HelpedField name="file" label={t('media.file')} help={t('media.fileHelp')} error={errors.file}>
            <input id="field-file" name="file" type="file" accept="image/jpeg,image/png,image/webp,image/avif" className={inputClass} {...describedBy('file', errors.file, true)} />
          </HelpedField>
          <HelpedField name="alt" label={t('media.alt')} help={t('media.altHelp')} error={errors.alt}>
            <input id="field-alt" name="alt" defaultValue={actionData?.alt ?? ''} maxLength={250} className={inputClass} {...describedBy('alt', errors.alt, true)} />
          </HelpedField>
          <div className="sm:col-span-2">
            <button type="submit" className="rounded bg-slate-900 px-4 py-2 font-semibold text-white">
              {t('media.submit')}
            </button>
          </div>
        </Form>
      </section>
      {images.length === 0 ? (
        <p className="mt-6 rounded border border-slate-300 bg-white p-6 text-center">{t('media.empty')}</p>
      ) : (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {images.map((image) => (
            <li key={image.id} className="rounded border border-slate-300 bg-white p-3" data-testid="media-item">
              <img src={imageUrl(image.src, { w: 320, h: 240, q: 70 })} alt={image.alt} width={320} height={240} className="aspect-[4/3] h-auto w-full rounded object-cover" loading="lazy" />
              <p className="mt-2 text-sm break-words text-slate-700">
                {image.fileName} · {image.width} × {image.height} px · {sizeOf(image.bytes)}
              </p>
              <p className="text-sm text-slate-700">{t('media.uploaded', { date: image.createdAt, by: image.createdBy })}</p>
              <Form method="post" className="mt-2">
                <input type="hidden" name="intent" value="alt" />
                <input type="hidden" name="image" value={image.id} />
                <label className="text-sm font-semibold">
                  {t('media.alt')}
                  <input name="alt" defaultValue={image.alt} maxLength={250} className={inputClass} />
                </label>
                <button type="submit" className="mt-2 rounded border border-slate-900 px-3 py-1.5 text-sm font-semibold">
                  {t('media.saveAlt')}
                </button>
              </Form>
              <div className="mt-3 text-sm">
                <p className="font-semibold">{t('media.usedBy')}</p>
                {image.usages.length === 0 ? (
                  <p>{t('media.unused')}</p>
                ) : (
                  <ul className="list-disc pl-5">
                    {image.usages.map((u) => (
                      <li key={`${u.kind}-${u.id}`} className="break-words">
                        {t(`media.usage.${u.kind}`, { label: u.label })}
                      </li>
                    ))}
                  </ul>
                )}
              </div>
              {errors.image === image.id && errors.form && (
                <p className="mt-2 text-sm text-red-800" id={`media-${image.id}-error`}>
                  {errors.form}
                </p>
              )}
              <Form method="post" className="mt-3">
                <input type="hidden" name="intent" value="delete" />
                <input type="hidden" name="image" value={image.id} />
                <button type="submit" className="rounded border border-red-800 px-3 py-1.5 text-sm font-semibold text-red-800" aria-describedby={errors.image === image.id ? `media-${image.id}-error` : undefined}>
                  {t('media.delete', { name: image.fileName })}
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
