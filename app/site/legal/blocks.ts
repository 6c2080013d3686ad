import { z } from 'zod';
import { island } from '../../blocks/island';
import { defineBlock } from '../../blocks/types';

const noProps = z.object({}).strict();
export const faqPageSchema = z.object({
  title: z.string().default('Questions fréquentes'),
  items: z.array(z.object({ question: z.string(), answer: z.string() })).min(1),
});
export const siteMapPageSchema = z.object({
  sections: z.array(z.object({ title: z.string(), links: z.array(z.object({ label: z.string(), href: z.string() })) })),
});

/**
 * Static blocks (no JavaScript), yet islands (decisions 48, 54): their pages ship none, and a family's
 * hydrated pages (a form, the comparator) no longer carry the legal texts' code they never show.
 */
export const legalNoticePageBlock = defineBlock(noProps, island(() => import('./LegalNoticePage').then((m) => m.LegalNoticePage)), { static: true });
export const privacyPolicyPageBlock = defineBlock(noProps, island(() => import('./PrivacyPolicyPage').then((m) => m.PrivacyPolicyPage)), { static: true });
export const cookiePolicyPageBlock = defineBlock(noProps, island(() => import('./CookiePolicyPage').then((m) => m.CookiePolicyPage)), { static: true });
export const termsPageBlock = defineBlock(noProps, island(() => import('./TermsPage').then((m) => m.TermsPage)), { static: true });
export const siteMapPageBlock = defineBlock(siteMapPageSchema, island(() => import('./SiteMapPage').then((m) => m.SiteMapPage)), { static: true });
export const faqPageBlock = defineBlock(faqPageSchema, island(() => import('./FaqPage').then((m) => m.FaqPage)), { static: true });

/** Legal and help pages shared by the immo, agence and recrutement families (each registers them under its prefix). */
export const LEGAL_BLOCKS = {
  legalNotice: legalNoticePageBlock,
  privacyPolicy: privacyPolicyPageBlock,
  cookiePolicy: cookiePolicyPageBlock,
  terms: termsPageBlock,
  siteMap: siteMapPageBlock,
  faq: faqPageBlock,
};

/** `prefixed('immo', LEGAL_BLOCKS)` → { 'immo.legalNotice': …, … }, literal keys kept for the typed page tables. */
export function prefixed<P extends string, T extends Record<string, unknown>>(prefix: P, blocks: T): { [K in keyof T & string as `${P}.${K}`]: T[K] } {
  return Object.fromEntries(Object.entries(blocks).map(([k, v]) => [`${prefix}.${k}`, v])) as { [K in keyof T & string as `${P}.${K}`]: T[K] };
}
