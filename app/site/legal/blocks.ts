import { cookiePolicyPageBlock } from './CookiePolicyPage.block';
import { faqPageBlock } from './FaqPage.block';
import { legalNoticePageBlock } from './LegalNoticePage.block';
import { privacyPolicyPageBlock } from './PrivacyPolicyPage.block';
import { siteMapPageBlock } from './SiteMapPage.block';
import { termsPageBlock } from './TermsPage.block';

/** Legal and help pages shared by the immo, agence and recrutement families, under their one name each (decision 0155). */
export const LEGAL_BLOCKS = {
  'legal.notice': legalNoticePageBlock,
  'legal.privacy': privacyPolicyPageBlock,
  'legal.cookies': cookiePolicyPageBlock,
  'legal.terms': termsPageBlock,
  'legal.siteMap': siteMapPageBlock,
  'legal.faq': faqPageBlock,
};
