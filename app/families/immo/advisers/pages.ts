import type { PageTable } from '../../../blocks/types';
import type { adviserBlocks } from './blocks';

const DIRECTORY = '/conseillers-immobiliers';

/** The adviser pages (network spec §2): directory, profile and contact, the last two per adviser. */
export const adviserPages: PageTable<typeof adviserBlocks> = {
  [DIRECTORY]: { blocks: [{ type: 'immo.adviserDirectory' }] },
  '/conseiller/:slug': { blocks: [{ type: 'immo.adviserProfile' }] },
  '/conseiller': { blocks: [{ type: 'advisers.redirect', props: { to: DIRECTORY } }] },
  '/contact-conseiller/:slug': { blocks: [{ type: 'immo.adviserContact' }] },
  '/contact-conseiller': { blocks: [{ type: 'advisers.redirect', props: { to: DIRECTORY } }] },
};
