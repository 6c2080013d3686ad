import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../leads/schemas';
import { meetingSignupSchema } from './signup';

const valid = { firstName: 'Claire', lastName: 'Petit', email: 'claire@exemple.example', phone: '06 12 34 56 78', when: 'mardi-prochain', profile: 'Mandataire immobilier', accept: 'on' };
const errorsOf = (body: Record<string, unknown>) => {
  const parsed = meetingSignupSchema.safeParse(body);
  return parsed.success ? {} : fieldErrors(parsed.error).fields;
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
    ['profile', { profile: '' }, 'Veuillez selectionner une option'],
    ['profile', { profile: 'Notaire' }, 'Veuillez selectionner une option'],
    ['when', { when: 'jeudi' }, 'Veuillez selectionner une option'],
    ['accept', { accept: undefined }, 'Vous devez accepter la politique'],
    ['accept', { accept: false }, 'Vous devez accepter la politique'],
  ])('%s %j → %s', (field, over, message) => {
    expect(errorsOf({ ...valid, ...over })[field]).toBe(message);
  });

  it('an empty post lists every field with its message', () => {
    expect(errorsOf({})).toEqual({
      firstName: 'Champ obligatoire',
      lastName: 'Champ obligatoire',
      email: 'Email invalide',
      phone: 'Champ obligatoire',
      when: 'Veuillez selectionner une option',
      profile: 'Veuillez selectionner une option',
      accept: 'Vous devez accepter la politique',
    });
  });
});
