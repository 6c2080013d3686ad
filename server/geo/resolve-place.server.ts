import type { PlaceQuery } from '../../domain/geo/place-query';
import { placeKey } from '../../domain/geo/place-query';
import { type Commune, communeDirectory } from './commune-directory.server';

/** A place turned into what SQL can filter on. `nothing` matches no row (never everything). */
export type ResolvedPlace =
  | { kind: 'communes'; communes: Commune[] }
  | { kind: 'department'; code: string }
  | { kind: 'region'; code: string }
  | { kind: 'zipPrefix'; prefix: string }
  | { kind: 'cityText'; key: string }
  | { kind: 'nothing'; message: string };

const NO_TOWN = 'Aucune commune ne correspond à ce lieu.';

/**
 * Commune by postcode if present (narrowed by the name when both are given), else by name ignoring
 * accents and case (spec §5). Free text that names no commune exactly matches towns containing it.
 */
export function resolvePlace(place: PlaceQuery): ResolvedPlace {
  const dir = communeDirectory();
  switch (place.kind) {
    case 'commune': {
      if (place.insee) {
        const c = dir.byInsee(place.insee);
        return c ? { kind: 'communes', communes: [c] } : { kind: 'nothing', message: NO_TOWN };
      }
      const key = place.name ? placeKey(place.name) : null;
      if (place.zip) {
        const ofZip = dir.byZip(place.zip);
        const named = key ? ofZip.filter((c) => c.key === key) : [];
        const communes = named.length ? named : ofZip;
        return communes.length ? { kind: 'communes', communes } : { kind: 'nothing', message: NO_TOWN };
      }
      const byName = key ? dir.byKey(key) : [];
      return byName.length ? { kind: 'communes', communes: byName } : { kind: 'nothing', message: NO_TOWN };
    }
    case 'department':
      return { kind: 'department', code: place.code };
    case 'region':
      return { kind: 'region', code: place.code };
    case 'zipPrefix':
      return { kind: 'zipPrefix', prefix: place.prefix };
    case 'text': {
      const key = placeKey(place.text);
      if (!key) return { kind: 'nothing', message: NO_TOWN };
      const exact = dir.byKey(key);
      return exact.length ? { kind: 'communes', communes: exact } : { kind: 'cityText', key };
    }
    case 'invalid':
      return { kind: 'nothing', message: place.message };
  }
}

/** The centre of a resolved commune place (the most populated of them), for proximity and ranking. */
export function centreOf(place: ResolvedPlace): { lat: number; lng: number } | null {
  if (place.kind !== 'communes') return null;
  const withCentre = place.communes.filter((c) => c.lat !== null && c.lng !== null).sort((a, b) => b.population - a.population);
  const c = withCentre[0];
  return c ? { lat: c.lat!, lng: c.lng! } : null;
}

/**
 * How a search names its place: a typed town that names one commune reads with its official spelling
 * and postcode ('aulnay sous bois' → 'Aulnay-sous-Bois (93600)'); anything else as typed.
 */
export function officialPlaceLabel(place: PlaceQuery | null, typed: string | null): string | null {
  if (!place || (place.kind !== 'commune' && place.kind !== 'text')) return typed;
  const resolved = resolvePlace(place);
  if (resolved.kind !== 'communes') return typed;
  const names = new Set(resolved.communes.map((c) => c.name));
  if (names.size !== 1) return typed;
  const commune = resolved.communes[0]!;
  const zip = place.kind === 'commune' && place.zip ? place.zip : resolved.communes.length === 1 && commune.zips.length === 1 ? commune.zips[0] : null;
  return zip ? `${commune.name} (${zip})` : commune.name;
}
