import { useTranslation } from '../../../i18n/use-translation';
import { AddressCombobox as SharedAddressCombobox } from '../../../ui/AddressCombobox';
import { DIAG_INPUT } from '../field-style';

export interface AddressValue {
  address: string;
  postcode: string;
  city: string;
  lat: string;
  lon: string;
}

/** The quote has always answered 150 ms after the last keystroke (the network sites: 220 ms). */
const QUOTE_DEBOUNCE_MS = 150;

/**
 * The property address of the quote: the shared address combobox (app/ui) plus postcode and city,
 * which stay visible fields so the form also works without JavaScript or when the address service
 * is down. Picking a suggestion fills all five values; typing again forgets the picked point. The
 * example address names the diagnostician's own town.
 */
export function AddressCombobox({ value, onChange, town }: { value: AddressValue; onChange: (value: AddressValue) => void; town: string | null }) {
  const { t } = useTranslation('diag');
  return (
    <fieldset className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
      <legend className="px-1 text-base font-semibold text-slate-900">{t('quote.address.legend')}</legend>
      <SharedAddressCombobox
        name="address"
        label={t('quote.address.label')}
        value={value.address}
        // A typed address no longer matches the picked point.
        onValueChange={(address) => onChange({ ...value, address, lat: '', lon: '' })}
        onSelect={(s) => {
          if (s) onChange({ address: s.label, postcode: s.postcode, city: s.city, lat: String(s.coordinates.lat), lon: String(s.coordinates.lon) });
        }}
        debounceMs={QUOTE_DEBOUNCE_MS}
        hint={t('quote.address.hint')}
        placeholder={town ? t('quote.address.placeholder', { town }) : t('quote.address.placeholderNoTown')}
        inputClassName={DIAG_INPUT}
      />
      <div className="mt-3 grid grid-cols-[8rem_1fr] gap-3">
        <label htmlFor="quote-postcode" className="text-sm font-medium text-slate-800">
          {t('quote.address.postcode')}
          <input id="quote-postcode" name="postcode" inputMode="numeric" pattern="\d{5}" maxLength={5} autoComplete="postal-code" value={value.postcode} onChange={(e) => onChange({ ...value, postcode: e.target.value.replace(/\D/g, '').slice(0, 5) })} className={DIAG_INPUT} />
        </label>
        <label htmlFor="quote-city" className="text-sm font-medium text-slate-800">
          {t('quote.address.city')}
          <input id="quote-city" name="city" autoComplete="address-level2" value={value.city} onChange={(e) => onChange({ ...value, city: e.target.value })} className={DIAG_INPUT} />
        </label>
      </div>
      <input type="hidden" name="lat" value={value.lat} />
      <input type="hidden" name="lon" value={value.lon} />
    </fieldset>
  );
}
