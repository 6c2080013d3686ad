import { describe, expect, it } from 'vitest';
import { compare } from './comparator';
import { explain } from './comparator-explain';
import { DEFAULT_COMPARATOR_INPUT } from './comparator-url';
import { formatEuros, formatSignedEuros, formatSignedPercent } from './format';

const OFFER = { monthlyFeeHt: 190, adminFeeHt: 150, adminSlice: 20_000 };
const lines = (over = {}) => {
  const e = explain(compare({ ...DEFAULT_COMPARATOR_INPUT, ...over }, OFFER), 'Maisonfort', OFFER);
  return [...e.current, ...e.network, ...e.summary];
};
const byId = (all: ReturnType<typeof lines>, id: string) => all.find((l) => l.id === id);
const NNBSP = '\u202f';

describe('French formats', () => {
  it.each([
    [54_200, `54${NNBSP}200\u00a0€`],
    [0, '0\u00a0€'],
    [-0.4, '0\u00a0€'],
    [1_500, `1${NNBSP}500\u00a0€`],
  ])('formatEuros(%s)', (value, text) => expect(formatEuros(value)).toBe(text));
  it('signed amounts and percentages', () => {
    expect(formatSignedEuros(22_020)).toBe(`+22${NNBSP}020\u00a0€`);
    expect(formatSignedEuros(-480)).toBe('−480\u00a0€');
    expect(formatSignedPercent(40.627)).toBe('+40,6\u00a0%');
    expect(formatSignedPercent(-3.04)).toBe('−3,0\u00a0%');
  });
});

describe('explanation lines in plain French', () => {
  it('explain each default line with the spec values', () => {
    const all = lines();
    expect(byId(all, 'abonnement')?.text).toBe(`12 mois × 150\u00a0€ HT.`);
    expect(byId(all, 'abonnement')?.amountHt).toBe(-1_800);
    expect(byId(all, 'abonnement')?.amountTtc).toBeCloseTo(-2_160, 6);
    expect(byId(all, 'part')?.text).toBe(`70\u00a0% de 80${NNBSP}000\u00a0€ de chiffre d’affaires.`);
    expect(byId(all, 'net-actuel')?.amountHt).toBe(54_200);
    expect(byId(all, 'frais-admin')?.text).toContain('10 factures de 8');
    expect(byId(all, 'frais-admin')?.text).toContain('1 tranche de 20');
    expect(byId(all, 'net-reseau')?.label).toBe('Revenu net chez Maisonfort');
    expect(byId(all, 'jours')?.value).toBe('73');
    expect(byId(all, 'gain')?.value).toBe(`+22${NNBSP}020\u00a0€ (+40,6\u00a0%)`);
  });

  it.each([{ turnover: 0 }, { sales: 0 }, { turnover: 0, sales: 0 }, { share: 0, monthlyCost: 0 }])('no NaN or Infinity in any line for %j', (over) => {
    const text = JSON.stringify(lines(over).map((l) => [l.label, l.text, l.value]));
    expect(text).not.toMatch(/NaN|Infinity/);
    for (const l of lines(over)) {
      if (l.amountHt !== null) expect(Number.isFinite(l.amountHt)).toBe(true);
    }
  });

  it('says why there is no days figure and no percentage without turnover', () => {
    const all = lines({ turnover: 0 });
    expect(byId(all, 'jours')?.value).toBe('—');
    expect(byId(all, 'jours')?.text).toContain('sans objet');
    expect(byId(all, 'gain')?.text).toContain('un pourcentage n’aurait pas de sens');
  });

  it('explains a tier schedule slice by slice', () => {
    const all = lines({ tiers: [{ from: 0, share: 70 }, { from: 50_000, share: 80 }] });
    expect(byId(all, 'part')?.text).toContain(`80\u00a0% au-delà de 50${NNBSP}000\u00a0€`);
  });
});
