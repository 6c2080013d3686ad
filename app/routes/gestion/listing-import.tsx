import { data } from 'react-router';
import { memberActor } from '../../../server/backoffice/audit-log.server';
import type { ImportReport } from '../../../server/backoffice/listing-import.server';
import { BODY_LIMITS } from '../../../server/api/body-limits.server';
import { readForm } from '../../../server/api/read-body.server';
import { Link } from '../../ui/Link';
import { useLocalizedHref } from '../../i18n/hooks';
import { backofficeMeta, useText } from './text';
import { serverText } from './text.server';
import type { Route } from './+types/listing-import';
import { backofficeOf, notFound, requireBackofficeHost } from './guard.server';
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
  return { title: serverText(context)('listingImport.title'), advisers: advisers.map((a) => ({ id: a.id, name: a.name })) };
}

export const meta = ({ loaderData }: Route.MetaArgs) => backofficeMeta(loaderData?.title);

type ActionData = { error: string; adviserId: string } | { report: Extract<ImportReport, { ok: true }>; adviserId: string };

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

export default function ListingImport({ loaderData, actionData }: Route.ComponentProps) {
  const t = useText();
  const href = useLocalizedHref();
  const result = actionData as ActionData | undefined;
  const report = result && 'report' in result ? result.report : null;
  const error = result && 'error' in result ? result.error : null;
  const chosen = result?.adviserId ?? '';
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
