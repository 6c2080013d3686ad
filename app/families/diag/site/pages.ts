import type { PageOf, PageTable } from '../../../blocks/types';
import type { DiagBlocks } from '../blocks';

/** The home page's twelve sections in the spec's order (header and footer come from the layout). */
const home: PageOf<DiagBlocks> = {
  title: 'diag:pageMeta.home.title',
  description: 'diag:pageMeta.home.description',
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
  title: 'diag:pageMeta.professional.title',
  description: 'diag:pageMeta.professional.description',
  blocks: [{ type: 'diag.hero', props: { audience: 'professionnel' } }, { type: 'diag.mandatoryDiagnostics' }, { type: 'diag.steps' }, { type: 'diag.reasons' }, { type: 'diag.reviews' }],
};

/** Pages of the diag family's site part: path pattern → blocks. */
export const sitePages: PageTable<DiagBlocks> = {
  '/': home,
  '/professionnel': professional,
  '/professional': professional,
  '/franchise': { title: 'diag:pageMeta.franchise.title', description: 'diag:pageMeta.franchise.description', blocks: [{ type: 'diag.franchise' }] },
  '/diagnostics/:slug': { blocks: [{ type: 'diag.servicePage', props: { group: 'diagnostic' } }] },
  '/prestations/:slug': { blocks: [{ type: 'diag.servicePage', props: { group: 'prestation' } }] },
  '/actualites': { blocks: [{ type: 'diag.newsList' }] },
  '/actualites/:slug': { blocks: [{ type: 'diag.newsArticle' }] },
  '/contact': { blocks: [{ type: 'diag.contactPage' }] },
  '/mentions-legales': { title: 'diag:pageMeta.legal.title', description: 'diag:pageMeta.legal.description', blocks: [{ type: 'diag.legalNotice' }] },
  '/tableau-des-diagnostics': {
    title: 'diag:pageMeta.freebie.title',
    description: 'diag:pageMeta.freebie.description',
    blocks: [{ type: 'diag.freebiePage' }],
  },
};
