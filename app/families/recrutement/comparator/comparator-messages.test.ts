import { describe, expect, it } from 'vitest';
import { type ComparatorInput, compare } from '../../../../domain/recrutement/comparator';
import { explain } from '../../../../domain/recrutement/comparator-explain';
import { explainMessages } from '../../../../domain/recrutement/comparator-explain-message';
import { DEFAULT_COMPARATOR_INPUT, parseComparatorState } from '../../../../domain/recrutement/comparator-url';
import { fixedT } from '../../../i18n/instances.server';
import { translateDomainMessage } from '../../../i18n/messages';

// The comparator's explanations and notices as catalogue keys (decision 0044): in French they must
// read exactly as the domain's French functions, which the domain tests pin to the spec's wording;
// in English they must be English.
const fr = (m: Parameters<typeof translateDomainMessage>[1]) => translateDomainMessage(fixedT('fr'), m);
const en = (m: Parameters<typeof translateDomainMessage>[1]) => translateDomainMessage(fixedT('en'), m);
const FRENCH_WORDS = /\b(de|du|des|le|la|les|pour|ans|mois|vente|ventes|facture|tranche|jours|Votre|vous|chez|moins|est)\b|[éèàùâêîôûç«»]/;

const OFFER = { monthlyFeeHt: 190, adminFeeHt: 150, adminSlice: 20_000 };
const CASES: Array<Partial<ComparatorInput>> = [
  {},
  { turnover: 0 },
  { sales: 0 },
  { turnover: 0, sales: 0 },
  { share: 0, monthlyCost: 0 },
  { sales: 1 },
  { turnover: 300_000, sales: 1 },
  { turnover: 15_000, sales: 1 },
  { turnover: 1_000, sales: 60, monthlyCost: 500, perSaleFee: 10_000 },
  { perSaleFee: 250, sales: 2 },
  { share: 100, monthlyCost: 0 },
  { share: 0, monthlyCost: 500 },
  { turnover: 227_000, share: 100, monthlyCost: 0, perSaleFee: 100, sales: 10 },
  { share: 72.5, cap: 10_000 },
  { tiers: [{ from: 0, share: 70 }] },
  { tiers: [{ from: 0, share: 70 }, { from: 50_000, share: 80 }] },
  { turnover: 120_000, tiers: [{ from: 0, share: 70 }, { from: 50_000, share: 80 }, { from: 100_000, share: 90 }], cap: 20_000 },
];

describe('comparator explanations', () => {
  it.each(CASES.map((over, i) => [i, over] as const))('case #%i %j: French reads as explain(), English is English', (_i, over) => {
    const result = compare({ ...DEFAULT_COMPARATOR_INPUT, ...over }, OFFER);
    const french = explain(result, 'Maisonfort', OFFER);
    const keyed = explainMessages(result, 'Maisonfort', OFFER);
    for (const part of ['current', 'network', 'summary'] as const) {
      expect(keyed[part].map((l) => ({ ...l, label: fr(l.label), text: fr(l.text) })), part).toEqual(french[part]);
      for (const line of keyed[part]) expect(`${en(line.label)} ${en(line.text)}`, line.id).not.toMatch(FRENCH_WORDS);
    }
  });

  it('says the English words', () => {
    const keyed = explainMessages(compare(DEFAULT_COMPARATOR_INPUT, OFFER), 'Maisonfort', OFFER);
    const all = [...keyed.current, ...keyed.network, ...keyed.summary];
    const text = (id: string) => en(all.find((l) => l.id === id)?.text ?? '');
    expect(text('abonnement')).toBe('12 months × 150\u00a0€ excl. VAT.');
    expect(text('frais-admin')).toBe('10 invoices of 8\u202f000\u00a0€ on average; each one counts 1 slice of 20\u202f000\u00a0€ at 150\u00a0€ excl. VAT.');
    expect(en(all.find((l) => l.id === 'net-reseau')?.label ?? '')).toBe('Net income with Maisonfort');
    expect(text('jours')).toBe('Over 227 working days a year, one day earns you 352\u00a0€: the hidden costs are worth 73 days.');
  });
});

describe('comparator notices', () => {
  it.each([
    'ca=abc',
    'ca=-5&ventes=-1',
    'ca=999999&ventes=100&mensuel=900&part=120&parvente=20000',
    'plafond=xyz',
    'plafond=-3',
    'paliers=0:70,abc,50000:120',
    'paliers=0:70,1:71,2:72,3:73,4:74,5:75,6:76',
    'ca=80000&ventes=10',
    'ventes=10,5',
  ])('%s: French reads as the notices, English is English', (query) => {
    const state = parseComparatorState(new URLSearchParams(query));
    expect(state.noticeMessages.map(fr)).toEqual(state.notices);
    for (const m of state.noticeMessages) expect(en(m)).not.toMatch(FRENCH_WORDS);
  });

  it('gives the English notice', () => {
    const state = parseComparatorState(new URLSearchParams('ventes=100'));
    expect(state.noticeMessages.map(en)).toEqual(['Number of sales per year: 100 is over the maximum, brought down to 60.']);
  });
});
