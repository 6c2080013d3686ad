import type { PageTable } from '../../../blocks/types';
import type { ImmoBlocks } from '../blocks';

type Variant = { path: string; action: 'sale' | 'rent'; type?: 'Maison' | 'Appartement'; title: string; description: string };

const VARIANTS: Variant[] = [
  { path: '/acheter', action: 'sale', title: 'Acheter un bien immobilier', description: 'Maisons, appartements et terrains à vendre avec les conseillers {site}.' },
  { path: '/acheter-maison', action: 'sale', type: 'Maison', title: 'Acheter une maison', description: 'Les maisons à vendre avec les conseillers {site}.' },
  { path: '/acheter-appartement', action: 'sale', type: 'Appartement', title: 'Acheter un appartement', description: 'Les appartements à vendre avec les conseillers {site}.' },
  { path: '/louer', action: 'rent', title: 'Louer un bien immobilier', description: 'Maisons et appartements à louer avec les conseillers {site}.' },
  { path: '/louer-maison', action: 'rent', type: 'Maison', title: 'Louer une maison', description: 'Les maisons à louer avec les conseillers {site}.' },
  { path: '/louer-appartement', action: 'rent', type: 'Appartement', title: 'Louer un appartement', description: 'Les appartements à louer avec les conseillers {site}.' },
];

/** Buy and rent landings (spec §2): quick search, project steps, latest listings, key figures, energy renovation, splitter. */
export const landingPages: PageTable<ImmoBlocks> = Object.fromEntries(
  VARIANTS.map((v) => [
    v.path,
    {
      title: `${v.title} · {site}`,
      description: v.description,
      blocks: [
        { type: 'immo.quickSearch', props: { title: v.title, intro: v.action === 'sale' ? 'Trouvez le bien qui vous ressemble parmi les annonces de nos conseillers.' : 'Trouvez votre location parmi les annonces de nos conseillers.', action: v.action, ...(v.type ? { type: v.type } : {}) } },
        {
          type: 'immo.steps',
          props:
            v.action === 'sale'
              ? { title: 'Votre projet d’achat', steps: [{ title: 'Définir le budget', text: 'Apport, capacité d’emprunt, frais d’acquisition.' }, { title: 'Chercher', text: 'Alertes, visites, conseils de votre conseiller.' }, { title: 'Faire une offre', text: 'Négociation et signature du compromis.' }, { title: 'Signer l’acte', text: 'Chez le notaire, après l’obtention du prêt.' }] }
              : { title: 'Votre projet de location', steps: [{ title: 'Préparer le dossier', text: 'Pièces d’identité, justificatifs de revenus et de domicile.' }, { title: 'Visiter', text: 'Avec le conseiller qui gère le bien.' }, { title: 'Signer le bail', text: 'Bail, état des lieux, dépôt de garantie.' }, { title: 'Emménager', text: 'Assurance habitation et remise des clés.' }] },
        },
        { type: 'immo.recentListings', props: { status: v.action, title: v.action === 'sale' ? 'Derniers biens à vendre' : 'Derniers biens à louer' } },
        { type: 'immo.keyFigures' },
        {
          type: 'immo.textSections',
          props: {
            title: 'Rénovation énergétique',
            columns: 2,
            sections: [
              { title: 'Le DPE dans l’annonce', paragraphs: ['Chaque annonce affiche les étiquettes énergie et climat et l’estimation des dépenses d’énergie.'], links: [] },
              { title: 'Les aides', paragraphs: ['MaPrimeRénov’ et les certificats d’économies d’énergie financent une partie des travaux de rénovation énergétique.'], links: [{ label: 'Nos actualités', href: '/actualites' }] },
            ],
          },
        },
        { type: 'immo.callToAction', props: { title: 'Acheter ou louer ?', text: 'Deux projets, un conseiller pour chacun.', links: [{ label: 'Acheter', href: '/acheter' }, { label: 'Louer', href: '/louer' }] } },
      ],
    },
  ]),
);
