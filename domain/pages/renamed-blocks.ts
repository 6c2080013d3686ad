/**
 * Block names retired for one name per block (issue 30 item 1, decision 0155): the legal, valuation,
 * news-article and adviser-redirect blocks were registered once per family under its prefix. Stored
 * pages (`sites.pages`, `page_versions.page`) and locks (`page_locks.block_type`) that hold an old name
 * are rewritten by migration 0048 with this table; nothing else reads it.
 */
const LEGAL: Readonly<Record<string, string>> = {
  legalNotice: 'legal.notice',
  privacyPolicy: 'legal.privacy',
  cookiePolicy: 'legal.cookies',
  terms: 'legal.terms',
  siteMap: 'legal.siteMap',
  faq: 'legal.faq',
};

const NETWORK: Readonly<Record<string, string>> = {
  valuationStep1: 'valuation.step1',
  valuationStep2: 'valuation.step2',
  valuationStep3: 'valuation.step3',
  newsArticle: 'news.article',
  redirect: 'advisers.redirect',
};

/** Old name → canonical name. */
export const RENAMED_BLOCKS: Readonly<Record<string, string>> = Object.fromEntries([
  ...['immo', 'agence', 'recrutement'].flatMap((family) => Object.entries(LEGAL).map(([name, canonical]) => [`${family}.${name}`, canonical])),
  ...['immo', 'agence'].flatMap((family) => Object.entries(NETWORK).map(([name, canonical]) => [`${family}.${name}`, canonical])),
]);

/** A block type's current name (itself when it was never renamed). */
export function canonicalBlockType(type: string): string {
  return Object.hasOwn(RENAMED_BLOCKS, type) ? RENAMED_BLOCKS[type]! : type;
}

/** A stored page ({ blocks: [{ type, props }] }) with its blocks' retired names replaced; null when none was. */
export function renamePageBlocks(page: unknown): unknown {
  if (!page || typeof page !== 'object' || !Array.isArray((page as { blocks?: unknown }).blocks)) return null;
  const blocks = (page as { blocks: unknown[] }).blocks;
  let changed = false;
  const renamed = blocks.map((block) => {
    if (!block || typeof block !== 'object' || typeof (block as { type?: unknown }).type !== 'string') return block;
    const type = (block as { type: string }).type;
    if (canonicalBlockType(type) === type) return block;
    changed = true;
    return { ...block, type: canonicalBlockType(type) };
  });
  return changed ? { ...page, blocks: renamed } : null;
}

/** A site's stored pages (path → page) with retired names replaced; null when none was. */
export function renameSitePages(pages: unknown): unknown {
  if (!pages || typeof pages !== 'object' || Array.isArray(pages)) return null;
  let changed = false;
  const out = Object.fromEntries(
    Object.entries(pages).map(([path, page]) => {
      const renamed = renamePageBlocks(page);
      if (renamed) changed = true;
      return [path, renamed ?? page];
    }),
  );
  return changed ? out : null;
}
