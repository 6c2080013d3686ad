import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { ImmoPublicSite } from '../../../../domain/immo/site';
import type { BlockProps } from '../../../blocks/types';
import { ConsentGate } from '../../../consent/ConsentGate';
import { LoopingVideo } from '../../../ui/LoopingVideo';
import { ResponsiveImage } from '../../../ui/ResponsiveImage';
import { AdviserSearchForm, EstimateForm, ListingSearchForm } from './HeroForms';
import { HeroLastSearch } from './HeroLastSearch';

const TABS = ['buy', 'rent', 'estimate', 'adviser'] as const;
type Tab = (typeof TABS)[number];
// Literal class names (Tailwind only generates what it can read in the source).
const SHOW_WHEN_CHECKED: Record<Tab, string> = {
  buy: 'group-has-[#hero-tab-buy:checked]:block',
  rent: 'group-has-[#hero-tab-rent:checked]:block',
  estimate: 'group-has-[#hero-tab-estimate:checked]:block',
  adviser: 'group-has-[#hero-tab-adviser:checked]:block',
};

export interface HomeHeroData {
  /** The background loop chosen by the server for this second (spec §2), null for the poster only. */
  video: { src: string; thirdParty: boolean } | null;
}

function HeroBackground({ video }: HomeHeroData) {
  const { t } = useTranslation('consent');
  return (
    <>
      <ResponsiveImage path="hero/poster.svg" alt="" width={1600} height={900} widths="hero" sizes="100vw" priority className="absolute inset-0 -z-10 h-full w-full object-cover opacity-30" />
      {video &&
        (video.thirdParty ? (
          // Another host sees the visitor's address: only after consent (decision 0013); the poster stays until then.
          <ConsentGate purpose="media" label={t('gate.video')} className="absolute inset-0 hidden md:block" appearance="corner">
            <LoopingVideo src={video.src} className="opacity-40" />
          </ConsentGate>
        ) : (
          <div className="absolute inset-0 hidden opacity-40 md:block">
            <LoopingVideo src={video.src} />
          </div>
        ))}
    </>
  );
}

/**
 * Home hero (spec §2): poster then the looping video, four tabs as radio buttons (CSS shows the
 * chosen form, so it works without JavaScript), GET forms, and the visitor's last search.
 */
export function HomeHero({ site, data }: BlockProps<Record<string, never>, HomeHeroData, ImmoPublicSite>) {
  const { t } = useTranslation('immo');
  const brand = String(site.settings.brand ?? site.name);
  const [tab, setTab] = useState<Tab>('buy');
  // Shown by CSS from the checked radio: the same with or without JavaScript.
  const panel = (id: Tab) => `hidden rounded-b-xl rounded-tr-xl bg-white p-5 text-slate-900 shadow-xl ${SHOW_WHEN_CHECKED[id]}`;
  return (
    <section className="relative isolate overflow-hidden bg-teal-dark px-4 pt-16 pb-10 text-white sm:pt-24 sm:pb-16">
      <HeroBackground video={data.video} />
      <div className="relative mx-auto max-w-5xl">
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
            <ListingSearchForm tab="buy" />
          </div>
          <div className={panel('rent')}>
            <ListingSearchForm tab="rent" />
          </div>
          <div className={panel('estimate')}>
            <EstimateForm id="hero-estimate" />
          </div>
          <div className={panel('adviser')}>
            <AdviserSearchForm id="hero-adviser" />
          </div>
        </div>
        <HeroLastSearch />
      </div>
    </section>
  );
}

