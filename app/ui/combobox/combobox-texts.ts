import { useTranslation } from '../../i18n/use-translation';
import type { PlaceSuggestion } from '../../../domain/geo/place-search';
import { PLACE_GROUP_LABELS } from './place-lookup';

export interface PlaceComboboxTexts {
  label: string;
  listLabel: string;
  groupLabels: Record<PlaceSuggestion['type'], string>;
  countLabel: (count: number) => string;
}
export type AddressComboboxTexts = Omit<PlaceComboboxTexts, 'groupLabels'>;

// Outside an i18n provider (a component rendered alone) the French wording, as the catalogue has it.
export const FRENCH_PLACE: PlaceComboboxTexts = {
  label: 'Ville, code postal, département ou région',
  listLabel: 'Lieux proposés',
  groupLabels: PLACE_GROUP_LABELS,
  countLabel: (n) => `${n} lieu${n > 1 ? 'x' : ''} proposé${n > 1 ? 's' : ''}, flèches haut et bas pour parcourir.`,
};
export const FRENCH_ADDRESS: AddressComboboxTexts = {
  label: 'Adresse',
  listLabel: 'Adresses proposées',
  countLabel: (n) => `${n} adresse${n > 1 ? 's' : ''} proposée${n > 1 ? 's' : ''}, flèches haut et bas pour parcourir.`,
};

/** The place combobox's default texts in the page's language (`common:combobox.place`). */
export function usePlaceComboboxTexts(): PlaceComboboxTexts {
  const { t, ready } = useTranslation('common');
  if (!ready) return FRENCH_PLACE;
  return {
    label: t('combobox.place.label'),
    listLabel: t('combobox.place.list'),
    groupLabels: { commune: t('combobox.place.groups.commune'), departement: t('combobox.place.groups.departement'), region: t('combobox.place.groups.region') },
    countLabel: (count) => t('combobox.place.count', { count }),
  };
}

/** The address combobox's default texts in the page's language (`common:combobox.address`). */
export function useAddressComboboxTexts(): AddressComboboxTexts {
  const { t, ready } = useTranslation('common');
  if (!ready) return FRENCH_ADDRESS;
  return {
    label: t('combobox.address.label'),
    listLabel: t('combobox.address.list'),
    countLabel: (count) => t('combobox.address.count', { count }),
  };
}
