import type { AddressSuggestion } from '../../domain/geo/address-suggestion';
import { Combobox, type ComboboxProps } from './combobox/Combobox';
import { useAddressComboboxTexts } from './combobox/combobox-texts';
import { ADDRESS_MAX_RESULTS, ADDRESS_MIN_CHARS, lookupAddressSuggestions } from './combobox/address-lookup';

export type { AddressSuggestion };

export type AddressComboboxProps = Omit<
  ComboboxProps<AddressSuggestion>,
  'fetchSuggestions' | 'minChars' | 'optionKey' | 'optionText' | 'listLabel' | 'label' | 'name'
> & {
  listLabel?: string;
  /** Input name; the typed address is submitted under it (default "adresse"). */
  name?: string;
  label?: string;
  /** Defaults to our /api/adresses; tests may pass their own. */
  fetchSuggestions?: ComboboxProps<AddressSuggestion>['fetchSuggestions'];
};

/**
 * Address autocomplete (network spec §5, §7 call 6): from 3 characters, up to 8 suggestions, 220 ms
 * after the last keystroke, from /api/adresses. Picking a suggestion hands the whole suggestion
 * (postcode, city, coordinates) to onSelect; editing the text afterwards hands null.
 *
 * ```tsx
 * <AddressCombobox name="adresse" label="Adresse du bien" onSelect={(a) => setPoint(a?.coordinates ?? null)} />
 * ```
 */
export function AddressCombobox({ name = 'adresse', label, listLabel, fetchSuggestions = lookupAddressSuggestions, ...rest }: AddressComboboxProps) {
  // Texts a caller does not pass come from the catalogue, so the combobox follows the page's language.
  const texts = useAddressComboboxTexts();
  return (
    <Combobox<AddressSuggestion>
      {...rest}
      name={name}
      label={label ?? texts.label}
      listLabel={listLabel ?? texts.listLabel}
      minChars={ADDRESS_MIN_CHARS}
      fetchSuggestions={async (q, signal) => (await fetchSuggestions(q, signal)).slice(0, ADDRESS_MAX_RESULTS)}
      optionKey={(s) => s.id || s.label}
      optionText={(s) => s.label}
      countLabel={rest.countLabel ?? texts.countLabel}
    />
  );
}
