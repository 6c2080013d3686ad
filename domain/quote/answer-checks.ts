import type { QuoteCriteria } from './criteria';
import { numberFormat } from '../format/intl';

/**
 * Answers that are present but not plausible (issue 17 item 2): refused at the domain boundary,
 * each with a French message the visitor can act on. `missingFields` says what is absent; this
 * says what is wrong. Bounds are generous on purpose: they stop typing slips and junk, not rare
 * but real properties.
 */
export const SURFACE_MIN_M2 = 2;
export const SURFACE_MAX_M2 = 10_000;
/** Below this many m² per room, the surface or the number of rooms is a slip (a 9 m² studio passes). */
export const MIN_M2_PER_ROOM = 4;

export const INVALID_ANSWERS_TITLE = 'Merci de corriger les réponses suivantes';

/** Whether a postcode and a commune name belong together (official lists, checked on the server). */
export type CommuneCheck = (postcode: string, city: string) => boolean;

const formatM2 = (n: number) => numberFormat('fr-FR').format(n).replace(/\u202f/g, ' ');

const roomsOf = (pieces: QuoteCriteria['pieces']): number => (pieces === '10plus' ? 10 : Number(pieces));

/** A commune name: letters (accents included), with spaces, hyphens, apostrophes or digits (Paris 15e). */
const COMMUNE_NAME = /^(?=.*\p{L}.*\p{L})[\p{L}\p{M}0-9' ’\-().]+$/u;

/**
 * Messages for the answers that cannot be accepted, in the order of the form. Unanswered fields are
 * left to `missingFields`; `communeExists` (server only) checks the pair against the official lists.
 */
export function answerProblems(c: QuoteCriteria, communeExists?: CommuneCheck): string[] {
  const problems: string[] = [];
  const surface = c.surface ? Number(c.surface) : null;
  if (surface !== null && (surface < SURFACE_MIN_M2 || surface > SURFACE_MAX_M2)) {
    problems.push(`Surface : indiquez une surface entre ${SURFACE_MIN_M2} et ${formatM2(SURFACE_MAX_M2)} m² (vous avez saisi ${formatM2(surface)} m²).`);
  } else if (surface !== null && c.pieces && surface < roomsOf(c.pieces) * MIN_M2_PER_ROOM) {
    problems.push(`Nombre de pièces : ${c.pieces === '10plus' ? '10 pièces ou plus' : `${c.pieces} pièce${c.pieces === '1' ? '' : 's'}`} pour ${formatM2(surface)} m², vérifiez la surface ou le nombre de pièces.`);
  }
  const address = c.address.trim();
  if (address) {
    if ((address.match(/\p{L}/gu) ?? []).length < 2) {
      problems.push('Adresse du bien : indiquez le numéro et la rue, ou choisissez une adresse proposée.');
    }
    if (!c.postcode) problems.push('Adresse du bien : le code postal (5 chiffres) manque ; choisissez une adresse proposée ou complétez-le.');
    if (!c.city.trim()) problems.push('Adresse du bien : la commune manque ; choisissez une adresse proposée ou complétez-la.');
    else if (!COMMUNE_NAME.test(c.city.trim())) problems.push('Adresse du bien : le nom de la commune n’est pas valide.');
    else if (c.postcode && communeExists && !communeExists(c.postcode, c.city)) {
      problems.push(`Adresse du bien : le code postal ${c.postcode} ne correspond pas à la commune « ${c.city.trim()} ».`);
    }
  }
  return problems;
}
