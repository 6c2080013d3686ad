import { DIAGNOSTIC_KEYS } from '../../../../domain/quote/required';
import { DONE_FIELD, parseExisting, RESULT_FIELD, RESULT_OPTIONS, WORKS_FIELD, WORKS_KEYS } from '../../../../domain/quote/existing-reports';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Locale } from '../../../../domain/i18n/locale';
import { fixedT } from '../../../i18n/instances.server';
import { DIAG_INPUT } from '../field-style';

type Translate = (key: string, values?: Record<string, string>) => string;

/**
 * Step 1's "diagnostics already done" (issue 33 item 5): for each, the day it was made and, for
 * asbestos and lead, the result. Plain fields of the step's GET form that need no script: rendered
 * once on the server into static HTML that step 1 places as is (decision 0118), so the step's
 * JavaScript does not grow. Step 2 judges them. Closed until opened, open when answers come back.
 */
function ExistingReportsFields({ existants, t }: { existants: string; t: Translate }) {
  const declared = parseExisting(existants);
  return (
    <details open={declared.length > 0} className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
      <summary className="cursor-pointer text-base font-semibold text-slate-900">{t('quote.existing.summary')}</summary>
      <p className="mt-2 text-sm text-slate-700">{t('quote.existing.intro')}</p>
      <ul className="mt-3 divide-y divide-slate-200">
        {DIAGNOSTIC_KEYS.map((key) => {
          const r = declared.find((d) => d.key === key);
          const results = RESULT_OPTIONS[key];
          const label = t(`quote.diagnostic.${key}`);
          return (
            <li key={key} className="grid gap-2 py-3 sm:grid-cols-2 sm:items-end">
              <label className="text-sm font-medium text-slate-800">
                {t('quote.existing.doneOn', { label })}
                <input type="date" name={`${DONE_FIELD}${key}`} defaultValue={r?.doneOn ?? ''} className={DIAG_INPUT} />
              </label>
              {results && (
                <label className="text-sm font-medium text-slate-800">
                  {t('quote.existing.result', { label })}
                  <select name={`${RESULT_FIELD}${key}`} defaultValue={r?.result ?? ''} className={DIAG_INPUT}>
                    <option value="">{t('quote.existing.resultUnknown')}</option>
                    {results.map((value) => (
                      <option key={value} value={value}>
                        {t(`quote.existing.results.${value}`)}
                      </option>
                    ))}
                  </select>
                </label>
              )}
              {WORKS_KEYS.includes(key) && (
                <label className="flex items-center gap-2 text-sm text-slate-800">
                  <input type="checkbox" name={`${WORKS_FIELD}${key}`} value="1" defaultChecked={r?.worksSince === true} className="h-4 w-4 accent-diag-700" />
                  {t('quote.existing.works')}
                </label>
              )}
            </li>
          );
        })}
      </ul>
    </details>
  );
}

/** The fields as HTML for step 1's page in `locale`. */
export function existingReportsHtml(existants: string, locale: Locale): string {
  const fixed = fixedT(locale);
  const t: Translate = (key, values) => fixed(`diag:${key}`, values as never) as unknown as string;
  return renderToStaticMarkup(<ExistingReportsFields existants={existants} t={t} />);
}
