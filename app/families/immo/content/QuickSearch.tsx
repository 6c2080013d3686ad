import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { z } from 'zod';
import type { ImmoPublicSite } from '../../../../domain/immo/site';
import type { BlockProps } from '../../../blocks/types';
import { useLocalizedHref } from '../../../i18n/hooks';
import { PlaceCombobox, type PlaceSuggestion } from '../../../ui/PlaceCombobox';
import { usePlaceTexts } from '../home/HeroForms';
import type { schema } from './QuickSearch.block';

const FIELD = 'mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-slate-900';
const LABEL = 'block text-sm font-medium text-slate-800';
const digits = (e: FormEvent<HTMLInputElement>) => {
  e.currentTarget.value = e.currentTarget.value.replace(/\D/g, '');
};

/** Buy/rent landing quick search (spec §2): a GET form with every quick-search parameter; works without JavaScript. */
export function QuickSearch({ props }: BlockProps<z.output<typeof schema>, undefined, ImmoPublicSite>) {
  const { t } = useTranslation('immo');
  const href = useLocalizedHref();
  const [place, setPlace] = useState<PlaceSuggestion | null>(null);
  const placeTexts = usePlaceTexts();
  const num = (name: string, label: string) => (
    <label className={LABEL}>
      {label}
      <input name={name} inputMode="numeric" pattern="[0-9]*" maxLength={9} onInput={digits} className={FIELD} />
    </label>
  );
  return (
    <section className="bg-teal-dark px-4 py-14 text-white">
      <div className="mx-auto max-w-5xl">
        <h1 className="text-3xl font-bold sm:text-5xl">{props.title}</h1>
        <p className="mt-3 max-w-3xl text-lg text-white/90">{props.intro}</p>
        <form method="get" action={href(props.action === 'sale' ? '/recherche-bien' : '/recherche-location')} className="mt-8 grid gap-4 rounded-xl bg-white p-5 text-slate-900 shadow-xl sm:grid-cols-2 lg:grid-cols-4">
          <input type="hidden" name={props.modeParam} value={props.action === 'sale' ? 'acheter' : 'louer'} />
          <div className="sm:col-span-2">
            <PlaceCombobox {...placeTexts} name="q" label={t('home.hero.place')} onSelect={setPlace} labelClassName={LABEL} inputClassName={FIELD} id="quick-search-place" />
          </div>
          {place?.type === 'departement' && (
            <>
              <input type="hidden" name="dep" value={place.code} />
              <input type="hidden" name="depNom" value={place.nom} />
            </>
          )}
          {place?.type === 'region' && (
            <>
              <input type="hidden" name="region" value={place.code} />
              <input type="hidden" name="regionNom" value={place.nom} />
            </>
          )}
          <label className={LABEL}>
            {t('home.hero.type')}
            <select name="types" defaultValue={props.type ?? ''} className={FIELD}>
              <option value="">{t('quickSearch.anyType')}</option>
              {(['Maison', 'Appartement', 'Terrain'] as const).map((o) => (
                <option key={o} value={o}>
                  {t(`home.hero.types.${o}`)}
                </option>
              ))}
            </select>
          </label>
          {num('min', props.action === 'sale' ? t('quickSearch.minPrice') : t('quickSearch.minRent'))}
          {num('max', props.action === 'sale' ? t('home.hero.maxBudget') : t('home.hero.maxRent'))}
          {num('surfHabMin', t('quickSearch.surfHabMin'))}
          {num('surfTerMin', t('quickSearch.surfTerMin'))}
          {num('pieces', t('quickSearch.pieces'))}
          {num('chambres', t('quickSearch.chambres'))}
          {num('sdb', t('quickSearch.sdb'))}
          <fieldset className="flex flex-wrap gap-4 sm:col-span-2 lg:col-span-4">
            <legend className="sr-only">{t('quickSearch.options')}</legend>
            {(['exclu', 'moins7', 'visites'] as const).map((flag) => (
              <label key={flag} className="flex items-center gap-2 text-sm">
                <input type="checkbox" name={flag} value="1" className="h-4 w-4 accent-teal-brand" />
                {t(`quickSearch.${flag}`)}
              </label>
            ))}
          </fieldset>
          <div className="sm:col-span-2 lg:col-span-4">
            <button type="submit" className="rounded-full bg-gold-brand px-6 py-3 font-semibold text-white">
              {t('home.hero.search')}
            </button>
          </div>
        </form>
      </div>
    </section>
  );
}

