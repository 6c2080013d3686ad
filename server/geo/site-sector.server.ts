import type { PlaceSector } from '../../domain/geo/place-search';
import { placeKey } from '../../domain/geo/place-query';
import { communeDirectory } from './commune-directory.server';

/** A postcode's department: '93270' → '93', '97411' → '974', '20000' → Corsica's two. */
function departementsOfZip(zip: string): string[] {
  if (zip.startsWith('97') || zip.startsWith('98')) return [zip.slice(0, 3)];
  if (zip.startsWith('20')) return ['2A', '2B'];
  return [zip.slice(0, 2)];
}

/**
 * The sector of a local site whose settings name its towns (`listCities`) and its `address`: those
 * towns (a name several communes share is read in the address's department first) and their
 * departments. A site without towns has no sector: its suggestions stay country-wide.
 */
export function siteSector(settings: unknown): PlaceSector | undefined {
  const { listCities, address } = (settings ?? {}) as { listCities?: unknown; address?: unknown };
  const names = Array.isArray(listCities) ? listCities.filter((c): c is string => typeof c === 'string' && c.trim() !== '') : [];
  if (!names.length) return undefined;
  const zip = typeof address === 'string' ? /\b(\d{5})\b/.exec(address)?.[1] : undefined;
  const home = zip ? departementsOfZip(zip) : [];
  const dir = communeDirectory();
  const communes = names.flatMap((name) => {
    const same = dir.byKey(placeKey(name));
    const local = same.filter((c) => home.includes(c.dep));
    return (local.length ? local : same.slice(0, 1)).map((c) => c);
  });
  return { communes: communes.map((c) => c.insee), departements: [...new Set([...home, ...communes.map((c) => c.dep)])] };
}
