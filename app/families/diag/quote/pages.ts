import type { PageTable } from '../../../blocks/types';
import type { DiagBlocks } from '../blocks';

/** Pages of the diag family's quote part: path pattern → blocks (spec §2, three steps). */
export const quotePages: PageTable<DiagBlocks> = {
  '/devis': { title: 'diag:pageMeta.quoteStep1.title', description: 'diag:pageMeta.quoteStep1.description', blocks: [{ type: 'diag.quoteStep1' }] },
  '/devis-informations': { title: 'diag:pageMeta.quoteStep2.title', description: 'diag:pageMeta.quoteStep2.description', blocks: [{ type: 'diag.quoteStep2' }] },
  '/devis-recapitulatif': { title: 'diag:pageMeta.quoteRecap.title', description: 'diag:pageMeta.quoteRecap.description', blocks: [{ type: 'diag.quoteRecap' }] },
};
