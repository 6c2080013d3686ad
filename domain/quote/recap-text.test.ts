import { describe, expect, it } from 'vitest';
import { recapText } from './recap-text';

// Local wall-clock dates, as the slots are (see slots.ts).
const NOW = new Date(2026, 11, 1, 10, 0); // Tuesday 1 December 2026, 10:00

describe('recapText (issue 17 item 10)', () => {
  it('writes the weekday in lower case inside the sentence', () => {
    expect(recapText('08-12-26-09h30', 'Claire Vasseur', NOW).text).toBe(
      'Rendez-vous demandé le mardi 8 décembre à 9h30. Claire Vasseur vous contacte pour le confirmer ou vous proposer de le modifier.',
    );
  });
  it.each(['01-12-26-09h30', '30-11-26-14h00', '08-12-25-09h30'])('does not confirm a past date (%s)', (date) => {
    const { text } = recapText(date, 'Claire Vasseur', NOW);
    expect(text).toMatch(/^La date demandée, le [a-z]+ \d+ [a-zéû]+ à \d+h(\d\d)?, est passée : Claire Vasseur vous appelle pour convenir d’une nouvelle date\.$/);
  });
  it('keeps the other two texts', () => {
    expect(recapText('autreDate', '', NOW).text).toBe('Votre diagnostiqueur vous appelle très vite pour vous proposer un rendez-vous.');
    expect(recapText('', 'Claire Vasseur', NOW).title).toBe('Votre demande de devis est envoyée');
  });
});
