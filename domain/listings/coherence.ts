import { FLAT_TYPES, type Listing } from './listing';

/**
 * Facts of an advert that contradict each other (issue 38: a rental 'idéal pour une première
 * acquisition', 160 € for 19 m², 'Stationnement 0' next to 'Parking', a lift in an 1887 building of
 * 205 lots). Not legal rules: what a reader would find implausible. The demo generator must meet them.
 */
export type CoherenceRule =
  | 'rent-wording'
  | 'rent-per-m2'
  | 'parking-count'
  | 'old-large-coownership'
  | 'lift-building'
  | 'garden-upstairs'
  | 'collective-heating'
  | 'studio-rooms'
  | 'renovated-before-built'
  | 'coownership-wording';

export interface CoherenceIssue {
  rule: CoherenceRule;
  message: string;
}

/** Rent without charges per m² of living area: below or above this, no French market lets it. */
export const RENT_PER_M2 = { min: 7, max: 45 } as const;
/** Buildings of before 1950 with more lots than this are rare enough to read as a mistake. */
export const OLD_BUILDING_YEAR = 1950;
export const OLD_BUILDING_MAX_LOTS = 60;
/** An old building with fewer lots than this has no lift. */
export const SMALL_OLD_BUILDING_LOTS = 10;

const BUYING_WORDS = /première acquisition|investissement locatif|acquéreur|procès-verbaux des dernières assemblées/i;
const RENOVATED = /rénov[ée]+e?s? en (\d{4})/i;

export function coherenceIssues(l: Listing): CoherenceIssue[] {
  const issues: CoherenceIssue[] = [];
  const add = (rule: CoherenceRule, message: string) => issues.push({ rule, message });
  const flat = FLAT_TYPES.includes(l.type);
  const vehicle = l.type === 'Parking' || l.type === 'Garage';

  if (l.status === 'rent' && BUYING_WORDS.test(l.description)) add('rent-wording', 'Une location ne parle pas d’acquisition ni d’investissement.');
  if (l.status === 'rent' && l.rent && l.area && !vehicle) {
    const perM2 = (l.rent.rentChargesIncluded - l.rent.charges) / l.area;
    if (perM2 < RENT_PER_M2.min || perM2 > RENT_PER_M2.max) add('rent-per-m2', `Loyer hors charges de ${perM2.toFixed(1)} €/m² : hors des loyers pratiqués (${RENT_PER_M2.min} à ${RENT_PER_M2.max} €/m²).`);
  }
  if (l.parking !== null && !vehicle && l.features.parking !== l.parking > 0) add('parking-count', 'Le nombre de places de stationnement contredit l’équipement « Parking ».');
  if (l.coownership && l.year !== null && l.year < OLD_BUILDING_YEAR && l.coownership.lots > OLD_BUILDING_MAX_LOTS) {
    add('old-large-coownership', `Un immeuble de ${l.year} compte rarement ${l.coownership.lots} lots.`);
  }
  if (l.features.ascenseur && !flat) add('lift-building', 'Un ascenseur se trouve dans un immeuble, pas dans une maison ni sur un terrain.');
  if (l.features.ascenseur && l.coownership && l.year !== null && l.year < OLD_BUILDING_YEAR && l.coownership.lots < SMALL_OLD_BUILDING_LOTS) {
    add('lift-building', `Un petit immeuble de ${l.year} (${l.coownership.lots} lots) n’a pas d’ascenseur.`);
  }
  if (l.features.jardin && flat && l.floor !== null && l.floor > 0) add('garden-upstairs', 'Un appartement à l’étage n’a pas de jardin privatif.');
  if (l.heating && /collectif/i.test(l.heating) && !flat) add('collective-heating', 'Un chauffage collectif suppose un immeuble en copropriété.');
  if (l.type === 'Studio' && (l.rooms !== 1 || /\bchambres?\b/i.test(l.description))) add('studio-rooms', 'Un studio a une pièce et pas de chambre.');
  const renovated = RENOVATED.exec(l.description);
  if (renovated && l.year !== null && Number(renovated[1]) < l.year) add('renovated-before-built', `Rénové en ${renovated[1]}, avant sa construction en ${l.year}.`);
  if (/copropriété/i.test(l.description) && !l.coownership) add('coownership-wording', 'La description parle de copropriété pour un bien qui n’en fait pas partie.');
  return issues;
}
