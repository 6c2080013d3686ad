import { describe, expect, it } from 'vitest';
import { offeredKeys, QUOTE_KEY_FLAGS } from './offered';
import { NO_DIAGNOSTIC_SELECTED, quoteAnswers, quoteRequestSchema, quoteRequestSchemaFor } from './quote-request';

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

// Issue 17 item 2: junk answers are refused with a message the visitor can act on.
describe('quoteRequestSchema refuses implausible answers', () => {
  const renover = { ...answers, projet: 'renover', dpeDeja: 'oui', dpeNote: 'D' };
  it.each<[string, Record<string, string>, string]>([
    ['an address with no postcode nor city', { address: 'x', postcode: '', city: '' }, 'Adresse du bien : indiquez le numéro et la rue, ou choisissez une adresse proposée.\nAdresse du bien : le code postal (5 chiffres) manque ; choisissez une adresse proposée ou complétez-le.\nAdresse du bien : la commune manque ; choisissez une adresse proposée ou complétez-la.'],
    ['a surface of 999999999 m²', { surface: '999999999' }, 'Surface : indiquez une surface entre 2 et 10 000 m² (vous avez saisi 999 999 999 m²).'],
    ['a surface of 1 m²', { surface: '1' }, 'Surface : indiquez une surface entre 2 et 10 000 m² (vous avez saisi 1 m²).'],
    ['9 rooms in 20 m²', { pieces: '9', surface: '20' }, 'Nombre de pièces : 9 pièces pour 20 m², vérifiez la surface ou le nombre de pièces.'],
  ])('%s', (_name, over, message) => {
    const parsed = quoteRequestSchema.safeParse({ ...answers, ...contact, ...over });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(message);
  });

  it('accepts the bounds themselves (2 m² for 1 room, 10 000 m²)', () => {
    expect(quoteRequestSchema.safeParse({ ...answers, ...contact, pieces: '1', surface: '4' }).success).toBe(true);
    expect(quoteRequestSchema.safeParse({ ...answers, ...contact, surface: '10000' }).success).toBe(true);
  });

  it('refuses a postcode that is not the commune’s when the site checks the official lists', () => {
    const schema = quoteRequestSchemaFor({ communeExists: (postcode, city) => postcode === '75018' && city === 'Paris' });
    expect(schema.safeParse({ ...answers, ...contact }).success).toBe(true);
    const parsed = schema.safeParse({ ...answers, ...contact, city: 'Lyon' });
    expect(parsed.error?.issues[0]?.message).toBe('Adresse du bien : le code postal 75018 ne correspond pas à la commune « Lyon ».');
  });

  it('refuses a "Je rénove" request with no diagnostic, and accepts it with one', () => {
    const none = quoteRequestSchema.safeParse({ ...renover, ...contact });
    expect(none.success).toBe(false);
    expect(none.error?.issues[0]?.message).toBe(NO_DIAGNOSTIC_SELECTED);
    expect(quoteRequestSchema.safeParse({ ...renover, ...contact, ajout: 'audit' }).success).toBe(true);
  });

  it('refuses a request whose only diagnostic the site does not offer', () => {
    const crm = Object.fromEntries(Object.values(QUOTE_KEY_FLAGS).map((flag) => [flag, flag !== QUOTE_KEY_FLAGS.audit]));
    const parsed = quoteRequestSchemaFor({ offered: offeredKeys(crm) }).safeParse({ ...renover, ...contact, ajout: 'audit' });
    expect(parsed.error?.issues[0]?.message).toBe(NO_DIAGNOSTIC_SELECTED);
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
