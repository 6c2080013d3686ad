import type { AgenceSettings } from '../../../../domain/agence/site';
import { agencySector } from '../../../../domain/agence/sector';
import { listFormat } from '../../../../domain/format/intl';
import { type Locale, LOCALE_TAGS } from '../../../../domain/i18n/locale';

/** What the landing's loader adds to its form data: the agency's rating and the landing's name in each lead. */
export interface LandingClaims {
  /** The average of the agency's stored reviews (the home's figure); null without any. */
  rating: number | null;
  /** How many stored reviews that average counts. */
  reviewCount: number;
  /** settings.landing.context: which landing a lead came from. */
  context: string;
}

/**
 * The towns the landing names (title, kicker, FAQ, JSON-LD areaServed, placeholder): the agency's
 * record, never a list written in a catalogue (issue 38 item 6).
 */
export function landingSector(settings: Pick<AgenceSettings, 'listCities' | 'address'>, brand: string, locale: Locale): { town: string; areas: string[]; areasText: string } {
  const sector = agencySector(settings);
  const town = sector.town ?? brand;
  const areas = sector.towns.length ? sector.towns : [town];
  return { town, areas, areasText: listFormat(LOCALE_TAGS[locale], { type: 'conjunction' }).format(areas) };
}
