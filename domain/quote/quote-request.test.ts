import { describe, expect, it } from 'vitest';
import { quoteAnswers, quoteRequestSchema } from './quote-request';

const answers = { projet: 'louer', bien: 'appartement', copropriete: 'oui', dpeDeja: 'non', construction: 'apres1997', gaz: 'moins15', electricite: 'electriciteMoins15', pieces: '2', surface: '40', address: '3 rue Lepic', postcode: '75018', city: 'Paris' };
const contact = { civility: 'monsieur', firstName: 'Hugo', lastName: 'Morel', phone: '06 12 34 56 78', email: 'hugo@example.fr' };

describe('quoteRequestSchema', () => {
  it('accepts complete answers and a valid contact', () => {
    const parsed = quoteRequestSchema.safeParse({ ...answers, ...contact, retrait: 'erp' });
    expect(parsed.success).toBe(true);
    expect(parsed.data?.states.erp).toBe('removed');
    expect(parsed.data?.contact.civility).toBe('monsieur');
  });
  it.each([
    [{ ...answers, surface: '' , ...contact }, 'Réponses incomplètes : Surface'],
    [{ ...answers, ...contact, email: '' }, 'Merci de compléter : Email'],
    [{ ...answers, ...contact, email: 'hugo@' }, 'Email invalide'],
  ])('refuses %j with its message', (body, message) => {
    const parsed = quoteRequestSchema.safeParse(body);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(message);
  });
});

describe('quoteAnswers', () => {
  it('gives the recap and the way back to step 2', () => {
    const { recap, step2 } = quoteAnswers({ ...answers, ajout: 'carrez' });
    expect(recap.startsWith('/devis-recapitulatif?')).toBe(true);
    expect(new URL(recap, 'http://x').searchParams.get('diags')).toBe('dpe,erp,carrez,boutin');
    expect(new URL(step2, 'http://x').searchParams.get('ajout')).toBe('carrez');
  });
});
