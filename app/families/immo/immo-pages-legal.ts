import type { PageTable } from '../../blocks/types';
import { legalPages } from '../../site/legal/pages';
import type { ImmoBlocks } from './blocks';

/** Legal, help and site-map pages of the network site (spec §2 'Legal pages', footer links). */
export const immoLegalPages: PageTable<ImmoBlocks> = {
  ...legalPages([
    {
      title: 'pages:siteMap.buyRentSell',
      links: [
        { label: 'common:legal.siteMap.home', href: '/' },
        { label: 'pages:siteMap.buy', href: '/acheter' },
        { label: 'pages:siteMap.buyHouse', href: '/acheter-maison' },
        { label: 'pages:siteMap.buyFlat', href: '/acheter-appartement' },
        { label: 'pages:siteMap.rent', href: '/louer' },
        { label: 'pages:siteMap.rentHouse', href: '/louer-maison' },
        { label: 'pages:siteMap.rentFlat', href: '/louer-appartement' },
        { label: 'pages:siteMap.forSale', href: '/recherche-bien' },
        { label: 'pages:siteMap.forRent', href: '/recherche-location' },
        { label: 'pages:siteMap.sell', href: '/vendre' },
        { label: 'pages:siteMap.valueProperty', href: '/evaluation' },
      ],
    },
    {
      title: 'pages:siteMap.network',
      links: [
        { label: 'pages:siteMap.advisers', href: '/conseillers-immobiliers' },
        { label: 'pages:siteMap.about', href: '/a-propos' },
        { label: 'pages:siteMap.services', href: '/nos-services' },
        { label: 'pages:siteMap.propertySearch', href: '/services/chasse-immobiliere' },
        { label: 'pages:siteMap.rentalManagement', href: '/services/gestion-locative' },
        { label: 'pages:siteMap.staging', href: '/services/mise-en-valeur' },
        { label: 'pages:siteMap.network', href: '/reseau' },
        { label: 'pages:siteMap.agents', href: '/reseau-mandataires-immobiliers' },
        { label: 'pages:siteMap.news', href: '/actualites' },
        { label: 'pages:siteMap.faq', href: '/faq' },
      ],
    },
  ]),
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
