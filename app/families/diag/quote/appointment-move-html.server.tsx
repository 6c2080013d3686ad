import { renderToStaticMarkup } from 'react-dom/server';
import type { Locale } from '../../../../domain/i18n/locale';
import type { SlotOption } from '../../../../server/diagnostics/funnel.server';
import { fixedT } from '../../../i18n/instances.server';
import { DIAG_INPUT } from '../field-style';

export type MoveNotice = 'moved' | 'taken' | 'not-offered' | null;

/**
 * The signed link's "move the visit" form (issue 33, decision 0124): the free slots in a list and one
 * button, a plain post to the page itself. Rendered once on the server into static HTML that the page
 * places as is (like decision 0118's fields): the public script does not grow.
 */
function MoveForm({ action, slots, notice, t }: { action: string; slots: SlotOption[]; notice: MoveNotice; t: (key: string) => string }) {
  const days = [...new Set(slots.map((s) => s.day))];
  return (
    <form method="post" action={action} className="mt-8 border-t border-slate-200 pt-6">
      {notice && (
        <p role="status" className={`mb-4 rounded-lg border p-4 ${notice === 'moved' ? 'border-green-200 bg-green-50 text-green-900' : 'border-amber-200 bg-amber-50 text-amber-900'}`}>
          {t(notice === 'moved' ? 'diag:quote.manage.movedNow' : notice === 'taken' ? 'diag:quote.manage.moveTaken' : 'diag:quote.manage.moveNotOffered')}
        </p>
      )}
      <h2 className="text-xl font-semibold text-slate-900">{t('diag:quote.manage.moveTitle')}</h2>
      {slots.length === 0 ? (
        <p className="mt-2 text-slate-700">{t('diag:quote.manage.moveNone')}</p>
      ) : (
        <>
          <p className="mt-2 text-slate-700">{t('diag:quote.manage.moveHelp')}</p>
          <label htmlFor="creneau-deplacement" className="mt-4 block font-medium text-slate-900">
            {t('diag:quote.manage.moveLabel')}
          </label>
          <select id="creneau-deplacement" name="creneau" required className={DIAG_INPUT}>
            {days.map((day) => (
              <optgroup key={day} label={day}>
                {slots
                  .filter((s) => s.day === day)
                  .map((s) => (
                    <option key={s.value} value={s.value}>
                      {s.label}
                    </option>
                  ))}
              </optgroup>
            ))}
          </select>
          <button type="submit" className="mt-4 rounded-lg border-2 border-diag-700 px-6 py-3 text-lg font-semibold text-diag-700 hover:bg-diag-100">
            {t('diag:quote.manage.moveSubmit')}
          </button>
        </>
      )}
    </form>
  );
}

export function appointmentMoveHtml(input: { action: string; slots: SlotOption[]; notice: MoveNotice; locale: Locale }): string {
  const t = fixedT(input.locale) as unknown as (key: string) => string;
  return renderToStaticMarkup(<MoveForm action={input.action} slots={input.slots} notice={input.notice} t={t} />);
}
