import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { z } from 'zod';
import type { ImmoPublicSite } from '../../../../domain/immo/site';
import type { BlockProps } from '../../../blocks/types';
import { useLocalizedHref } from '../../../i18n/hooks';
import { AdviserSearchForm, EstimateForm } from '../home/HeroForms';
import type { schema } from './SellHero.block';

const TABS = ['estimate', 'adviser'] as const;
type Tab = (typeof TABS)[number];
// Literal class names (Tailwind only generates what it can read in the source).
const SHOW_WHEN_CHECKED: Record<Tab, string> = {
  estimate: 'group-has-[#sell-tab-estimate:checked]:block',
  adviser: 'group-has-[#sell-tab-adviser:checked]:block',
};

/**
 * /vendre hero (spec §2): tabs 'ESTIMER MON BIEN' (address, surface, type → /evaluation) and
 * 'TROUVER UN CONSEILLER' (place → /conseillers-immobiliers), radio buttons shown by CSS so both
 * work without JavaScript, and the 'Débuter mon estimation' link.
 */
export function SellHero({ props }: BlockProps<z.output<typeof schema>, undefined, ImmoPublicSite>) {
  const { t } = useTranslation('immo');
  const href = useLocalizedHref();
  const [tab, setTab] = useState<Tab>('estimate');
  const panel = (id: Tab) => `hidden rounded-b-xl rounded-tr-xl bg-white p-5 text-slate-900 shadow-xl ${SHOW_WHEN_CHECKED[id]}`;
  return (
    <section className="bg-teal-dark px-4 pt-14 pb-12 text-white">
      <div className="mx-auto max-w-5xl">
        <h1 className="text-3xl font-bold sm:text-5xl">{props.title}</h1>
        <p className="mt-4 max-w-3xl text-lg text-white/90">{props.text}</p>
        <div className="group mt-8">
          <div role="radiogroup" aria-label={t('sell.tabs')} className="grid grid-cols-2 gap-1 sm:flex sm:flex-wrap">
            {TABS.map((id) => (
              <label key={id} className="flex cursor-pointer items-center justify-center rounded-t-lg bg-white/20 px-3 py-2 text-center text-xs font-bold tracking-wide sm:px-4 sm:text-sm has-[:checked]:bg-white has-[:checked]:text-teal-dark has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-gold-soft">
                <input id={`sell-tab-${id}`} type="radio" name="sell-tab" value={id} checked={tab === id} onChange={() => setTab(id)} className="sr-only" />
                {t(`sell.tab.${id}`)}
              </label>
            ))}
          </div>
          <div className={panel('estimate')}>
            <EstimateForm id="sell-estimate" />
          </div>
          <div className={panel('adviser')}>
            <AdviserSearchForm id="sell-adviser" />
          </div>
        </div>
        <p className="mt-6">
          <a href={href('/evaluation')} className="font-semibold text-white underline underline-offset-4 hover:text-gold-soft">
            {t('sell.start')}
          </a>
        </p>
      </div>
    </section>
  );
}

