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
 * The one form declared under `id`, whichever family declares it: the spec's JSON adapters (decision
 * 0150) reach their form through the registry, never by importing or naming its family. An id declared
 * by no family, or by two with different forms, is an error (the forms are static: a test sees it at once).
 */
export function declaredForm(id: string): NonNullable<NonNullable<FamilyServer['forms']>[string]> {
  const found = [...new Set(FAMILY_SERVERS.flatMap((f) => (f.forms && Object.hasOwn(f.forms, id) ? [f.forms[id]!] : [])))];
  if (found.length !== 1) throw new Error(`${found.length} declared forms named '${id}'`);
  return found[0]!;
}
