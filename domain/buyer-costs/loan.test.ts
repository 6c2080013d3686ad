import { describe, expect, it } from 'vitest';
import { borrowingCapacity, type CapacityInput, HCSF_MAX_DEBT_RATIO, monthlyPayment, principalFor } from './loan';

describe('monthly payment (constant instalments, M = P·r / (1 − (1 + r)^−n), r = annual / 12)', () => {
  // Worked by hand: r = 0.04 / 12 = 0.0033333, (1 + r)^240 = 2.219640, M = 200,000 × 0.0033333 × 2.219640 / 1.219640.
  // r = 0.035 / 12, ln(1 + r) × 300 = 0.873726, (1 + r)^300 = 2.395822, M = 150,000 × r × 2.395822 / 1.395822.
  it.each([
    ['200,000 € at 4 % over 20 years', 200_000, 4, 20, 1211.96],
    ['150,000 € at 3.5 % over 25 years', 150_000, 3.5, 25, 750.94],
    ['100,000 € at 0 % over 10 years (capital / 120)', 100_000, 0, 10, 833.33],
    ['nothing borrowed', 0, 4, 20, 0],
  ])('%s: %s € a month', (_label, principal, rate, years, expected) => {
    expect(monthlyPayment(principal, rate, years)).toBe(expected);
  });

  it('the principal a payment repays is the inverse of the payment, to the euro', () => {
    expect(principalFor(1211.96, 4, 20)).toBe(199_999);
    expect(monthlyPayment(principalFor(1211.96, 4, 20) + 1, 4, 20)).toBe(1211.96);
  });
});

describe('borrowing capacity at the HCSF 35 % ceiling (D-HCSF-2021-7)', () => {
  it('the ceiling is 35 % of net income, insurance included', () => {
    expect(HCSF_MAX_DEBT_RATIO).toBe(0.35);
  });

  // 3,000 € × 35 % = 1,050 € a month; at 4 % over 20 years one euro borrowed costs r / (1 − (1 + r)^−240) = 0.00605980 € a month.
  it.each<[string, CapacityInput, number, number]>([
    ['3,000 € income, no other loan', { monthlyIncome: 3000, annualRatePercent: 4, years: 20 }, 1050, 173_272],
    ['3,000 € income, 300 € of running loans', { monthlyIncome: 3000, monthlyDebts: 300, annualRatePercent: 4, years: 20 }, 750, 123_766],
    ['3,000 € income, insurance 0.36 % a year (0.0003 € per euro a month)', { monthlyIncome: 3000, annualRatePercent: 4, years: 20, insuranceRatePercent: 0.36 }, 1050, 165_099],
    ['running loans above the ceiling', { monthlyIncome: 2000, monthlyDebts: 800, annualRatePercent: 4, years: 20 }, 0, 0],
  ])('%s', (_label, input, maxMonthly, principal) => {
    const capacity = borrowingCapacity(input);
    expect(capacity).toEqual({ maxMonthly, principal });
    if (principal > 0) {
      const insurance = (principal * (input.insuranceRatePercent ?? 0)) / 100 / 12;
      expect(monthlyPayment(principal, input.annualRatePercent, input.years) + insurance).toBeLessThanOrEqual(maxMonthly);
    }
  });
});
