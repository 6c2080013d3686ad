import type { PageOf, PageTable } from '../../../blocks/types';
import type { DiagBlocks } from '../blocks';

/** The home page's twelve sections in the spec's order (header and footer come from the layout). */
const home: PageOf<DiagBlocks> = {
  title: 'Diagnostics immobiliers · {site}',
  description: 'Diagnostics immobiliers obligatoires pour vendre ou louer : devis gratuit, rendez-vous rapide, rapport sous 48h. {site}.',
  blocks: [
    { type: 'diag.hero' },
    { type: 'diag.simulatorBanner' },
    { type: 'diag.mandatoryDiagnostics' },
    { type: 'diag.diagnosticsCarousel' },
    { type: 'diag.presentationVideo' },
    { type: 'diag.steps' },
    { type: 'diag.reasons' },
    { type: 'diag.reviews' },
    { type: 'diag.latestNews' },
    { type: 'diag.nearbyLinks' },
  ],
};

const professional: PageOf<DiagBlocks> = {
  title: 'Espace professionnels · {site}',
  description: 'Agents immobiliers, notaires, syndics : vos diagnostics immobiliers en un clic, rapport sous 48h. {site}.',
  blocks: [{ type: 'diag.hero', props: { audience: 'professionnel' } }, { type: 'diag.mandatoryDiagnostics' }, { type: 'diag.steps' }, { type: 'diag.reasons' }, { type: 'diag.reviews' }],
};

/** Pages of the diag family's site part: path pattern → blocks. */
export const sitePages: PageTable<DiagBlocks> = {
  '/': home,
  '/professionnel': professional,
  '/professional': professional,
  '/franchise': { title: 'Devenir franchisé · {site}', description: 'Rejoignez le réseau : un site local, des demandes qualifiées, un accompagnement.', blocks: [{ type: 'diag.franchise' }] },
  '/diagnostics/:slug': { blocks: [{ type: 'diag.servicePage', props: { group: 'diagnostic' } }] },
  '/prestations/:slug': { blocks: [{ type: 'diag.servicePage', props: { group: 'prestation' } }] },
  '/actualites': { blocks: [{ type: 'diag.newsList' }] },
  '/actualites/:slug': { blocks: [{ type: 'diag.newsArticle' }] },
  '/contact': { blocks: [{ type: 'diag.contactPage' }] },
  '/mentions-legales': { title: 'Mentions légales · {site}', description: 'Mentions légales et données personnelles de {site}.', blocks: [{ type: 'diag.legalNotice' }] },
  '/tableau-des-diagnostics': {
    title: 'Le tableau des diagnostics obligatoires · {site}',
    description: 'Recevez le tableau des diagnostics obligatoires pour la vente et la location.',
    blocks: [{ type: 'diag.freebiePage' }],
  },
};
