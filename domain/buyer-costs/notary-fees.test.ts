import { describe, expect, it } from 'vitest';
import { acquisitionCosts, ASSESSMENT_FEE_SHARE, COMMUNAL_RATE_PERCENT, saleEmoluments } from './notary-fees';
import { DEPARTMENT_RATE_MAX, departmentTransferRate } from './transfer-tax-rates';

describe('émoluments proportionnels de vente (Code de commerce A444-91, arrêté du 28 février 2020)', () => {
  // Bands: 3.870 % to 6,500 €, 1.596 % to 17,000 €, 1.064 % to 60,000 €, 0.799 % above.
  it.each([
    [6_500, 251.55], // 6,500 × 3.870 %
    [17_000, 419.13], // + 10,500 × 1.596 % = 167.58
    [60_000, 876.65], // + 43,000 × 1.064 % = 457.52
    [100_000, 1196.25], // + 40,000 × 0.799 % = 319.60
    [200_000, 1995.25], // + 140,000 × 0.799 % = 1,118.60
    [300_000, 2794.25], // + 240,000 × 0.799 % = 1,917.60
    [5_000, 193.5], // 5,000 × 3.870 %
    [1_000, 90], // 38.70 € raised to the 90 € floor (R444-9)
    [500, 50], // and never above 10 % of the value (R444-9)
  ])('%s € → %s € before VAT', (price, expected) => {
    expect(saleEmoluments(price)).toBe(expected);
  });
});

describe('acquisition costs (émoluments + VAT, transfer taxes, contribution de sécurité immobilière)', () => {
  it.each([
    // price, department, new-build, département tax, assessment fee, communal tax, CSI, total
    ['existing, Seine-Saint-Denis at 5.00 %', 200_000, '93', false, 10_000, 237, 2_400, 200, 15_231.3],
    ['existing, Indre kept the 3.80 % base rate', 200_000, '36', false, 7_600, 180.12, 2_400, 200, 12_774.42],
    ['existing, Hérault at 5.00 %', 200_000, '34', false, 10_000, 237, 2_400, 200, 15_231.3],
    ['existing, Paris at 5.00 %', 300_000, '75', false, 15_000, 355.5, 3_600, 300, 22_608.6],
    ['existing, Alpes-Maritimes kept 4.50 %', 100_000, '06', false, 4_500, 106.65, 1_200, 100, 7_342.15],
    ['existing, small price: CSI at its 15 € minimum', 10_000, '65', false, 450, 10.67, 120, 15, 964.56],
    ['existing, department not in the table: the 5.00 % ceiling', 200_000, '23', false, 10_000, 237, 2_400, 200, 15_231.3],
    ['new-build: TPF 0.70 % + 2.14 % of it, no communal tax', 200_000, '93', true, 1_400, 29.96, 0, 200, 4_024.26],
    ['new-build, 350,000 €', 350_000, '93', true, 2_450, 52.43, 0, 350, 6_684.93],
  ] as const)('%s', (_label, price, department, newBuild, departmentTax, assessmentFee, communalTax, csi, total) => {
    const costs = acquisitionCosts({ price, department, newBuild });
    expect(costs.departmentTax).toBe(departmentTax);
    expect(costs.assessmentFee).toBe(assessmentFee);
    expect(costs.communalTax).toBe(communalTax);
    expect(costs.securityContribution).toBe(csi);
    expect(costs.emolumentsVat).toBe(Math.round(costs.emolumentsExclVat * 20) / 100);
    expect(costs.total).toBe(total);
  });

  it('the global rates on an existing home are the DGFiP totals: 5.807 % at 4.50 %, 6.319 % at 5.00 %', () => {
    const global = (rate: number) => rate + rate * ASSESSMENT_FEE_SHARE + COMMUNAL_RATE_PERCENT;
    expect(global(4.5).toFixed(3)).toBe('5.807');
    expect(global(5).toFixed(3)).toBe('6.319');
    // At the 3.80 % base rate: the '5,09 %' of the press of the 2014 rise.
    expect(global(3.8).toFixed(2)).toBe('5.09');
  });

  it('says when a department is not in the table, and which are', () => {
    expect(departmentTransferRate('93')).toEqual({ ratePercent: 5, known: true });
    // Indre at the 3.80 % base rate; Hérault, Puy-de-Dôme, Tarn at 5.00 % (decision 0146).
    expect(departmentTransferRate('36')).toEqual({ ratePercent: 3.8, known: true });
    for (const dep of ['34', '63', '81']) expect(departmentTransferRate(dep)).toEqual({ ratePercent: 5, known: true });
    expect(departmentTransferRate('06')).toEqual({ ratePercent: 4.5, known: true });
    // Seine-et-Marne: at 5.00 % since 1 July 2025 (decision 0133).
    expect(departmentTransferRate('77')).toEqual({ ratePercent: 5, known: true });
    expect(departmentTransferRate('2A')).toEqual({ ratePercent: DEPARTMENT_RATE_MAX, known: false });
    expect(acquisitionCosts({ price: 200_000, department: '23', newBuild: false }).rateKnown).toBe(false);
  });
});
