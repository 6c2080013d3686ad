import type { BlockDefinition } from '../../../blocks/types';
import { contactPageBlock } from './contact/ContactPage';
import { freebiePageBlock } from './freebie/FreebiePage';
import { diagnosticsCarouselBlock } from './home/DiagnosticsCarousel';
import { heroBlock } from './home/Hero';
import { latestNewsBlock } from './home/LatestNews';
import { mandatoryDiagnosticsBlock } from './home/MandatoryDiagnostics';
import { nearbyLinksBlock } from './home/NearbyLinks';
import { presentationVideoBlock } from './home/PresentationVideo';
import { reasonsBlock } from './home/Reasons';
import { reviewsBlock } from './home/Reviews';
import { simulatorBannerBlock } from './home/SimulatorBanner';
import { stepsBlock } from './home/Steps';
import { legalNoticeBlock } from './legal/LegalNotice';
import { newsArticleBlock } from './news/NewsArticle';
import { newsListBlock } from './news/NewsList';
import { servicePageBlock } from './service/ServicePage';
import { franchiseBlock } from './variants/Franchise';
import { underConstructionBlock } from './variants/UnderConstruction';

/** Block types of the diag family's site part. */
export const siteBlocks: Record<string, BlockDefinition<never, never>> = {
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
} as unknown as Record<string, BlockDefinition<never, never>>;
