import { describe, expect, it } from 'vitest';
import { estimateWithFactor } from '../../domain/dpe/estimate';
import { explainChange, explanationMessage } from '../../domain/dpe/explain';
import { toDpeRecord } from '../../domain/dpe/record';
import type { Simulation } from '../../domain/dpe/simulate';
import { EMPTY_CRITERIA, type QuoteCriteria } from '../../domain/quote/criteria';
import { quoteContactProblem, validateQuoteContact } from '../../domain/quote/contact-form';
import { NO_DIAGNOSTIC_SELECTED } from '../../domain/quote/quote-request';
import { PAST_SLOT_MESSAGE } from '../../domain/quote/recap-text';
import { recapMessage, recapText } from '../../domain/quote/recap-text';
import { DIAGNOSTIC_KEYS, requirementReason, requirementReasonMessage, validityLabel, validityMessage } from '../../domain/quote/required';
import { parseSlotParam, slotLabel } from '../../domain/quote/slots';
import { fixedT } from './instances.server';
import { translateDomainMessage } from './messages';

// Issue 10 item 4: the texts the quote and simulator domains produce are catalogue keys (decision
// 0044). In French they must read exactly as the domain's French functions, which the domain tests
// pin to the spec's wording; in English they must be English.
const fr = (m: Parameters<typeof translateDomainMessage>[1]) => translateDomainMessage(fixedT('fr'), m);
const en = (m: Parameters<typeof translateDomainMessage>[1]) => translateDomainMessage(fixedT('en'), m);
const FRENCH_WORDS = /\b(de|du|des|le|la|les|pour|avant|ans|mois|vente|location|Votre|vous|Merci|est)\b|[éèàùâêîôûç]/;

const c = (over: Partial<QuoteCriteria>): QuoteCriteria => ({ ...EMPTY_CRITERIA, ...over });
const CRITERIA: QuoteCriteria[] = [
  c({}),
  c({ projet: 'louer', bien: 'appartement' }),
  c({ bien: 'maison', copropriete: 'non', construction: 'avant1949', gaz: 'plus15', electricite: 'electricitePlus15', dpeDeja: 'oui', dpeNote: 'F', postcode: '33000' }),
  c({ projet: 'louer', bien: 'maison', construction: 'avant1949', gaz: 'plus15', electricite: 'electriciteNSP' }),
  c({ bien: 'commercial', copropriete: 'oui', construction: '1949a1997', postcode: '20200' }),
  c({ bien: 'maison', electricite: '' }),
];

describe('diagnostic reasons and validity', () => {
  it.each(CRITERIA.map((criteria, i) => [i, criteria] as const))('criteria #%i: French reads as the domain, English is English', (_i, criteria) => {
    let reasons = 0;
    for (const key of DIAGNOSTIC_KEYS) {
      const m = requirementReasonMessage(key, criteria);
      expect(m === null ? null : fr(m), key).toBe(requirementReason(key, criteria));
      if (m) {
        reasons += 1;
        expect(en(m), key).not.toMatch(FRENCH_WORDS);
      }
    }
    expect(reasons).toBeGreaterThan(0);
  });

  it.each(['', 'vendre', 'louer'] as const)('validity for projet "%s"', (projet) => {
    for (const key of DIAGNOSTIC_KEYS) {
      expect(fr(validityMessage(key, projet)), key).toBe(validityLabel(key, projet));
      expect(en(validityMessage(key, projet)), key).not.toMatch(FRENCH_WORDS);
    }
  });

  it('says the English words', () => {
    expect(en(requirementReasonMessage('plomb', CRITERIA[2] as QuoteCriteria) ?? '')).toBe('Dwelling built before 1949');
    expect(en(validityMessage('gaz', ''))).toBe('3 years (sale), 6 years (rental)');
  });
});

describe('recap of step 3', () => {
  const NOW = new Date(2026, 11, 1, 10, 0);
  it.each([
    ['08-12-26-09h30', 'Claire Vasseur'],
    ['01-12-26-09h30', 'Claire Vasseur'],
    ['autreDate', ''],
    ['autreDate', 'Claire Vasseur'],
    ['', ''],
    ['', 'Claire Vasseur'],
  ])('%s / "%s": French reads as the domain', (date, name) => {
    const french = recapText(date, name, NOW);
    const m = recapMessage(date, name, NOW, 'fr');
    expect({ title: fr(m.title), text: fr(m.text) }).toEqual(french);
    const english = recapMessage(date, name, NOW, 'en');
    expect(`${en(english.title)} ${en(english.text)}`).not.toMatch(FRENCH_WORDS);
  });

  it('writes the slot in English', () => {
    const m = recapMessage('08-12-26-09h30', '', NOW, 'en');
    expect(en(m.title)).toBe('Your appointment request has been sent');
    expect(en(m.text)).toBe('Appointment requested on Tuesday 8 December at 9:30. Your diagnostician will contact you to confirm it or suggest another time.');
  });

  it('labels slots in English, and in French as before', () => {
    const slot = parseSlotParam('09-12-26-14h00');
    if (slot.kind !== 'slot') throw new Error('fixture');
    expect(slotLabel(slot.date, 'en')).toBe('Wednesday 9 December at 14:00');
    expect(slotLabel(slot.date, 'fr')).toBe('Mercredi 9 décembre à 14h');
    expect(slotLabel(slot.date)).toBe(slot.label);
  });
});

describe('step-2 contact form problems', () => {
  const valid = { civility: 'monsieur', firstName: 'Jean', lastName: 'Dupont', phone: '06 12 34 56 78', email: 'jean.dupont@example.fr' };
  it.each<[string, Record<string, unknown>]>([
    ['missing', { civility: '', firstName: '', lastName: '', phone: '', email: '' }],
    ['some missing', { firstName: '', email: 'x' }],
    ['bad email and phone', { email: 'x', phone: '1' }],
    ['bad names', { firstName: '<b>', lastName: '12' }],
  ])('%s: French reads as the domain', (_name, over) => {
    const result = validateQuoteContact({ ...valid, ...over });
    const problem = quoteContactProblem({ ...valid, ...over });
    if (result.ok || !problem) throw new Error('fixture');
    const lines = problem.lines.map(fr);
    if (result.missing.length) {
      expect(`${lines.join('')} : ${problem.items.map(fr).join(', ')}`).toBe(result.message);
      expect(problem.items.map(fr)).toEqual(result.missing);
    } else {
      expect(lines.join('\n')).toBe(result.message);
    }
    expect([...problem.lines, ...problem.items].map(en).join(' ')).not.toMatch(FRENCH_WORDS);
  });

  it('is null for a valid form', () => {
    expect(quoteContactProblem(valid)).toBeNull();
  });
});

describe('simulator explanation', () => {
  type Letters = { overall: string | null; energy: string | null; ges: string | null };
  const sim = (before: Letters, after: Letters, gain = 10, isVierge = false) =>
    ({ record: { isVierge }, current: { letters: before }, at2026: { letters: after, gain } }) as unknown as Simulation;
  it.each<[string, Simulation]>([
    ['improves', sim({ overall: 'F', energy: 'F', ges: 'C' }, { overall: 'E', energy: 'E', ges: 'C' })],
    ['unchanged-ges', sim({ overall: 'F', energy: 'E', ges: 'F' }, { overall: 'F', energy: 'D', ges: 'F' })],
    ['unchanged-no-electricity', sim({ overall: 'E', energy: 'E', ges: 'C' }, { overall: 'E', energy: 'E', ges: 'C' }, 0)],
    ['unchanged-threshold', sim({ overall: 'E', energy: 'E', ges: 'C' }, { overall: 'E', energy: 'E', ges: 'C' })],
    ['unknown', sim({ overall: 'E', energy: 'E', ges: 'C' }, { overall: 'E', energy: 'E', ges: 'C' }, 10, true)],
  ])('%s: French reads as the domain, English is English', (kind, simulation) => {
    const explanation = explainChange(simulation);
    expect(explanation.kind).toBe(kind);
    expect(fr(explanationMessage(simulation))).toBe(explanation.text);
    expect(en(explanationMessage(simulation))).not.toMatch(/\b(de|le|la|les|reste|passe)\b|[éèàù]/);
  });
});

describe('simulator estimate notes', () => {
  const housing = (raw: Record<string, unknown>) => toDpeRecord(raw, { isTertiaire: false });
  const established2026 = housing({
    date_etablissement_dpe: '2026-02-10', surface_habitable_logement: 100, conso_5_usages_ep: 22000, conso_5_usages_ef: 13000, conso_5_usages_par_m2_ep: 220,
    type_energie_n1: 'Électricité', conso_5_usages_ef_energie_n1: 10000, type_energie_n2: 'Gaz naturel', conso_5_usages_ef_energie_n2: 3000, etiquette_dpe: 'D', etiquette_ges: 'C',
  });
  it.each([
    ['no consumption', housing({ surface_habitable_logement: 50 }), 'consumption figures are not available'],
    ['already 1.9 since 2026', established2026, 'This certificate was issued on or after 1 January 2026: it already applies the 1.9 factor.'],
  ])('%s: French reads as the domain note, English is English', (_name, record, english) => {
    const estimate = estimateWithFactor(record, 1.9);
    if (!estimate.note || !estimate.noteMessage) throw new Error('fixture: the estimate has a note');
    expect(fr(estimate.noteMessage)).toBe(estimate.note);
    expect(en(estimate.noteMessage)).not.toMatch(FRENCH_WORDS);
    expect(en(estimate.noteMessage)).toContain(english);
  });

  it('each note key reads in French as the domain’s sentence (the factor in each locale’s notation)', () => {
    expect(fr({ key: 'diag:simulator.notes.alreadyApplied', values: { factor: 2.3 } })).toBe('Ce DPE applique déjà le coefficient 2,3.');
    expect(en({ key: 'diag:simulator.notes.alreadyApplied', values: { factor: 2.3 } })).toBe('This certificate already applies the 2.3 factor.');
    expect(en({ key: 'diag:simulator.notes.scaled' })).not.toMatch(FRENCH_WORDS);
  });
});

describe('step-2 refusals answered without JavaScript', () => {
  it.each([
    ['diag:quote.refusal.noDiagnostic', NO_DIAGNOSTIC_SELECTED],
    ['diag:quote.refusal.pastSlot', PAST_SLOT_MESSAGE],
  ])('%s reads in French as the domain, in English in English', (key, french) => {
    expect(fr({ key })).toBe(french);
    expect(en({ key })).not.toMatch(FRENCH_WORDS);
  });
});
