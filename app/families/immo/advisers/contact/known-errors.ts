import { UNKNOWN_ADVISER_MESSAGE } from '../../../../../domain/advisers/contact-messages';

/**
 * The messages a plain (no-JavaScript) post may come back with in ?erreur=. Only these are shown as
 * written: anything else in the URL could be text a third party wants displayed on our page.
 */
const KNOWN = new Set([
  'Merci de compléter prénom, nom, email et téléphone.',
  'Email invalide',
  UNKNOWN_ADVISER_MESSAGE,
  'Type de demande inconnu.',
  'Une erreur est survenue. Veuillez réessayer.',
  'Texte trop long.',
]);

export function knownContactError(message: string, fallback: string): string {
  return KNOWN.has(message.trim()) ? message.trim() : fallback;
}

/** The schema's French literals (network spec wording) a page shows from its catalogue, in its language. */
const CATALOGUED: Record<string, string> = {
  'Merci de compléter prénom, nom, email et téléphone.': 'advisers:contact.requiredMessage',
  'Email invalide': 'forms:email.invalid',
};

export function catalogueKeyOf(message: string): string {
  return CATALOGUED[message.trim()] ?? message;
}
