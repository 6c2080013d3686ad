import { describe, expect, it } from 'vitest';
import { diagContactSchema, fieldErrors } from '../../domain/leads/schemas';
import { fixedT } from './instances.server';
import { isMessageKey, translateMessage } from './messages';

describe('translateMessage', () => {
  it('translates a message key in the asked locale', () => {
    expect(translateMessage(fixedT('fr'), 'forms:email.invalid')).toBe('Email invalide');
    expect(translateMessage(fixedT('en'), 'forms:email.invalid')).toBe('Invalid e-mail address');
  });

  it('leaves a plain sentence (a schema not moved to keys yet) as it is', () => {
    expect(translateMessage(fixedT('en'), 'Le message est obligatoire.')).toBe('Le message est obligatoire.');
  });

  it.each([
    ['forms:email.invalid', true],
    ['common:notFound.title', true],
    ['unknown:email.invalid', false],
    ['Email invalide', false],
    ['forms:', false],
    ['Réponses incomplètes : a, b', false],
  ])('isMessageKey(%s) → %s', (message, expected) => expect(isMessageKey(message)).toBe(expected));
});

describe('the diag contact form answers in the visitor’s language', () => {
  const messageOf = (input: Record<string, string>, locale: 'fr' | 'en') => {
    const parsed = diagContactSchema.safeParse(input);
    return parsed.success ? null : translateMessage(fixedT(locale), fieldErrors(parsed.error).message);
  };

  // French: the spec's exact wording (diag §7.1); English: the same meaning.
  it.each([
    [{ name: '', email: 'a@b.fr', message: 'x' }, 'Le nom est obligatoire.', 'Your name is required.'],
    [{ name: 'A', email: '', message: 'x' }, 'L’email est obligatoire.', 'Your e-mail address is required.'],
    [{ name: 'A', email: 'a b@c.fr', message: 'x' }, 'Email invalide', 'Invalid e-mail address'],
    [{ name: 'A', email: 'a@b.fr', message: '  ' }, 'Le message est obligatoire.', 'A message is required.'],
  ])('%j → %s / %s', (input, french, english) => {
    expect(messageOf(input, 'fr')).toBe(french);
    expect(messageOf(input, 'en')).toBe(english);
  });
});
