import type { FamilyModule } from '../blocks/family';
import { FAMILIES, type Family } from '../../domain/sites/site';
import { agenceFamily } from './agence/family';
import { diagFamily } from './diag/family';
import { immoFamily } from './immo/family';
import { recrutementFamily } from './recrutement/family';

/** Every family, browser-safe half. Adding a family: its folder, then one line here. */
export const FAMILY_MODULES: readonly FamilyModule[] = [diagFamily, immoFamily, agenceFamily, recrutementFamily];

const byId = new Map<Family, FamilyModule>(FAMILY_MODULES.map((f) => [f.id, f]));
const missing = FAMILIES.filter((id) => !byId.has(id));
if (missing.length) throw new Error(`family without a module: ${missing.join(', ')}`);

export function familyModule(id: Family): FamilyModule {
  const found = byId.get(id);
  if (!found) throw new Error(`unknown family: ${id}`);
  return found;
}
