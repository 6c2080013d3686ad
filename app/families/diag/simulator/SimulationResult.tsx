import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { explainChange, nextStep, type Simulation, type TertiaryCategory } from '../../../../domain/dpe';
import { formatLongDate } from '../../../../domain/format/dates';
import { formatFloor } from '../../../../domain/format/numbers';
import { useLocalizedHref } from '../../../i18n/hooks';
import { ComparisonPanel } from './ComparisonPanel';

const TERTIARY_LABELS: Record<TertiaryCategory, string> = {
  offices: 'bureaux, administration, enseignement',
  'continuous-occupation': 'occupation continue',
  'shopping-centre': 'centres commerciaux',
  others: 'autres activités',
};

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
  const href = useLocalizedHref();
  const next = nextStep(simulation, offersAudit);
  return (
    <div className="mt-8 flex flex-col gap-6">
      <p className="text-sm text-slate-700">
        DPE n° <span className="font-mono font-semibold text-slate-900">{record.numero_dpe}</span>
      </p>
      {record.isTertiaire && (
        <div className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950">
          <strong>DPE tertiaire.</strong> Les seuils appliqués sont ceux des bâtiments tertiaires (catégorie : {TERTIARY_LABELS[record.tertiaryCategory ?? 'others']}) ; l’estimation est plus approximative que pour un logement.
        </div>
      )}
      {record.isVierge && <div className="rounded-xl border border-slate-300 bg-slate-100 p-4 text-slate-800">Ce DPE est « vierge » : les valeurs de classe ne sont pas disponibles, faute de consommations relevées.</div>}
      <div className="grid gap-4 sm:grid-cols-3">
        <InfoCard label="Adresse" value={record.address ?? 'Adresse indisponible'} />
        <InfoCard label="Surface de référence" value={record.surface > 0 ? `${formatFloor(record.surface)} m²` : '—'} />
        <InfoCard label="Valide jusqu’au" value={record.validUntil ? formatLongDate(record.validUntil) : '—'} />
      </div>
      <section aria-labelledby="comparatif">
        <h2 id="comparatif" className="text-2xl font-bold text-slate-900">
          Comparatif des étiquettes
        </h2>
        <div className="mt-4 grid gap-4 md:grid-cols-3">
          <ComparisonPanel title="Actuellement" panel={current} showGain={false} />
          <ComparisonPanel title="Au 1er janvier 2026 (estimation)" panel={at2026} showGain highlight />
          <ComparisonPanel title="Au 1er janvier 2027 (estimation)" panel={at2027} showGain />
        </div>
        <p className={`mt-4 rounded-xl p-4 ${explanation.kind === 'improves' ? 'border border-green-300 bg-green-50 text-green-950' : 'border border-slate-200 bg-white text-slate-800'}`}>{explanation.text}</p>
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
