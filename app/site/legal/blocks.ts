import { cookiePolicyPageBlock } from './CookiePolicyPage.block';
import { faqPageBlock } from './FaqPage.block';
import { legalNoticePageBlock } from './LegalNoticePage.block';
import { privacyPolicyPageBlock } from './PrivacyPolicyPage.block';
import { siteMapPageBlock } from './SiteMapPage.block';
import { termsPageBlock } from './TermsPage.block';

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
