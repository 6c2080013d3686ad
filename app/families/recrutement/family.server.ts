import { faqPageLoader } from '../../site/legal/faq-loader.server';
import { defineFamilyServer } from '../../blocks/family.server';
import { NETWORK_MARK_SVG } from '../network-mark';
import { clubsLoader } from './clubs/loader.server';
import { comparatorLoader } from './comparator/loader.server';
import { contactLoader } from './contact/loader.server';
import { liveCtaLoader } from './live-cta/loader.server';
import { mediaLoader } from './media/loader.server';
import { pressLoader } from './press/loader.server';
import { pricingLoader } from './pricing/loader.server';
import { sectionLoader } from './section/loader.server';
import { signupLoader } from './signup/loader.server';
import { meetingSignupForm } from './signup/form.server';
import { statsLoader } from './stats/loader.server';
import { testimonialsLoader } from './testimonials/loader.server';
import { recrutementFamily } from './family';

/** The recrutement family, server half. */
export const recrutementFamilyServer = defineFamilyServer(recrutementFamily, {
  loaders: {
    'legal.faq': faqPageLoader,
    'recrutement.stats': statsLoader,
    'recrutement.section': sectionLoader,
    'recrutement.clubs': clubsLoader,
    'recrutement.pricing': pricingLoader,
    'recrutement.contact': contactLoader,
    'recrutement.press': pressLoader,
    'recrutement.liveCta': liveCtaLoader,
    'recrutement.testimonials': testimonialsLoader,
    'recrutement.testimonialsTeaser': testimonialsLoader,
    'recrutement.media': mediaLoader,
    'recrutement.signup': signupLoader,
    'recrutement.comparator': comparatorLoader,
  },
  faviconSvg: NETWORK_MARK_SVG,
  // Its lead form posted to its page: the information-meeting sign-up.
  forms: { 'reunion-information': meetingSignupForm },
});
