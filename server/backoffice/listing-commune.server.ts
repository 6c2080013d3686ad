import { placeKey } from '../../domain/geo/place-query';
import type { FormCommune } from '../../domain/listings/listing-form';
import { communeDirectory } from '../geo/commune-directory.server';

/** The commune a postcode and a town name give, from the official list (one commune per postcode needs no name). */
export function communeOf(zip: string, city: string): FormCommune | string {
  const candidates = communeDirectory().byZip(zip);
  if (!candidates.length) return 'Aucune commune n’a ce code postal.';
  const key = placeKey(city);
  const found = candidates.find((c) => c.key === key) ?? (candidates.length === 1 ? candidates[0] : undefined);
  if (!found) return `Commune inconnue pour ce code postal : ${candidates.slice(0, 6).map((c) => c.name).join(', ')}${candidates.length > 6 ? '…' : ''}.`;
  return { insee: found.insee, name: found.name, zip, dep: found.dep, region: found.region, coords: found.lat !== null && found.lng !== null ? { lat: found.lat, lng: found.lng } : null };
}
