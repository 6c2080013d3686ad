import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useLocalizedHref } from '../../../i18n/hooks';
import { AddressCombobox } from '../../../ui/AddressCombobox';
import { PlaceCombobox, type PlaceSuggestion } from '../../../ui/PlaceCombobox';

/**
 * The hero forms of the home and of /vendre (spec §2): plain GET forms with the spec's URL
 * parameters, so they work without JavaScript; with it, a picked suggestion adds its codes.
 */
export const FIELD = 'mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-slate-900';
export const LABEL = 'block text-sm font-medium text-slate-800';
const SUBMIT = 'rounded-full bg-gold-brand px-6 py-3 font-semibold text-white hover:bg-teal-dark';

const digitsOnly = (e: FormEvent<HTMLInputElement>) => {
  e.currentTarget.value = e.currentTarget.value.replace(/\D/g, '');
};

/** Hidden place parameters of §2 for a picked suggestion; the text field alone is read as free text (q). */
function placeParams(place: PlaceSuggestion | null, withCommune: boolean): Record<string, string> {
  if (place?.type === 'departement') return { dep: place.code, depNom: place.nom };
  if (place?.type === 'region') return { region: place.code, regionNom: place.nom };
  // The adviser directory also reads a commune (cp, ville); the listing search reads it from q.
  if (place?.type === 'commune' && withCommune) return { cp: place.cp, ville: place.name };
  return {};
}

/** The comboboxes' own texts (list name, groups, count) in the page's language. */
export function usePlaceTexts() {
  const { t } = useTranslation('immo');
  return {
    listLabel: t('home.hero.placeList'),
    groupLabels: { commune: t('home.hero.groupCommune'), departement: t('home.hero.groupDepartement'), region: t('home.hero.groupRegion') },
    countLabel: (count: number) => t('home.hero.placeCount', { count }),
  };
}

function Hidden({ params }: { params: Record<string, string> }) {
  return (
    <>
      {Object.entries(params).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}

function TypeChips({ name, options, initial }: { name: string; options: readonly string[]; initial?: string }) {
  const { t } = useTranslation('immo');
  return (
    <fieldset>
      <legend className={LABEL}>{t('home.hero.type')}</legend>
      <div className="mt-1 flex flex-wrap gap-2">
        {options.map((o) => (
          <label key={o} className="cursor-pointer rounded-full border border-slate-300 px-3 py-1.5 text-sm has-[:checked]:border-teal-brand has-[:checked]:bg-teal-brand has-[:checked]:text-white has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-teal-brand">
            <input type="radio" name={name} value={o} defaultChecked={o === initial} className="sr-only" />
            {t(`home.hero.types.${o}` as 'home.hero.types.Maison')}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Buy or rent: /recherche-bien or /recherche-location with mode, q, dep/depNom or region/regionNom, max, types. */
export function ListingSearchForm({ tab }: { tab: 'buy' | 'rent' }) {
  const { t } = useTranslation('immo');
  const href = useLocalizedHref();
  const [place, setPlace] = useState<PlaceSuggestion | null>(null);
  const placeTexts = usePlaceTexts();
  const action = tab === 'buy' ? '/recherche-bien' : '/recherche-location';
  return (
    <form method="get" action={href(action)} className="grid gap-4 md:grid-cols-[2fr_1fr_auto] md:items-end">
      <input type="hidden" name="mode" value={tab === 'buy' ? 'acheter' : 'louer'} />
      <PlaceCombobox {...placeTexts} name="q" label={t('home.hero.place')} onSelect={setPlace} labelClassName={LABEL} inputClassName={FIELD} id={`hero-${tab}-place`} />
      <Hidden params={placeParams(place, false)} />
      <label className={LABEL}>
        {tab === 'buy' ? t('home.hero.maxBudget') : t('home.hero.maxRent')}
        <input name="max" inputMode="numeric" pattern="[0-9]*" maxLength={9} className={FIELD} onInput={digitsOnly} />
      </label>
      {/* The type comes before the button on a phone, on its own row below on wider screens. */}
      <div className="md:order-last md:col-span-3">
        <TypeChips name="types" options={['Maison', 'Appartement', 'Terrain']} />
      </div>
      <button type="submit" className={SUBMIT}>
        {t('home.hero.search')}
      </button>
      <p className="text-sm md:order-last md:col-span-3">
        <a href={href(action)} className="text-teal-brand underline">
          {t('home.hero.advanced')}
        </a>
      </p>
    </form>
  );
}

/** Estimate: /evaluation with adresse, surface and type (Maison by default); step 1 reads them. */
export function EstimateForm({ id }: { id: string }) {
  const { t } = useTranslation('immo');
  const href = useLocalizedHref();
  return (
    <form method="get" action={href('/evaluation')} className="grid gap-4 md:grid-cols-[2fr_1fr_auto] md:items-end">
      <AddressCombobox name="adresse" label={t('home.hero.address')} listLabel={t('home.hero.addressList')} countLabel={(count) => t('home.hero.addressCount', { count })} labelClassName={LABEL} inputClassName={FIELD} id={`${id}-address`} />
      <label className={LABEL}>
        {t('home.hero.surface')}
        <input name="surface" inputMode="numeric" pattern="[0-9]*" maxLength={6} className={FIELD} onInput={digitsOnly} />
      </label>
      <div className="md:order-last md:col-span-3">
        <TypeChips name="type" options={['Maison', 'Appartement']} initial="Maison" />
      </div>
      <button type="submit" className={SUBMIT}>
        {t('home.hero.estimate')}
      </button>
    </form>
  );
}

/** Find an adviser: /conseillers-immobiliers with q, plus cp/ville, dep/depNom or region/regionNom of a picked place. */
export function AdviserSearchForm({ id }: { id: string }) {
  const { t } = useTranslation('immo');
  const href = useLocalizedHref();
  const [place, setPlace] = useState<PlaceSuggestion | null>(null);
  const placeTexts = usePlaceTexts();
  return (
    <form method="get" action={href('/conseillers-immobiliers')} className="grid gap-4 md:grid-cols-[1fr_auto] md:items-end">
      <PlaceCombobox {...placeTexts} name="q" label={t('home.hero.place')} onSelect={setPlace} labelClassName={LABEL} inputClassName={FIELD} id={`${id}-place`} />
      <Hidden params={placeParams(place, true)} />
      <button type="submit" className={SUBMIT}>
        {t('home.hero.findAdviser')}
      </button>
    </form>
  );
}
