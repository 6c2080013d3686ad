import type { PageDefinition } from '../../../../domain/sites/site';

const b = (type: string, props?: Record<string, unknown>) => (props ? { type, props } : { type });

/** The home page's twelve sections in the spec's order (header and footer come from the layout). */
const home: PageDefinition = {
  title: 'Diagnostics immobiliers · {site}',
  description: 'Diagnostics immobiliers obligatoires pour vendre ou louer : devis gratuit, rendez-vous rapide, rapport sous 48h. {site}.',
  blocks: [
    b('diag.hero'),
    b('diag.simulatorBanner'),
    b('diag.mandatoryDiagnostics'),
    b('diag.diagnosticsCarousel'),
    b('diag.presentationVideo'),
    b('diag.steps'),
    b('diag.reasons'),
    b('diag.reviews'),
    b('diag.latestNews'),
    b('diag.nearbyLinks'),
  ],
};

const professional: PageDefinition = {
  title: 'Espace professionnels · {site}',
  description: 'Agents immobiliers, notaires, syndics : vos diagnostics immobiliers en un clic, rapport sous 48h. {site}.',
  blocks: [b('diag.hero', { audience: 'professionnel' }), b('diag.mandatoryDiagnostics'), b('diag.steps'), b('diag.reasons'), b('diag.reviews')],
};

/** Pages of the diag family's site part: path pattern → blocks. */
export const sitePages: Record<string, PageDefinition> = {
  '/': home,
  '/professionnel': professional,
  '/professional': professional,
  '/franchise': { title: 'Devenir franchisé · {site}', description: 'Rejoignez le réseau : un site local, des demandes qualifiées, un accompagnement.', blocks: [b('diag.franchise')] },
  '/diagnostics/:slug': { blocks: [b('diag.servicePage', { group: 'diagnostic' })] },
  '/prestations/:slug': { blocks: [b('diag.servicePage', { group: 'prestation' })] },
  '/actualites': { blocks: [b('diag.newsList')] },
  '/actualites/:slug': { blocks: [b('diag.newsArticle')] },
  '/contact': { blocks: [b('diag.contactPage')] },
  '/mentions-legales': { title: 'Mentions légales · {site}', description: 'Mentions légales et données personnelles de {site}.', blocks: [b('diag.legalNotice')] },
  '/tableau-des-diagnostics': {
    title: 'Le tableau des diagnostics obligatoires · {site}',
    description: 'Recevez le tableau des diagnostics obligatoires pour la vente et la location.',
    blocks: [b('diag.freebiePage')],
  },
};
