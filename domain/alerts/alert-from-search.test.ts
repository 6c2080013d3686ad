import { describe, expect, it } from 'vitest';
import { parseListingSearch } from '../listings/search-criteria';
import { alertQueryFromSearch, alertPrefillFromQuery } from './alert-from-search';
import { buyerAlertFormSchema } from './alert-form';

const search = (q: string, status: 'sale' | 'rent' = 'sale') => parseListingSearch(new URLSearchParams(q), status);

describe("'Créer une alerte pour cette recherche': the search's criteria in the alert form", () => {
  it('a radius search carries place, radius, types, budget, surface and bedrooms', () => {
    const query = alertQueryFromSearch(search('q=Sevran (93270)&proximite=10&types=Maison&min=150000&max=300000&surfHabMin=70&chambres=3'), 'Sevran (93270)');
    expect(alertPrefillFromQuery(new URLSearchParams(query))).toEqual({
      offre: ['Vente'],
      typesBiens: ['Maison'],
      localites: ['Sevran (93270)'],
      proximiteVille: '10',
      prixMin: '150000',
      prixMax: '300000',
      surfMin: '70',
      chambresMin: '3',
    });
  });

  it('the prefilled fields read as the same criteria once the visitor adds their contact', () => {
    const prefill = alertPrefillFromQuery(new URLSearchParams(alertQueryFromSearch(search('q=Sevran (93270)&proximite=5&max=250000'), 'Sevran (93270)')))!;
    const form = buyerAlertFormSchema.parse({ ...prefill, lastname: 'Martin', firstname: 'Anne', tel: '0612345678', email: 'anne@example.org', rgpd: 'on' });
    expect([form.offre, form.localites, form.proximiteVille, form.prixMax, form.prixMin]).toEqual([['Vente'], ['Sevran (93270)'], 5, 250_000, null]);
  });

  it('a rental search without a place asks for rentals only, no radius', () => {
    expect(alertQueryFromSearch(search('proximite=10', 'rent'), null)).toBe('offre=Location');
  });

  it('a URL without criteria fills nothing, and contact fields are never taken from it', () => {
    expect(alertPrefillFromQuery(new URLSearchParams('email=x@example.org&lastname=X'))).toBeNull();
  });
});
