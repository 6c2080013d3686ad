import { describe, expect, it } from 'vitest';
import { cmsLeadSchema } from '../leads/schemas';
import { EMPTY_CRITERIA, type QuoteCriteria } from './criteria';
import { buildQuoteLead, isFrenchPhone, quoteContactSchema, validateQuoteContact } from './contact-form';

const valid = {
  civility: 'monsieur',
  firstName: ' Jean ',
  lastName: 'Dupont',
  phone: '06 12 34 56 78',
  email: 'jean.dupont@example.fr',
  message: '',
};

describe('isFrenchPhone', () => {
  it.each([
    ['0612345678', true],
    ['06 12 34 56 78', true],
    ['06.12.34.56.78', true],
    ['01-23-45-67-89', true],
    ['+33 6 12 34 56 78', true],
    ['+33612345678', true],
    ['0033612345678', true],
    ['0012345678', false],
    ['061234567', false],
    ['06123456789', false],
    ['+336123456789', false],
    ['+33 06 12 34 56 78', false],
    ['+44 7911 123456', false],
    ['abcdefghij', false],
    ['', false],
  ])('%s → %s', (raw, ok) => {
    expect(isFrenchPhone(raw)).toBe(ok);
  });
});

describe('validateQuoteContact', () => {
  it('accepts a complete form, trimmed', () => {
    const r = validateQuoteContact(valid);
    expect(r).toEqual({ ok: true, data: { ...valid, firstName: 'Jean' } });
  });

  it('defaults civility to madame when absent', () => {
    const { civility: _omit, ...rest } = valid;
    const r = validateQuoteContact(rest);
    expect(r.ok && r.data.civility).toBe('madame');
  });

  it.each<[string, Record<string, unknown>, string[], boolean, boolean, string]>([
    ['empty civility', { civility: '' }, ['Civilité'], false, false, 'Merci de compléter : Civilité'],
    ['unknown civility', { civility: 'docteur' }, ['Civilité'], false, false, 'Merci de compléter : Civilité'],
    ['no first name', { firstName: '  ' }, ['Prénom'], false, false, 'Merci de compléter : Prénom'],
    ['no last name', { lastName: null }, ['Nom'], false, false, 'Merci de compléter : Nom'],
    ['no phone', { phone: undefined }, ['Téléphone'], false, false, 'Merci de compléter : Téléphone'],
    ['no email', { email: '' }, ['Email'], false, false, 'Merci de compléter : Email'],
    [
      'all missing',
      { civility: '', firstName: '', lastName: '', phone: '', email: '' },
      ['Civilité', 'Prénom', 'Nom', 'Téléphone', 'Email'],
      false,
      false,
      'Merci de compléter : Civilité, Prénom, Nom, Téléphone, Email',
    ],
    ['bad email', { email: 'jean@' }, [], true, false, 'Email invalide'],
    ['email with space', { email: 'jean dupont@example.fr' }, [], true, false, 'Email invalide'],
    ['bad phone', { phone: '12345' }, [], false, true, 'Téléphone invalide'],
    ['both bad', { phone: '12345', email: 'x' }, [], true, true, 'Email invalide\nTéléphone invalide'],
    ['missing wins the message', { firstName: '', email: 'x' }, ['Prénom'], true, false, 'Merci de compléter : Prénom'],
  ])('%s', (_name, over, missing, invalidEmail, invalidPhone, message) => {
    expect(validateQuoteContact({ ...valid, ...over })).toEqual({ ok: false, missing, invalidEmail, invalidPhone, invalidNames: [], message });
  });

  // Issue 17 item 2: names are names (a script tag was stored as a first name).
  it.each<[string, Record<string, unknown>, string[]]>([
    ['a script tag as first name', { firstName: '<script>alert(1)</script>' }, ['Prénom : lettres, espaces, tirets et apostrophes uniquement']],
    ['digits as last name', { lastName: '12345' }, ['Nom : lettres, espaces, tirets et apostrophes uniquement']],
    ['a URL as last name', { lastName: 'http://spam.example' }, ['Nom : lettres, espaces, tirets et apostrophes uniquement']],
    ['both', { firstName: '{{x}}', lastName: '@@' }, ['Prénom : lettres, espaces, tirets et apostrophes uniquement', 'Nom : lettres, espaces, tirets et apostrophes uniquement']],
    ['61 letters', { firstName: 'a'.repeat(61) }, ['Prénom : lettres, espaces, tirets et apostrophes uniquement']],
  ])('refuses %s', (_name, over, invalidNames) => {
    const r = validateQuoteContact({ ...valid, ...over });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.invalidNames).toEqual(invalidNames);
      expect(r.message).toBe(invalidNames.join('\n'));
    }
  });

  it.each(['Jean-Pierre', 'Hélène', "N'Guessan", 'D’Artagnan', 'J.-P.', 'Marie Anne', 'Ōta', 'Zoë'])('accepts the name %s', (name) => {
    expect(validateQuoteContact({ ...valid, firstName: name, lastName: name }).ok).toBe(true);
  });

  it.each([[null], ['text'], [42]])('non-object %s → everything missing', (input) => {
    const r = validateQuoteContact(input);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.missing).toHaveLength(input === null ? 4 : 5);
  });

  it('the zod schema reports field paths', () => {
    const r = quoteContactSchema.safeParse({ ...valid, email: 'x', phone: '1' });
    expect(r.success).toBe(false);
    if (!r.success) expect(r.error.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['email', 'Email invalide'],
      ['phone', 'Téléphone invalide'],
    ]);
  });
});

describe('buildQuoteLead', () => {
  const criteria: QuoteCriteria = { ...EMPTY_CRITERIA, bien: 'maison', dpeDeja: 'oui', dpeNote: 'C', postcode: '33000', address: '1 Rue X 33000 Bordeaux' };
  const contact = (() => {
    const r = validateQuoteContact({ ...valid, message: 'Bonjour' });
    if (!r.ok) throw new Error('fixture');
    return r.data;
  })();

  it.each<[string | null, boolean, string, string]>([
    [null, false, '', ''],
    ['08-12-26-09h30', true, '08-12-26-09h30', 'Mardi 8 décembre à 9h30'],
    ['autreDate', true, 'autreDate', 'Autre date (urgent)'],
    ['31-02-26-09h30', false, '', ''],
  ])('date %s', (date, isRendezVous, rendezVousDate, rendezVousLabel) => {
    const lead = buildQuoteLead(criteria, { gaz: 'added', erp: 'removed' }, contact, {
      rendezVousDate: date,
      url: 'https://bordeaux.example.fr/devis-informations',
    });
    expect(lead).toEqual({
      type: 'devis',
      firstname: 'Jean',
      lastname: 'Dupont',
      email: 'jean.dupont@example.fr',
      phone: '06 12 34 56 78',
      message: 'Bonjour',
      payload: {
        criteria,
        selectedDiagnostics: ['electricite', 'gaz', 'termites'],
        selectedDiagnosticLabels: ['Électricité', 'Gaz', 'Termites'],
        isRendezVous,
        rendezVousDate,
        rendezVousLabel,
        civility: 'monsieur',
        url: 'https://bordeaux.example.fr/devis-informations',
      },
    });
    // The shared lead schema of POST /api/cms-websites/contact accepts it unchanged.
    const parsed = cmsLeadSchema.safeParse(lead);
    expect(parsed.success).toBe(true);
    if (parsed.success) expect(parsed.data).toEqual(lead);
  });
});
