import { type FormEvent, useState } from 'react';
import {
  BIEN_OPTIONS,
  CONSTRUCTION_OPTIONS,
  DPE_NOTE_OPTIONS,
  ELECTRICITE_OPTIONS,
  GAZ_OPTIONS,
  normaliseSurface,
  OUI_NON_OPTIONS,
  PIECES_OPTIONS,
  PROJET_OPTIONS,
  type QuoteCriteria,
} from '../../../../domain/quote/criteria';
import { STEP2_PATH } from '../../../../domain/quote/funnel-links';
import { MISSING_FIELDS_TITLE, missingFields } from '../../../../domain/quote/missing-fields';
import { answerProblems, INVALID_ANSWERS_TITLE } from '../../../../domain/quote/answer-checks';
import type { BlockProps } from '../../../blocks/types';
import { AddressCombobox } from './AddressCombobox';
import { ChoiceGroup } from './ChoiceGroup';
import { MissingAlert } from './MissingAlert';
import { StepHeader } from './StepHeader';
import { DIAG_INPUT } from '../field-style';
import { useTranslation } from '../../../i18n/use-translation';
import { useLocalizedHref } from '../../../i18n/hooks';

export interface QuoteStep1Data {
  criteria: QuoteCriteria;
  /** The visitor's toggles of step 2, kept when coming back. */
  ajout: string;
  retrait: string;
  /** Set when the form came back from the server incomplete (no JavaScript). */
  missing: string[] | null;
  /** Answers refused as implausible by the server (no JavaScript). */
  invalid?: string[] | null;
  /** The diagnostician's own town (from the site's record), for the address example. */
  town?: string | null;
  /** Step 1's "diagnostics already done" fields, as static HTML from the server. */
  existingHtml?: string;
}


/** Quote step 1 (spec §2): the project, as a GET form to step 2 with every answer in the URL. */
export function QuoteStep1({ data }: BlockProps<Record<string, never>, QuoteStep1Data>) {
  const { t } = useTranslation('diag');
  const href = useLocalizedHref();
  const [c, setC] = useState<QuoteCriteria>(data.criteria);
  const [missing, setMissing] = useState<string[] | null>(data.missing);
  const [invalid, setInvalid] = useState<string[] | null>(data.invalid ?? null);
  const [attempt, setAttempt] = useState(0);
  const set = <K extends keyof QuoteCriteria>(key: K) => (value: string) => setC((prev) => ({ ...prev, [key]: value }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const list = missingFields(c);
    // The commune/postcode pair is checked against the official lists on the server only.
    const wrong = answerProblems(c);
    if (list.length || wrong.length) {
      event.preventDefault();
      setMissing(list);
      setInvalid(wrong);
      setAttempt((n) => n + 1);
    }
  };

  return (
    <div className="bg-slate-50 pb-12">
      <StepHeader current={1} formType={c.date ? 'rendezvous' : 'devis'} />
      <div className="mx-auto max-w-3xl px-4 pt-8">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{c.date ? t('quote.titleAppointment') : t('quote.titleQuote')}</h1>
        <p className="mt-2 text-slate-700">{t('quote.intro')}</p>
        <form method="get" action={href(STEP2_PATH)} onSubmit={onSubmit} noValidate className="mt-6 flex flex-col gap-4">
          {missing && missing.length > 0 && <MissingAlert title={MISSING_FIELDS_TITLE} items={missing} focusKey={attempt} />}
          {invalid && invalid.length > 0 && <MissingAlert title={INVALID_ANSWERS_TITLE} items={invalid} focusKey={missing?.length ? undefined : attempt} />}
          <ChoiceGroup name="projet" group="projet" legend={t('quote.projectType')} options={PROJET_OPTIONS} value={c.projet} onChange={set('projet')} />
          <ChoiceGroup name="bien" group="bien" legend={t('quote.propertyType')} options={BIEN_OPTIONS} value={c.bien} onChange={set('bien')} columns="grid-cols-2 sm:grid-cols-4" />
          <ChoiceGroup name="copropriete" group="ouiNon" legend={t('quote.coOwnership')} options={OUI_NON_OPTIONS} value={c.copropriete} onChange={set('copropriete')} columns="grid-cols-2" />
          <ChoiceGroup
            name="dpeDeja"
            group="ouiNon"
            legend={t('quote.hasDpe')}
            options={OUI_NON_OPTIONS}
            value={c.dpeDeja}
            // Spec §4: answering 'non' clears the DPE grade.
            onChange={(v) => setC((prev) => ({ ...prev, dpeDeja: v as QuoteCriteria['dpeDeja'], dpeNote: v === 'oui' ? prev.dpeNote : '' }))}
            columns="grid-cols-2"
          />
          {c.dpeDeja === 'oui' && <ChoiceGroup name="dpeNote" group="dpeNote" legend={t('quote.dpeGrade')} options={DPE_NOTE_OPTIONS} value={c.dpeNote} onChange={set('dpeNote')} columns="grid-cols-2 sm:grid-cols-4" />}
          <ChoiceGroup name="construction" group="construction" legend={t('quote.builtIn')} options={CONSTRUCTION_OPTIONS} value={c.construction} onChange={set('construction')} />
          <ChoiceGroup name="gaz" group="gaz" legend={t('quote.gas')} options={GAZ_OPTIONS} value={c.gaz} onChange={set('gaz')} />
          <ChoiceGroup name="electricite" group="electricite" legend={t('quote.electricity')} options={ELECTRICITE_OPTIONS} value={c.electricite} onChange={set('electricite')} />
          <ChoiceGroup name="pieces" group="pieces" legend={t('quote.rooms')} options={PIECES_OPTIONS} value={c.pieces} onChange={set('pieces')} columns="grid-cols-5" />
          <div className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
            <label htmlFor="quote-surface" className="text-base font-semibold text-slate-900">
              {t('quote.surface')}
            </label>
            <input id="quote-surface" name="surface" inputMode="numeric" autoComplete="off" value={c.surface} onChange={(e) => set('surface')(normaliseSurface(e.target.value))} className={`${DIAG_INPUT} max-w-48`} />
          </div>
          <AddressCombobox town={data.town ?? null} value={{ address: c.address, postcode: c.postcode, city: c.city, lat: c.lat, lon: c.lon }} onChange={(v) => setC((prev) => ({ ...prev, ...v }))} />
          {/* Static fields rendered by the server (issue 33 item 5): no script of their own. */}
          {data.existingHtml && <div dangerouslySetInnerHTML={{ __html: data.existingHtml }} />}
          {c.date && <input type="hidden" name="date" value={c.date} />}
          {data.ajout && <input type="hidden" name="ajout" value={data.ajout} />}
          {data.retrait && <input type="hidden" name="retrait" value={data.retrait} />}
          <button type="submit" className="self-end rounded-lg bg-diag-700 px-8 py-3 text-lg font-semibold text-white hover:bg-diag-900">
            {t('quote.validate')}
          </button>
        </form>
      </div>
    </div>
  );
}
