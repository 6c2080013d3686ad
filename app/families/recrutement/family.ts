import { defineFamily } from '../../blocks/family';
import { recrutementBlocks } from './blocks';
import { RecrutementLayout } from './RecrutementLayout';
import { recrutementPages } from './pages';

/** The recrutement family (specs/real-estate-network-site.md), browser-safe half. */
export const recrutementFamily = defineFamily({
  id: 'recrutement',
  label: 'Recrutement de conseillers',
  Layout: RecrutementLayout,
  blocks: recrutementBlocks,
  pages: recrutementPages,
  // The header's menu is a <details>: pages made only of static blocks ship no JavaScript.
  staticLayout: true,
});
