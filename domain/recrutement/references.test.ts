import { describe, expect, it } from 'vitest';
import { foldForSearch, MAX_SUGGESTIONS, sortReferences, suggestReferences } from './references';

const names = (list: Array<{ nom: string }>) => list.map((e) => e.nom);
const entries = sortReferences(['Zénith Conseil', 'agence du Parc', 'Étoile Immobilier', 'Eden Habitat', 'Réseau Émeraude', 'Réseau Azur'].map((nom) => ({ nom })));

describe('comparator references', () => {
  it('sorts the French way: accents and case do not push a name to the end', () => {
    expect(names(entries)).toEqual(['agence du Parc', 'Eden Habitat', 'Étoile Immobilier', 'Réseau Azur', 'Réseau Émeraude', 'Zénith Conseil']);
  });

  it.each([
    ['etoile', ['Étoile Immobilier']],
    ['ÉTOILE', ['Étoile Immobilier']],
    ['emer', ['Réseau Émeraude']],
    ['reseau', ['Réseau Azur', 'Réseau Émeraude']],
    ['parc', ['agence du Parc']],
    ['  ', []],
    ['xyz', []],
  ])('typing %j suggests %j (substring, case and accents ignored)', (query, expected) => {
    expect(names(suggestReferences(entries, query))).toEqual(expected);
  });

  it(`never suggests more than ${MAX_SUGGESTIONS}`, () => {
    const many = Array.from({ length: 20 }, (_, i) => ({ nom: `Réseau ${i}` }));
    expect(suggestReferences(many, 'res')).toHaveLength(8);
  });

  it('folds ligatures-free French text', () => expect(foldForSearch('Côte d’Ivoire Ç')).toBe('cote d’ivoire c'));
});
