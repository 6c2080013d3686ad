import { describe, expect, it } from 'vitest';
import { dateTimeFormat, listFormat, numberFormat } from './intl';

describe('shared Intl formatters', () => {
  it('formats as a new formatter would', () => {
    expect(numberFormat('fr-FR').format(1234567)).toBe(new Intl.NumberFormat('fr-FR').format(1234567));
    expect(numberFormat('fr-FR').format(1234567)).toBe((1234567).toLocaleString('fr-FR'));
    expect(numberFormat('en-GB', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(250000)).toBe('€250,000');
    expect(listFormat('fr-FR', { type: 'conjunction' }).format(['DPE', 'amiante', 'état des risques'])).toBe('DPE, amiante et état des risques');
    expect(dateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(2026, 0, 5)))).toBe('5 janvier 2026');
  });

  it('builds one formatter per tag and options', () => {
    expect(numberFormat('fr-FR', { maximumFractionDigits: 1 })).toBe(numberFormat('fr-FR', { maximumFractionDigits: 1 }));
    expect(numberFormat('fr-FR', { maximumFractionDigits: 1 })).not.toBe(numberFormat('fr-FR', { maximumFractionDigits: 2 }));
    expect(numberFormat('fr-FR').format(1.5)).not.toBe(numberFormat('en-GB').format(1.5));
  });
});
