import { describe, expect, it } from 'vitest';
import { surfaceProblem } from './surface';

// Décret n° 2002-120 du 30 janvier 2002, art. 4: a dwelling has a habitable surface of at least 9 m².
const LEGAL_FLOOR_M2 = 9;

describe('surfaceProblem', () => {
  it.each([
    ['Appartement', String(LEGAL_FLOOR_M2)],
    ['Appartement', '64'],
    ['Appartement', '1000'],
    ['Maison', String(LEGAL_FLOOR_M2)],
    ['Maison', '2000'],
  ] as const)('%s of %s m² is accepted', (type, surface) => {
    expect(surfaceProblem(type, surface)).toBeNull();
  });

  it.each([
    ['Appartement', String(LEGAL_FLOOR_M2 - 1)],
    ['Appartement', '0'],
    ['Appartement', '1001'],
    ['Maison', '2001'],
    ['Maison', '99999'],
    ['Maison', ''],
    ['Maison', '12a'],
  ] as const)('%s of "%s" m² gets the surface field\'s own message with its bounds', (type, surface) => {
    expect(surfaceProblem(type, surface)).toEqual({ key: 'immo:valuation.errors.surface', values: type === 'Maison' ? { min: 9, max: 2000 } : { min: 9, max: 1000 } });
  });
});
