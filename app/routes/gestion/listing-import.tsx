import { data, redirect } from 'react-router';
import { formatParisDateTime } from '../../../domain/format/paris-time';
import { listingFeedSchema } from '../../../domain/listings/listing-feed';
import { memberActor } from '../../../server/backoffice/audit-log.server';
import type { ImportReport } from '../../../server/backoffice/listing-import.server';
import { BODY_LIMITS } from '../../../server/api/body-limits.server';
import { readForm } from '../../../server/api/read-body.server';
import { Link } from '../../ui/Link';
import { useLocalizedHref } from '../../i18n/hooks';
import { backofficeMeta, useText } from './text';
import { serverText } from './text.server';
import type { Route } from './+types/listing-import';
import { backofficeOf, notFound, pathFor, requireBackofficeHost } from './guard.server';
import { type FeedFormState, ListingFeedPanel } from './listing-feed-panel';
import { requireListingEditor } from './listing-guard.server';

/** Only those who manage an agency's portfolio import it: a site owner or a network admin (an adviser: 404). */
function requireImporter(context: Route.LoaderArgs['context']) {
  const editor = requireListingEditor(context);
  if (!editor.choosesAdviser) notFound();
  return editor;
}

export async function loader({ context }: Route.LoaderArgs) {
  const { scope } = requireImporter(context);
  const advisers = await backofficeOf(context).listings.advisers(scope);
  const when = (iso: string) => formatParisDateTime(iso) ?? iso;
  const feeds = (await backofficeOf(context).listingFeeds.list(scope)).map((f) => ({
    ...f,
    lastRunAt: f.lastRunAt ? when(f.lastRunAt) : null,
    nextRunAt: when(f.nextRunAt),
    pending: f.pending ? { ...f.pending, at: when(f.pending.at) } : null,
  }));
  return { title: serverText(context)('listingImport.title'), advisers: advisers.map((a) => ({ id: a.id, name: a.name })), feeds };
}

export const meta = ({ loaderData }: Route.MetaArgs) => backofficeMeta(loaderData?.title);

type ActionData = { error: string; adviserId: string } | { report: Extract<ImportReport, { ok: true }>; adviserId: string } | { feed: FeedFormState; adviserId: string };

/**
 * The uploaded file (multipart) checked ('Vérifier': nothing written) or imported ('Importer'). The
 * body is read within the route's limit first (413 past it); a broken file is a French message.
 */
export async function action({ request, context }: Route.ActionArgs) {
  requireBackofficeHost(context);
  const t = serverText(context);
  const read = await readForm(request, BODY_LIMITS['gestion/annonces/import']);
  if (!read.ok) return data<ActionData>({ error: read.status === 413 ? t('listingImport.tooLarge') : read.message, adviserId: '' }, { status: read.status });
  const { member, scope } = requireImporter(context);
  const form = read.form;
  const intent = String(form.get('intent') ?? '');
  if (intent.startsWith('feed-')) return feedAction(context, member, scope, form, intent);
  const adviserId = typeof form.get('adviserId') === 'string' ? String(form.get('adviserId')) : '';
  const file = form.get('file');
  if (!(file instanceof File) || file.size === 0) return data<ActionData>({ error: t('listingImport.fileRequired'), adviserId }, { status: 400 });
  const report = await backofficeOf(context).listingImport.run({
    actor: memberActor(member),
    scope,
    adviserId,
    bytes: new Uint8Array(await file.arrayBuffer()),
    apply: form.get('intent') === 'apply',
    confirmed: form.get('confirm') === 'on',
  });
  if (!report.ok) return data<ActionData>({ error: report.message, adviserId }, { status: 400 });
  return data<ActionData>({ report, adviserId });
}

/**
 * The scheduled feed's forms (decision 0145): save (errors next to their field), delete, and the
 * owner's answer to a file awaiting confirmation (apply it, ticked; or ignore it). Each audited.
 */
async function feedAction(context: Route.ActionArgs['context'], member: ReturnType<typeof requireImporter>['member'], scope: ReturnType<typeof requireImporter>['scope'], form: FormData, intent: string) {
  const t = serverText(context);
  const feeds = backofficeOf(context).listingFeeds;
  const actor = memberActor(member);
  const back = () => redirect(pathFor(context, '/gestion/annonces/import'), 303);
  const siteId = String(form.get('siteId') ?? '');
  if (intent === 'feed-save') {
    const values = { url: String(form.get('url') ?? ''), everyHours: String(form.get('everyHours') ?? ''), adviserId: String(form.get('adviserId') ?? '') };
    const parsed = listingFeedSchema.safeParse(values);
    if (!parsed.success) {
      const errors = Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), t(i.message as Parameters<typeof t>[0])]));
      return data<ActionData>({ feed: { errors, values }, adviserId: values.adviserId }, { status: 400 });
    }
    const saved = await feeds.save(actor, scope, parsed.data);
    if (!saved.ok) return data<ActionData>({ feed: { errors: { [saved.field]: t(saved.key as Parameters<typeof t>[0]) }, values }, adviserId: values.adviserId }, { status: 400 });
    return data<ActionData>({ feed: { errors: {}, values: { url: '', everyHours: '', adviserId: '' }, saved: true }, adviserId: values.adviserId });
  }
  if (intent === 'feed-delete') {
    if (!(await feeds.remove(actor, scope, siteId))) notFound();
    return back();
  }
  if (intent === 'feed-confirm' || intent === 'feed-dismiss') {
    if (intent === 'feed-confirm' && form.get('confirm') !== 'on') return data<ActionData>({ feed: { errors: { [`confirm-${siteId}`]: t('listingFeed.confirmRequired') }, values: { url: '', everyHours: '', adviserId: '' } }, adviserId: '' }, { status: 400 });
    const decided = await feeds.decide(actor, scope, siteId, intent === 'feed-confirm' ? 'apply' : 'dismiss');
    if (!decided) notFound();
    if (!decided.report) return back();
    if (!decided.report.ok) return data<ActionData>({ error: decided.report.message, adviserId: '' }, { status: 400 });
    return data<ActionData>({ report: decided.report, adviserId: '' });
  }
  return data<ActionData>({ error: t('lead.actionInvalid'), adviserId: '' }, { status: 400 });
}

export default function ListingImport({ loaderData, actionData }: Route.ComponentProps) {
  const t = useText();
  const href = useLocalizedHref();
  const result = actionData as ActionData | undefined;
  const report = result && 'report' in result ? result.report : null;
  const error = result && 'error' in result ? result.error : null;
  const chosen = result?.adviserId ?? '';
  const feedForm = result && 'feed' in result ? result.feed : null;
  return (
    <>
      <p className="text-sm">
        <Link to={href('/gestion/annonces')} className="underline">
          {t('listingEditor.back')}
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold">{t('listingImport.title')}</h1>
      <p className="mt-2 max-w-prose text-slate-800">{t('listingImport.intro')}</p>
      {error && (
        <p role="alert" className="mt-4 rounded border border-red-800 bg-red-50 p-3 font-semibold text-red-900">
          {error}
        </p>
      )}
      {report && <ImportResult report={report} />}
      <form method="post" encType="multipart/form-data" className="mt-6 grid max-w-xl gap-4 rounded border border-slate-300 bg-white p-4">
        <div>
          <label htmlFor="import-file" className="block font-semibold">
            {t('listingImport.file')}
          </label>
          <p id="import-file-hint" className="text-sm text-slate-700">
            {t('listingImport.fileHint')}
          </p>
          <input id="import-file" name="file" type="file" accept=".zip,.csv,application/zip,text/csv" required aria-describedby="import-file-hint" className="mt-1 block w-full" />
        </div>
        <div>
          <label htmlFor="import-adviser" className="block font-semibold">
            {t('listingImport.adviser')}
          </label>
          <p id="import-adviser-hint" className="text-sm text-slate-700">
            {t('listingImport.adviserHint')}
          </p>
          <select id="import-adviser" name="adviserId" defaultValue={chosen} aria-describedby="import-adviser-hint" className="mt-1 block w-full rounded border border-slate-500 p-2">
            {loaderData.advisers.map((a) => (
              <option key={a.id} value={a.id}>
                {a.name}
              </option>
            ))}
          </select>
        </div>
        {report?.needsConfirmation && (
          <p className="flex items-start gap-2">
            <input id="import-confirm" name="confirm" type="checkbox" className="mt-1 h-5 w-5" />
            <label htmlFor="import-confirm">{t('listingImport.confirm', { hidden: report.hidden.length, current: report.current })}</label>
          </p>
        )}
        <div className="flex flex-wrap gap-3">
          <button type="submit" name="intent" value="check" className="rounded border border-slate-900 px-4 py-2 font-semibold">
            {t('listingImport.check')}
          </button>
          <button type="submit" name="intent" value="apply" className="rounded bg-slate-900 px-4 py-2 font-semibold text-white">
            {t('listingImport.apply')}
          </button>
        </div>
      </form>
      <ListingFeedPanel feeds={loaderData.feeds} advisers={loaderData.advisers} form={feedForm} />
    </>
  );
}

function ImportResult({ report }: { report: Extract<ImportReport, { ok: true }> }) {
  const t = useText();
  const count = (outcome: string) => report.lines.filter((l) => l.outcome === outcome).length;
  const drafts = report.lines.filter((l) => l.draft).length;
  return (
    <section aria-labelledby="import-report" className="mt-6">
      <h2 id="import-report" className="text-xl font-bold">
        {report.applied ? t('listingImport.appliedTitle') : t('listingImport.dryRunTitle')}
      </h2>
      <p role="status" className="mt-2 rounded border border-slate-400 bg-white p-3">
        {t('listingImport.summary', { created: count('created'), updated: count('updated'), unchanged: count('unchanged'), refused: count('refused'), drafts, hidden: report.hidden.length })}
      </p>
      {report.needsConfirmation && !report.applied && (
        <p role="alert" className="mt-3 rounded border border-amber-800 bg-amber-50 p-3 font-semibold text-amber-950">
          {t('listingImport.needsConfirmation', { hidden: report.hidden.length, current: report.current })}
        </p>
      )}
      <ol className="mt-3 divide-y divide-slate-200 rounded border border-slate-300 bg-white">
        {report.lines.map((l) => (
          <li key={l.line} className="p-3">
            <p className="font-semibold break-words">
              {[t('listingImport.line', { line: l.line }), l.reference ?? '—', ...(l.title ? [l.title] : [])].join(' · ')}
            </p>
            <p className={l.outcome === 'refused' ? 'font-semibold text-red-900' : l.draft ? 'font-semibold text-amber-950' : 'text-slate-800'}>
              {t(`listingImport.outcome.${l.outcome}`)}
              {l.draft ? ` — ${t('listingImport.asDraft')}` : ''}
            </p>
            {l.reasons.length > 0 && (
              <ul className="mt-1 list-disc pl-5 text-sm break-words">
                {l.reasons.map((r) => (
                  <li key={r}>{r}</li>
                ))}
              </ul>
            )}
            {l.photoNotes.length > 0 && (
              <ul className="mt-1 list-disc pl-5 text-sm break-words text-slate-700">
                {l.photoNotes.map((r) => (
                  <li key={r}>{r}</li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ol>
      {report.hidden.length > 0 && (
        <>
          <h3 className="mt-4 font-bold">{report.applied ? t('listingImport.hiddenDone') : t('listingImport.hiddenPlanned')}</h3>
          <ul className="mt-1 list-disc pl-5 break-words">
            {report.hidden.map((h) => (
              <li key={h.id}>{h.title}</li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
