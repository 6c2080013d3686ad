import type { FamilyModule } from './family';

/**
 * Content pages ship no JavaScript: when every block of a page is static and the family's layout
 * works without scripts, the page is sent as plain HTML (forms and menus still work, links reload).
 */
export function needsHydration(family: Pick<FamilyModule, 'staticLayout' | 'blocks'>, blockTypes: readonly string[]): boolean {
  if (!family.staticLayout) return true;
  return blockTypes.length === 0 || blockTypes.some((type) => family.blocks[type]?.static !== true);
}
