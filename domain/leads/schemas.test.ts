import { describe, expect, it } from 'vitest';
import { cmsLeadSchema, diagContactSchema, expertimoContactSchema, expertimoLeadSchema, fieldErrors } from './schemas';

const message = (r: { success: boolean; error?: unknown }) =>
  r.success ? null : fieldErrors(r.error as Parameters<typeof fieldErrors>[0]).message;

// Its messages are catalogue keys (decision 0016); their French text is checked in app/i18n/messages.test.ts.
describe('diag contact (name, email, message required)', () => {
  it.each([
    [{ name: '', email: 'a@b.fr', message: 'x' }, 'forms:name.required'],
    [{ name: 'A', email: '', message: 'x' }, 'forms:email.required'],
    [{ name: 'A', email: 'a b@c.fr', message: 'x' }, 'forms:email.invalid'],
    [{ name: 'A', email: 'a@b.fr', message: '  ' }, 'forms:message.required'],
    [{ name: 'A', email: 'a@b.fr', message: 'Bonjour' }, null],
  ])('%j → %s', (input, expected) => expect(message(diagContactSchema.safeParse(input))).toBe(expected));
});

// A JSON body may leave a field out or send a number: the visitor reads the field's own message, not zod's English.
describe('diag contact: a field absent or not text gets its own message', () => {
  const errorsOf = (input: unknown) => {
    const r = diagContactSchema.safeParse(input);
    return r.success ? null : fieldErrors(r.error).fields;
  };
  it.each([
    ['name', { email: 'a@b.fr', message: 'x' }, 'forms:name.required'],
    ['name', { name: 42, email: 'a@b.fr', message: 'x' }, 'forms:name.required'],
    ['email', { name: 'A', message: 'x' }, 'forms:email.required'],
    ['email', { name: 'A', email: null, message: 'x' }, 'forms:email.required'],
    ['message', { name: 'A', email: 'a@b.fr' }, 'forms:message.required'],
    ['message', { name: 'A', email: 'a@b.fr', message: ['x'] }, 'forms:message.required'],
  ] as const)('%s in %j → %s', (field, input, expected) => expect(errorsOf(input)?.[field]).toBe(expected));
});

describe('cms lead', () => {
  it.each([
    [{ type: 'freebies', firstname: 'A', lastname: 'B', email: 'a@b' }, 'Merci de compléter Prénom, Nom et un email valide.'],
    [{ type: 'freebies', firstname: '', lastname: 'B', email: 'a@b.fr' }, 'Merci de compléter Prénom, Nom et un email valide.'],
    [{ type: 'freebies', firstname: 'A', lastname: 'B', email: 'a@b.fr', message: null, phone: '' }, null],
    [{ type: 'devis', firstname: 'A', lastname: 'B', email: 'a@b.fr' }, 'Merci de compléter prénom, nom, téléphone et email'],
    [{ type: 'devis', firstname: 'A', lastname: 'B', email: 'ab.fr', phone: '06' }, 'Email invalide'],
    [{ type: 'autre' }, 'Type de demande inconnu.'],
  ])('%j → %s', (input, expected) => expect(message(cmsLeadSchema.safeParse(input))).toBe(expected));

  it('keeps the payload as given', () => {
    const r = cmsLeadSchema.parse({ type: 'freebies', firstname: 'A', lastname: 'B', email: 'a@b.fr', payload: { freebie: 'tableau-des-diags' } });
    expect(r.payload).toEqual({ freebie: 'tableau-des-diags' });
  });
});

describe('expertimo contact', () => {
  it.each([
    [{ advisorId: 3, kind: 'message', firstName: 'A', lastName: 'B', email: 'a@b.fr', phone: '' }, 'Merci de compléter prénom, nom, email et téléphone.'],
    [{ advisorId: 3, kind: 'vente', firstName: 'A', lastName: 'B', email: 'a@b.fr', phone: '06' }, 'Type de demande inconnu.'],
    [{ kind: 'contact', company: 'X', firstName: 'A', lastName: 'B', email: 'a@b.fr', phone: '06 12' }, null],
  ])('%j → %s', (input, expected) => expect(message(expertimoContactSchema.safeParse(input))).toBe(expected));

  it('keeps digits, plus and spaces in phones', () => {
    expect(expertimoContactSchema.parse({ firstName: 'A', lastName: 'B', email: 'a@b.fr', phone: '+33 (6) 12-34' }).phone).toBe('+33 6 1234');
  });
});

describe('expertimo lead', () => {
  it.each([
    [{ address: '', firstName: 'A', phone: '06' }, 'Merci de renseigner l’adresse du bien, votre nom et votre téléphone.'],
    [{ address: '1 rue X', firstName: 'A', phone: '06', email: 'bad' }, 'Email invalide'],
    [{ address: '1 rue X', firstName: 'A', phone: '06', utm: { utm_source: 'google' } }, null],
  ])('%j → %s', (input, expected) => expect(message(expertimoLeadSchema.safeParse(input))).toBe(expected));
});
