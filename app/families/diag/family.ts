import { defineFamily } from '../../blocks/family';
import { diagBlocks } from './blocks';
import { DiagLayout } from './DiagLayout';
import { diagPages } from './pages';

/** The diagnostics family (specs/diagnostics-franchise-site.md), browser-safe half. */
export const diagFamily = defineFamily({
  id: 'diag',
  label: 'Diagnostics immobiliers',
  Layout: DiagLayout,
  blocks: diagBlocks,
  pages: diagPages,
  // Menus are <details>: the layout needs no script.
  staticLayout: true,
});
