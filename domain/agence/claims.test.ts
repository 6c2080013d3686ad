import { describe, expect, it } from 'vitest';
import { fillClaims, fillClaimsDeep } from './claims';

describe('agency claims from the record', () => {
  it.each([
    [{ portals: 100 }, 'Votre annonce sur {portails} et auprès des acquéreurs.', 'Votre annonce sur plus de 100 portails et auprès des acquéreurs.'],
    [{ portals: 40 }, 'diffusée sur {portails} immobiliers', 'diffusée sur plus de 40 portails immobiliers'],
    // No figure in the record: the sentence without a number.
    [{}, 'diffusée sur {portails} immobiliers', 'diffusée sur de nombreux portails immobiliers'],
    // {site} and unknown names are someone else's placeholders: left alone.
    [{ portals: 100 }, 'Vendez avec {site} {inconnu}', 'Vendez avec {site} {inconnu}'],
  ])('%j fills %s', (figures, text, expected) => {
    expect(fillClaims(text, figures)).toBe(expected);
  });

  it.each([
    [{ portals: 100 }, 'Your listing on {portails}.', 'Your listing on more than 100 property portals.'],
    [{}, 'Your listing on {portails}.', 'Your listing on many property portals.'],
  ])('in English, %j fills %s', (figures, text, expected) => {
    expect(fillClaims(text, figures, 'en')).toBe(expected);
  });

  it('fills every string of nested props and keeps the rest', () => {
    const props = { title: 'T', columns: 3, sections: [{ title: 'A', paragraphs: ['sur {portails}.'] }] };
    expect(fillClaimsDeep(props, { portals: 120 })).toEqual({ title: 'T', columns: 3, sections: [{ title: 'A', paragraphs: ['sur plus de 120 portails.'] }] });
  });
});
