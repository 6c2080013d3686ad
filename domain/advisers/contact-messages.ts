/** The spec's message when the adviser a contact post names is not an active adviser of the site's network (network spec §7 row 2). */
export const UNKNOWN_ADVISER_MESSAGE = 'Conseiller inconnu : impossible d’envoyer votre demande.';
