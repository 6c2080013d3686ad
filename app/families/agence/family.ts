import { defineFamily } from '../../blocks/family';
import { agenceBlocks } from './blocks';
import { AgenceLayout } from './AgenceLayout';
import { agencePages } from './pages';

/** The agence family (specs/real-estate-network-site.md), browser-safe half. */
export const agenceFamily = defineFamily({
  id: 'agence',
  label: 'Site d’agence locale',
  Layout: AgenceLayout,
  blocks: agenceBlocks,
  pages: agencePages,
  staticLayout: true,
});
