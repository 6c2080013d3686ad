import type { TFunction } from 'i18next';
import type { AgenceSettings } from '../../../domain/agence/site';
import { agencySector } from '../../../domain/agence/sector';

/**
 * The example address and place of the agency's forms, from its own record (issue 38 item 6): 'Ex. :
 * 12 rue de Paris, Versailles' and 'Ex. : Versailles ou 78000' on Versailles, never another agency's town.
 */
export function sectorPlaceholders(t: TFunction<'agence'>, settings: Pick<AgenceSettings, 'listCities' | 'address'>): { address: string; place: string } {
  const { town, postcode } = agencySector(settings);
  if (!town) return { address: t('home.addressPlaceholderNoTown'), place: t('home.placePlaceholderNoTown') };
  return {
    address: t('home.addressPlaceholder', { town }),
    place: postcode ? t('home.placePlaceholder', { town, postcode }) : t('home.placePlaceholderTownOnly', { town }),
  };
}
