import type { PageTable } from '../../blocks/types';
import { legalPages } from '../../site/legal/pages';
import type { ImmoBlocks } from './blocks';
import { IMMO_NAVIGATION } from './navigation';

/** Legal, help and site-map pages of the network site (spec §2 'Legal pages', footer links); the site map comes from its navigation record. */
export const immoLegalPages: PageTable<ImmoBlocks> = {
  .../* @__PURE__ */ legalPages(IMMO_NAVIGATION.siteMap ?? []),
  '/faq': {
    title: 'pages:faq.metaTitle',
    description: 'pages:faq.metaDescription',
    blocks: [
      {
        type: 'legal.faq',
        props: {
          title: 'pages:faq.title',
          items: [
            { question: 'pages:faq.howLong.question', answer: 'pages:faq.howLong.answer' },
            { question: 'pages:faq.price.question', answer: 'pages:faq.price.answer' },
            { question: 'pages:faq.fees.question', answer: 'pages:faq.fees.answer' },
            { question: 'pages:faq.online.question', answer: 'pages:faq.online.answer' },
            { question: 'pages:faq.alerts.question', answer: 'pages:faq.alerts.answer' },
            { question: 'pages:faq.advisers.question', answer: 'pages:faq.advisers.answer' },
          ],
        },
      },
    ],
  },
};
