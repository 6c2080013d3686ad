import type { PageTable } from '../../blocks/types';
import { legalPages } from '../../site/legal/pages';
import type { ImmoBlocks } from './blocks';

/** Legal, help and site-map pages of the network site (spec §2 'Legal pages', footer links). */
export const immoLegalPages: PageTable<ImmoBlocks> = {
  ...legalPages('immo', [
    {
      title: 'Acheter, louer, vendre',
      links: [
        { label: 'Accueil', href: '/' },
        { label: 'Acheter', href: '/acheter' },
        { label: 'Acheter une maison', href: '/acheter-maison' },
        { label: 'Acheter un appartement', href: '/acheter-appartement' },
        { label: 'Louer', href: '/louer' },
        { label: 'Louer une maison', href: '/louer-maison' },
        { label: 'Louer un appartement', href: '/louer-appartement' },
        { label: 'Biens à vendre', href: '/recherche-bien' },
        { label: 'Biens à louer', href: '/recherche-location' },
        { label: 'Vendre', href: '/vendre' },
        { label: 'Estimer mon bien', href: '/evaluation' },
      ],
    },
    {
      title: 'Le réseau',
      links: [
        { label: 'Nos conseillers', href: '/conseillers-immobiliers' },
        { label: 'À propos', href: '/a-propos' },
        { label: 'Nos services', href: '/nos-services' },
        { label: 'Chasse immobilière', href: '/services/chasse-immobiliere' },
        { label: 'Gestion locative', href: '/services/gestion-locative' },
        { label: 'Mise en valeur', href: '/services/mise-en-valeur' },
        { label: 'Le réseau', href: '/reseau' },
        { label: 'Réseau de mandataires immobiliers', href: '/reseau-mandataires-immobiliers' },
        { label: 'Actualités', href: '/actualites' },
        { label: 'Questions fréquentes', href: '/faq' },
      ],
    },
  ]),
  '/faq': {
    title: 'Questions fréquentes · {site}',
    description: 'Vendre, acheter, louer, estimer avec un conseiller {site} : les réponses aux questions fréquentes.',
    blocks: [
      {
        type: 'immo.faq',
        props: {
          title: 'Questions fréquentes',
          items: [
            { question: 'Combien de temps faut-il pour vendre ?', answer: 'En moyenne deux à trois mois entre la mise en vente et le compromis, selon le prix, le secteur et l’état du bien. Un bien estimé à son juste prix se vend plus vite.' },
            { question: 'Comment le prix de mon bien est-il calculé ?', answer: 'Votre conseiller compare les ventes récentes du secteur (données publiques DVF), les biens en vente autour de chez vous et les atouts du logement après une visite. L’estimation en ligne donne une première fourchette indicative.' },
            { question: 'Quels frais paie le vendeur ?', answer: 'Les honoraires d’agence sont fixés dans le mandat et affichés dans l’annonce, avec la partie qui les paie. Les diagnostics obligatoires sont à la charge du vendeur.' },
            { question: 'L’estimation en ligne est-elle un avis de valeur ?', answer: 'Non : c’est une fourchette indicative calculée à partir des prix médians publics. Votre conseiller vous appelle pour estimer précisément votre bien.' },
            { question: 'Comment recevoir les nouvelles annonces ?', answer: 'Créez une alerte depuis la page Chasse immobilière : vous recevez les biens correspondant à vos critères.' },
            { question: 'Qui sont les conseillers du réseau ?', answer: 'Des agents commerciaux indépendants immatriculés au RSAC, formés par le réseau et habilités par le titulaire de la carte professionnelle.' },
          ],
        },
      },
    ],
  },
};
