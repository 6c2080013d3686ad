import { listingPages } from '../../listings/pages';
import type { PageTable } from '../../blocks/types';
import { adviserPages } from './advisers/pages';
import type { ImmoBlocks } from './blocks';
import { landingPages } from './content/landing-pages';
import { contentPages } from './content/pages';
import { immoLegalPages } from './immo-pages-legal';
import { valuationPages } from './valuation-pages';

/** The immo family's page table: path pattern → blocks. Paths not listed answer the site's 404. */
export const immoPages: PageTable<ImmoBlocks> = {
  ...adviserPages,
  ...listingPages,
  '/alerte-immobiliere': { title: 'Alerte immobilière · {site}', description: 'Recevez par e-mail les nouveaux biens qui correspondent à votre recherche.', blocks: [{ type: 'listings.buyerAlert' }] },
  '/': {
    title: '{site} · conseillers immobiliers indépendants',
    description: 'Acheter, louer, vendre ou faire estimer votre bien avec un conseiller {site} près de chez vous.',
    blocks: [
      { type: 'immo.homeHero' },
      { type: 'immo.recentListings' },
      {
        type: 'immo.promos',
        props: {
          items: [
            { title: 'Estimez votre bien', text: 'Une première fourchette indicative en 2 minutes, puis l’estimation précise de votre conseiller.', cta: 'Débuter mon estimation', href: '/evaluation' },
            { title: 'Un conseiller près de chez vous', text: 'Trouvez le conseiller de votre secteur, ses biens et ses avis clients.', cta: 'Trouver un conseiller', href: '/conseillers-immobiliers' },
            { title: 'Vendre avec nous', text: 'Mise en valeur, diffusion large et suivi à chaque étape de votre vente.', cta: 'Vendre mon bien', href: '/vendre' },
          ],
        },
      },
      { type: 'immo.keyFigures' },
      { type: 'immo.reviewsSummary' },
      { type: 'immo.latestNews' },
      {
        type: 'immo.placeLinks',
        props: {
          departments: [
            { code: '75', name: 'Paris' },
            { code: '93', name: 'Seine-Saint-Denis' },
            { code: '92', name: 'Hauts-de-Seine' },
            { code: '69', name: 'Rhône' },
            { code: '13', name: 'Bouches-du-Rhône' },
            { code: '33', name: 'Gironde' },
            { code: '31', name: 'Haute-Garonne' },
            { code: '44', name: 'Loire-Atlantique' },
          ],
          cities: ['Sevran', 'Aulnay-sous-Bois', 'Bordeaux', 'Toulouse', 'Nantes', 'Lille'],
        },
      },
    ],
  },
  ...valuationPages,
  ...contentPages,
  ...landingPages,
  ...immoLegalPages,
  '/actualites': { title: 'Actualités · {site}', description: 'Conseils pour vendre, acheter ou louer, marché immobilier, fiscalité et vie du réseau {site}.', blocks: [{ type: 'immo.newsList' }] },
  // The spec's article route takes a slug parameter: /actualite?slug=x goes to /actualite/x, alone to the list.
  '/actualite': { blocks: [{ type: 'advisers.redirect', props: { to: '/actualites' } }] },
  '/actualite/:slug': { title: 'Actualité · {site}', description: 'Article du réseau {site}.', blocks: [{ type: 'news.article' }] },
};
