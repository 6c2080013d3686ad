import { quoteRecapBlock, quoteStep1Block, quoteStep2Block } from './quote/blocks';
import { contactPageBlock } from './site/contact/block';
import { diagnosticsCarouselBlock } from './site/diagnostics-carousel/block';
import { franchiseBlock } from './site/franchise/block';
import { freebiePageBlock } from './site/freebie/block';
import { heroBlock } from './site/hero/block';
import { latestNewsBlock } from './site/latest-news/block';
import { legalNoticeBlock } from './site/legal/block';
import { mandatoryDiagnosticsBlock } from './site/mandatory-diagnostics/block';
import { nearbyLinksBlock } from './site/nearby-links/block';
import { newsArticleBlock } from './site/news-article/block';
import { newsListBlock } from './site/news/block';
import { presentationVideoBlock } from './site/presentation-video/block';
import { reasonsBlock } from './site/reasons/block';
import { reviewsBlock } from './site/reviews/block';
import { servicePageBlock } from './site/service/block';
import { simulatorBannerBlock } from './site/simulator-banner/block';
import { stepsBlock } from './site/steps/block';
import { underConstructionBlock } from './site/under-construction/block';
import { simulatorBlock } from './simulator/blocks';

/** Block types of the diag family, by the name pages store (one folder each, see the README). */
export const diagBlocks = {
  'diag.hero': heroBlock,
  'diag.simulatorBanner': simulatorBannerBlock,
  'diag.mandatoryDiagnostics': mandatoryDiagnosticsBlock,
  'diag.diagnosticsCarousel': diagnosticsCarouselBlock,
  'diag.presentationVideo': presentationVideoBlock,
  'diag.steps': stepsBlock,
  'diag.reasons': reasonsBlock,
  'diag.reviews': reviewsBlock,
  'diag.latestNews': latestNewsBlock,
  'diag.nearbyLinks': nearbyLinksBlock,
  'diag.servicePage': servicePageBlock,
  'diag.newsList': newsListBlock,
  'diag.newsArticle': newsArticleBlock,
  'diag.contactPage': contactPageBlock,
  'diag.legalNotice': legalNoticeBlock,
  'diag.franchise': franchiseBlock,
  'diag.underConstruction': underConstructionBlock,
  'diag.freebiePage': freebiePageBlock,
  'diag.quoteStep1': quoteStep1Block,
  'diag.quoteStep2': quoteStep2Block,
  'diag.quoteRecap': quoteRecapBlock,
  'diag.simulator': simulatorBlock,
};

export type DiagBlocks = typeof diagBlocks;
