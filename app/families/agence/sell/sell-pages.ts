import type { PageTable } from '../../../blocks/types';
import type { AgenceBlocks } from '../blocks';

/**
 * The agency's selling page and valuation funnel (network spec §2 'Selling page', agency variant; the
 * funnel's steps are the network's blocks, the request goes to the agency: its site e-mail).
 * Page text is the site's French content (decision 0026).
 */
export const agenceSellPages: PageTable<AgenceBlocks> = {
  '/vendre': {
    title: 'Vendre votre bien avec vos conseillers locaux · {site}',
    description: 'Estimation gratuite, mise en valeur, diffusion sur plus de 100 portails et suivi jusqu’à la vente : vendez avec {site}.',
    blocks: [
      { type: 'agence.sellHero' },
      {
        type: 'agence.textSections',
        props: {
          title: 'Pourquoi vendre avec nous',
          columns: 3,
          sections: [
            { title: 'Des conseillers de votre secteur', paragraphs: ['Nous vivons et vendons ici : nous connaissons les prix réels de chaque quartier et les acheteurs qui les recherchent.'] },
            { title: 'Une diffusion large', paragraphs: ['Votre annonce est diffusée sur plus de 100 portails immobiliers et auprès des acquéreurs du réseau.'] },
            { title: 'Un suivi à chaque étape', paragraphs: ['Compte rendu des visites, négociation, compromis, jusqu’à l’acte chez le notaire.'] },
          ],
        },
      },
      {
        type: 'agence.steps',
        props: {
          title: 'Votre vente en 4 étapes',
          steps: [
            { title: 'Valorisation', text: 'Conseils de présentation et photos professionnelles de votre bien.' },
            { title: 'Estimation', text: 'Un prix fondé sur les ventes réelles du secteur et les atouts du logement.' },
            { title: 'Diffusion', text: 'Votre annonce sur plus de 100 portails et auprès des acquéreurs du réseau.' },
            { title: 'Suivi', text: 'Visites qualifiées, offres, compromis et acte : nous vous accompagnons.' },
          ],
        },
      },
      {
        type: 'agence.callToAction',
        props: {
          title: 'Prêt à vendre ?',
          text: 'Commencez par une estimation en ligne, ou parlez-nous directement de votre projet.',
          links: [
            { label: 'Débuter mon estimation', href: '/evaluation' },
            { label: 'Nous contacter', href: '/contact' },
          ],
        },
      },
      {
        type: 'agence.faqSection',
        props: {
          id: 'faq',
          title: 'Questions fréquentes',
          items: [
            { question: 'Combien de temps faut-il pour vendre ?', answer: 'En moyenne deux à trois mois entre la mise en vente et le compromis, selon le prix, le secteur et l’état du bien.' },
            { question: 'Comment le prix est-il calculé ?', answer: 'À partir des ventes récentes du secteur (données publiques DVF), des biens en vente autour du vôtre et de ses atouts, constatés lors d’une visite.' },
            { question: 'Quels frais paie le vendeur ?', answer: 'Les honoraires sont fixés dans le mandat et affichés dans l’annonce avec la partie qui les paie ; les diagnostics obligatoires sont à la charge du vendeur.' },
          ],
        },
      },
    ],
  },
  '/evaluation': { title: 'Estimez votre bien en 2 minutes · {site}', description: 'Estimation gratuite de votre maison ou de votre appartement : décrivez votre bien, nous vous rappelons.', blocks: [{ type: 'agence.valuationStep1' }] },
  '/evaluation-two': { title: 'Vos coordonnées · {site}', description: 'Vos coordonnées pour recevoir votre estimation.', blocks: [{ type: 'agence.valuationStep2' }] },
  '/evaluation-three': { title: 'Votre demande a bien été envoyée · {site}', description: 'Votre demande d’estimation est enregistrée.', blocks: [{ type: 'agence.valuationStep3' }] },
  // The funnel's last step offers the network's adviser directory: on an agency site, its own contact page.
  '/conseillers-immobiliers': { blocks: [{ type: 'agence.redirect', props: { to: '/contact' } }] },
};
