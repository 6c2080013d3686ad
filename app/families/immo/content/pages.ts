import type { PageTable } from '../../../blocks/types';
import type { ImmoBlocks } from '../blocks';
import { sellingSections } from '../../../network/editorial/selling-page';

const selling = sellingSections('immo', {
  arguments: [
    { title: 'pages:vendre.localTitle', text: 'pages:vendre.localText' },
    { title: 'pages:selling.reachTitle', text: 'pages:vendre.reachText' },
    { title: 'pages:selling.followTitle', text: 'pages:selling.followText' },
  ],
  diffusion: 'pages:selling.marketingText',
  followUp: 'pages:vendre.followUp',
  callToAction: { text: 'pages:vendre.ctaText', secondLink: { label: 'pages:common.findAdviser', href: '/conseillers-immobiliers' } },
});

/** Selling, about, services and network pages (network spec §2). Texts are catalogue keys of `pages` (French and English, decision 0080). */
export const contentPages: PageTable<ImmoBlocks> = {
  '/vendre': {
    title: 'pages:vendre.metaTitle',
    description: 'pages:vendre.metaDescription',
    blocks: [
      {
        type: 'immo.sellHero',
        props: {
          title: 'pages:vendre.heroTitle',
          text: 'pages:vendre.heroText',
        },
      },
      selling.arguments,
      selling.steps,
      selling.callToAction,
      { type: 'immo.reviewsSummary' },
      selling.faq,
    ],
  },
  '/a-propos': {
    title: 'pages:aPropos.metaTitle',
    description: 'pages:aPropos.metaDescription',
    blocks: [
      { type: 'immo.pageHero', props: { title: 'pages:aPropos.heroTitle', text: 'pages:aPropos.heroText', links: [] } },
      { type: 'immo.textSections', props: { sections: [{ title: 'pages:aPropos.storyTitle', paragraphs: ['pages:aPropos.story1', 'pages:aPropos.story2'], links: [] }] } },
      { type: 'immo.keyFigures' },
      {
        type: 'immo.textSections',
        props: {
          title: 'pages:common.ourServices',
          columns: 3,
          sections: [
            { title: 'pages:common.valuation', paragraphs: ['pages:aPropos.valuationText'], links: [{ label: 'pages:common.valueMyProperty', href: '/evaluation' }] },
            { title: 'pages:common.staging', paragraphs: ['pages:aPropos.stagingText'], links: [{ label: 'pages:common.discover', href: '/services/mise-en-valeur' }] },
            { title: 'pages:common.rentalManagement', paragraphs: ['pages:aPropos.rentalText'], links: [{ label: 'pages:common.discover', href: '/services/gestion-locative' }] },
          ],
        },
      },
    ],
  },
  '/nos-services': {
    title: 'pages:services.metaTitle',
    description: 'pages:services.metaDescription',
    blocks: [
      { type: 'immo.pageHero', props: { title: 'pages:common.ourServices', text: 'pages:services.heroText', links: [{ label: 'pages:common.valuation', href: '#estimation' }, { label: 'pages:common.staging', href: '#mise-en-valeur' }, { label: 'pages:common.rentalManagement', href: '#gestion-locative' }, { label: 'pages:common.propertySearch', href: '#chasse-immobiliere' }] } },
      {
        type: 'immo.textSections',
        props: {
          sections: [
            { id: 'estimation', title: 'pages:common.valuation', paragraphs: ['pages:services.valuationText'], links: [{ label: 'pages:common.valueMyProperty', href: '/evaluation' }] },
            { id: 'mise-en-valeur', title: 'pages:common.staging', paragraphs: ['pages:services.stagingText'], links: [{ label: 'pages:common.findAdviser', href: '/conseillers-immobiliers' }] },
            { id: 'gestion-locative', title: 'pages:common.rentalManagement', paragraphs: ['pages:services.rentalText'], links: [{ label: 'pages:services.rentalLink', href: '/services/gestion-locative' }] },
            { id: 'chasse-immobiliere', title: 'pages:common.propertySearch', paragraphs: ['pages:services.searchText'], links: [{ label: 'pages:services.searchLink', href: '/services/chasse-immobiliere' }] },
          ],
        },
      },
      { type: 'immo.callToAction', props: { title: 'pages:common.letsTalk', text: 'pages:services.ctaText', links: [{ label: 'pages:common.findAdviser', href: '/conseillers-immobiliers' }] } },
    ],
  },
  '/services/chasse-immobiliere': {
    title: 'pages:search.metaTitle',
    description: 'pages:search.metaDescription',
    blocks: [
      { type: 'immo.pageHero', props: { title: 'pages:common.propertySearch', text: 'pages:search.heroText', links: [{ label: 'pages:search.createAlert', href: '#alerte' }] } },
      {
        type: 'immo.textSections',
        props: {
          sections: [
            { title: 'pages:search.howTitle', paragraphs: ['pages:search.howText'], links: [] },
          ],
        },
      },
      // The buyer-alert form itself (issue 11 item 8), anchored #alerte; it works without JavaScript.
      { type: 'listings.buyerAlert', props: { heading: 'h2' } },
      { type: 'immo.callToAction', props: { title: 'pages:search.ctaTitle', text: 'pages:common.findYourAdviser', links: [{ label: 'pages:common.findAdviser', href: '/conseillers-immobiliers' }] } },
      { type: 'immo.recentListings', props: { status: 'sale', title: 'pages:common.latestForSale' } },
    ],
  },
  '/services/gestion-locative': {
    title: 'pages:rental.metaTitle',
    description: 'pages:rental.metaDescription',
    blocks: [
      { type: 'immo.pageHero', props: { title: 'pages:common.rentalManagement', text: 'pages:rental.heroText', links: [{ label: 'pages:common.findAdviser', href: '/conseillers-immobiliers' }] } },
      {
        type: 'immo.textSections',
        props: {
          columns: 2,
          title: 'pages:rental.supportTitle',
          sections: [
            { title: 'pages:rental.lettingTitle', paragraphs: ['pages:rental.lettingText'], links: [] },
            { title: 'pages:rental.managementTitle', paragraphs: ['pages:rental.managementText'], links: [] },
          ],
        },
      },
      { type: 'immo.callToAction', props: { title: 'pages:rental.ctaTitle', text: 'pages:rental.ctaText', links: [{ label: 'pages:common.findAdviser', href: '/conseillers-immobiliers' }] } },
      { type: 'immo.recentListings', props: { status: 'rent', title: 'pages:common.latestForRent' } },
      { type: 'immo.latestNews' },
    ],
  },
  '/services/mise-en-valeur': {
    title: 'pages:staging.metaTitle',
    description: 'pages:staging.metaDescription',
    blocks: [
      { type: 'immo.pageHero', props: { title: 'pages:common.staging', text: 'pages:staging.heroText', links: [{ label: 'pages:common.valueMyProperty', href: '/evaluation' }] } },
      {
        type: 'immo.textSections',
        props: {
          sections: [
            { title: 'pages:staging.presentationTitle', paragraphs: ['pages:staging.presentationText'], links: [] },
            { title: 'pages:staging.photosTitle', paragraphs: ['pages:staging.photosText'], links: [] },
          ],
        },
      },
      { type: 'immo.callToAction', props: { title: 'pages:staging.ctaTitle', text: 'pages:common.findYourAdviser', links: [{ label: 'pages:common.findAdviser', href: '/conseillers-immobiliers' }] } },
      { type: 'immo.recentListings', props: { status: 'sale', title: 'pages:common.latestForSale' } },
    ],
  },
  '/reseau': {
    title: 'pages:reseau.metaTitle',
    description: 'pages:reseau.metaDescription',
    blocks: [
      { type: 'immo.pageHero', props: { title: 'pages:reseau.heroTitle', text: 'pages:reseau.heroText', links: [{ label: 'pages:common.joinUs', href: '/', recruitment: true }, { label: 'pages:common.ourAdvisers', href: '/conseillers-immobiliers' }] } },
      { type: 'immo.keyFigures' },
      { type: 'immo.textSections', props: { columns: 3, title: 'pages:reseau.commitmentsTitle', sections: [{ title: 'pages:reseau.proximityTitle', paragraphs: ['pages:reseau.proximityText'], links: [] }, { title: 'pages:reseau.transparencyTitle', paragraphs: ['pages:reseau.transparencyText'], links: [] }, { title: 'pages:reseau.trainingTitle', paragraphs: ['pages:reseau.trainingText'], links: [] }] } },
      { type: 'immo.reviewsSummary' },
      {
        type: 'immo.testimonialVideos',
        props: {
          title: 'pages:reseau.videosTitle',
          items: [
            { title: 'pages:reseau.videos.network.title', subtitle: 'pages:reseau.videos.network.subtitle', video: 'https://www.youtube.com/watch?v=mfReseau0001', image: 'reseau/temoignage-1.svg' },
            { title: 'pages:reseau.videos.sevran.title', subtitle: 'pages:reseau.videos.sevran.subtitle', video: 'https://www.youtube.com/watch?v=mfReseau0002', image: 'reseau/temoignage-2.svg' },
            { title: 'pages:reseau.videos.nantes.title', subtitle: 'pages:reseau.videos.nantes.subtitle', video: 'https://vimeo.com/100000011', image: 'reseau/temoignage-3.svg' },
            { title: 'pages:reseau.videos.lyon.title', subtitle: 'pages:reseau.videos.lyon.subtitle', video: 'https://youtu.be/mfReseau0004', image: 'reseau/temoignage-4.svg' },
          ],
        },
      },
      { type: 'immo.bookingWidget', props: { title: 'pages:reseau.bookingTitle', text: 'pages:reseau.bookingText' } },
    ],
  },
  '/reseau-mandataires-immobiliers': {
    title: 'pages:mandataires.metaTitle',
    description: 'pages:mandataires.metaDescription',
    blocks: [
      { type: 'immo.pageHero', props: { title: 'pages:mandataires.heroTitle', text: 'pages:mandataires.heroText', links: [{ label: 'pages:common.joinUs', href: '/', recruitment: true }, { label: 'pages:mandataires.simulate', href: '/comparateur-revenus', recruitment: true }] } },
      { type: 'immo.textSections', props: { sections: [{ title: 'pages:mandataires.statusTitle', paragraphs: ['pages:mandataires.statusText'], links: [] }, { title: 'pages:mandataires.trainingTitle', paragraphs: ['pages:mandataires.trainingText'], links: [{ label: 'pages:mandataires.meetings', href: '/reunion-d-information', recruitment: true }] }] } },
      { type: 'immo.keyFigures' },
      { type: 'immo.bookingWidget', props: { title: 'pages:common.letsTalk', text: 'pages:mandataires.bookingText' } },
    ],
  },
};
