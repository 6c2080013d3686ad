import { LEGAL_BLOCKS } from '../../site/legal/blocks';
import { recrutementClubsBlock } from './clubs/Clubs';
import { recrutementComparatorBlock } from './comparator/block';
import { recrutementContactBlock } from './contact/Contact';
import { recrutementHeroBlock } from './hero/Hero';
import { recrutementLiveCtaBlock } from './live-cta/LiveCta';
import { recrutementMediaBlock } from './media/MediaArticles';
import { recrutementPressBlock } from './press/PressStrip';
import { recrutementPricingBlock } from './pricing/Pricing';
import { recrutementSectionBlock } from './section/Section';
import { recrutementSignupBlock } from './signup/block';
import { recrutementStatsBlock } from './stats/Stats';
import { recrutementTestimonialsBlock, recrutementTestimonialsTeaserBlock } from './testimonials/block';

/** Block types of the recrutement family, by the name pages store (one folder each). */
export const recrutementBlocks = {
  // Legal and help pages shared with the other network families (app/site/legal).
  ...LEGAL_BLOCKS,
  'recrutement.hero': recrutementHeroBlock,
  'recrutement.stats': recrutementStatsBlock,
  'recrutement.section': recrutementSectionBlock,
  'recrutement.clubs': recrutementClubsBlock,
  'recrutement.pricing': recrutementPricingBlock,
  'recrutement.contact': recrutementContactBlock,
  'recrutement.press': recrutementPressBlock,
  'recrutement.liveCta': recrutementLiveCtaBlock,
  'recrutement.testimonials': recrutementTestimonialsBlock,
  'recrutement.testimonialsTeaser': recrutementTestimonialsTeaserBlock,
  'recrutement.media': recrutementMediaBlock,
  'recrutement.signup': recrutementSignupBlock,
  'recrutement.comparator': recrutementComparatorBlock,
};

export type RecrutementBlocks = typeof recrutementBlocks;
