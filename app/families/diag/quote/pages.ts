import type { PageTable } from '../../../blocks/types';
import type { DiagBlocks } from '../blocks';

/** Pages of the diag family's quote part: path pattern → blocks (spec §2, three steps). */
export const quotePages: PageTable<DiagBlocks> = {
  '/devis': { title: 'Demande de devis : mon projet · {site}', description: 'Décrivez votre bien : nous calculons les diagnostics obligatoires et vous envoyons un devis gratuit.', blocks: [{ type: 'diag.quoteStep1' }] },
  '/devis-informations': { title: 'Demande de devis : mes diagnostics · {site}', description: 'Les diagnostics obligatoires pour votre bien, et vos coordonnées pour recevoir le devis.', blocks: [{ type: 'diag.quoteStep2' }] },
  '/devis-recapitulatif': { title: 'Demande envoyée · {site}', description: 'Votre demande de devis ou de rendez-vous est envoyée.', blocks: [{ type: 'diag.quoteRecap' }] },
};
