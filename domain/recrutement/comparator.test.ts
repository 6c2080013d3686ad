import { describe, expect, it } from 'vitest';
import { type ComparatorInput, compare, tieredCommission, WORKING_DAYS_PER_YEAR, withVat } from './comparator';
import { formatAmount, formatEuros, formatSignedEuros } from './format';

// The network's offer as §9 states it: 190 € HT a month, 150 € HT per 20,000 € slice of each invoice.
const OFFER = { monthlyFeeHt: 190, adminFeeHt: 150, adminSlice: 20_000 };
const base: ComparatorInput = { turnover: 80_000, sales: 10, monthlyCost: 150, share: 70, perSaleFee: 0, cap: null, tiers: null };
const run = (over: Partial<ComparatorInput>) => compare({ ...base, ...over }, OFFER);

describe('comparator, spec §9 formulas', () => {
  it('the defaults give 54,200 / 25,800 / 73 days / 1,500 / 76,220 / +22,020 € (+40.6 %) (issue 15)', () => {
    const r = run({});
    expect(r.current.net).toBe(54_200);
    expect(r.hiddenCosts).toBe(25_800);
    expect(r.freeWorkDays).toBe(73);
    expect(r.network.adminFees).toBe(1_500);
    expect(r.network.net).toBe(76_220);
    expect(r.gain).toBe(22_020);
    expect(r.gainPercent).toBeCloseTo(40.63, 2);
  });

  // Expected values worked out by hand from the spec's formulas.
  it.each([
    // turnover, sales, monthly, share, perSale → current net, hidden, days, admin, network net, gain
    { name: '100,000 € in 10 sales', over: { turnover: 100_000 }, net: 68_200, hidden: 31_800, days: 72, admin: 1_500, product: 96_220, gain: 28_020 },
    { name: '100,000 € in one sale (the most the formula gives: 96,970, not the claimed 93,400)', over: { turnover: 100_000, sales: 1 }, net: 68_200, hidden: 31_800, days: 72, admin: 750, product: 96_970, gain: 28_770 },
    { name: '45,000 € in 2 sales: 22,500 € invoices count 2 slices', over: { turnover: 45_000, sales: 2 }, net: 29_700, hidden: 15_300, days: 77, admin: 600, product: 42_120, gain: 12_420 },
    { name: '40,000 € in 2 sales: exactly one slice each', over: { turnover: 40_000, sales: 2 }, net: 26_200, hidden: 13_800, days: 78, admin: 300, product: 37_420, gain: 11_220 },
    { name: 'a 200 € per-sale fee', over: { perSaleFee: 200 }, net: 52_200, hidden: 27_800, days: 79, admin: 1_500, product: 76_220, gain: 24_020 },
    { name: 'share above 100 is clamped to 100', over: { share: 150 }, net: 78_200, hidden: 1_800, days: 5, admin: 1_500, product: 76_220, gain: -1_980 },
    { name: 'a negative share counts as 0 (81,800 € of costs are 232 days of 352 €: 227, a whole year)', over: { share: -20 }, net: -1_800, hidden: 81_800, days: 227, admin: 1_500, product: 76_220, gain: 78_020 },
    { name: 'negative turnover counts as 0', over: { turnover: -5_000 }, net: -1_800, hidden: 1_800, days: null, admin: 0, product: -2_280, gain: -480 },
    { name: 'negative monthly cost counts as 0', over: { monthlyCost: -150 }, net: 56_000, hidden: 24_000, days: 68, admin: 1_500, product: 76_220, gain: 20_220 },
  ])('$name', ({ over, net, hidden, days, admin, product, gain }) => {
    const r = run(over);
    expect(r.current.net).toBe(net);
    expect(r.hiddenCosts).toBe(hidden);
    expect(r.freeWorkDays).toBe(days);
    expect(r.network.adminFees).toBe(admin);
    expect(r.network.net).toBe(product);
    expect(r.gain).toBe(gain);
  });
});

describe('comparator, zero cases give finite answers', () => {
  const finite = (r: ReturnType<typeof run>) =>
    [r.current.net, r.hiddenCosts, r.network.adminFees, r.network.net, r.gain, r.freeWorkDays ?? 0, r.gainPercent ?? 0].every(Number.isFinite);

  it('no sale but a turnover: the turnover counts as one invoice', () => {
    const r = run({ sales: 0 });
    expect(finite(r)).toBe(true);
    expect(r.network.invoices).toBe(1);
    expect(r.network.adminFees).toBe(600); // 80,000 € is 4 slices of 20,000 €
    expect(r.network.net).toBe(77_120);
    expect(r.current.net).toBe(54_200);
  });

  it('no turnover: no days figure, no admin fee, no percentage', () => {
    const r = run({ turnover: 0 });
    expect(finite(r)).toBe(true);
    expect(r.freeWorkDays).toBeNull();
    expect(r.network.adminFees).toBe(0);
    expect(r.current.net).toBe(-1_800);
    expect(r.network.net).toBe(-2_280);
    expect(r.gainPercent).toBeNull();
  });

  it('no turnover and no sale', () => {
    const r = run({ turnover: 0, sales: 0 });
    expect(finite(r)).toBe(true);
    expect(r.network.invoices).toBe(0);
    expect(r.gain).toBe(-480);
  });

  it('NaN inputs (unreadable) count as 0', () => {
    const r = run({ turnover: Number.NaN, sales: Number.NaN, monthlyCost: Number.NaN, share: Number.NaN });
    expect(finite(r)).toBe(true);
    expect(r.current.net).toBe(0);
  });
});

describe('beyond the spec: tiers, caps, VAT', () => {
  const tiers = [
    { from: 0, share: 70 },
    { from: 50_000, share: 80 },
    { from: 100_000, share: 90 },
  ];
  it.each([
    [30_000, 21_000],
    [50_000, 35_000],
    [80_000, 59_000], // 35,000 + 30,000 × 80 %
    [120_000, 93_000], // 35,000 + 40,000 + 20,000 × 90 %
  ])('tiered share on %i € leaves %i €', (turnover, expected) => {
    expect(tieredCommission(turnover, tiers)).toBeCloseTo(expected, 6);
    expect(run({ turnover, tiers }).current.commission).toBeCloseTo(expected, 6);
  });

  it('tiers given out of order, or starting above 0, still start at 0', () => {
    const r = run({ tiers: [{ from: 50_000, share: 80 }, { from: 10_000, share: 70 }] });
    expect(r.input.tiers).toEqual([{ from: 0, share: 70 }, { from: 50_000, share: 80 }]);
    expect(r.current.commission).toBeCloseTo(59_000, 6);
  });

  it('a yearly cap limits what the current network keeps', () => {
    const r = run({ cap: 15_000 });
    expect(r.current.capApplied).toBe(true);
    expect(r.current.retained).toBe(15_000);
    expect(r.current.net).toBe(63_200); // 80,000 − 15,000 − 1,800
  });

  it('a cap above what is kept changes nothing', () => {
    const r = run({ cap: 50_000 });
    expect(r.current.capApplied).toBe(false);
    expect(r.current.net).toBe(54_200);
  });

  it('TTC adds 20 % VAT', () => {
    expect(withVat(2_280)).toBeCloseTo(2_736, 6);
    expect(withVat(190)).toBeCloseTo(228, 6);
  });
});

describe('issue 38 item 9: days capped at a year, the gain of the figures shown', () => {
  // Spec §9: free days = hidden costs / (turnover / 227), rounded. A year has 227 working days, so the
  // count cannot exceed it; it reaches it exactly when the current net is 0 (hidden costs = turnover).
  it.each([
    // a current net of 0: hidden costs are the whole turnover, exactly a year
    { name: 'net 0 (share 0, nothing else to pay)', over: { share: 0, monthlyCost: 0 }, net: 0, days: 227, capped: false },
    // 80,000 × 1 % − 1,800 = −1,000 €: 81,000 € of hidden costs, 229.8 days by the formula
    { name: 'net −1,000 €', over: { share: 1 }, net: -1_000, days: 227, capped: true },
    // share 0 and 500 € a month: −6,000 €, hidden 86,000 €, 244 days by the formula
    { name: 'net −6,000 €', over: { share: 0, monthlyCost: 500 }, net: -6_000, days: 227, capped: true },
    // 80,000 × 5 % − 1,800 = 2,200 €: 77,800 € of hidden costs, 220.8 → 221 days, under the cap
    { name: 'net +2,200 €', over: { share: 5 }, net: 2_200, days: 221, capped: false },
  ])('$name → $days days (capped: $capped)', ({ over, net, days, capped }) => {
    const r = run(over);
    expect(r.current.net).toBeCloseTo(net, 6);
    expect(r.freeWorkDays).toBe(days);
    expect(r.freeWorkDaysCapped).toBe(capped);
    expect(r.freeWorkDays).toBeLessThanOrEqual(WORKING_DAYS_PER_YEAR);
  });

  it.each([
    // 80,000.50 €: current net 54,200.35 € shows 54 200 €, network net 76,220.50 € shows 76 221 €
    { turnover: 80_000.5, currentShown: 54_200, networkShown: 76_221, gain: 22_021 },
    // 80,000.70 €: 54,200.49 € → 54 200 €, 76,220.70 € → 76 221 €
    { turnover: 80_000.7, currentShown: 54_200, networkShown: 76_221, gain: 22_021 },
    // 80,001 €: 54,200.70 € → 54 201 €, 76,221 € → 76 221 €
    { turnover: 80_001, currentShown: 54_201, networkShown: 76_221, gain: 22_020 },
  ])('turnover $turnover €: the gain is the difference of the nets shown ($networkShown − $currentShown)', ({ turnover, currentShown, networkShown, gain }) => {
    const r = run({ turnover });
    expect(formatAmount(r.current.net)).toBe(formatAmount(currentShown));
    expect(formatAmount(r.network.net)).toBe(formatAmount(networkShown));
    expect(r.gain).toBe(gain);
    expect(formatSignedEuros(r.gain)).toBe(`+${formatEuros(networkShown - currentShown)}`);
  });

  it('the agency offer (230 € HT a month) counts 12 × 230 €', () => {
    const r = compare(base, { ...OFFER, monthlyFeeHt: 230 });
    expect(r.network.subscription).toBe(2_760);
    expect(r.network.net).toBe(80_000 - 2_760 - 1_500);
  });
});

describe('one minus sign (U+2212) in every amount', () => {
  it.each([
    [-1_800, '\u22121\u202f800'],
    [-480.4, '\u2212480'],
    [-0.4, '0'],
    [1_800, '1\u202f800'],
  ])('formatAmount(%s) → %j', (value, text) => expect(formatAmount(value)).toBe(text));

  it('a negative net and a negative gain use the same sign, never a hyphen', () => {
    const r = run({ turnover: 0 });
    expect(formatEuros(r.current.net)).toBe('\u22121\u202f800\u00a0€');
    expect(formatSignedEuros(r.gain)).toBe('\u2212480\u00a0€');
    expect(`${formatEuros(r.current.net)} ${formatSignedEuros(r.gain)}`).not.toContain('-');
  });
});
