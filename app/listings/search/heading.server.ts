import type { Locale } from '../../../domain/i18n/locale';
import { LOCALE_TAGS } from '../../../domain/i18n/locale';
import type { ListingStatus, PropertyType } from '../../../domain/listings/listing';
import { searchHeading } from '../../../domain/listings/search-heading';
import type { fixedT } from '../../i18n/instances.server';
import { numberFormat } from '../../../domain/format/intl';

const NOUN_TYPES = ['Maison', 'Appartement', 'Terrain'] as const;
const isNounType = (type: PropertyType | undefined): type is (typeof NOUN_TYPES)[number] => (NOUN_TYPES as readonly string[]).includes(type ?? '');

/**
 * The search heading in the request's language. French keeps the spec-tested domain wording
 * (gender and plural agreements); other languages build it from the `listings` catalogue.
 */
export function localizedSearchHeading(t: ReturnType<typeof fixedT>, locale: Locale, total: number, status: ListingStatus, types: readonly PropertyType[], place: { label: string; kind: 'commune' | 'area' | 'around' | 'zone' } | null): string {
  if (locale === 'fr') return searchHeading(total, status, types, place);
  const single = types.length === 1 ? types[0] : undefined;
  const noun = isNounType(single) ? t(`listings:heading.noun.${single}`, { count: total }) : t('listings:heading.noun.bien', { count: total });
  const where = place ? t(place.kind === 'commune' ? 'listings:heading.inCommune' : place.kind === 'around' ? 'listings:heading.around' : place.kind === 'zone' ? 'listings:heading.inZone' : 'listings:heading.inArea', { place: place.label }) : '';
  return t('listings:heading.full', { total: numberFormat(LOCALE_TAGS[locale]).format(total), noun, status: t(`listings:heading.status.${status}`), where });
}
