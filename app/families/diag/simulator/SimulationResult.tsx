import { useTranslation } from '../../../i18n/use-translation';
import { Link } from '../../../ui/Link';
import { explainChange, nextStep, type Simulation } from '../../../../domain/dpe';
import { explanationMessage } from '../../../../domain/dpe/explain';
import { formatLongDate } from '../../../../domain/format/dates';
import { formatFloor } from '../../../../domain/format/numbers';
import { useLocale, useLocalizedHref } from '../../../i18n/hooks';
import { useMessage } from '../../../i18n/messages';
import { ComparisonPanel } from './ComparisonPanel';

function InfoCard({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4">
      <p className="text-xs font-semibold uppercase tracking-wide text-slate-600">{label}</p>
      <p className="mt-1 font-semibold text-slate-900">{value}</p>
    </div>
  );
}

/** One certificate: notices, the three info cards and 'Comparatif des étiquettes'. */
export function SimulationResult({ simulation, offersAudit }: { simulation: Simulation; offersAudit: boolean }) {
  const { record, current, at2026, at2027 } = simulation;
  const explanation = explainChange(simulation);
  const { t } = useTranslation('diag');
  const translate = useMessage();
  const href = useLocalizedHref();
  const locale = useLocale();
  const next = nextStep(simulation, offersAudit);
  return (
    <div className="mt-8 flex flex-col gap-6">
      <p className="text-sm text-slate-700">
        {t('simulator.result.numberLabel')} <span className="font-mono font-semibold text-slate-900">{record.numero_dpe}</span>
      </p>
      {record.isTertiaire && (
        <div className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950">
          <strong>{t('simulator.result.tertiaryTitle')}</strong> {t('simulator.result.tertiaryText', { category: t(`simulator.result.tertiary.${record.tertiaryCategory ?? 'others'}`) })}
        </div>
      )}
      {record.isVierge && <div className="rounded-xl border border-slate-300 bg-slate-100 p-4 text-slate-800">{t('simulator.result.blank')}</div>}
      <div className="grid gap-4 sm:grid-cols-3">
        <InfoCard label={t('simulator.result.address')} value={record.address ?? t('simulator.result.noAddress')} />
        <InfoCard label={t('simulator.result.surface')} value={record.surface > 0 ? `${formatFloor(record.surface, locale)} m²` : '—'} />
        <InfoCard label={t('simulator.result.validUntil')} value={record.validUntil ? formatLongDate(record.validUntil, locale) : '—'} />
      </div>
      <section aria-labelledby="comparatif">
        <h2 id="comparatif" className="text-2xl font-bold text-slate-900">
          {t('simulator.result.comparison')}
        </h2>
        <div className="mt-4 grid gap-4 md:grid-cols-3">
          <ComparisonPanel title={t('simulator.result.now')} panel={current} showGain={false} />
          <ComparisonPanel title={t('simulator.result.at2026')} panel={at2026} showGain highlight />
          <ComparisonPanel title={t('simulator.result.at2027')} panel={at2027} showGain />
        </div>
        <p className={`mt-4 rounded-xl p-4 ${explanation.kind === 'improves' ? 'border border-green-300 bg-green-50 text-green-950' : 'border border-slate-200 bg-white text-slate-800'}`}>{translate(explanationMessage(simulation))}</p>
      </section>
      {/* The obvious next step after a result (issue 17 item 6). */}
      <section aria-labelledby="etape-suivante" className="rounded-xl border border-diag-600 bg-diag-100 p-5">
        <h2 id="etape-suivante" className="text-xl font-bold text-diag-900">
          {t('simulator.nextStep.title')}
        </h2>
        <p className="mt-2 text-slate-800">
          {next.kind === 'audit' ? t('simulator.nextStep.audit.text', { label: next.label ?? '' }) : t('simulator.nextStep.dpe.text')}
        </p>
        <Link to={href(next.href)} className="mt-4 inline-flex min-h-12 items-center rounded-lg bg-leaf-600 px-5 py-3 font-semibold text-white no-underline hover:bg-leaf-700">
          {next.kind === 'audit' ? t('simulator.nextStep.audit.cta') : t('simulator.nextStep.dpe.cta')}
        </Link>
      </section>
    </div>
  );
}
