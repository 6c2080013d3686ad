import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import type { AddressSuggestion } from '../../../../domain/geo/address-suggestion';
import { ADDRESS_MIN_CHARS, lookupAddresses } from './address-lookup';
import { DIAG_INPUT } from '../field-style';

export interface AddressValue {
  address: string;
  postcode: string;
  city: string;
  lat: string;
  lon: string;
}


/**
 * The property address with autocomplete (ARIA 1.2 combobox: arrows, Enter, Escape, a polite
 * count announcement). Postcode and city stay visible fields, so the form also works without
 * JavaScript or when the address service is down; picking a suggestion fills all five values.
 */
export function AddressCombobox({ value, onChange }: { value: AddressValue; onChange: (value: AddressValue) => void }) {
  const id = useId();
  const listId = `${id}-list`;
  const [suggestions, setSuggestions] = useState<AddressSuggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const typed = useRef('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const search = (text: string) => {
    typed.current = text;
    clearTimeout(timer.current);
    if (text.trim().length < ADDRESS_MIN_CHARS) {
      setSuggestions([]);
      setOpen(false);
      return;
    }
    timer.current = setTimeout(() => {
      void lookupAddresses(text).then((found) => {
        if (found === null || typed.current !== text) return;
        setSuggestions(found);
        setActive(-1);
        setOpen(found.length > 0);
      });
    }, 150);
  };

  const pick = (s: AddressSuggestion) => {
    onChange({ address: s.label, postcode: s.postcode, city: s.city, lat: String(s.coordinates.lat), lon: String(s.coordinates.lon) });
    typed.current = s.label;
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && suggestions.length) {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (i + 1) % suggestions.length);
    } else if (event.key === 'ArrowUp' && suggestions.length) {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (i <= 0 ? suggestions.length - 1 : i - 1));
    } else if (event.key === 'Enter' && open && active >= 0 && suggestions[active]) {
      event.preventDefault();
      pick(suggestions[active]);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  const expanded = open && suggestions.length > 0;
  return (
    <fieldset className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
      <legend className="px-1 text-base font-semibold text-slate-900">Adresse du bien</legend>
      <div className="relative">
        <label htmlFor={`${id}-address`} className="text-sm font-medium text-slate-800">
          Adresse
        </label>
        <input
          id={`${id}-address`}
          name="address"
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
          aria-describedby={`${id}-hint`}
          autoComplete="off"
          value={value.address}
          onChange={(e) => {
            // A typed address no longer matches the picked point.
            onChange({ ...value, address: e.target.value, lat: '', lon: '' });
            search(e.target.value);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setTimeout(() => setOpen(false), 150)}
          className={DIAG_INPUT}
          placeholder="Ex. : 12 rue de la Paix, Brest"
        />
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          Tapez au moins 3 caractères puis choisissez une adresse dans la liste.
        </p>
        <ul id={listId} role="listbox" aria-label="Adresses proposées" hidden={!expanded} className="absolute z-20 mt-1 max-h-72 w-full overflow-auto rounded-md border border-slate-300 bg-white py-1 shadow-lg">
          {suggestions.map((s, i) => (
            <li
              key={s.id || s.label}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              onMouseDown={(e) => {
                e.preventDefault();
                pick(s);
              }}
              className={`cursor-pointer px-3 py-2 text-sm ${i === active ? 'bg-diag-700 text-white' : 'text-slate-800 hover:bg-diag-100'}`}
            >
              {s.label}
            </li>
          ))}
        </ul>
        <p className="sr-only" aria-live="polite">
          {expanded ? `${suggestions.length} adresse${suggestions.length > 1 ? 's' : ''} proposée${suggestions.length > 1 ? 's' : ''}, flèches haut et bas pour parcourir.` : ''}
        </p>
      </div>
      <div className="mt-3 grid grid-cols-[8rem_1fr] gap-3">
        <label htmlFor={`${id}-postcode`} className="text-sm font-medium text-slate-800">
          Code postal
          <input id={`${id}-postcode`} name="postcode" inputMode="numeric" pattern="\d{5}" maxLength={5} autoComplete="postal-code" value={value.postcode} onChange={(e) => onChange({ ...value, postcode: e.target.value.replace(/\D/g, '').slice(0, 5) })} className={DIAG_INPUT} />
        </label>
        <label htmlFor={`${id}-city`} className="text-sm font-medium text-slate-800">
          Ville
          <input id={`${id}-city`} name="city" autoComplete="address-level2" value={value.city} onChange={(e) => onChange({ ...value, city: e.target.value })} className={DIAG_INPUT} />
        </label>
      </div>
      <input type="hidden" name="lat" value={value.lat} />
      <input type="hidden" name="lon" value={value.lon} />
    </fieldset>
  );
}
