import { type FormEvent, type KeyboardEvent, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { z } from 'zod';
import { ALERT_CONSENT_MESSAGE, ALERT_REQUIRED_MESSAGE, ALERT_SUCCESS_MESSAGE } from '../../../domain/alerts/alert-form';
import { OFFER_TYPES } from '../../../domain/alerts/buyer-alert';
import { PROPERTY_TYPES, type PropertyType } from '../../../domain/listings/listing';
import type { BlockProps } from '../../blocks/types';
import { IDEMPOTENCY_FIELD } from '../../../domain/leads/idempotency-field';
import { HONEYPOT_FIELD } from '../../../domain/leads/lead-limits';
import { Honeypot } from '../../ui/forms/Honeypot';
import { useFormIdempotencyKey } from '../../ui/forms/useFormIdempotencyKey';
import { useLeadSubmit } from '../../ui/forms/useLeadSubmit';
import { PlaceCombobox } from '../../ui/PlaceCombobox';
import { placeText } from '../../ui/combobox/place-lookup';
import type { schema } from './BuyerAlertForm.block';

/** Without a title prop, the catalogue's ('Créer une alerte immobilière'). On its own page the form's
 * title is the page's h1; inside a service page (under the page's hero) it is a section's h2. */

/** What the server knows without JavaScript: the outcome of a plain post, and the input kept on error. */
export interface BuyerAlertData {
  path: string;
  sent: boolean;
  error: string | null;
  input: Partial<Record<string, string | string[]>> | null;
}

const INPUT = 'mt-1 block w-full rounded-md border border-slate-400 px-3 py-2 text-base';
const OUTDOOR = ['Balcon', 'Terrasse', 'Jardin'] as const;
const NUMBERS = [
  ['prixMin', 'priceMin'],
  ['prixMax', 'priceMax'],
  ['chambresMin', 'bedsMin'],
  ['chambresMax', 'bedsMax'],
  ['surfMin', 'areaMin'],
  ['surfMax', 'areaMax'],
] as const;

function CheckList({ legend, name, options, chosen, onChange, labelOf = (o) => o }: { legend: string; name: string; options: readonly string[]; chosen: string[]; onChange: (next: string[]) => void; labelOf?: (option: string) => string }) {
  const { t } = useTranslation('listings');
  return (
    <fieldset className="rounded-lg border border-slate-200 p-3">
      <legend className="px-1 text-sm font-semibold text-slate-900">{legend}</legend>
      <div className="mb-2 flex gap-3 text-sm">
        <button type="button" className="text-teal-900 underline" onClick={() => onChange([...options])}>
          {t('alertForm.selectAll')}
        </button>
        <button type="button" className="text-teal-900 underline" onClick={() => onChange([])}>
          {t('alertForm.selectNone')}
        </button>
      </div>
      <div className="grid max-h-64 grid-cols-1 gap-1 overflow-y-auto sm:grid-cols-2">
        {options.map((o) => (
          <label key={o} className="flex items-center gap-2 text-sm text-slate-800">
            <input type="checkbox" name={name} value={o} checked={chosen.includes(o)} onChange={(e) => onChange(e.target.checked ? [...chosen, o] : chosen.filter((c) => c !== o))} className="h-4 w-4" />
            {labelOf(o)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * The buyer-request form (spec §3 lists, §4 states, §5 messages): offer and property types with
 * select all/none, localities added with Enter, proximity, bounds, outdoor options, contact, consent.
 * Stored as an alert and a lead through /api/alertes.
 */
export function BuyerAlertForm({ props, data }: BlockProps<z.output<typeof schema>, BuyerAlertData>) {
  const { t } = useTranslation('listings');
  const { state, error, submit, reset } = useLeadSubmit('/api/alertes');
  const title = props.title ?? t('alertForm.title');
  const Heading = props.heading ?? 'h1';
  const kept = data.input ?? {};
  const list = (key: string) => {
    const v = kept[key];
    return Array.isArray(v) ? v : typeof v === 'string' && v ? [v] : [];
  };
  const one = (key: string) => (typeof kept[key] === 'string' ? (kept[key] as string) : '');
  const [offre, setOffre] = useState<string[]>(() => list('offre'));
  const [types, setTypes] = useState<string[]>(() => list('typesBiens'));
  const [localites, setLocalites] = useState<string[]>(() => list('localites').flatMap((l) => l.split(/[,;\n]/).map((x) => x.trim()).filter(Boolean)));
  const [locality, setLocality] = useState('');
  const [exterieur, setExterieur] = useState<string[]>(() => list('exterieur').map((e) => e.charAt(0) + e.slice(1).toLowerCase()));
  const [message, setMessage] = useState<string | null>(data.sent ? ALERT_SUCCESS_MESSAGE : data.error);
  const [formKey, setFormKey] = useState(0);
  // Without JavaScript a double click posts twice: the same key stores one alert.
  const idempotencyKey = useFormIdempotencyKey('alerte-acheteur');

  const clear = () => {
    setOffre([]);
    setTypes([]);
    setLocalites([]);
    setLocality('');
    setExterieur([]);
    setMessage(null);
    setFormKey((k) => k + 1);
  };
  const addPlace = (text: string) => {
    const value = text.trim();
    if (value && !localites.includes(value)) setLocalites([...localites, value]);
    setLocality('');
  };
  const addLocality = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Enter' || event.defaultPrevented || (event.target as HTMLElement).id !== 'alert-locality') return;
    event.preventDefault();
    addPlace(locality);
  };
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state === 'sending') return;
    const form = new FormData(event.currentTarget);
    const field = (n: string) => String(form.get(n) ?? '').trim();
    if (!field('lastname') || !field('firstname') || !field('tel') || !field('email')) return setMessage(ALERT_REQUIRED_MESSAGE);
    if (form.get('rgpd') !== 'on') return setMessage(ALERT_CONSENT_MESSAGE);
    setMessage(null);
    // A place typed but not yet added with Enter counts too.
    const places = locality.trim() && !localites.includes(locality.trim()) ? [...localites, locality.trim()] : localites;
    const body: Record<string, unknown> = { offre, typesBiens: types, localites: places, exterieur: exterieur.map((e) => e.toUpperCase()), proximiteVille: field('proximiteVille'), rgpd: true };
    for (const n of ['lastname', 'firstname', 'tel', 'email', 'message', HONEYPOT_FIELD, ...NUMBERS.map(([k]) => k)]) body[n] = field(n);
    const result = await submit(body);
    if (result.ok) {
      clear();
      setMessage(ALERT_SUCCESS_MESSAGE);
    }
  };
  return (
    <section id="alerte" className="mx-auto max-w-4xl px-4 py-10" aria-labelledby="alert-title">
      <Heading id="alert-title" className="text-3xl font-bold text-slate-900">
        {title}
      </Heading>
      <p className="mt-2 text-slate-700">{t('alertForm.intro')}</p>
      {/* Without JavaScript: a plain post (lists repeated), answered by a redirect back here (decision 0033). */}
      <form key={formKey} method="post" action="/api/alertes" noValidate onSubmit={(e) => void onSubmit(e)} className="mt-6 grid gap-4">
        <input type="hidden" name="redirectTo" value={`${data.path}#alerte`} />
        <input type="hidden" name={IDEMPOTENCY_FIELD} value={idempotencyKey} />
        <Honeypot />
        <CheckList legend={t('alertForm.offer')} name="offre" options={OFFER_TYPES} chosen={offre} onChange={setOffre} />
        <CheckList legend={t('alertForm.types')} name="typesBiens" options={PROPERTY_TYPES} chosen={types} onChange={setTypes} labelOf={(o) => t(`propertyTypes.${o as PropertyType}`)} />
        {/* Enter on a typed place adds it as a chip, unless the combobox used Enter to pick a suggestion. */}
        <div onKeyDown={addLocality}>
          {localites.map((l) => (
            <input key={l} type="hidden" name="localites" value={l} />
          ))}
          <PlaceCombobox
            id="alert-locality"
            name="localites"
            label={t('alertForm.localities')}
            labelClassName="text-sm text-slate-800"
            inputClassName={INPUT}
            value={locality}
            onValueChange={setLocality}
            onSelect={(place) => place && addPlace(placeText(place))}
            placeholder="Sevran, 93270…"
          />
          {localites.length ? (
            <ul className="mt-2 flex flex-wrap gap-2" aria-label={t('alertForm.chosenLocalities')}>
              {localites.map((l) => (
                <li key={l} className="flex items-center gap-1 rounded-full bg-teal-50 px-3 py-1 text-sm text-teal-950">
                  {l}
                  <button type="button" aria-label={t('alertForm.removeLocality', { place: l })} onClick={() => setLocalites(localites.filter((x) => x !== l))} className="px-1 font-bold">
                    ×
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <label className="text-sm text-slate-800">
          {t('alertForm.proximity')}
          <select name="proximiteVille" defaultValue={one('proximiteVille')} className={INPUT}>
            <option value="">{t('alertForm.townOnly')}</option>
            {['5', '10', '15'].map((km) => (
              <option key={km} value={km}>{`${km} km`}</option>
            ))}
          </select>
        </label>
        <div className="grid grid-cols-2 gap-3">
          {NUMBERS.map(([name, label]) => (
            <label key={name} className="text-sm text-slate-800">
              {t(`alertForm.${label}`)}
              <input name={name} inputMode="numeric" pattern="[0-9]*" defaultValue={one(name)} className={INPUT} />
            </label>
          ))}
        </div>
        <CheckList legend={t('alertForm.outdoor')} name="exterieur" options={OUTDOOR} chosen={exterieur} onChange={setExterieur} labelOf={(o) => t(`alertForm.outdoorOptions.${o as (typeof OUTDOOR)[number]}`)} />
        <div className="grid gap-3 sm:grid-cols-2">
          <label className="text-sm text-slate-800">
            {t('alertForm.lastname')}
            <input name="lastname" required autoComplete="family-name" defaultValue={one('lastname')} className={INPUT} />
          </label>
          <label className="text-sm text-slate-800">
            {t('alertForm.firstname')}
            <input name="firstname" required autoComplete="given-name" defaultValue={one('firstname')} className={INPUT} />
          </label>
          <label className="text-sm text-slate-800">
            {t('alertForm.phone')}
            <input name="tel" type="tel" required autoComplete="tel" defaultValue={one('tel')} className={INPUT} />
          </label>
          <label className="text-sm text-slate-800">
            {t('alertForm.email')}
            <input name="email" type="email" required autoComplete="email" defaultValue={one('email')} className={INPUT} />
          </label>
        </div>
        <label className="text-sm text-slate-800">
          {t('alertForm.message')}
          <textarea name="message" rows={3} defaultValue={one('message')} className={INPUT} />
        </label>
        <label className="flex items-start gap-2 text-sm text-slate-800">
          <input type="checkbox" name="rgpd" required defaultChecked={one('rgpd') === 'on'} className="mt-1 h-4 w-4" />
          <span>{t('alertForm.consent')}</span>
        </label>
        <div className="flex gap-3">
          <button
            type="button"
            onClick={() => {
              clear();
              reset();
            }}
            className="rounded-md border border-slate-400 px-4 py-2.5 font-semibold text-slate-800"
          >
            {t('alertForm.reset')}
          </button>
          <button type="submit" disabled={state === 'sending'} className="rounded-md bg-teal-800 px-4 py-2.5 font-semibold text-white disabled:opacity-60">
            {state === 'sending' ? t('alertForm.sending') : t('alertForm.send')}
          </button>
        </div>
        <div role="status" aria-live="polite">
          {message === ALERT_SUCCESS_MESSAGE ? <p className="font-semibold text-green-800">{message}</p> : null}
        </div>
        {(message && message !== ALERT_SUCCESS_MESSAGE) || (state === 'error' && error) ? (
          <p role="alert" className="font-semibold text-red-800">
            {message && message !== ALERT_SUCCESS_MESSAGE ? message : error}
          </p>
        ) : null}
      </form>
    </section>
  );
}

