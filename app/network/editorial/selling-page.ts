/**
 * The selling page's sections (network spec §2 'Selling page') as the network (`immo.*`) and the
 * agency (`agence.*`, decision 0036: the same blocks under the agency's names) both write them:
 * three arguments, the 4 steps, the double call to action and the 3-question FAQ. What is the same
 * for both is written once here; what differs (who follows the sale, where the second call goes,
 * the reach claim) is each page's own text.
 */
type Family = 'immo' | 'agence';
interface Link {
  label: string;
  href: string;
}
export interface SellingTexts {
  /** The three arguments 'pages:selling.whyTitle': [adviser, reach, follow-up]. */
  arguments: readonly [{ title: string; text: string }, { title: string; text: string }, { title: string; text: string }];
  /** The 'pages:selling.steps.marketing.title' step (it states the reach claim). */
  diffusion: string;
  /** The 'pages:selling.steps.followUp.title' step (who accompanies the seller). */
  followUp: string;
  callToAction: { text: string; secondLink: Link };
}

/** The FAQ of 3 questions (spec §2), with FAQPage structured data from its loader. */
export const SELLING_FAQ = [
  { question: 'pages:selling.faq.howLong.question', answer: 'pages:selling.faq.howLong.answer' },
  { question: 'pages:selling.faq.price.question', answer: 'pages:selling.faq.price.answer' },
  { question: 'pages:selling.faq.fees.question', answer: 'pages:selling.faq.fees.answer' },
];

export function sellingSections<F extends Family>(family: F, texts: SellingTexts) {
  return {
    arguments: {
      type: `${family}.textSections` as `${F}.textSections`,
      props: { title: 'pages:selling.whyTitle', columns: 3 as const, sections: texts.arguments.map((a) => ({ title: a.title, paragraphs: [a.text] })) },
    },
    steps: {
      type: `${family}.steps` as `${F}.steps`,
      props: {
        title: 'pages:selling.stepsTitle',
        steps: [
          { title: 'pages:selling.steps.staging.title', text: 'pages:selling.steps.staging.text' },
          { title: 'pages:common.valuation', text: 'pages:selling.steps.valuation.text' },
          { title: 'pages:selling.steps.marketing.title', text: texts.diffusion },
          { title: 'pages:selling.steps.followUp.title', text: texts.followUp },
        ],
      },
    },
    callToAction: {
      type: `${family}.callToAction` as `${F}.callToAction`,
      props: { title: 'pages:selling.ctaTitle', text: texts.callToAction.text, links: [{ label: 'pages:selling.startValuation', href: '/evaluation' }, texts.callToAction.secondLink] },
    },
    faq: { type: `${family}.faqSection` as `${F}.faqSection`, props: { id: 'faq', title: 'pages:selling.faqTitle', items: SELLING_FAQ } },
  };
}
