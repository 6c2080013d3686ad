import type { PageTable } from '../../blocks/types';
import type { ImmoBlocks } from './blocks';

/** The valuation funnel (network spec §2 'Valuation funnel'). */
export const valuationPages: PageTable<ImmoBlocks> = {
  '/evaluation': { title: 'Estimez votre bien en 2 minutes · {site}', description: 'Estimation gratuite de votre maison ou de votre appartement : décrivez votre bien, un conseiller de votre secteur vous rappelle.', blocks: [{ type: 'valuation.step1' }] },
  '/evaluation-two': { title: 'Vos coordonnées · {site}', description: 'Vos coordonnées pour recevoir votre estimation.', blocks: [{ type: 'valuation.step2' }] },
  '/evaluation-three': { title: 'Votre demande a bien été envoyée · {site}', description: 'Votre demande d’estimation est enregistrée.', blocks: [{ type: 'valuation.step3' }] },
};
