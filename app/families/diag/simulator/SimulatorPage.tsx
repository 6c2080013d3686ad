import { useEffect, useState } from 'react';
import { Form, useNavigation } from 'react-router';
import type { BlockProps } from '../../../blocks/types';
import type { MultiRowView, SingleOutcome } from '../../../../server/dpe/simulator.server';
import { MultiResults } from './MultiResults';
import { SimulationResult } from './SimulationResult';
import { trackLookup } from './track';
import type { DiagPublicSite } from '../../../../domain/diag/site';
import { useTranslation } from '../../../i18n/use-translation';
import { splitLocalePrefix } from '../../../../domain/i18n/locale';

export interface SimulatorData {
  input: string;
  single: SingleOutcome | null;
  multi: MultiRowView[] | null;
  /** French notice naming the numbers ADEME could not answer for in time (null when all were checked). */
  unchecked: string | null;
  /** Numbers to try when the bundled samples answer (demo). */
  samples: { numero: string; label: string }[];
  /** Whether the site offers energy audits (the next step for an F/G home). */
  offersAudit?: boolean;
}

function Skeleton() {
  return (
    <div aria-hidden="true" className="mt-8 grid animate-pulse gap-4">
      <div className="grid gap-4 sm:grid-cols-3">
        {[0, 1, 2].map((i) => (
          <div key={i} className="h-20 rounded-xl bg-slate-200" />
        ))}
      </div>
      <div className="h-64 rounded-xl bg-slate-200" />
    </div>
  );
}

/** The DPE 2026 simulator (spec §2, §4, §8): a GET form, so every result has its own URL. */
export function SimulatorPage({ data }: BlockProps<Record<string, never>, SimulatorData, DiagPublicSite>) {
  const { t } = useTranslation('diag');
  const navigation = useNavigation();
  const [value, setValue] = useState(data.input);
  useEffect(() => setValue(data.input), [data.input]);
  // Until hydrated the button must stay usable: without JavaScript it is the only way to submit
  // (the field's `required` still stops an empty search).
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const loading = navigation.state !== 'idle' && splitLocalePrefix(navigation.location?.pathname ?? '').pathname === '/dpe-2026-simulateur';

  // After a result: one tracking call per found certificate (not repeated for the same page).
  useEffect(() => {
    if (data.multi) {
      for (const row of data.multi) if (!row.error) trackLookup(row.numero);
    } else if (data.single?.status === 'found') {
      trackLookup(data.single.simulation.record.numero_dpe);
    }
  }, [data]);

  return (
    <div className="bg-slate-50 pb-16">
      <div className="mx-auto max-w-5xl px-4 pt-10">
        <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{t('simulator.title')}</h1>
        <p className="mt-3 max-w-3xl text-slate-700">
          {t('simulator.intro')}
        </p>
        <Form method="get" className="mt-6 flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-end sm:p-5" aria-busy={loading}>
          <label htmlFor="dpe-numero" className="flex-1 text-sm font-medium text-slate-800">
            {t('simulator.numberLabel')}
            <input
              id="dpe-numero"
              name="numero"
              required
              autoComplete="off"
              spellCheck={false}
              value={value}
              onChange={(e) => setValue(e.target.value)}
              placeholder={t('simulator.placeholder')}
              aria-describedby="dpe-numero-hint"
              className="mt-1 block w-full rounded-md border border-slate-400 px-3 py-2 font-mono text-slate-900 focus:border-diag-600 focus:outline-2 focus:outline-diag-600"
            />
            <span id="dpe-numero-hint" className="mt-1 block text-xs font-normal text-slate-600">
              {t('simulator.hint')}
            </span>
          </label>
          <button type="submit" disabled={loading || (hydrated && value.trim() === '')} className="rounded-lg bg-diag-700 px-5 py-3 font-semibold text-white hover:bg-diag-900 disabled:cursor-not-allowed disabled:opacity-60 sm:mb-5">
            {loading ? (
              t('simulator.searching')
            ) : (
              <>
                <span className="sm:hidden">{t('simulator.computeShort')}</span>
                <span className="hidden sm:inline">{t('simulator.compute')}</span>
              </>
            )}
          </button>
        </Form>
        {data.samples.length > 0 && (
          <details className="mt-3 text-sm text-slate-700">
            <summary className="cursor-pointer">{t('simulator.samples')}</summary>
            <ul className="mt-2 grid gap-1 sm:grid-cols-2">
              {data.samples.map((s) => (
                <li key={s.numero}>
                  <a href={`?numero=${s.numero}`} className="font-mono">
                    {s.numero}
                  </a>{' '}
                  <span>{s.label}</span>
                </li>
              ))}
            </ul>
          </details>
        )}
        <div aria-live="polite">
          {loading ? (
            <Skeleton />
          ) : (
            <>
              {data.single && data.single.status !== 'found' && (
                <div role="alert" className="mt-8 rounded-xl border border-red-300 bg-red-50 p-4 font-medium text-red-800">
                  {data.single.message}
                </div>
              )}
              {data.unchecked && (
                <p role="status" className="mt-8 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-900">
                  {data.unchecked}{' '}
                  <a className="font-semibold underline" href={`?numero=${encodeURIComponent(data.input)}`}>
                    {t('simulator.result.retry')}
                  </a>
                </p>
              )}
              {data.single?.status === 'found' && <SimulationResult simulation={data.single.simulation} offersAudit={data.offersAudit ?? false} />}
              {data.multi && <MultiResults rows={data.multi} />}
            </>
          )}
        </div>
        <p className="mt-10 text-xs text-slate-600">
          {t('simulator.sources')}
        </p>
      </div>
    </div>
  );
}
