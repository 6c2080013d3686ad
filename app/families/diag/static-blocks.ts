/**
 * Diag blocks that need no JavaScript at all: a page made only of these (and the diag layout,
 * whose menus are <details>) is sent without scripts.
 */
export const diagStaticBlocks = [
  'diag.steps',
  'diag.reasons',
  'diag.latestNews',
  'diag.nearbyLinks',
  'diag.simulatorBanner',
  'diag.servicePage',
  'diag.newsList',
  'diag.newsArticle',
  'diag.legalNotice',
  'diag.franchise',
] as const;
