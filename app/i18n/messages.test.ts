import { describe, expect, it } from 'vitest';
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
