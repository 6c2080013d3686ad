import { describe, expect, it } from 'vitest';
import { formatPrice } from './price';

// fr-FR groups thousands with a narrow no-break space (U+202F) and puts a no-break space (U+00A0) before €.
const NNBSP = '\u202f';
const NBSP = '\u00a0';

describe('formatPrice (EUR, fr-FR, no decimals)', () => {
  it.each([
    [250000, 'sale', `250${NNBSP}000${NBSP}€`],
    [1250000, 'sale', `1${NNBSP}250${NNBSP}000${NBSP}€`],
    [999, 'sale', `999${NBSP}€`],
    [0, 'sale', `0${NBSP}€`],
    [249999.6, 'sale', `250${NNBSP}000${NBSP}€`],
    [1250, 'rent', `1${NNBSP}250${NBSP}€ / mois`],
    [780.4, 'rent', `780${NBSP}€ / mois`],
  ] as const)('%s (%s) → %s', (amount, kind, expected) => {
    expect(formatPrice(amount, kind)).toBe(expected);
  });

  it('in English: en-GB grouping, " / month"', () => {
    expect(formatPrice(250000, 'sale', 'en')).toBe('€250,000');
    expect(formatPrice(1250, 'rent', 'en')).toBe('€1,250 / month');
  });

  it('a sale is the default', () => {
    expect(formatPrice(310000)).toBe(`310${NNBSP}000${NBSP}€`);
  });

  it.each([null, undefined, Number.NaN, Number.POSITIVE_INFINITY])('%s → null', (amount) => {
    expect(formatPrice(amount)).toBeNull();
  });
});
