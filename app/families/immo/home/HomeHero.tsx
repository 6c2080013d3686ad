import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { ImmoPublicSite } from '../../../../domain/immo/site';
import { type BlockProps, defineBlock } from '../../../blocks/types';
import { useLocalizedHref } from '../../../i18n/hooks';
import { AddressCombobox } from '../../../ui/AddressCombobox';
import { ResponsiveImage } from '../../../ui/ResponsiveImage';
import { PlaceCombobox, type PlaceSuggestion } from '../../../ui/PlaceCombobox';

const TABS = ['buy', 'rent', 'estimate', 'adviser'] as const;
type Tab = (typeof TABS)[number];
// Literal class names (Tailwind only generates what it can read in the source).
const SHOW_WHEN_CHECKED: Record<Tab, string> = {
  buy: 'group-has-[#hero-tab-buy:checked]:block',
  rent: 'group-has-[#hero-tab-rent:checked]:block',
  estimate: 'group-has-[#hero-tab-estimate:checked]:block',
  adviser: 'group-has-[#hero-tab-adviser:checked]:block',
};
const FIELD = 'mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-slate-900';
const LABEL = 'block text-sm font-medium text-slate-800';
const SUBMIT = 'rounded-full bg-gold-brand px-6 py-3 font-semibold text-white hover:bg-teal-dark';

/** Hidden place parameters of §2 (dep/depNom, region/regionNom) for a picked suggestion; q keeps the text. */
function PlaceParams({ place }: { place: PlaceSuggestion | null }) {
  if (place?.type === 'departement')
    return (
      <>
        <input type="hidden" name="dep" value={place.code} />
        <input type="hidden" name="depNom" value={place.nom} />
      </>
    );
  if (place?.type === 'region')
    return (
      <>
        <input type="hidden" name="region" value={place.code} />
        <input type="hidden" name="regionNom" value={place.nom} />
      </>
    );
  return null;
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

function SearchForm({ tab }: { tab: 'buy' | 'rent' }) {
  const { t } = useTranslation('immo');
  const href = useLocalizedHref();
  const [place, setPlace] = useState<PlaceSuggestion | null>(null);
  const action = tab === 'buy' ? '/recherche-bien' : '/recherche-location';
  return (
    <form method="get" action={href(action)} className="grid gap-4 md:grid-cols-[2fr_1fr_auto] md:items-end">
      <input type="hidden" name="mode" value={tab === 'buy' ? 'acheter' : 'louer'} />
      <PlaceCombobox name="q" label={t('home.hero.place')} onSelect={setPlace} labelClassName={LABEL} inputClassName={FIELD} id={`hero-${tab}-place`} />
      <PlaceParams place={place} />
      <label className={LABEL}>
        {tab === 'buy' ? t('home.hero.maxBudget') : t('home.hero.maxRent')}
        <input name="max" inputMode="numeric" pattern="[0-9]*" maxLength={9} className={FIELD} onInput={(e) => (e.currentTarget.value = e.currentTarget.value.replace(/\D/g, ''))} />
      </label>
      <button type="submit" className={SUBMIT}>
        {t('home.hero.search')}
      </button>
      <div className="md:col-span-3">
        <TypeChips name="types" options={['Maison', 'Appartement', 'Terrain']} />
      </div>
      <p className="text-sm md:col-span-3">
        <a href={href(action)} className="text-teal-brand underline">
          {t('home.hero.advanced')}
        </a>
      </p>
    </form>
  );
}

/** Home hero (spec §2): poster, four tabs as radio buttons (CSS shows the chosen form, so it works without JS), GET forms. */
function HomeHero({ site }: BlockProps<Record<string, never>, undefined, ImmoPublicSite>) {
  const { t } = useTranslation('immo');
  const href = useLocalizedHref();
  const brand = String(site.settings.brand ?? site.name);
  const [tab, setTab] = useState<Tab>('buy');
  // Shown by CSS from the checked radio: the same with or without JavaScript.
  const panel = (id: Tab) => `hidden rounded-b-xl rounded-tr-xl bg-white p-5 text-slate-900 shadow-xl ${SHOW_WHEN_CHECKED[id]}`;
  return (
    <section className="relative isolate overflow-hidden bg-teal-dark px-4 py-16 text-white sm:py-24">
      <ResponsiveImage path="hero/poster.svg" alt="" width={1600} height={900} widths={[800, 1600]} sizes="100vw" priority className="absolute inset-0 -z-10 h-full w-full object-cover opacity-30" />
      <div className="mx-auto max-w-5xl">
        <h1 className="text-3xl font-bold sm:text-5xl">{t('home.hero.title', { brand })}</h1>
        <p className="mt-3 max-w-2xl text-lg text-white/90">{t('home.hero.subtitle')}</p>
        <div className="group mt-8">
          <div role="radiogroup" aria-label={t('home.hero.tabs')} className="flex flex-wrap gap-1">
            {TABS.map((id) => (
              <label key={id} className="cursor-pointer rounded-t-lg bg-white/20 px-4 py-2 text-sm font-semibold has-[:checked]:bg-white has-[:checked]:text-teal-dark has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-gold-soft">
                <input id={`hero-tab-${id}`} type="radio" name="hero-tab" value={id} checked={tab === id} onChange={() => setTab(id)} className="sr-only" />
                {t(`home.hero.tab.${id}`)}
              </label>
            ))}
          </div>
          <div className={panel('buy')}>
            <SearchForm tab="buy" />
          </div>
          <div className={panel('rent')}>
            <SearchForm tab="rent" />
          </div>
          <div className={panel('estimate')}>
            <form method="get" action={href('/evaluation')} className="grid gap-4 md:grid-cols-[2fr_1fr_auto] md:items-end">
              <AddressCombobox name="adresse" label={t('home.hero.address')} labelClassName={LABEL} inputClassName={FIELD} id="hero-estimate-address" />
              <label className={LABEL}>
                {t('home.hero.surface')}
                <input name="surface" inputMode="numeric" pattern="[0-9]*" maxLength={6} className={FIELD} />
              </label>
              <button type="submit" className={SUBMIT}>
                {t('home.hero.estimate')}
              </button>
              <div className="md:col-span-3">
                <TypeChips name="type" options={['Maison', 'Appartement']} initial="Maison" />
              </div>
            </form>
          </div>
          <div className={panel('adviser')}>
            <form method="get" action={href('/conseillers-immobiliers')} className="grid gap-4 md:grid-cols-[1fr_auto] md:items-end">
              <PlaceCombobox name="q" label={t('home.hero.place')} labelClassName={LABEL} inputClassName={FIELD} id="hero-adviser-place" />
              <button type="submit" className={SUBMIT}>
                {t('home.hero.findAdviser')}
              </button>
            </form>
          </div>
        </div>
      </div>
    </section>
  );
}

export const homeHeroBlock = defineBlock(z.object({}).strict(), HomeHero);
