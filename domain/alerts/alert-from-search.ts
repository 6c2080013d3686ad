import type { ListingSearchCriteria } from '../listings/search-criteria';

/**
 * 'Créer une alerte pour cette recherche' (issue 39 item 3): the search's criteria as the buyer-alert
 * form's fields, carried in the alert page's URL, and read back from it to fill the form. Pure.
 * The alert has no 'pièces' nor land surface: those filters are not carried (decision 0117).
 */

/** The form fields a URL may fill (criteria only: never the contact fields). */
export const ALERT_PREFILL_LISTS = ['offre', 'typesBiens', 'localites', 'exterieur'] as const;
export const ALERT_PREFILL_SINGLES = ['proximiteVille', 'prixMin', 'prixMax', 'chambresMin', 'chambresMax', 'surfMin', 'surfMax'] as const;

/** The alert page's query for a search: place (as its label; the centre is found again when stored), radius, types, budget, surface, bedrooms. */
export function alertQueryFromSearch(c: Pick<ListingSearchCriteria, 'status' | 'types' | 'proximityKm' | 'min' | 'max' | 'surfHabMin' | 'chambres'>, placeLabel: string | null): string {
  const q = new URLSearchParams();
  q.append('offre', c.status === 'rent' ? 'Location' : 'Vente');
  for (const type of c.types) q.append('typesBiens', type);
  if (placeLabel) q.append('localites', placeLabel);
  if (placeLabel && c.proximityKm > 0) q.set('proximiteVille', String(c.proximityKm));
  if (c.min !== null) q.set('prixMin', String(c.min));
  if (c.max !== null) q.set('prixMax', String(c.max));
  if (c.surfHabMin !== null) q.set('surfMin', String(c.surfHabMin));
  if (c.chambres !== null) q.set('chambresMin', String(c.chambres));
  return q.toString();
}

/** The form's initial values from the alert page's URL, or null when it carries no criterion. */
export function alertPrefillFromQuery(params: { getAll(name: string): string[]; get(name: string): string | null }): Record<string, string | string[]> | null {
  const input: Record<string, string | string[]> = {};
  for (const name of ALERT_PREFILL_LISTS) {
    const values = params.getAll(name).map((v) => v.slice(0, 200)).slice(0, 20);
    if (values.length) input[name] = values;
  }
  for (const name of ALERT_PREFILL_SINGLES) {
    const value = params.get(name);
    if (value) input[name] = value.slice(0, 20);
  }
  return Object.keys(input).length ? input : null;
}
