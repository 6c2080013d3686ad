import { describe, expect, it } from 'vitest';
import { canLeaveStep1, parsePropertyAnswers, propertyParams, readValuationPost, STEP1_DEFAULTS } from './request';

const q = (s: string) => new URLSearchParams(s);

describe('valuation step 1 (spec §3, §4, §5)', () => {
  it('defaults: Appartement, à rénover, vendre, within a month', () => {
    expect(parsePropertyAnswers(q(''))).toMatchObject({ type: 'Appartement', condition: 'renover', objective: 'vendre', timing: '1m' });
    expect(STEP1_DEFAULTS.type).toBe('Appartement');
  });
  it.each([
    ['adresse=12 rue A', '12 rue A'],
    ['address=12 rue B', '12 rue B'],
    ['addr=12 rue C', '12 rue C'],
  ])('prefills the address from %s', (query, address) => {
    expect(parsePropertyAnswers(q(query)).address).toBe(address);
  });
  it('keeps digits only in numeric fields', () => {
    expect(parsePropertyAnswers(q('surface=70 m2&rooms=3p&year=19a85&parking=-1'))).toMatchObject({ surface: '702', rooms: '3', year: '1985', parking: '1' });
  });
  it('land surface only for a house', () => {
    expect(parsePropertyAnswers(q('type=Appartement&landSurface=500')).landSurface).toBe('');
    expect(parsePropertyAnswers(q('type=Maison&landSurface=500')).landSurface).toBe('500');
  });
  it('unknown choices fall back to the defaults', () => {
    expect(parsePropertyAnswers(q('type=Château&condition=ruine&objective=louer&timing=2y'))).toMatchObject({ type: 'Appartement', condition: 'renover', objective: 'vendre', timing: '1m' });
  });
  it.each([
    ['', '70', false],
    ['  ', '70', false],
    ['1 rue X, Sevran', '', false],
    ['1 rue X, Sevran', '70', true],
  ])("'Suivant' with address %j and surface %j: %s", (address, surface, ok) => {
    expect(canLeaveStep1({ address, surface })).toBe(ok);
  });
  it('round-trips through the URL (Retour keeps every answer)', () => {
    const answers = parsePropertyAnswers(q('adresse=Sevran&type=Maison&surface=90&rooms=4&baths=1&year=1970&parking=1&garage=1&condition=renove&objective=acheter&timing=3-6m&landSurface=300&citycode=93071&cp=93270&conseiller=jean-dupont'));
    expect(parsePropertyAnswers(propertyParams(answers))).toEqual(answers);
  });
});

describe('valuation step 2 post (spec §5)', () => {
  const base = { adresse: 'Sevran', surface: '70', firstName: 'Léa', lastName: 'Martin', phone: '06 12 34 56 78', email: 'lea@exemple.example', consent: 'on' };
  it('accepts a complete post; civility defaults to madame; phone keeps digits, spaces and plus', () => {
    const r = readValuationPost({ ...base, phone: '+33 (0)6-1234 56 78' });
    expect(r.ok && r.contact).toMatchObject({ civility: 'madame', phone: '+33 061234 56 78' });
  });
  it.each([
    ['first name empty', { firstName: ' ' }, 'firstName', 'immo:valuation.errors.missing'],
    ['last name missing', { lastName: undefined }, 'lastName', 'immo:valuation.errors.missing'],
    ['phone empty', { phone: '' }, 'phone', 'immo:valuation.errors.missing'],
    ['e-mail without a dot in the domain', { email: 'lea@exemple' }, 'email', 'forms:email.invalid'],
    ['e-mail with a space', { email: 'le a@exemple.fr' }, 'email', 'forms:email.invalid'],
    ['consent not ticked', { consent: undefined }, 'consent', 'immo:valuation.errors.consent'],
  ])('refuses: %s', (_l, over, field, message) => {
    const r = readValuationPost({ ...base, ...over });
    expect(r.ok).toBe(false);
    expect(!r.ok && r.fields[field]).toBe(message);
  });
  it('refuses a post without the property answers', () => {
    const r = readValuationPost({ ...base, surface: '' });
    expect(!r.ok && r.message).toBe('immo:valuation.errors.property');
  });
  it('civility limited to madame or monsieur', () => {
    const r = readValuationPost({ ...base, civility: 'monsieur' });
    expect(r.ok && r.contact.civility).toBe('monsieur');
    const other = readValuationPost({ ...base, civility: 'docteur' });
    expect(other.ok && other.contact.civility).toBe('madame');
  });
});
