import { describe, expect, it } from 'vitest';
import { ALERT_CONSENT_MESSAGE, ALERT_REQUIRED_MESSAGE, alertCriteriaOf, buyerAlertFormSchema } from './alert-form';

const contact = { lastname: 'Martin', firstname: 'Inès', tel: '06 12 34 56 78', email: 'ines@example.fr', rgpd: true };

describe('buyer-alert form (spec §5 messages, §3 lists)', () => {
  it.each([
    [{ ...contact, lastname: '' }, ALERT_REQUIRED_MESSAGE],
    [{ ...contact, firstname: '  ' }, ALERT_REQUIRED_MESSAGE],
    [{ ...contact, tel: '' }, ALERT_REQUIRED_MESSAGE],
    [{ ...contact, email: '' }, ALERT_REQUIRED_MESSAGE],
    [{ ...contact, rgpd: false }, ALERT_CONSENT_MESSAGE],
  ])('%j → %s', (body, message) => {
    const parsed = buyerAlertFormSchema.safeParse(body);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(message);
  });

  it('keeps known list values only, upper-cases outdoor options, reads digits only and unique trimmed localities', () => {
    const parsed = buyerAlertFormSchema.parse({
      ...contact,
      offre: ['Vente', 'Inconnu', 'Vente'],
      typesBiens: ['Maison', 'Château', 'Igloo'],
      exterieur: ['Jardin', 'balcon', 'Piscine'],
      localites: [' Sevran (93270) ', 'Sevran (93270)', '', 'Bondy'],
      proximiteVille: '10',
      prixMax: '300 000',
      surfMin: 'abc',
    });
    expect(parsed.offre).toEqual(['Vente']);
    expect(parsed.typesBiens).toEqual(['Maison', 'Château']);
    expect(parsed.exterieur).toEqual(['JARDIN', 'BALCON']);
    expect(parsed.localites).toEqual(['Sevran (93270)', 'Bondy']);
    expect(parsed.prixMax).toBe(300000);
    expect(parsed.surfMin).toBeNull();
    const criteria = alertCriteriaOf(parsed);
    expect(criteria.proximiteKm).toBe(10);
    expect(criteria.localites[0]).toEqual({ label: 'Sevran (93270)', zip: '93270', name: 'Sevran', centre: null });
    expect(criteria.localites[1]).toMatchObject({ label: 'Bondy', zip: null, name: 'Bondy' });
  });
});
