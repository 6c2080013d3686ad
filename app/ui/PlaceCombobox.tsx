import type { PlaceSuggestion } from '../../domain/geo/place-search';
import { PLACE_MIN_CHARS } from '../../domain/geo/place-search';
import { Combobox, type ComboboxProps } from './combobox/Combobox';
import { usePlaceComboboxTexts } from './combobox/combobox-texts';
import { lookupPlaces, placeKeyOf, placeText } from './combobox/place-lookup';

export type { PlaceSuggestion };

export type PlaceComboboxProps = Omit<
  ComboboxProps<PlaceSuggestion>,
  'fetchSuggestions' | 'minChars' | 'optionKey' | 'optionText' | 'groupOf' | 'listLabel' | 'label' | 'name'
> & {
  listLabel?: string;
  /** Group headings; by default `common:combobox.place.groups` in the page's language. */
  groupLabels?: Record<PlaceSuggestion['type'], string>;
  /** Input name; the typed text is submitted under it (default "lieu"). */
  name?: string;
  label?: string;
  /** Defaults to our /api/lieux; tests and stories may pass their own. */
  fetchSuggestions?: ComboboxProps<PlaceSuggestion>['fetchSuggestions'];
};

/**
 * Place autocomplete of the network sites (spec §5): from 2 characters after trimming, 220 ms after
 * the last keystroke, communes, departments and regions from /api/lieux in three groups.
 *
 * ```tsx
 * <form method="get" action="/recherche-bien">
 *   <PlaceCombobox name="lieu" defaultValue={params.get('lieu') ?? ''} onSelect={setPlace} />
 * </form>
 * ```
 */
export function PlaceCombobox({ name = 'lieu', label, listLabel, groupLabels, fetchSuggestions = lookupPlaces, ...rest }: PlaceComboboxProps) {
  // Texts a caller does not pass come from the catalogue, so the combobox follows the page's language.
  const texts = usePlaceComboboxTexts();
  const groups = groupLabels ?? texts.groupLabels;
  return (
    <Combobox<PlaceSuggestion>
      {...rest}
      name={name}
      label={label ?? texts.label}
      listLabel={listLabel ?? texts.listLabel}
      minChars={PLACE_MIN_CHARS}
      fetchSuggestions={fetchSuggestions}
      optionKey={placeKeyOf}
      optionText={placeText}
      groupOf={(place) => groups[place.type]}
      countLabel={rest.countLabel ?? texts.countLabel}
    />
  );
}
