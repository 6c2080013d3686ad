import type { TFunction } from 'i18next';
import { useTranslation } from '../i18n/use-translation';
import { formatPrice } from '../../domain/format/price';
import { saleFeesShort } from '../../domain/listings/card-mentions';
import type { ListingCard as Card } from '../../server/repositories/listing-rows.server';
import { useLocale } from '../i18n/hooks';
import { ResponsiveImage } from '../ui/ResponsiveImage';
import { numberFormat } from '../../domain/format/intl';
import { pricePerM2 } from '../../domain/listings/price-benchmark';

/**
 * A card, and what only a search knows about it (issue 39): its commune's DVF median (5 sales or more)
 * and its distance from the searched commune's centre in a radius search.
 */
export type ListingCardData = Card & { dvfMedian?: { eurPerM2: number; commune: string } | null; distance?: { km: number; from: string } | null };

/** "Maison · 4 pièces · 3 ch. · 120 m² · terrain 500 m²": the card's facts, missing ones left out. */
function facts(card: Card, t: TFunction<'listings'>, locale: string): string[] {
  const out: string[] = [];
  if (card.area) out.push(`${Math.round(card.area)} m²`);
  if (card.rooms) out.push(t('card.rooms', { count: card.rooms }));
  if (card.beds) out.push(t('card.beds', { count: card.beds }));
  if (card.land) out.push(t('card.land', { area: numberFormat(locale === 'en' ? 'en-GB' : 'fr-FR').format(Math.round(card.land)) }));
  return out;
}

/**
 * Property card (network spec §3 'Property card'): photo, badges, price (' / mois' for rent), type,
 * town, facts, the adviser, and in short the mentions an advert must carry (fees, DPE letter, F/G).
 */
export function ListingCard({ card, headingLevel = 3, priority = false }: { card: ListingCardData; headingLevel?: 2 | 3; priority?: boolean }) {
  const { t } = useTranslation('listings');
  const locale = useLocale();
  const Heading = `h${headingLevel}` as const;
  const price = formatPrice(card.price, card.status === 'rent' ? 'rent' : 'sale', locale);
  // The legal fee mention stays in French (the advert's wording); the rest follows the page.
  const fees = card.status === 'rent' ? (card.rent ? t('card.rentCharges', { charges: card.rent.charges }) : null) : saleFeesShort(card.sale);
  const shown = facts(card, t, locale);
  const tag = locale === 'en' ? 'en-GB' : 'fr-FR';
  const perM2 = card.status === 'sale' ? pricePerM2(card.price, card.area) : null;
  return (
    <article className="listing-card relative flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md">
      <div className="relative aspect-[4/3] bg-slate-100">
        {card.image ? (
          <ResponsiveImage path={card.image.src} alt={card.image.alt} width={640} height={480} widths="card" sizes="(min-width: 1024px) 30vw, (min-width: 640px) 50vw, 100vw" className="h-full w-full object-cover" priority={priority} />
        ) : null}
        <ul className="absolute left-2 top-2 flex flex-wrap gap-1 text-xs font-semibold" aria-label={t('card.labels')}>
          {card.status === 'sold' ? <li className="rounded bg-slate-900 px-2 py-1 text-white">{t('card.sold')}</li> : null}
          {card.underOffer && card.status !== 'sold' ? <li className="rounded bg-slate-900 px-2 py-1 text-white">{t('card.underOffer')}</li> : null}
          {card.exclusive ? <li className="rounded bg-amber-300 px-2 py-1 text-slate-900">{t('card.exclusive')}</li> : null}
          {card.isNew ? <li className="rounded bg-teal-700 px-2 py-1 text-white">{t('card.new')}</li> : null}
        </ul>
        {card.dpeLetter ? (
          <span className="absolute bottom-2 right-2 rounded bg-white/95 px-2 py-1 text-xs font-bold text-slate-900">{t('card.dpe', { letter: card.dpeLetter })}</span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-4">
        <p className="text-xl font-bold text-teal-900" data-testid="listing-price" data-price={card.price}>
          {price}
        </p>
        {fees ? <p className="text-xs text-slate-600">{fees}</p> : null}
        {card.status === 'rent' && card.rent ? (
          <p className="text-xs text-slate-600" data-testid="listing-deposit">
            {t('card.deposit', { deposit: numberFormat(locale === 'en' ? 'en-GB' : 'fr-FR').format(card.rent.deposit) })}
            {card.rent.furnished ? ` · ${t('card.furnished')}` : ''}
          </p>
        ) : null}
        {perM2 !== null ? (
          <p className="text-sm text-slate-700" data-testid="listing-price-m2" data-price-m2={perM2}>
            {t('card.perM2', { price: `${numberFormat(tag).format(perM2)} €` })}
            {card.dvfMedian ? ` · ${t('card.median', { commune: card.dvfMedian.commune, median: `${numberFormat(tag).format(card.dvfMedian.eurPerM2)} €` })}` : ''}
          </p>
        ) : null}
        {card.distance ? (
          <p className="text-sm font-medium text-slate-800" data-testid="listing-distance" data-km={card.distance.km}>
            {t('card.distance', { km: numberFormat(tag, { maximumFractionDigits: 1 }).format(card.distance.km), place: card.distance.from })}
          </p>
        ) : null}
        <Heading className="text-base font-semibold text-slate-900">
          <a href={card.href} className="after:absolute after:inset-0 hover:underline">
            {card.title}
          </a>
        </Heading>
        <p className="text-sm text-slate-700">
          <span data-testid="listing-type">{t(`propertyTypes.${card.type}`)}</span> · {card.city} ({card.zip})
        </p>
        {shown.length ? <p className="text-sm text-slate-700">{shown.join(' · ')}</p> : null}
        {card.excessiveEnergy ? <p lang="fr" className="text-xs font-medium text-red-800">{card.excessiveEnergy}</p> : null}
        <p className="mt-auto flex items-center gap-2 pt-2 text-sm text-slate-700">
          {card.agent.avatar ? <img src={card.agent.avatar} alt="" width={28} height={28} loading="lazy" className="h-7 w-7 rounded-full bg-slate-200" /> : null}
          <span>{card.agent.name}</span>
        </p>
      </div>
    </article>
  );
}

/**
 * Cards in a list, two per row from tablets up (spec: 2 columns). `priorityFirst` when the list opens
 * the page: the first photo is then its largest paint, so it loads at once instead of lazily.
 */
export function ListingGrid({ cards, columns = 2, headingLevel = 3, priorityFirst = false }: { cards: ListingCardData[]; columns?: 2 | 3 | 4; headingLevel?: 2 | 3; priorityFirst?: boolean }) {
  const cols = columns === 4 ? 'sm:grid-cols-2 lg:grid-cols-4' : columns === 3 ? 'sm:grid-cols-2 lg:grid-cols-3' : 'sm:grid-cols-2';
  return (
    <ul className={`grid grid-cols-1 gap-4 ${cols}`} data-testid="listing-cards">
      {cards.map((card, index) => (
        <li key={card.id} className="flex">
          <div className="w-full">
            <ListingCard card={card} headingLevel={headingLevel} priority={priorityFirst && index === 0} />
          </div>
        </li>
      ))}
    </ul>
  );
}
