// @vitest-environment happy-dom
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import type { Locale } from '../../../domain/i18n/locale';
import { i18nFor } from '../../i18n/instances.server';
import { setTranslations } from '../../i18n/replayed-translation';
import { AddressCombobox } from '../AddressCombobox';
import { PlaceCombobox } from '../PlaceCombobox';
import { FRENCH_ADDRESS, FRENCH_PLACE, useAddressComboboxTexts, usePlaceComboboxTexts } from './combobox-texts';

// Issue 10 item 4: the comboboxes' own texts follow the page's language without each caller passing them.
// In the browser a text not recorded by the server comes from i18next in the page's language (decision 0060).
const wrapper = (locale: Locale) => {
  setTranslations(i18nFor(locale));
  return ({ children }: { children: ReactNode }) => <>{children}</>;
};
afterEach(() => setTranslations(null));

describe('place combobox texts', () => {
  it('are English on an English page', () => {
    const { result } = renderHook(usePlaceComboboxTexts, { wrapper: wrapper('en') });
    expect(result.current.label).toBe('Town, postcode, department or region');
    expect(result.current.listLabel).toBe('Suggested places');
    expect(result.current.groupLabels).toEqual({ commune: 'Towns', departement: 'Departments', region: 'Regions' });
    expect(result.current.countLabel(1)).toBe('1 place suggested, use the up and down arrows to browse.');
    expect(result.current.countLabel(3)).toBe('3 places suggested, use the up and down arrows to browse.');
  });

  it('are the same French from the catalogue and from the defaults', () => {
    const fromCatalogue = renderHook(usePlaceComboboxTexts, { wrapper: wrapper('fr') }).result.current;
    const alone = FRENCH_PLACE;
    expect(fromCatalogue.label).toBe('Ville, code postal, département ou région');
    expect(fromCatalogue.groupLabels).toEqual({ commune: 'Communes', departement: 'Départements', region: 'Régions' });
    expect(alone.label).toBe(fromCatalogue.label);
    expect(alone.listLabel).toBe(fromCatalogue.listLabel);
    expect(alone.groupLabels).toEqual(fromCatalogue.groupLabels);
    for (const n of [0, 1, 2, 8]) expect(alone.countLabel(n)).toBe(fromCatalogue.countLabel(n));
    expect(fromCatalogue.countLabel(2)).toBe('2 lieux proposés, flèches haut et bas pour parcourir.');
  });
});

describe('address combobox texts', () => {
  it('are English on an English page, French otherwise', () => {
    const en = renderHook(useAddressComboboxTexts, { wrapper: wrapper('en') }).result.current;
    const fr = renderHook(useAddressComboboxTexts, { wrapper: wrapper('fr') }).result.current;
    const alone = FRENCH_ADDRESS;
    expect([en.label, en.listLabel, en.countLabel(2)]).toEqual(['Address', 'Suggested addresses', '2 addresses suggested, use the up and down arrows to browse.']);
    expect([fr.label, fr.listLabel, fr.countLabel(2)]).toEqual(['Adresse', 'Adresses proposées', '2 adresses proposées, flèches haut et bas pour parcourir.']);
    for (const n of [0, 1, 2, 8]) expect(alone.countLabel(n)).toBe(fr.countLabel(n));
    expect([alone.label, alone.listLabel]).toEqual([fr.label, fr.listLabel]);
  });
});

describe('the comboboxes render them', () => {
  it('labels the inputs in the page language, and keeps a caller’s own label', () => {
    setTranslations(i18nFor('en'));
    const en = renderToString(<><PlaceCombobox /><AddressCombobox /></>);
    expect(en).toContain('Town, postcode, department or region');
    expect(en).toContain('>Address<');
    setTranslations(i18nFor('fr'));
    const fr = renderToString(<><PlaceCombobox /><AddressCombobox label="Adresse du bien" /></>);
    expect(fr).toContain('Ville, code postal, département ou région');
    expect(fr).toContain('Adresse du bien');
  });
});
