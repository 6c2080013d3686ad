import { useTranslation } from '../../../i18n/use-translation';
import type { z } from 'zod';
import type { ImmoPublicSite } from '../../../../domain/immo/site';
import type { BlockProps } from '../../../blocks/types';
import { useLocale, useLocalizedHref } from '../../../i18n/hooks';
import { unbreakableFigure } from '../../../../domain/format/figure';
import { figureTextIn } from '../../../../domain/immo/key-figures';
import type { placeLinksSchema, promoSchema } from './HomeSections.block';

/** Three promotional blocks (spec §2): estimate, find an adviser, join the network. */
export function Promos({ props }: BlockProps<z.output<typeof promoSchema>, undefined, ImmoPublicSite>) {
  const href = useLocalizedHref();
  return (
    <section className="bg-gold-light px-4 py-12">
      <ul className="mx-auto grid max-w-7xl gap-6 md:grid-cols-3">
        {props.items.map((p) => (
          <li key={p.title} className="flex flex-col rounded-xl bg-white p-6 shadow-sm">
            <h2 className="text-xl font-bold text-teal-dark">{p.title}</h2>
            <p className="mt-2 flex-1 text-slate-700">{p.text}</p>
            <a href={p.href.startsWith('http') ? p.href : href(p.href)} className="mt-4 self-start rounded-full bg-teal-brand px-5 py-2 font-semibold text-white">
              {p.cta}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Key figures from the site's record (crm.keyFigures), never written in a component. */
export function KeyFigures({ site }: BlockProps<Record<string, never>, undefined, ImmoPublicSite>) {
  const { t } = useTranslation('immo');
  const locale = useLocale();
  const figures = (site.crm.keyFigures ?? []).map((f) => ({ value: figureTextIn(f.value, locale), label: figureTextIn(f.label, locale) }));
  if (!figures.length) return null;
  return (
    <section className="bg-teal-dark px-4 py-12 text-white">
      <h2 className="sr-only">{t('home.figures')}</h2>
      <dl className="mx-auto grid max-w-7xl grid-cols-2 gap-6 text-center md:grid-cols-4">
        {figures.map((f) => (
          <div key={f.label} className="flex flex-col-reverse">
            <dt className="text-sm text-white/90">{f.label}</dt>
            <dd className="text-3xl font-bold text-gold-soft">{unbreakableFigure(f.value)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Department and city links to the sale search (spec §2: mode=acheter, dep+depNom or q, optional types). */
export function PlaceLinks({ props }: BlockProps<z.output<typeof placeLinksSchema>, undefined, ImmoPublicSite>) {
  const { t } = useTranslation('immo');
  const href = useLocalizedHref();
  const search = (params: Record<string, string>) => href(`/recherche-bien?${new URLSearchParams({ mode: 'acheter', ...params }).toString()}`);
  return (
    <section className="mx-auto grid max-w-7xl gap-8 px-4 py-12 md:grid-cols-2">
      <div>
        <h2 className="text-xl font-bold text-teal-dark">{t('home.places.departments')}</h2>
        <ul className="mt-3 grid grid-cols-1 gap-1 sm:grid-cols-2">
          {props.departments.map((d) => (
            <li key={d.code}>
              <a href={search({ dep: d.code, depNom: d.name })} className="text-teal-brand underline">
                {t('home.places.buyIn', { place: `${d.name} (${d.code})` })}
              </a>
            </li>
          ))}
        </ul>
      </div>
      <div>
        <h2 className="text-xl font-bold text-teal-dark">{t('home.places.cities')}</h2>
        <ul className="mt-3 grid grid-cols-1 gap-1 sm:grid-cols-2">
          {props.cities.flatMap((c) => [
            <li key={`${c}-m`}>
              <a href={search({ q: c, types: 'Maison' })} className="text-teal-brand underline">
                {t('home.places.houseIn', { place: c })}
              </a>
            </li>,
            <li key={`${c}-a`}>
              <a href={search({ q: c, types: 'Appartement' })} className="text-teal-brand underline">
                {t('home.places.flatIn', { place: c })}
              </a>
            </li>,
          ])}
        </ul>
      </div>
    </section>
  );
}
