import type { PageTable } from '../../../blocks/types';
import { sellingSections } from '../../shared/selling-page';
import type { AgenceBlocks } from '../blocks';

const selling = sellingSections('agence', {
  arguments: [
    { title: 'Des conseillers de votre secteur', text: 'Nous vivons et vendons ici : nous connaissons les prix réels de chaque quartier et les acheteurs qui les recherchent.' },
    { title: 'Une diffusion large', text: 'Votre annonce est diffusée sur {portails} immobiliers et auprès des acquéreurs du réseau.' },
    { title: 'Un suivi à chaque étape', text: 'Compte rendu des visites, négociation, compromis, jusqu’à l’acte chez le notaire.' },
  ],
  diffusion: 'Votre annonce sur {portails} et auprès des acquéreurs du réseau.',
  followUp: 'Visites qualifiées, offres, compromis et acte : nous vous accompagnons.',
  callToAction: { text: 'Commencez par une estimation en ligne, ou parlez-nous directement de votre projet.', secondLink: { label: 'Nous contacter', href: '/contact' } },
});

/**
 * The agency's selling page and valuation funnel (network spec §2 'Selling page', agency variant; the
 * funnel's steps are the network's blocks, the request goes to the agency: its site e-mail).
 * Page text is the site's French content (decision 0026); claims are placeholders filled from the
 * agency's record ('{portails}', domain/agence/claims.ts), never figures written here.
 */
export const agenceSellPages: PageTable<AgenceBlocks> = {
  '/vendre': {
    title: 'Vendre votre bien avec vos conseillers locaux · {site}',
    description: 'Estimation gratuite, mise en valeur, diffusion sur les grands portails et suivi jusqu’à la vente : vendez avec {site}.',
    blocks: [
      { type: 'agence.sellHero' },
      selling.arguments,
      selling.steps,
      selling.callToAction,
      selling.faq,
    ],
  },
  '/evaluation': { title: 'Estimez votre bien en 2 minutes · {site}', description: 'Estimation gratuite de votre maison ou de votre appartement : décrivez votre bien, nous vous rappelons.', blocks: [{ type: 'agence.valuationStep1' }] },
  '/evaluation-two': { title: 'Vos coordonnées · {site}', description: 'Vos coordonnées pour recevoir votre estimation.', blocks: [{ type: 'agence.valuationStep2' }] },
  '/evaluation-three': { title: 'Votre demande a bien été envoyée · {site}', description: 'Votre demande d’estimation est enregistrée.', blocks: [{ type: 'agence.valuationStep3' }] },
  // The funnel's last step offers the network's adviser directory: on an agency site, its own contact page.
  '/conseillers-immobiliers': { blocks: [{ type: 'agence.redirect', props: { to: '/contact' } }] },
};
