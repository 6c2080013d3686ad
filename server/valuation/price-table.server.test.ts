import { describe, expect, it } from 'vitest';
import { dvfPriceSource, weightedMedian } from './price-table.server';

describe('DVF price table', () => {
  it('reads a commune as the file gives it (Sevran 93071: flats 2427 €/m² over 44 sales)', () => {
    expect(dvfPriceSource().commune('93071', 'Appartement')).toEqual({ eurPerM2: 2427, sales: 44 });
    expect(dvfPriceSource().commune('93071', 'Maison')).toEqual({ eurPerM2: 3312, sales: 65 });
  });
  it('a blank price is no figure (01001 has no flat sale)', () => {
    expect(dvfPriceSource().commune('01001', 'Appartement')).toBeNull();
  });
  it('has no figure for Paris nor Moselle', () => {
    expect(dvfPriceSource().commune('75056', 'Appartement')).toBeNull();
    expect(dvfPriceSource().department('57', 'Maison')).toBeNull();
  });
  it('weighted median: the value under which half of the sales lie', () => {
    expect(weightedMedian([{ eurPerM2: 1000, sales: 1 }, { eurPerM2: 3000, sales: 10 }, { eurPerM2: 2000, sales: 2 }])).toEqual({ eurPerM2: 3000, sales: 13 });
    expect(weightedMedian([{ eurPerM2: 1000, sales: 5 }, { eurPerM2: 3000, sales: 5 }])).toEqual({ eurPerM2: 1000, sales: 10 });
    expect(weightedMedian([])).toBeNull();
  });
  it('a department figure counts all its sales', () => {
    const ain = dvfPriceSource().department('01', 'Maison');
    expect(ain?.sales).toBeGreaterThan(1000);
    expect(ain?.eurPerM2).toBeGreaterThan(1000);
  });
});
