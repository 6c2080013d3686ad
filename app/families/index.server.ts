import type { FamilyServer } from '../blocks/family.server';
import { FAMILIES, type Family } from '../../domain/sites/site';
import { preloadIslands } from '../blocks/island';
import { agenceFamilyServer } from './agence/family.server';
import { diagFamilyServer } from './diag/family.server';
import { immoFamilyServer } from './immo/family.server';
import { recrutementFamilyServer } from './recrutement/family.server';
import { agenceFamily } from './agence/family';
import { diagFamily } from './diag/family';
import { immoFamily } from './immo/family';
import { recrutementFamily } from './recrutement/family';
import { familyPreloads } from './family-preload.server';
import { registerFamilies, registerFamilyPreloads } from './index';

// The server renders every family: their browser-safe halves are registered at start, synchronously.
const FAMILY_MODULES = [diagFamily, immoFamily, agenceFamily, recrutementFamily];
registerFamilies(FAMILY_MODULES);
// Islands (decision 48) are lazy in the browser only: the server renders them synchronously, loaded once here.
await preloadIslands();
registerFamilyPreloads(familyPreloads());
const missingModules = FAMILIES.filter((id) => !FAMILY_MODULES.some((f) => f.id === id));
if (missingModules.length) throw new Error(`family without a module: ${missingModules.join(', ')}`);

/** Every family, server half. */
export const FAMILY_SERVERS: readonly FamilyServer[] = [diagFamilyServer, immoFamilyServer, agenceFamilyServer, recrutementFamilyServer];

const byId = new Map<Family, FamilyServer>(FAMILY_SERVERS.map((f) => [f.id, f]));
const missing = FAMILIES.filter((id) => !byId.has(id));
if (missing.length) throw new Error(`family without a server module: ${missing.join(', ')}`);

export function familyServer(id: Family): FamilyServer {
  const found = byId.get(id);
  if (!found) throw new Error(`unknown family: ${id}`);
  return found;
}

/**
 * The form a family declares under `id`, for the spec's JSON adapters (decision 0150): they reach it
 * through the registry, never by importing the family. Missing: a thrown error, which a test of the adapter sees at once (the forms are static).
 */
export function declaredForm(family: Family, id: string): NonNullable<NonNullable<FamilyServer['forms']>[string]> {
  const form = familyServer(family).forms?.[id];
  if (!form) throw new Error(`the ${family} family declares no form '${id}'`);
  return form;
}
