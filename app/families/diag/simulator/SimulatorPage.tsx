import { useEffect, useState } from 'react';
import { Form, useNavigation } from 'react-router';
import type { BlockProps } from '../../../blocks/types';
import type { MultiRowView, SingleOutcome } from '../../../../server/dpe/simulator.server';
import { MultiResults } from './MultiResults';
import { SimulationResult } from './SimulationResult';
import { trackLookup } from './track';

export interface SimulatorData {
  input: string;
  single: SingleOutcome | null;
  multi: MultiRowView[] | null;
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
export function SimulatorPage({ data }: BlockProps<Record<string, never>, SimulatorData>) {
  const navigation = useNavigation();
  const [value, setValue] = useState(data.input);
  useEffect(() => setValue(data.input), [data.input]);
  // Until hydrated the button must stay usable: without JavaScript it is the only way to submit
  // (the field's `required` still stops an empty search).
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const loading = navigation.state !== 'idle' && navigation.location?.pathname === '/dpe-2026-simulateur';

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
        <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">DPE Comparatif — Réforme 2026</h1>
        <p className="mt-3 max-w-3xl text-slate-700">
          Depuis le 1er janvier 2026, l’électricité compte moins dans le calcul du DPE (coefficient 1,9 au lieu de 2,3, puis 1,7 en 2027). Entrez le numéro ADEME de votre DPE : nous estimons votre nouvelle étiquette.
        </p>
        <Form method="get" className="mt-6 flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-end sm:p-5" aria-busy={loading}>
          <label htmlFor="dpe-numero" className="flex-1 text-sm font-medium text-slate-800">
            Numéro ADEME du DPE
            <input
              id="dpe-numero"
              name="numero"
              required
              autoComplete="off"
              spellCheck={false}
              value={value}
              onChange={(e) => setValue(e.target.value)}
              placeholder="Entrez ici le numéro ADEME"
              aria-describedby="dpe-numero-hint"
              className="mt-1 block w-full rounded-md border border-slate-400 px-3 py-2 font-mono text-slate-900 focus:border-diag-600 focus:outline-2 focus:outline-diag-600"
            />
            <span id="dpe-numero-hint" className="mt-1 block text-xs font-normal text-slate-600">
              13 caractères, par exemple 2429E1836524K. Plusieurs numéros : séparez-les par des virgules.
            </span>
          </label>
          <button type="submit" disabled={loading || (hydrated && value.trim() === '')} className="rounded-lg bg-diag-700 px-5 py-3 font-semibold text-white hover:bg-diag-900 disabled:cursor-not-allowed disabled:opacity-60 sm:mb-5">
            {loading ? (
              'Recherche…'
            ) : (
              <>
                <span className="sm:hidden">Calculer mon étiquette</span>
                <span className="hidden sm:inline">Calculer ma nouvelle étiquette</span>
              </>
            )}
          </button>
        </Form>
        {data.samples.length > 0 && (
          <details className="mt-3 text-sm text-slate-700">
            <summary className="cursor-pointer">Pas de numéro sous la main ? Essayez un DPE d’exemple</summary>
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
              {data.single?.status === 'found' && <SimulationResult simulation={data.single.simulation} offersAudit={data.offersAudit ?? false} />}
              {data.multi && <MultiResults rows={data.multi} />}
            </>
          )}
        </div>
        <p className="mt-10 text-xs text-slate-600">
          Estimation indicative. Seuils logement : arrêté du 31 mars 2021 modifié par l’arrêté du 25 mars 2024. Seuils tertiaire : arrêté du 15 septembre 2006 modifié. Coefficient de l’électricité : arrêtés du 13 août 2025 (1,9 au 1er janvier 2026) et du 19 août 2026 (1,7 au 1er janvier 2027). La réforme ne modifie pas les émissions de gaz à effet de serre (GES).
        </p>
      </div>
    </div>
  );
}
