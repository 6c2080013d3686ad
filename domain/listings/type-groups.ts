import type { PropertyType } from './listing';

/**
 * What a buyer means by the three quick-search types (network spec §3): 'Maison' is any house,
 * whatever the advert calls it; 'Appartement' any flat. A viager is a different purchase (the seller
 * stays, a life annuity) and a barn or a cabanon is not yet a home: they answer only for themselves.
 */
export const TYPE_GROUPS: Readonly<Partial<Record<PropertyType, readonly PropertyType[]>>> = {
  Maison: ['Maison', 'Villa', 'Maison de village', 'Mas', 'Bastide', 'Chalet', 'Ferme', 'Propriete', 'Château'],
  Appartement: ['Appartement', 'Studio', 'Duplex', 'Triplex', 'Loft', 'Rez de jardin', 'Rez de villa'],
  Terrain: ['Terrain', 'Terrain à batir', 'Terrain de loisir', 'Terrain agricole'],
};

/** The stored types a chosen list of types matches: each group stands for its members. */
export function matchingTypes(chosen: readonly PropertyType[]): PropertyType[] {
  return [...new Set(chosen.flatMap((type) => TYPE_GROUPS[type] ?? [type]))];
}

/** Whether a listing of `type` answers a search or an alert for `chosen` (nothing chosen: any type). */
export function typeMatches(chosen: readonly PropertyType[], type: PropertyType): boolean {
  return chosen.length === 0 || matchingTypes(chosen).includes(type);
}

/** The group a type belongs to ('Villa' → 'Maison'), or the type itself. */
export function typeGroupOf(type: PropertyType): PropertyType {
  const group = (Object.keys(TYPE_GROUPS) as PropertyType[]).find((g) => TYPE_GROUPS[g]!.includes(type));
  return group ?? type;
}
