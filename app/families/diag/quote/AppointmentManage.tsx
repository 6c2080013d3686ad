import { useTranslation } from '../../../i18n/use-translation';

export interface AppointmentManageData {
  /** The visit, 'Mardi 1 décembre à 8h30' (Paris time). */
  label: string;
  state: 'live' | 'too-late' | 'cancelled';
  /** Where the button posts (the signed link's query kept). */
  action: string;
  /** Set after a post: what happened. */
  outcome: 'cancelled' | 'too-late' | null;
  contact: string | null;
  /** The move form, rendered on the server as static HTML (decision 0124); null when it cannot move. */
  moveHtml: string | null;
}

/**
 * The page of the confirmation's signed link (issue 33): the visit, and one button that cancels it
 * (a plain form post: a mail gateway's prefetch is a GET and changes nothing, decision 0085), up to
 * 24 hours before. No script needed.
 */
export function AppointmentManage({ data }: { data: AppointmentManageData }) {
  const { t } = useTranslation('diag');
  return (
    <div className="mx-auto max-w-2xl px-4 py-12">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('quote.manage.title')}</h1>
      <p className="mt-4 text-lg text-slate-800" data-testid="appointment-label">
        {t('quote.manage.visit', { label: data.label })}
      </p>
      {data.state === 'cancelled' && (
        <p role="status" className="mt-6 rounded-lg border border-green-200 bg-green-50 p-4 text-green-900">
          {t(data.outcome === 'cancelled' ? 'quote.manage.cancelledNow' : 'quote.manage.cancelled')}
        </p>
      )}
      {data.state === 'too-late' && (
        <p role="status" className="mt-6 rounded-lg border border-amber-200 bg-amber-50 p-4 text-amber-900">
          {data.contact ? t('quote.manage.tooLateContact', { contact: data.contact }) : t('quote.manage.tooLate')}
        </p>
      )}
      {data.state === 'live' && (
        <form method="post" action={data.action} className="mt-8">
          <p className="text-slate-700">{t('quote.manage.cancelHelp')}</p>
          <button type="submit" className="mt-4 rounded-lg bg-diag-700 px-6 py-3 text-lg font-semibold text-white hover:bg-diag-900">
            {t('quote.manage.cancel')}
          </button>
        </form>
      )}
      {data.moveHtml && <div dangerouslySetInnerHTML={{ __html: data.moveHtml }} />}
    </div>
  );
}
