import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../../../../domain/leads/schemas';
import { meetingSignupSchema } from '../../../../domain/recrutement/signup';
import { fixedT } from '../../../i18n/instances.server';
import { translateMessage } from '../../../i18n/messages';

// The schema names catalogue keys (decision 0016); what the visitor reads is the French catalogue's text.
const frenchText = (message: string) => {
  expect(message).toMatch(/^recrutement:signup\.errors\./);
  return translateMessage(fixedT('fr'), message);
};
const valid = { firstName: 'Claire', lastName: 'Petit', email: 'claire@exemple.example', phone: '06 12 34 56 78', when: 'mardi-prochain', profile: 'Mandataire immobilier', accept: 'on' };
const errorsOf = (body: Record<string, unknown>) => {
  const parsed = meetingSignupSchema.safeParse(body);
  return parsed.success ? {} : Object.fromEntries(Object.entries(fieldErrors(parsed.error).fields).map(([field, key]) => [field, frenchText(key)]));
};

describe('information-meeting sign-up (spec §5, exact messages)', () => {
  it('accepts the spec fields and cleans the phone', () => {
    const parsed = meetingSignupSchema.parse({ ...valid, phone: ' 06.12.34.56.78 ', accept: true });
    expect(parsed).toEqual({ ...valid, phone: '0612345678', accept: true });
  });

  it.each([
    ['firstName', { firstName: '  ' }, 'Champ obligatoire'],
    ['lastName', { lastName: undefined }, 'Champ obligatoire'],
    ['email', { email: '' }, 'Email invalide'],
    ['email', { email: 'claire@exemple' }, 'Email invalide'],
    ['email', { email: 'claire exemple@x.fr' }, 'Email invalide'],
    ['phone', { phone: '' }, 'Champ obligatoire'],
    ['phone', { phone: 'abc' }, 'Champ obligatoire'],
    ['profile', { profile: '' }, 'Veuillez sélectionner une option'],
    ['profile', { profile: 'Notaire' }, 'Veuillez sélectionner une option'],
    ['when', { when: 'jeudi' }, 'Veuillez sélectionner une option'],
    ['accept', { accept: undefined }, 'Vous devez accepter la politique'],
    ['accept', { accept: false }, 'Vous devez accepter la politique'],
  ])('%s %j → %s', (field, over, message) => {
    expect(errorsOf({ ...valid, ...over })[field]).toBe(message);
  });

  it('a name longer than 100 characters is refused', () => {
    expect(errorsOf({ ...valid, lastName: 'x'.repeat(101) }).lastName).toBe('Texte trop long.');
  });

  it('an empty post lists every field with its message', () => {
    expect(errorsOf({})).toEqual({
      firstName: 'Champ obligatoire',
      lastName: 'Champ obligatoire',
      email: 'Email invalide',
      phone: 'Champ obligatoire',
      when: 'Veuillez sélectionner une option',
      profile: 'Veuillez sélectionner une option',
      accept: 'Vous devez accepter la politique',
    });
  });
});
