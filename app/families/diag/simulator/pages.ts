import type { PageTable } from '../../../blocks/types';
import type { DiagBlocks } from '../blocks';

/** Pages of the diag family's simulator part: path pattern → blocks. */
export const simulatorPages: PageTable<DiagBlocks> = {
  '/dpe-2026-simulateur': {
    title: 'Simulateur DPE 2026 : votre nouvelle étiquette · {site}',
    description: 'Réforme du DPE au 1er janvier 2026 : entrez le numéro ADEME de votre DPE et découvrez votre nouvelle étiquette énergie estimée.',
    blocks: [{ type: 'diag.simulator' }],
  },
};
