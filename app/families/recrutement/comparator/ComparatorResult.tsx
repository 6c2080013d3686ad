import { type ComparatorResult as Result, WORKING_DAYS_PER_YEAR } from '../../../../domain/recrutement/comparator';
import { useTranslation } from '../../../i18n/use-translation';
import type { Message } from '../../../../domain/i18n/message';
import type { MessageExplanation, MessageLine } from '../../../../domain/recrutement/comparator-explain-message';
import { formatAmount, formatEuros, formatSignedEuros, formatSignedPercent } from '../../../../domain/recrutement/format';
import { useMessage } from '../../../i18n/messages';
import { NetsChart } from './NetsChart';

const money = (value: number | null) => (value === null ? '' : formatEuros(value));

function LineRow({ line, withTtc }: { line: MessageLine; withTtc: boolean }) {
  const message = useMessage();
  return (
    <tr className={line.total ? 'border-t-2 border-slate-300 font-semibold' : 'border-t border-slate-200'}>
      <th scope="row" className="py-2 pr-3 text-left align-top font-semibold text-slate-900">
        {message(line.label)}
        <span className="mt-0.5 block text-xs font-normal text-slate-700">{message(line.text)}</span>
      </th>
      <td className="py-2 pr-3 text-right align-top whitespace-nowrap tabular-nums">{line.value ?? money(line.amountHt)}</td>
      {withTtc && <td className="py-2 text-right align-top whitespace-nowrap text-slate-700 tabular-nums">{money(line.amountTtc)}</td>}
    </tr>
  );
}

function LinesTable({ caption, lines }: { caption: string; lines: MessageLine[] }) {
  const { t } = useTranslation('recrutement');
  // A table whose lines have no VAT (nets, days, gain) has no TTC column.
  const withTtc = lines.some((l) => l.amountTtc !== null);
  return (
    <table className="w-full text-sm">
      <caption className="pb-2 text-left text-base font-bold text-teal-dark">{caption}</caption>
      <thead>
        <tr className="text-xs text-slate-700">
          <th scope="col" className="pb-1 text-left font-semibold">
            {t('comparator.tables.line')}
          </th>
          <th scope="col" className="pb-1 text-right font-semibold">
            {withTtc ? t('comparator.tables.ht') : t('comparator.tables.amount')}
          </th>
          {withTtc && (
            <th scope="col" className="pb-1 text-right font-semibold">
              {t('comparator.tables.ttc')}
            </th>
          )}
        </tr>
      </thead>
      <tbody>
        {lines.map((l) => (
          <LineRow key={l.id} line={l} withTtc={withTtc} />
        ))}
      </tbody>
    </table>
  );
}

function Figure({ id, label, value, strong, note }: { id: string; label: string; value: string; strong?: boolean; note?: string }) {
  return (
    <div className={`rounded-xl p-3 ${strong ? 'bg-teal-brand text-white' : 'bg-white ring-1 ring-slate-200'}`}>
      <dt className={`text-xs font-semibold ${strong ? 'text-white' : 'text-slate-700'}`}>{label}</dt>
      <dd className="mt-1 text-xl font-bold tabular-nums" data-testid={`comparateur-${id}`}>
        {value}
      </dd>
      {note && <dd className="mt-0.5 text-xs text-slate-700">{note}</dd>}
    </div>
  );
}

/** The comparison: key figures, the two nets as a chart, and every line explained (HT and TTC). */
export function ComparatorResult({ result, lines, notices, brand, reference }: { result: Result; lines: MessageExplanation; notices: Message[]; brand: string; reference: string | null }) {
  const { t } = useTranslation('recrutement');
  const message = useMessage();
  const gain = result.gainPercent === null ? formatSignedEuros(result.gain) : `${formatSignedEuros(result.gain)} (${formatSignedPercent(result.gainPercent)})`;
  return (
    <div aria-live="polite" className="min-w-0 space-y-6">
      {notices.length > 0 && (
        <ul className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          {notices.map((n) => message(n)).map((n) => (
            <li key={n}>{n}</li>
          ))}
        </ul>
      )}
      {reference && <p className="text-sm text-slate-800">{t('comparator.comparedWith', { name: reference })}</p>}
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <Figure id="net-actuel" label={t('comparator.figures.currentNet')} value={formatEuros(result.current.net)} />
        <Figure id="couts-caches" label={t('comparator.figures.hiddenCosts')} value={formatEuros(result.hiddenCosts)} />
        <Figure id="jours" label={t('comparator.figures.freeDays')} value={result.freeWorkDays === null ? '—' : formatAmount(result.freeWorkDays)} note={result.freeWorkDaysCapped ? t('comparator.figures.freeDaysCapped', { workingDays: WORKING_DAYS_PER_YEAR }) : undefined} />
        <Figure id="frais-admin" label={t('comparator.figures.adminFees')} value={formatEuros(result.network.adminFees)} />
        <Figure id="net-reseau" label={t('comparator.figures.networkNet', { brand })} value={formatEuros(result.network.net)} />
        <Figure id="gain" label={t('comparator.figures.gain')} value={gain} strong />
      </dl>
      <NetsChart current={result.current.net} network={result.network.net} brand={brand} />
      <div className="space-y-6 rounded-2xl bg-white p-4 ring-1 ring-slate-200">
        <LinesTable caption={t('comparator.tables.today')} lines={lines.current} />
        <LinesTable caption={t('comparator.tables.atBrand', { brand })} lines={lines.network} />
        <LinesTable caption={t('comparator.tables.change')} lines={lines.summary} />
      </div>
    </div>
  );
}
