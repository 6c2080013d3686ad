import { describe, expect, it } from 'vitest';
import { RECRUTEMENT_RECORD } from './recrutement-record';
import { parseRecrutementRecord } from '../../../domain/recrutement/record';
import { englishTime, fillTokens, frenchTime, recordTokens } from '../../../domain/recrutement/record-text';

describe('the recruitment record', () => {
  it('the seeded record parses', () => expect(parseRecrutementRecord({ recrutement: RECRUTEMENT_RECORD }).ok).toBe(true));

  it('an incomplete record lists what is missing instead of throwing', () => {
    const parsed = parseRecrutementRecord({ recrutement: { ...RECRUTEMENT_RECORD, meetings: { ...RECRUTEMENT_RECORD.meetings, time: '9h' } } });
    expect(parsed).toMatchObject({ ok: false });
    expect(parsed.ok ? [] : parsed.problems).toEqual(['meetings.time : heure attendue au format HH:MM']);
  });

  it('a visible text written in one language only is refused (English pages never fall back to French silently)', () => {
    const { mandataire } = RECRUTEMENT_RECORD.pricing;
    const frenchOnly = { ...RECRUTEMENT_RECORD, pricing: { ...RECRUTEMENT_RECORD.pricing, mandataire: { ...mandataire, title: { fr: mandataire.title.fr } } } };
    const parsed = parseRecrutementRecord({ recrutement: frenchOnly });
    expect(parsed.ok ? [] : parsed.problems.map((p) => p.split(' : ')[0])).toEqual(['pricing.mandataire.title.en']);
    const plainString = parseRecrutementRecord({ recrutement: { ...RECRUTEMENT_RECORD, clubs: ['Viager'] } });
    expect(plainString.ok ? [] : plainString.problems.map((p) => p.split(' : ')[0])).toEqual(['clubs.0']);
  });

  it('every visible text of the seeded record has its English, different from the French where words are involved', () => {
    const { pricing, clubs, stats } = RECRUTEMENT_RECORD;
    const texts = [pricing.mandataire.label, pricing.mandataire.title, ...pricing.mandataire.features, pricing.agence.title, ...pricing.agence.features, ...clubs, ...stats.map((s) => s.caption)];
    for (const text of texts) expect(text.en, text.fr).not.toBe(text.fr);
  });

  it.each([
    ['09:00', '9:00'],
    ['09:30', '9:30'],
    ['14:05', '14:05'],
  ])('englishTime(%s) → %s', (hhmm, text) => expect(englishTime(hhmm)).toBe(text));

  it('English tokens: weekday, clock, excl. VAT, decimals and club names in English', () => {
    const text = fillTokens('{abonnement} a month; {fraisAdmin} per {tranche}; every {reunionJour} at {reunionHeure}, training at {formationHeure}; {seminaireHeures} over {seminaireJours} days; {clubs}', recordTokens(RECRUTEMENT_RECORD, 'en'));
    expect(text).toBe('190\u00a0€ excl. VAT a month; 150\u00a0€ excl. VAT per 20\u202f000\u00a0€; every Tuesday at 9:00, training at 9:30; 14\u00a0h over 1.5 days; Life annuity (viager), New-build, Commercial property, Letting management, Digital marketing');
  });

  it.each([
    [100, 'fr', 'plus de 100 portails'],
    [250, 'fr', 'plus de 250 portails'],
    [undefined, 'fr', 'de nombreux portails'],
    [100, 'en', 'more than 100 portals'],
    [undefined, 'en', 'many portals'],
  ] as const)('{portails} with %s portals in the record (%s) → %s', (portals, locale, text) => {
    expect(fillTokens('{portails}', recordTokens({ ...RECRUTEMENT_RECORD, portals }, locale))).toBe(text);
  });

  it.each([
    ['09:00', '9h'],
    ['09:30', '9h30'],
    ['14:05', '14h05'],
  ])('frenchTime(%s) → %s', (hhmm, text) => expect(frenchTime(hhmm)).toBe(text));

  it('page texts name §9 figures through the record (190 € HT, 150 € HT per 20 000 €, Tuesday 9h, 9h30, 13 tools, 5 clubs)', () => {
    const tokens = recordTokens(RECRUTEMENT_RECORD);
    const text = fillTokens('{abonnement}/mois ; {fraisAdmin} par tranche de {tranche} ; le {reunionJour} à {reunionHeure}, formation à {formationHeure} ; {outils} outils, {clubsNombre} clubs ; {seminaireHeures} sur {seminaireJours} jour ; {inconnu}', tokens);
    expect(text).toBe('190\u00a0€ HT/mois ; 150\u00a0€ HT par tranche de 20\u202f000\u00a0€ ; le mardi à 9h, formation à 9h30 ; 13 outils, 5 clubs ; 14\u00a0h sur 1,5 jour ; {inconnu}');
  });
});
