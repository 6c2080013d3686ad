import { describe, expect, it } from 'vitest';
import { withdrawalText } from './withdrawal';

const parties = { brand: 'Diagéo Paris 15e', address: '12 rue de la Convention 75015 Paris', email: 'contact@diageo.example', bookedOn: '2026-11-28' };

describe('withdrawal information and form of a booked visit (Code de la consommation)', () => {
  it.each([
    ['L. 221-18: fourteen days from the booking, no reason needed', 'Vous disposez de 14 jours à compter de votre réservation du 28/11/2026 pour vous rétracter, sans avoir à donner de motif'],
    ['L. 221-18 cited', 'art. L. 221-18'],
    ['R. 221-1 annex: the model form, addressed to the business with its address and e-mail', 'À l’attention de Diagéo Paris 15e, 12 rue de la Convention 75015 Paris, contact@diageo.example :'],
    ['R. 221-1 annex: the model form for a service', 'rétractation du contrat portant sur la prestation de services ci-dessous :'],
    ['R. 221-1 annex: ordered on', 'Commandé le : 28/11/2026'],
    ['R. 221-1 annex: the consumer’s name, address, signature and date', 'Nom du (des) consommateur(s) :\nAdresse du (des) consommateur(s) :\nSignature du (des) consommateur(s) (uniquement en cas de notification du présent formulaire sur papier) :\nDate :'],
    ['L. 221-24: refund within 14 days', 'remboursé au plus tard 14 jours après votre rétractation'],
  ])('%s', (_rule, expected) => {
    expect(withdrawalText({ ...parties, expressRequestAt: null })).toContain(expected);
  });

  it('L. 221-25 and L. 221-28: the express request is restated with its day, only when it was made', () => {
    expect(withdrawalText({ ...parties, expressRequestAt: '2026-11-28T10:15:00.000Z' })).toContain('Vous avez demandé expressément, le 28/11/2026, que la visite ait lieu avant la fin de ce délai (art. L. 221-25)');
    expect(withdrawalText({ ...parties, expressRequestAt: null })).not.toContain('demandé expressément');
  });
});
