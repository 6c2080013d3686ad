import { describe, expect, it } from 'vitest';
import { RECRUTEMENT_RECORD } from './recrutement-record';
import { parseRecrutementRecord } from '../../../domain/recrutement/record';
import { fillTokens, frenchTime, recordTokens } from '../../../domain/recrutement/record-text';

describe('the recruitment record', () => {
  it('the seeded record parses', () => expect(parseRecrutementRecord({ recrutement: RECRUTEMENT_RECORD }).ok).toBe(true));

  it('an incomplete record lists what is missing instead of throwing', () => {
    const parsed = parseRecrutementRecord({ recrutement: { ...RECRUTEMENT_RECORD, meetings: { ...RECRUTEMENT_RECORD.meetings, time: '9h' } } });
    expect(parsed).toMatchObject({ ok: false });
    expect(parsed.ok ? [] : parsed.problems).toEqual(['meetings.time : heure attendue au format HH:MM']);
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
