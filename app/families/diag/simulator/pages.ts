import type { PageTable } from '../../../blocks/types';
import type { DiagBlocks } from '../blocks';

/** Pages of the diag family's simulator part: path pattern → blocks. */
export const simulatorPages: PageTable<DiagBlocks> = {
  '/dpe-2026-simulateur': {
    title: 'diag:pageMeta.simulator.title',
    description: 'diag:pageMeta.simulator.description',
    blocks: [{ type: 'diag.simulator' }],
  },
};
