/** The spec's message when the adviser is not an active adviser of this site's network (network spec §7 row 2). */
export const UNKNOWN_ADVISER_MESSAGE = 'Conseiller inconnu : impossible d’envoyer votre demande.';

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
