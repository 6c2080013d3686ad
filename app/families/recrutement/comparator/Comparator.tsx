import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { compare, type NetworkOffer } from '../../../../domain/recrutement/comparator';
import { explain } from '../../../../domain/recrutement/comparator-explain';
import { CAP_PARAM, COMPARATOR_FIELDS, type ComparatorState, parseComparatorState, REFERENCE_PARAM, serialiseComparatorState, TIERS_PARAM } from '../../../../domain/recrutement/comparator-url';
import type { ComparatorReference } from '../../../../domain/recrutement/references';
import { ComparatorResult } from './ComparatorResult';
import { ReferencePicker } from './ReferencePicker';
import { ReferenceTable } from './ReferenceTable';

export interface ComparatorData {
  state: ComparatorState;
  references: ComparatorReference[];
  offer: NetworkOffer;
  brand: string;
  /** The page the GET form goes back to (the result is rendered by the server from the URL). */
  action: string;
}

type FieldKey = keyof typeof COMPARATOR_FIELDS;
type Texts = Record<FieldKey | 'cap' | 'tiers' | 'ref', string>;

function textsOf(state: ComparatorState, query: URLSearchParams | null): Texts {
  const { input } = state;
  // What the visitor typed stays as typed (an empty field stays empty even though it counts as 0).
  const typed = (param: string, value: number) => query?.get(param) ?? String(value);
  return {
    turnover: typed(COMPARATOR_FIELDS.turnover.param, input.turnover),
    sales: typed(COMPARATOR_FIELDS.sales.param, input.sales),
    monthlyCost: typed(COMPARATOR_FIELDS.monthlyCost.param, input.monthlyCost),
    share: typed(COMPARATOR_FIELDS.share.param, input.share),
    perSaleFee: typed(COMPARATOR_FIELDS.perSaleFee.param, input.perSaleFee),
    cap: input.cap === null ? '' : String(input.cap),
    tiers: input.tiers ? input.tiers.map((t) => `${t.from}:${t.share}`).join(', ') : '',
    ref: state.reference ?? '',
  };
}

function queryOf(texts: Texts): URLSearchParams {
  const q = new URLSearchParams();
  for (const key of Object.keys(COMPARATOR_FIELDS) as FieldKey[]) q.set(COMPARATOR_FIELDS[key].param, texts[key]);
  q.set(CAP_PARAM, texts.cap);
  q.set(TIERS_PARAM, texts.tiers);
  q.set(REFERENCE_PARAM, texts.ref);
  return q;
}

const inputClass = 'mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 focus:border-teal-brand focus:outline-2 focus:outline-teal-brand';

/**
 * The income comparator (issue 15 item 3). A GET form: without JavaScript the server renders the
 * result from the URL; with it, every keystroke recomputes in place and the URL follows (shareable).
 */
export function Comparator({ data, headingLevel = 1 }: { data: ComparatorData; headingLevel?: 1 | 2 }) {
  const [texts, setTexts] = useState<Texts>(() => textsOf(data.state, null));
  const state = useMemo(() => parseComparatorState(queryOf(texts)), [texts]);
  const result = useMemo(() => compare(state.input, data.offer), [state.input, data.offer]);
  const lines = useMemo(() => explain(result, data.brand, data.offer), [result, data.brand, data.offer]);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const { t } = useTranslation('recrutement');

  const update = (patch: Partial<Texts>) => {
    setTexts((previous) => {
      const next = { ...previous, ...patch };
      const parsed = parseComparatorState(queryOf(next));
      const url = new URL(window.location.href);
      url.search = serialiseComparatorState(parsed.input, parsed.reference).toString();
      window.history.replaceState(window.history.state, '', url);
      return next;
    });
  };

  const field = (key: FieldKey) => {
    const hint = t(`comparator.hints.${key}`);
    const spec = COMPARATOR_FIELDS[key];
    const id = `comparateur-${spec.param}`;
    return (
      <div>
        <label htmlFor={id} className="block text-sm font-semibold text-slate-900">
          {t(`comparator.fields.${key}`)} <span className="font-normal text-slate-700">({t(`comparator.units.${key}`)})</span>
        </label>
        <input
          id={id}
          name={spec.param}
          type="number"
          inputMode="numeric"
          min={spec.min}
          max={spec.max}
          step={key === 'turnover' || key === 'monthlyCost' ? 'any' : spec.step}
          value={texts[key]}
          onChange={(e) => update({ [key]: e.target.value } as Partial<Texts>)}
          className={inputClass}
          aria-describedby={`${id}-aide`}
        />
        <p id={`${id}-aide`} className="mt-1 text-xs text-slate-700">
          {hint}
        </p>
      </div>
    );
  };

  return (
    <section id="comparateur" aria-labelledby="comparateur-titre" className="scroll-mt-20 bg-slate-50 py-12">
      <div className="mx-auto max-w-7xl px-4 lg:px-6">
        <Heading id="comparateur-titre" className="text-3xl font-bold text-teal-dark sm:text-4xl">
          {t('comparator.title')}
        </Heading>
        <p className="mt-3 max-w-3xl text-slate-800">
          {t('comparator.intro', { brand: data.brand })}
        </p>
        <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
          <form method="get" action={data.action} onSubmit={(e) => e.preventDefault()} className="space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200" aria-label={t('comparator.formLabel')}>
            <ReferencePicker
              references={data.references}
              value={texts.ref}
              onType={(ref) => update({ ref })}
              onPick={(r) => update({ ref: r.nom, share: String(r.pourcentage), monthlyCost: String(r.coutmensuel), perSaleFee: String(r.coutparvente), tiers: '', cap: '' })}
            />
            {field('turnover')}
            {field('sales')}
            {field('monthlyCost')}
            {field('share')}
            {field('perSaleFee')}
            <details className="rounded-lg border border-slate-200 p-3" open={Boolean(texts.tiers || texts.cap)}>
              <summary className="cursor-pointer text-sm font-semibold text-teal-brand">{t('comparator.advanced')}</summary>
              <div className="mt-3 space-y-4">
                <div>
                  <label htmlFor="comparateur-paliers" className="block text-sm font-semibold text-slate-900">
                    {t('comparator.tiers')}
                  </label>
                  <input id="comparateur-paliers" name={TIERS_PARAM} type="text" value={texts.tiers} onChange={(e) => update({ tiers: e.target.value })} placeholder="0:70, 50000:80, 100000:90" className={inputClass} aria-describedby="comparateur-paliers-aide" />
                  <p id="comparateur-paliers-aide" className="mt-1 text-xs text-slate-700">
                    {t('comparator.tiersHint')}
                  </p>
                </div>
                <div>
                  <label htmlFor="comparateur-plafond" className="block text-sm font-semibold text-slate-900">
                    {t('comparator.cap')} <span className="font-normal text-slate-700">({t('comparator.capUnit')})</span>
                  </label>
                  <input id="comparateur-plafond" name={CAP_PARAM} type="number" inputMode="numeric" min={0} step="any" value={texts.cap} onChange={(e) => update({ cap: e.target.value })} className={inputClass} />
                </div>
              </div>
            </details>
            {/* Without JavaScript this button reloads the page with the result; with it the result follows the typing. */}
            <button type="submit" className="w-full rounded-full bg-teal-brand px-5 py-3 font-semibold text-white hover:bg-teal-dark">
              {t('comparator.submit')}
            </button>
          </form>
          <ComparatorResult result={result} lines={lines} notices={state.notices} brand={data.brand} reference={state.reference} />
        </div>
        <ReferenceTable references={data.references} />
      </div>
    </section>
  );
}
