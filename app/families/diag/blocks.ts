import { quoteRecapBlock, quoteStep1Block, quoteStep2Block } from './quote/blocks';
import { contactPageBlock } from './site/contact/block';
import { diagnosticsCarouselBlock } from './site/diagnostics-carousel/DiagnosticsCarousel';
import { franchiseBlock } from './site/franchise/Franchise';
import { freebiePageBlock } from './site/freebie/block';
import { heroBlock } from './site/hero/Hero';
import { latestNewsBlock } from './site/latest-news/LatestNews';
import { legalNoticeBlock } from './site/legal/block';
import { mandatoryDiagnosticsBlock } from './site/mandatory-diagnostics/MandatoryDiagnostics';
import { nearbyLinksBlock } from './site/nearby-links/NearbyLinks';
import { newsArticleBlock } from './site/news-article/NewsArticle';
import { newsListBlock } from './site/news/NewsList';
import { presentationVideoBlock } from './site/presentation-video/PresentationVideo';
import { reasonsBlock } from './site/reasons/Reasons';
import { reviewsBlock } from './site/reviews/Reviews';
import { servicePageBlock } from './site/service/ServicePage';
import { simulatorBannerBlock } from './site/simulator-banner/SimulatorBanner';
import { stepsBlock } from './site/steps/Steps';
import { underConstructionBlock } from './site/under-construction/UnderConstruction';
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
