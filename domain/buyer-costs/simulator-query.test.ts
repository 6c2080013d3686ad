import { describe, expect, it } from 'vitest';
import { buyerEstimate } from './buyer-estimate';
import { readSimulatorQuery } from './simulator-query';

const read = (query: string) => readSimulatorQuery(new URLSearchParams(query));

describe("the 'what you will pay' form read from the URL", () => {
  it.each([
    ['nothing asked', '', { apport: null, taux: null, duree: 20, revenus: null, credits: null, neuf: false }],
    ['French amounts and a comma rate', 'apport=20%20000&taux=3,45&duree=25&revenus=4%20200%20%E2%82%AC&neuf=1', { apport: 20_000, taux: 3.45, duree: 25, revenus: 4200, credits: null, neuf: true }],
  ])('%s', (_label, query, expected) => {
    expect(read(query).query).toEqual(expected);
  });

  it.each([
    ['a rate in words', 'taux=trois', 'taux', 'buyerCosts.errors.rate'],
    ['a rate above 20 %', 'taux=25', 'taux', 'buyerCosts.errors.rate'],
    ['a duration the HCSF refuses (30 years)', 'duree=30', 'duree', 'buyerCosts.errors.years'],
    ['a down payment with letters', 'apport=beaucoup', 'apport', 'buyerCosts.errors.amount'],
  ])('%s: a message next to the field, no figures', (_label, query, field, key) => {
    const result = read(query);
    expect(result.errors).toEqual({ [field]: key });
    expect(result.query).toBeNull();
    expect(result.submitted).toBe(true);
  });
});

describe('the estimate of a sale listing', () => {
  it('taxes on the price without agency fees; the loan finances price + costs − down payment', () => {
    const query = read('apport=30000&taux=4&duree=20&revenus=6000').query!;
    const estimate = buyerEstimate({ price: 210_000, priceWithoutFees: 200_000, department: '93' }, query);
    expect(estimate.costs.total).toBe(15_231.3);
    expect(estimate.totalCost).toBe(225_231.3);
    expect(estimate.loan?.principal).toBe(195_231);
    expect(estimate.loan?.debtRatio).toBeCloseTo(estimate.loan!.monthly / 6000, 10);
    expect(estimate.loan?.overCeiling).toBe(false);
    expect(estimate.loan?.capacity?.maxMonthly).toBe(2100);
  });

  it('flags a payment above 35 % of income, running loans included', () => {
    const query = read('taux=4&duree=20&revenus=3000&credits=200').query!;
    const estimate = buyerEstimate({ price: 200_000, priceWithoutFees: null, department: '36' }, query);
    expect(estimate.loan?.overCeiling).toBe(true);
  });

  it('without a rate, only the acquisition costs', () => {
    expect(buyerEstimate({ price: 200_000, priceWithoutFees: null, department: '93' }, read('').query!).loan).toBeNull();
  });
});
