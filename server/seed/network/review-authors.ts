import type { Random } from './random';

/**
 * Names of the demo reviews' authors (issue 38 item 12: ten names signed 148 reviews). The n-th
 * review of the seed gets the n-th name: a first name and a last-name initial, distinct for the first
 * FIRST_NAMES × 26 reviews.
 */
const FIRST_NAMES = [
  'Marie', 'Olivier', 'Nathalie', 'Stéphane', 'Isabelle', 'Fabrice', 'Sandrine', 'Patrick', 'Amandine', 'Jérôme',
  'Sylvie', 'Frédéric', 'Valérie', 'Christophe', 'Véronique', 'Laurent', 'Caroline', 'Thierry', 'Émilie', 'Sébastien',
  'Hélène', 'David', 'Audrey', 'Franck', 'Justine', 'Arnaud', 'Mélanie', 'Cédric', 'Lucie', 'Damien',
  'Agnès', 'Rachid', 'Fatima', 'Jean-Marc', 'Nadia', 'Pierre', 'Samia', 'Bruno', 'Léa', 'Alain',
] as const;
/** 26 distinct initials, the commonest first. */
const INITIALS = 'BMDLRGCPTVSFHANJKEOIUYWZQX';

export function reviewAuthor(index: number, random: Random): string {
  const first = FIRST_NAMES[index % FIRST_NAMES.length]!;
  // The draw the seed made here before (a name from a list of ten): kept so later figures do not move.
  random();
  const round = Math.floor(index / FIRST_NAMES.length);
  return `${first} ${INITIALS[round % 26]!}.`;
}
