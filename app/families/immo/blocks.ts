import { listingBlocks } from '../../listings/blocks';
import { adviserBlocks } from './advisers/blocks';
import { LEGAL_BLOCKS } from '../../site/legal/blocks';
import { callToActionBlock, faqSectionBlock, pageHeroBlock, stepsBlock, textSectionsBlock } from '../../network/editorial/ContentBlocks.block';
import { quickSearchBlock } from './content/QuickSearch.block';
import { sellHeroBlock } from './content/SellHero.block';
import { homeHeroBlock } from './home/HomeHero.block';
import { keyFiguresBlock, placeLinksBlock, promosBlock } from './home/HomeSections.block';
import { latestNewsBlock, reviewsSummaryBlock } from '../../network/home/network-home-blocks.block';
import { recentListingsBlock } from './home/RecentListings.block';
import { bookingWidgetBlock } from './media-blocks/BookingWidget.block';
import { testimonialVideosBlock } from './media-blocks/TestimonialVideos.block';
import { newsArticleBlock } from '../../network/news/NewsArticle.block';
import { newsListBlock } from '../../network/news/NewsList.block';
import { valuationStep1Block, valuationStep2Block, valuationStep3Block } from '../../network/valuation/blocks';

import type { ImmoPublicSite } from '../../../domain/immo/site';
import type { PublicSite } from '../../site/public-site';
import { withClaims, withTexts } from '../../network/editorial/with-claims';

/** The network's claims ('{portails}' in page texts): its record's portals count. */
const networkFigures = (site: PublicSite) => ({ portals: (site as ImmoPublicSite).crm.portals });

/** Block types of the immo family, by the name pages store (one folder each). */
export const immoBlocks = {
  ...listingBlocks,
  ...adviserBlocks,
  ...LEGAL_BLOCKS,
  'immo.homeHero': homeHeroBlock,
  'immo.recentListings': withTexts(recentListingsBlock),
  'immo.promos': promosBlock,
  'immo.keyFigures': keyFiguresBlock,
  'immo.reviewsSummary': reviewsSummaryBlock,
  'immo.latestNews': latestNewsBlock,
  'immo.placeLinks': placeLinksBlock,
  'immo.pageHero': withClaims(pageHeroBlock, networkFigures),
  'immo.sellHero': withTexts(sellHeroBlock),
  'immo.textSections': withClaims(textSectionsBlock, networkFigures),
  'immo.steps': withClaims(stepsBlock, networkFigures),
  'immo.callToAction': withClaims(callToActionBlock, networkFigures),
  'immo.faqSection': withTexts(faqSectionBlock),
  'immo.quickSearch': withTexts(quickSearchBlock),
  'immo.testimonialVideos': withTexts(testimonialVideosBlock),
  'immo.bookingWidget': withTexts(bookingWidgetBlock),
  'immo.newsList': newsListBlock,
  'news.article': newsArticleBlock,
  'valuation.step1': valuationStep1Block,
  'valuation.step2': valuationStep2Block,
  'valuation.step3': valuationStep3Block,
};

export type ImmoBlocks = typeof immoBlocks;
