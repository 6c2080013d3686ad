import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useLocation, useNavigate } from 'react-router';
import type { ComparatorResult as Result } from '../../../../domain/recrutement/comparator';
import type { MessageExplanation } from '../../../../domain/recrutement/comparator-explain-message';
import { CAP_PARAM, COMPARATOR_FIELDS, type ComparatorState, REFERENCE_PARAM, TIERS_PARAM } from '../../../../domain/recrutement/comparator-url';
import { PROFILE_PARAM, type ProfileKey } from '../../../../domain/recrutement/record';
import { ComparatorResult } from './ComparatorResult';
import { ReferencePicker } from './ReferencePicker';
import { type DatedReference, ReferenceTable } from './ReferenceTable';

export interface ComparatorData {
  /** What the URL asked, as read by the server (the fields start from it). */
  state: ComparatorState;
  /** The offer compared against (kept in the URL when it is not the default one). */
  profile: ProfileKey;
  /** The comparison and its explanation, computed by the server from the URL (the browser never runs the formulas). */
  result: Result;
  lines: MessageExplanation;
  references: DatedReference[];
  brand: string;
  /** The page the GET form goes back to (the result is rendered by the server from the URL). */
  action: string;
}

type FieldKey = keyof typeof COMPARATOR_FIELDS;
type Texts = Record<FieldKey | 'cap' | 'tiers' | 'ref', string>;

function textsOf(state: ComparatorState): Texts {
  const { input } = state;
  return {
    turnover: String(input.turnover),
    sales: String(input.sales),
    monthlyCost: String(input.monthlyCost),
    share: String(input.share),
    perSaleFee: String(input.perSaleFee),
    cap: input.cap === null ? '' : String(input.cap),
    tiers: input.tiers ? input.tiers.map((t) => `${t.from}:${t.share}`).join(', ') : '',
    ref: state.reference ?? '',
  };
}

/** The fields as typed (an empty field stays empty: the server counts it as 0 and says so). */
function queryOf(texts: Texts, profile: ProfileKey): URLSearchParams {
  const q = new URLSearchParams();
  if (profile !== 'mandataire') q.set(PROFILE_PARAM, profile);
  for (const key of Object.keys(COMPARATOR_FIELDS) as FieldKey[]) q.set(COMPARATOR_FIELDS[key].param, texts[key].trim());
  if (texts.cap.trim()) q.set(CAP_PARAM, texts.cap.trim());
  if (texts.tiers.trim()) q.set(TIERS_PARAM, texts.tiers.trim());
  if (texts.ref.trim()) q.set(REFERENCE_PARAM, texts.ref.trim());
  return q;
}

/** Typing settles for this long before the page asks the server for the new result. */
const SETTLE_MS = 250;

const inputClass = 'mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 focus:border-teal-brand focus:outline-2 focus:outline-teal-brand';

/**
 * The income comparator (issue 15 item 3). A GET form: without JavaScript the server renders the
 * result from the URL; with it, every keystroke recomputes in place and the URL follows (shareable).
 */
export function Comparator({ data, headingLevel = 1 }: { data: ComparatorData; headingLevel?: 1 | 2 }) {
  const [texts, setTexts] = useState<Texts>(() => textsOf(data.state));
  const navigate = useNavigate();
  const location = useLocation();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const { t } = useTranslation('recrutement');
  useEffect(() => () => clearTimeout(timer.current ?? undefined), []);

  // The URL is the state: the server reads it and renders the result (the same as without JavaScript).
  const show = (next: Texts) => {
    clearTimeout(timer.current ?? undefined);
    void navigate({ search: `?${queryOf(next, data.profile).toString()}`, hash: location.hash }, { replace: true, preventScrollReset: true });
  };
  const update = (patch: Partial<Texts>) => {
    const next = { ...texts, ...patch };
    setTexts(next);
    clearTimeout(timer.current ?? undefined);
    timer.current = setTimeout(() => show(next), SETTLE_MS);
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
          <form method="get" action={data.action} onSubmit={(e) => {
              e.preventDefault();
              show(texts);
            }} className="space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200" aria-label={t('comparator.formLabel')}>
            {data.profile !== 'mandataire' && <input type="hidden" name={PROFILE_PARAM} value={data.profile} />}
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
          <ComparatorResult result={data.result} lines={data.lines} notices={data.state.noticeMessages} brand={data.brand} reference={data.state.reference} />
        </div>
        <ReferenceTable references={data.references} />
      </div>
    </section>
  );
}
