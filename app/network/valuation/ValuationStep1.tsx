import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { ImmoPublicSite } from '../../../domain/immo/site';
import type { Message } from '../../../domain/i18n/message';
import { surfaceProblem } from '../../../domain/valuation/surface';
import { useMessage } from '../../i18n/messages';
import { CONDITIONS, canLeaveStep1, OBJECTIVES, type PropertyAnswers, TIMINGS, VALUATION_TYPES } from '../../../domain/valuation/request';
import type { BlockProps } from '../../blocks/types';
import { useLocalizedHref } from '../../i18n/hooks';
import { AddressCombobox } from '../../ui/AddressCombobox';
import { useHydrated } from './useHydrated';
import { BUTTON, FIELD, LABEL, ValuationProgress } from './ValuationProgress';

export interface ValuationStep1Data {
  answers: PropertyAnswers;
  missing: boolean;
  /** The surface field's own message when the server sent the answers back for it. */
  surfaceError: Message | null;
}

/** Keeps digits only as the visitor types (spec §5); the server strips the rest too. */
const digitsOnly = (event: FormEvent<HTMLInputElement>) => {
  const input = event.currentTarget;
  const clean = input.value.replace(/\D/g, '');
  if (clean !== input.value) input.value = clean;
};

function NumberField({ name, label, value, required, maxLength = 6, error }: { name: string; label: string; value: string; required?: boolean; maxLength?: number; error?: string | null }) {
  const { t } = useTranslation('immo');
  const errorId = `valuation-${name}-error`;
  return (
    <div>
      <label className={LABEL}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
        <input
          name={name}
          defaultValue={value}
          inputMode="numeric"
          pattern="[0-9]*"
          maxLength={maxLength}
          required={required}
          title={required ? t('valuation.step1.required') : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onInput={digitsOnly}
          className={FIELD}
        />
      </label>
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

function Choice<T extends string>({ name, legend, options, value, label }: { name: string; legend: string; options: readonly T[]; value: T; label: (o: T) => string }) {
  return (
    <fieldset>
      <legend className={LABEL}>{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {options.map((o) => (
          <label key={o} className="cursor-pointer rounded-full border border-slate-300 px-4 py-2 text-sm has-[:checked]:border-teal-brand has-[:checked]:bg-teal-brand has-[:checked]:text-white has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-teal-brand">
            <input type="radio" name={name} value={o} defaultChecked={o === value} className="sr-only" />
            {label(o)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Valuation step 1 (spec §2, §3, §5): a GET form to step 2; works without JavaScript. */
function ValuationStep1({ data }: BlockProps<Record<string, never>, ValuationStep1Data, ImmoPublicSite>) {
  const { t } = useTranslation('immo');
  const message = useMessage();
  const href = useLocalizedHref();
  const hydrated = useHydrated();
  const { answers } = data;
  const [address, setAddress] = useState(answers.address);
  const [surface, setSurface] = useState(answers.surface);
  const [place, setPlace] = useState({ citycode: answers.citycode, cp: answers.cp });
  // The surface's message: the server's until the visitor edits it, then checked again on 'Suivant'.
  const [surfaceError, setSurfaceError] = useState<Message | null>(data.surfaceError);
  // Without JavaScript the button stays enabled: `required` and the server check the two fields.
  const blocked = hydrated && !canLeaveStep1({ address, surface });
  return (
    <section className="mx-auto max-w-3xl px-4 py-10">
      <ValuationProgress stage={1} />
      <h1 className="text-3xl font-bold text-teal-dark">{t('valuation.step1.title')}</h1>
      <p className="mt-2 text-slate-700">{t('valuation.step1.intro')}</p>
      {data.missing && (
        <p role="alert" className="mt-4 rounded-md border border-red-300 bg-red-50 p-3 text-red-800">
          {t('valuation.step1.missing')}
        </p>
      )}
      <form
        method="get"
        action={href('/evaluation-two')}
        className="group mt-6 flex flex-col gap-6"
        onInput={(e) => {
          const target = e.target as HTMLInputElement;
          if (target.name === 'surface') {
            setSurface(target.value);
            setSurfaceError(null);
          }
        }}
        onSubmit={(e) => {
          const form = new FormData(e.currentTarget);
          const type = form.get('type') === 'Maison' ? 'Maison' : 'Appartement';
          const problem = surfaceProblem(type, String(form.get('surface') ?? ''));
          if (problem) {
            e.preventDefault();
            setSurfaceError(problem);
          }
        }}
      >
        <AddressCombobox
          name="adresse"
          label={`${t('valuation.step1.address')} *`}
          hint={t('valuation.step1.addressHint')}
          listLabel={t('home.hero.addressList')}
          countLabel={(count) => t('home.hero.addressCount', { count })}
          defaultValue={answers.address}
          required
          autoComplete="street-address"
          onValueChange={setAddress}
          onSelect={(s) => setPlace({ citycode: s?.citycode ?? '', cp: s?.postcode ?? '' })}
          labelClassName={LABEL}
          inputClassName={FIELD}
        />
        <input type="hidden" name="citycode" value={place.citycode} />
        <input type="hidden" name="cp" value={place.cp} />
        {answers.conseiller && <input type="hidden" name="conseiller" value={answers.conseiller} />}
        <Choice name="type" legend={t('valuation.step1.type')} options={VALUATION_TYPES} value={answers.type} label={(o) => t(`valuation.types.${o}`)} />
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-lg font-semibold text-teal-dark">{t('valuation.step1.details')}</legend>
          <NumberField name="surface" label={t('valuation.step1.surface')} value={answers.surface} required error={surfaceError ? message(surfaceError) : null} />
          {/* Land surface only for a house: CSS shows it when 'Maison' is checked, with or without JavaScript. */}
          <div className="hidden group-has-[input[value=Maison]:checked]:block">
            <NumberField name="landSurface" label={t('valuation.step1.landSurface')} value={answers.landSurface} maxLength={7} />
          </div>
          <NumberField name="rooms" label={t('valuation.step1.rooms')} value={answers.rooms} maxLength={3} />
          <NumberField name="baths" label={t('valuation.step1.baths')} value={answers.baths} maxLength={3} />
          <NumberField name="year" label={t('valuation.step1.year')} value={answers.year} maxLength={4} />
          <NumberField name="parking" label={t('valuation.step1.parking')} value={answers.parking} maxLength={3} />
          <NumberField name="garage" label={t('valuation.step1.garage')} value={answers.garage} maxLength={3} />
        </fieldset>
        <Choice name="condition" legend={t('valuation.step1.condition')} options={CONDITIONS} value={answers.condition} label={(o) => t(`valuation.conditions.${o}`)} />
        <fieldset className="flex flex-col gap-4">
          <legend className="mb-2 text-lg font-semibold text-teal-dark">{t('valuation.step1.project')}</legend>
          <Choice name="objective" legend={t('valuation.step1.objective')} options={OBJECTIVES} value={answers.objective} label={(o) => t(`valuation.objectives.${o}`)} />
          <label className={LABEL}>
            {t('valuation.step1.timing')}
            <select name="timing" defaultValue={answers.timing} className={FIELD}>
              {TIMINGS.map((o) => (
                <option key={o} value={o}>
                  {t(`valuation.timings.${o}`)}
                </option>
              ))}
            </select>
          </label>
        </fieldset>
        <div>
          <button type="submit" disabled={blocked} className={BUTTON}>
            {t('valuation.step1.next')}
          </button>
        </div>
      </form>
    </section>
  );
}

export { ValuationStep1 };
