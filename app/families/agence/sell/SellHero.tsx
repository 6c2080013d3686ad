import { useTranslation } from '../../../i18n/use-translation';
import { z } from 'zod';
import type { AgencePublicSite } from '../../../../domain/agence/site';
import { type BlockProps, defineBlock } from '../../../blocks/types';
import { useLocalizedHref } from '../../../i18n/hooks';
import { sectorPlaceholders } from '../sector-placeholders';

const schema = z.object({}).strict().default({});

/**
 * /vendre, agency variant (network spec §2 'Selling page'): the hero's address form goes to
 * /evaluation?adresse=… A plain GET form: works without JavaScript, ships none.
 */
function SellHero({ site }: BlockProps<z.output<typeof schema>, undefined, AgencePublicSite>) {
  const { t } = useTranslation('agence');
  const href = useLocalizedHref();
  const cities = site.settings.listCities.join(', ');
  return (
    <section className="bg-teal-dark text-white">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 lg:grid-cols-2 lg:items-center lg:px-6 lg:py-16">
        <div>
          <p className="text-sm font-semibold tracking-wide text-gold-soft uppercase">{t('sell.eyebrow')}</p>
          <h1 className="mt-2 text-3xl font-bold lg:text-5xl">{t('sell.title')}</h1>
          <p className="mt-4 text-lg text-white/90">{t('sell.text', { cities })}</p>
        </div>
        <form method="get" action={href('/evaluation')} className="rounded-xl bg-white p-5 text-slate-900">
          <label htmlFor="sell-hero-address" className="text-sm font-medium">
            {t('sell.address')}
          </label>
          <input
            id="sell-hero-address"
            name="adresse"
            required
            minLength={3}
            maxLength={200}
            autoComplete="street-address"
            placeholder={sectorPlaceholders(t, site.settings).address}
            className="mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-3 text-base text-slate-900"
          />
          <button type="submit" className="mt-4 w-full rounded-lg bg-gold-soft px-5 py-3 font-semibold text-slate-950 hover:brightness-95">
            {t('sell.submit')}
          </button>
          <p className="mt-3 text-sm text-slate-700">{t('sell.note')}</p>
        </form>
      </div>
    </section>
  );
}

export const sellHeroBlock = defineBlock(schema, SellHero, { static: true });
