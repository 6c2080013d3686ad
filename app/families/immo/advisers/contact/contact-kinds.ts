/** The three adviser contact forms (network spec §7 call 2) and the values their selects offer. */
export const CONTACT_KINDS = ['message', 'devis', 'rdv'] as const;
export type ContactKind = (typeof CONTACT_KINDS)[number];
export const PROPERTY_TYPES = ['Maison', 'Appartement', 'Terrain', 'Local'] as const;
export const TIME_WINDOWS = ['Matin', 'Après-midi', 'Soir'] as const;

export function contactKindOf(value: string | null | undefined): ContactKind {
  return (CONTACT_KINDS as readonly string[]).includes(value ?? '') ? (value as ContactKind) : 'message';
}
