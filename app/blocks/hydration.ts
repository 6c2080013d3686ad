import type { Family } from '../../domain/sites/site';
import { diagStaticBlocks } from '../families/diag/static-blocks';

// Content pages ship no JavaScript: when every block of a page is static and the family's layout
// works without scripts, the page is sent as plain HTML (forms and menus still work, links reload).
const STATIC_BLOCK_TYPES: ReadonlySet<string> = new Set<string>([...diagStaticBlocks]);
// Families whose header and footer need no script (diag menus are <details>; immo's header reacts to scrolling).
const STATIC_LAYOUT_FAMILIES: ReadonlySet<Family> = new Set<Family>(['diag']);

export function needsHydration(family: Family, blockTypes: readonly string[]): boolean {
  if (!STATIC_LAYOUT_FAMILIES.has(family)) return true;
  return blockTypes.length === 0 || blockTypes.some((type) => !STATIC_BLOCK_TYPES.has(type));
}
