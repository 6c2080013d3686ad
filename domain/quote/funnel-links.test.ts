import { describe, expect, it } from 'vitest';
import { parseCriteria } from './criteria';
import { bodyToParams, recapHref, step1Href, step2Href } from './funnel-links';
import { defaultStates, parseSelection } from './selection';

const criteria = parseCriteria(new URLSearchParams('projet=louer&bien=maison&copropriete=non&construction=avant1949&gaz=plus15&electricite=electricitePlus15&pieces=4&surface=092&address=1 rue de Siam&postcode=29200&city=Brest&date=autreDate&dpeDeja=non'));

describe('links between the quote steps', () => {
  it('keeps every answer on the way back to step 1', () => {
    const href = step1Href(criteria);
    expect(href.startsWith('/devis?')).toBe(true);
    expect(parseCriteria(new URL(href, 'http://x').searchParams)).toEqual(criteria);
  });

  it('carries the toggles to step 2 and back', () => {
    const states = { ...defaultStates(), audit: 'added' as const, plomb: 'removed' as const };
    const url = new URL(step2Href(criteria, states), 'http://x');
    expect(url.pathname).toBe('/devis-informations');
    expect(url.searchParams.get('ajout')).toBe('audit');
    expect(url.searchParams.get('retrait')).toBe('plomb');
    expect(parseSelection(url.searchParams, criteria)).toEqual(states);
    expect(new URL(step1Href(criteria, states), 'http://x').searchParams.get('ajout')).toBe('audit');
  });

  it('sends the recap the included diagnostics as diags, and the date', () => {
    const states = { ...defaultStates(), audit: 'added' as const, plomb: 'removed' as const };
    const url = new URL(recapHref(criteria, states), 'http://x');
    expect(url.pathname).toBe('/devis-recapitulatif');
    // Rental of an old house, gas and electricity over 15 years, no DPE yet: dpe, erp, electricite, gaz, boutin are required; plomb removed; audit added.
    expect(url.searchParams.get('diags')).toBe('dpe,audit,erp,electricite,gaz,boutin');
    expect(url.searchParams.get('date')).toBe('autreDate');
    expect(url.searchParams.has('ajout')).toBe(false);
  });

  it('reads only string fields of a posted body', () => {
    const params = bodyToParams({ projet: 'vendre', surface: 12, nested: { a: 1 }, city: 'Brest' });
    expect([...params.keys()]).toEqual(['projet', 'city']);
  });
});
