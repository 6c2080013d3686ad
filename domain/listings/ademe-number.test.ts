import { describe, expect, it } from 'vitest';
import { ademeDpeUrl, energySchema } from './listing';
import { listingFormSchema } from './listing-form';

const ademeField = listingFormSchema.shape['energy.ademeNumber'];

describe('the DPE’s ADEME number on a listing', () => {
  it.each([
    ['2429E1836524K', '2429E1836524K'],
    [' 2429 e183 6524 k ', '2429E1836524K'],
    ['', null],
  ])('%j is read as %j', (typed, stored) => {
    expect(ademeField.parse(typed)).toBe(stored);
  });

  it.each(['2429E1836524', '2429E1836524KK', 'ABCDE1836524K', '2429-1836524K'])('%j is refused in French', (typed) => {
    const read = ademeField.safeParse(typed);
    expect(read.success).toBe(false);
    expect(read.error?.issues[0]?.message).toBe('Numéro de DPE invalide : 13 caractères attendus, par exemple 2429E1836524K.');
  });

  it('a stored energy record refuses a malformed number', () => {
    const dpe = { kind: 'dpe', dpeLetter: 'D', kwhPerM2: 180, gesLetter: 'D', co2KgPerM2: 30, costMin: 900, costMax: 1300, costReferenceYear: 2025 };
    expect(energySchema.safeParse({ ...dpe, ademeNumber: '2429E1836524K' }).success).toBe(true);
    expect(energySchema.safeParse({ ...dpe, ademeNumber: '2429e1836524k' }).success).toBe(false);
  });

  it('links to the certificate’s page on the ADEME observatory', () => {
    expect(ademeDpeUrl('2429E1836524K')).toBe('https://observatoire-dpe-audit.ademe.fr/afficher-dpe/2429E1836524K');
  });
});
