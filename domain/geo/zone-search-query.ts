/**
 * The search URL's query once a zone is drawn on the map or 'Rechercher dans cette zone' is pressed
 * (issue 39 item 1): the zone replaces the place and its radius (a zone elsewhere would intersect them
 * into nothing), the other filters stay, the list starts again at page 1, and the distance sort,
 * which needs a searched place, falls back to the default order. Pure.
 */

/** The place parameters `parsePlaceParams` reads, and the radius. */
export const PLACE_PARAMS = ['commune', 'insee', 'cp', 'zip', 'city', 'ville', 'dep', 'depNom', 'region', 'regionNom', 'q', 'location', 'proximite', 'rayon'] as const;

export function zoneSearchQuery(query: string, zoneParam: string): string {
  const params = new URLSearchParams(query);
  for (const name of [...PLACE_PARAMS, 'zone', 'page']) params.delete(name);
  if (params.get('sort') === 'distance') params.delete('sort');
  if (params.get('tri') === 'distance') params.delete('tri');
  params.set('zone', zoneParam);
  return params.toString();
}
