import { defineFamily } from '../../blocks/family';
import { immoBlocks } from './blocks';
import { ImmoLayout } from './ImmoLayout';
import { immoPages } from './pages';

/** The immo family (specs/real-estate-network-site.md), browser-safe half. */
export const immoFamily = defineFamily({
  id: 'immo',
  label: 'Réseau de conseillers',
  Layout: ImmoLayout,
  blocks: immoBlocks,
  pages: immoPages,
  // The header's menus are <details>: a page of static blocks ships no JavaScript (decision 0008).
  staticLayout: true,
});
