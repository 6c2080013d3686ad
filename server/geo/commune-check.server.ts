import { createRequire } from 'node:module';
import { placeKey } from '../../domain/geo/place-query';
import { officialCommunes } from './commune-centres.server';

/**
 * Does a postcode belong to the named commune? Read from the official lists bundled with the app
 * (La Poste's postcodes via `codes-postaux`, former communes via `@etalab/decoupage-administratif`),
 * so the quote can refuse 'x' or '75015 Lyon' without calling any service.
 * `codes-postaux` stays: decoupage-administratif lacks some of La Poste's pairs and every routing label
 * (tests/postcode-source.test.ts says which, and fails the day it covers them).
 */
interface PostcodeRow {
  codePostal: string;
  codeCommune: string;
  nomCommune: string;
  libelleAcheminement: string;
}

let formerNames: Map<string, string[]> | undefined;

/** Names of the delegated and associated communes, by the code of the commune they belong to. */
function formerNamesByCommune(): Map<string, string[]> {
  if (formerNames) return formerNames;
  const communes = officialCommunes();
  const map = new Map<string, string[]>();
  for (const c of communes) {
    const parent = c.chefLieu ?? c.commune;
    if ((c.type === 'commune-deleguee' || c.type === 'commune-associee') && parent) map.set(parent, [...(map.get(parent) ?? []), c.nom]);
  }
  formerNames = map;
  return map;
}

let findPostcode: ((postcode: string) => PostcodeRow[]) | undefined;

export function communeMatchesPostcode(postcode: string, city: string): boolean {
  if (!findPostcode) findPostcode = (createRequire(import.meta.url)('codes-postaux') as { find: (p: string) => PostcodeRow[] }).find;
  const rows = findPostcode(postcode);
  if (!rows.length) return false;
  const wanted = placeKey(city);
  const names = rows.flatMap((r) => [r.nomCommune, r.libelleAcheminement, ...(formerNamesByCommune().get(r.codeCommune) ?? [])]);
  // 'Paris 15e Arrondissement' also answers to 'Paris' and 'Paris 15e'.
  return names.some((n) => {
    const key = placeKey(n);
    return key === wanted || key.startsWith(`${wanted} `) && /arrondissement$/.test(key);
  });
}
