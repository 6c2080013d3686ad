import { createRequire } from 'node:module';
import { buildPlaceIndex, type CommuneRecord, type PlaceIndex } from '../../domain/geo/place-search';
import { communeCentres, officialCommunes } from './commune-centres.server';

let index: PlaceIndex | undefined;

/**
 * The place-search index, built once per process from @etalab/decoupage-administratif joined with
 * the bundled commune centres. Communes without a known centre (overseas collectivities) are left
 * out: a place the site cannot put on a map is not offered.
 */
export function placeIndex(): PlaceIndex {
  if (index) return index;
  const require = createRequire(import.meta.url);
  const departements = require('@etalab/decoupage-administratif/data/departements.json') as Array<{ code: string; nom: string; region: string }>;
  const regions = require('@etalab/decoupage-administratif/data/regions.json') as Array<{ code: string; nom: string }>;
  const centres = communeCentres();
  const communes: CommuneRecord[] = [];
  for (const c of officialCommunes()) {
    if (c.type !== 'commune-actuelle' || !c.codesPostaux?.length || !c.departement || !c.region) continue;
    const centre = centres.get(c.code);
    if (!centre) continue;
    communes.push({ code: c.code, name: c.nom, postcodes: c.codesPostaux, departement: c.departement, region: c.region, lat: centre.lat, lng: centre.lng, population: centre.population });
  }
  index = buildPlaceIndex({ communes, departements, regions });
  return index;
}
