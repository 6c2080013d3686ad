import { listingBlocks } from '../../listings/blocks';
import { LEGAL_BLOCKS } from '../../site/legal/blocks';
import { callToActionBlock, faqSectionBlock, stepsBlock, textSectionsBlock } from '../../network/editorial/ContentBlocks.block';
import { redirectBlock } from '../../network/advisers/redirect/Redirect';
import { newsArticleBlock } from '../../network/news/NewsArticle.block';
import { valuationStep1Block, valuationStep2Block, valuationStep3Block } from '../../network/valuation/blocks';
import { agenceContactBlock } from './contact/AgenceContact.block';
import { expertimoMLandingOneBlock } from './landing/ExpertimoMLandingOne';
import { agenceHomeBlock } from './home/AgenceHome.block';
import { agenceNewsListBlock } from './news/AgenceNewsList.block';
import { sellHeroBlock } from './sell/SellHero';
import type { AgencePublicSite } from '../../../domain/agence/site';
import type { PublicSite } from '../../site/public-site';
import { withClaims, withTexts } from '../../network/editorial/with-claims';

/** The agency's claims: its record's key figures. */
const agencyFigures = (site: PublicSite) => (site as AgencePublicSite).crm.keyFigures ?? {};

/** Block types of the agence family, by the name pages store (one folder each). */
export const agenceBlocks = {
  ...listingBlocks,
  // Legal and help pages shared with the other network families (app/site/legal).
  ...LEGAL_BLOCKS,
  'agence.ExpertimoMLandingOne': expertimoMLandingOneBlock,
  'agence.home': agenceHomeBlock,
  'agence.sellHero': sellHeroBlock,
  'agence.contact': agenceContactBlock,
  'agence.newsList': agenceNewsListBlock,
  // The network's blocks, reused (app/network): content sections (their claims filled from the
  // agency's record), funnel, article.
  'agence.textSections': withClaims(textSectionsBlock, agencyFigures),
  'agence.steps': withClaims(stepsBlock, agencyFigures),
  'agence.callToAction': withClaims(callToActionBlock, agencyFigures),
  'agence.faqSection': withTexts(faqSectionBlock),
  'news.article': newsArticleBlock,
  'valuation.step1': valuationStep1Block,
  'valuation.step2': valuationStep2Block,
  'valuation.step3': valuationStep3Block,
  'advisers.redirect': redirectBlock,
};

export type AgenceBlocks = typeof agenceBlocks;

/** Blocks that draw their own header and footer (landing pages): the layout steps aside. */
export const STANDALONE_BLOCKS: ReadonlySet<string> = new Set(['agence.ExpertimoMLandingOne']);
