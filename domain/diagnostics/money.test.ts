import { describe, expect, it } from 'vitest';
import { formatEuros, share, withVat } from './money';

describe('money in cents', () => {
  it.each([
    // [cents, basis points, expected]: half up to the cent.
    [12345, 1000, 1235], // 1234.5 → 1235
    [12344, 1000, 1234], // 1234.4 → 1234
    [999, 1500, 150], // 149.85 → 150
    [1, 2000, 0], // 0.2 → 0
    [3, 2000, 1], // 0.6 → 1
    [0, 2000, 0],
    [50000, 0, 0],
    [50000, 10000, 50000],
  ])('%i cents × %i bp = %i', (cents, bp, expected) => {
    expect(share(cents, bp)).toBe(expected);
  });

  it.each([
    // French VAT 20 % (CGI art. 278) on the total before tax.
    [10000, { ht: 10000, vat: 2000, ttc: 12000 }],
    [41667, { ht: 41667, vat: 8333, ttc: 50000 }], // 8333.4 → 8333
    [41668, { ht: 41668, vat: 8334, ttc: 50002 }], // 8333.6 → 8334
    [1, { ht: 1, vat: 0, ttc: 1 }],
  ])('%i cents HT gives %j', (ht, expected) => {
    expect(withVat(ht)).toEqual(expected);
  });

  it('refuses fractions of a cent and negative amounts', () => {
    expect(() => share(10.5, 2000)).toThrow(RangeError);
    expect(() => share(-1, 2000)).toThrow(RangeError);
    expect(() => share(100, 12.5)).toThrow(RangeError);
  });

  it.each([
    [123450, 'fr-FR', '1 234,50 €'],
    [5, 'fr-FR', '0,05 €'],
    [123450, 'en-GB', '€1,234.50'],
  ] as const)('%i cents in %s is %s', (cents, tag, expected) => {
    // Intl writes a narrow no-break space in French: compare with plain spaces.
    expect(formatEuros(cents, tag).replace(/[\u202f\u00a0]/g, ' ')).toBe(expected);
  });
});
