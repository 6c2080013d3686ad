import type { FamilyModule } from '../blocks/family';
import type { Family } from '../../domain/sites/site';

/**
 * Each family's browser-safe half, imported on demand (decision 45): a page loads only its own
 * family's blocks. The Record makes every family listed; adding a family: its folder, then one line here.
 */
const FAMILY_IMPORTS: Readonly<Record<Family, () => Promise<FamilyModule>>> = {
  diag: () => import('./diag/family').then((m) => m.diagFamily),
  immo: () => import('./immo/family').then((m) => m.immoFamily),
  agence: () => import('./agence/family').then((m) => m.agenceFamily),
  recrutement: () => import('./recrutement/family').then((m) => m.recrutementFamily),
};

// Filled by the server at start (index.server.ts, every family) and by the browser before hydrating
// (entry.client.tsx, the page's family only), so that rendering stays synchronous on both sides.
const loaded = new Map<Family, FamilyModule>();

export function registerFamilies(modules: readonly FamilyModule[]): void {
  for (const module of modules) loaded.set(module.id, module);
}

/** Imports a family's blocks and layout once (the browser, before hydration). */
export async function loadFamily(id: Family): Promise<FamilyModule> {
  const known = loaded.get(id);
  if (known) return known;
  const module = await FAMILY_IMPORTS[id]();
  loaded.set(id, module);
  return module;
}

/** A family already loaded (every family on the server; the page's one in the browser). */
export function familyModule(id: Family): FamilyModule {
  const found = loaded.get(id);
  if (!found) throw new Error(`family not loaded: ${id}`);
  return found;
}

// The family's browser files, for <link rel="modulepreload"> (decision 48): known to the server only.
let preloads: ReadonlyMap<Family, readonly string[]> = new Map();

export function registerFamilyPreloads(files: ReadonlyMap<Family, readonly string[]>): void {
  preloads = files;
}

/** The browser files of a family's module (server side; empty in the browser, which has them already). */
export function familyPreloadFiles(id: Family): readonly string[] {
  return preloads.get(id) ?? [];
}
