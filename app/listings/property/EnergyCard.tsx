import { useTranslation } from '../../i18n/use-translation';
import { ademeDpeUrl, ENERGY_LETTERS, type Energy, EXCESSIVE_ENERGY_WORDING, energyCostSentence } from '../../../domain/listings/listing';

const COLOURS: Record<(typeof ENERGY_LETTERS)[number], string> = {
  A: 'bg-green-700 text-white',
  B: 'bg-green-600 text-white',
  C: 'bg-lime-500 text-slate-900',
  D: 'bg-yellow-400 text-slate-900',
  E: 'bg-orange-400 text-slate-900',
  F: 'bg-orange-700 text-white',
  G: 'bg-red-700 text-white',
};

function Scale({ label, letter }: { label: string; letter: string }) {
  const { t } = useTranslation('listings');
  return (
    <div>
      <p className="text-sm font-semibold text-slate-900">{label}</p>
      <ol className="mt-1 flex gap-1" aria-label={t('energy.scale', { label, letter })}>
        {ENERGY_LETTERS.map((l) => (
          <li key={l} aria-hidden={l !== letter} className={`flex h-8 flex-1 items-center justify-center rounded text-sm font-bold ${COLOURS[l]} ${l === letter ? 'scale-110 ring-2 ring-slate-900' : 'opacity-40'}`}>
            {l}
          </li>
        ))}
      </ol>
    </div>
  );
}

/**
 * Energy card (spec §2: letter A–G highlighted, kWh/m²/an, GES kg CO₂/m²/an) with what the law adds:
 * the yearly energy cost range and its reference year, the F/G wording. Hidden when there is no DPE.
 */
export function EnergyCard({ energy }: { energy: Energy | null }) {
  const { t } = useTranslation('listings');
  if (!energy) return null;
  if (energy.kind === 'exempt')
    return (
      <section aria-labelledby="energy-title" className="rounded-xl border border-slate-200 bg-white p-5">
        <h2 id="energy-title" className="text-lg font-semibold">
          {t('energy.title')}
        </h2>
        <p className="mt-2 text-sm text-slate-700">{energy.reason === 'vierge' ? t('energy.blank') : t('energy.exempt')}</p>
      </section>
    );
  const excessive = energy.dpeLetter === 'F' || energy.dpeLetter === 'G';
  return (
    <section aria-labelledby="energy-title" className="energy-card rounded-xl border border-slate-200 bg-white p-5" data-testid="energy-card">
      <h2 id="energy-title" className="text-lg font-semibold">
        {t('energy.title')}
      </h2>
      <div className="mt-3 grid gap-4">
        <Scale label={t('energy.dpe')} letter={energy.dpeLetter} />
        <p className="text-sm text-slate-800">{t('energy.kwh', { value: energy.kwhPerM2 })}</p>
        <Scale label={t('energy.ges')} letter={energy.gesLetter} />
        <p className="text-sm text-slate-800">{t('energy.co2', { value: energy.co2KgPerM2 })}</p>
      </div>
      {excessive ? <p lang="fr" className="mt-3 rounded-md bg-red-50 p-2 text-sm font-semibold text-red-900">{EXCESSIVE_ENERGY_WORDING}</p> : null}
      <p className="mt-3 text-sm text-slate-700">{energyCostSentence(energy)}</p>
      {energy.ademeNumber ? (
        <p className="mt-2 text-sm">
          <a href={ademeDpeUrl(energy.ademeNumber)} className="underline" rel="noopener">
            {t('energy.ademe', { number: energy.ademeNumber })}
          </a>
        </p>
      ) : null}
    </section>
  );
}
