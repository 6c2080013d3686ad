import { describe, expect, it } from 'vitest';
import { canonicalBlockType, RENAMED_BLOCKS, renamePageBlocks, renameSitePages } from './renamed-blocks';

describe('retired block names (decision 0155)', () => {
  it.each([
    ['immo.legalNotice', 'legal.notice'],
    ['agence.privacyPolicy', 'legal.privacy'],
    ['recrutement.cookiePolicy', 'legal.cookies'],
    ['immo.terms', 'legal.terms'],
    ['agence.siteMap', 'legal.siteMap'],
    ['recrutement.faq', 'legal.faq'],
    ['immo.valuationStep1', 'valuation.step1'],
    ['agence.valuationStep3', 'valuation.step3'],
    ['agence.newsArticle', 'news.article'],
    ['immo.redirect', 'advisers.redirect'],
    // Never renamed: the diag family's own blocks, and a current name.
    ['diag.legalNotice', 'diag.legalNotice'],
    ['diag.newsArticle', 'diag.newsArticle'],
    ['legal.notice', 'legal.notice'],
  ])('%s → %s', (old, canonical) => {
    expect(canonicalBlockType(old)).toBe(canonical);
  });

  it('lists 28 retired names (6 legal × 3 families, 5 network × 2)', () => {
    expect(Object.keys(RENAMED_BLOCKS)).toHaveLength(28);
  });

  it('renames the blocks of stored pages, and nothing else', () => {
    const stored = { '/mentions-legales': { title: 'immo.terms', blocks: [{ type: 'immo.legalNotice' }, { type: 'immo.textSections', props: { type: 'immo.faq' } }] } };
    expect(renameSitePages(stored)).toEqual({ '/mentions-legales': { title: 'immo.terms', blocks: [{ type: 'legal.notice' }, { type: 'immo.textSections', props: { type: 'immo.faq' } }] } });
    expect(renamePageBlocks({ blocks: [{ type: 'agence.valuationStep2', props: { a: 1 } }] })).toEqual({ blocks: [{ type: 'valuation.step2', props: { a: 1 } }] });
    expect(renameSitePages({ '/x': { blocks: [{ type: 'immo.textSections' }] } })).toBeNull();
    expect(renameSitePages('not pages')).toBeNull();
  });
});
