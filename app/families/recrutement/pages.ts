import type { PageTable } from '../../blocks/types';
import { legalPages } from '../../site/legal/pages';
import { RECRUTEMENT_NAVIGATION } from './navigation';
import type { RecrutementBlocks } from './blocks';

/**
 * The recrutement family's page table (network spec §2 'Recruitment pages'): path pattern → blocks.
 * Figures are never written here: texts name them as {token} and the section loader fills them from
 * the site's record (domain/recrutement/record-text.ts). Paths not listed answer the site's 404.
 */
const rdv = { type: 'recrutement.contact', props: { id: 'rdv' } } as const;
const press = { type: 'recrutement.press' } as const;
const live = { type: 'recrutement.liveCta' } as const;

export const recrutementPages: PageTable<RecrutementBlocks> = {
  '/': {
    title: 'recrutement:pages.meta.home.title',
    description: 'recrutement:pages.meta.home.description',
    blocks: [
      {
        type: 'recrutement.hero',
        props: {
          eyebrow: 'recrutement:pages.hero.home.eyebrow',
          title: 'recrutement:pages.hero.home.title',
          subtitle: 'recrutement:pages.hero.home.subtitle',
          primary: { label: 'recrutement:pages.buttons.compare', href: '/comparateur-revenus' },
          secondary: { label: 'recrutement:pages.buttons.meeting', href: '/reunion-d-information#inscription' },
        },
      },
      press,
      { type: 'recrutement.stats' },
      {
        type: 'recrutement.section',
        props: {
          id: 'pourquoi',
          title: 'recrutement:pages.headings.why',
          paragraphs: ['recrutement:pages.text.home.why'],
          items: ['recrutement:pages.text.home.items.fees', 'recrutement:pages.text.home.items.noCommitment', 'recrutement:pages.headings.tools', 'recrutement:pages.text.home.items.webinars', 'recrutement:pages.text.home.items.clubs', 'recrutement:pages.text.home.items.answer'],
          cta: { label: 'recrutement:pages.buttons.prices', href: '/tarifs' },
        },
      },
      { type: 'recrutement.testimonialsTeaser', props: { title: 'recrutement:pages.headings.joined' } },
      live,
      rdv,
    ],
  },
  '/reseau': {
    title: 'recrutement:pages.meta.network.title',
    description: 'recrutement:pages.meta.network.description',
    blocks: [
      {
        type: 'recrutement.hero',
        props: {
          eyebrow: 'recrutement:pages.hero.network.eyebrow',
          title: 'recrutement:pages.hero.network.title',
          subtitle: 'recrutement:pages.hero.network.subtitle',
          primary: { label: 'recrutement:pages.buttons.meeting', href: '/reunion-d-information#inscription' },
          secondary: { label: 'recrutement:pages.buttons.compare', href: '/comparateur-revenus' },
        },
      },
      { type: 'recrutement.stats', props: { id: 'performances', title: 'recrutement:pages.headings.performance' } },
      {
        type: 'recrutement.section',
        props: {
          id: 'best-ca',
          tone: 'tinted',
          title: 'recrutement:pages.headings.bestTurnovers',
          paragraphs: [
            'recrutement:pages.text.network.bestTurnovers1',
            'recrutement:pages.text.network.bestTurnovers2',
          ],
          cta: { label: 'recrutement:pages.buttons.whatIdEarn', href: '/comparateur-revenus' },
        },
      },
      {
        type: 'recrutement.section',
        props: {
          id: 'humain',
          title: 'recrutement:pages.headings.human',
          paragraphs: ['recrutement:pages.text.network.human'],
          items: ['recrutement:pages.text.network.items.mentor', 'recrutement:pages.text.network.items.support', 'recrutement:pages.text.network.items.clubs'],
        },
      },
      press,
      live,
      rdv,
    ],
  },
  '/services': {
    title: 'recrutement:pages.meta.services.title',
    description: 'recrutement:pages.meta.services.description',
    blocks: [
      {
        type: 'recrutement.hero',
        props: {
          eyebrow: 'recrutement:pages.hero.services.eyebrow',
          title: 'recrutement:pages.hero.services.title',
          subtitle: 'recrutement:pages.hero.services.subtitle',
          primary: { label: 'recrutement:pages.buttons.prices', href: '/tarifs' },
        },
      },
      {
        type: 'recrutement.section',
        props: {
          id: 'outils',
          title: 'recrutement:pages.headings.tools',
          paragraphs: ['recrutement:pages.text.services.tools'],
          items: ['recrutement:pages.text.services.items.software', 'recrutement:pages.text.services.items.signature', 'recrutement:pages.text.services.items.portals', 'recrutement:pages.text.services.items.valuation', 'recrutement:pages.text.services.items.website', 'recrutement:pages.text.services.items.kit'],
        },
      },
      {
        type: 'recrutement.section',
        props: {
          id: 'accompagnement',
          tone: 'tinted',
          title: 'recrutement:pages.headings.support',
          paragraphs: ['recrutement:pages.text.services.support'],
        },
      },
      press,
      live,
      rdv,
    ],
  },
  '/tarifs': {
    title: 'recrutement:pages.meta.prices.title',
    description: 'recrutement:pages.meta.prices.description',
    blocks: [
      {
        type: 'recrutement.hero',
        props: {
          eyebrow: 'recrutement:pages.hero.prices.eyebrow',
          title: 'recrutement:pages.hero.prices.title',
          subtitle: 'recrutement:pages.hero.prices.subtitle',
          primary: { label: 'recrutement:pages.buttons.compare', href: '#comparateur' },
          secondary: { label: 'recrutement:pages.buttons.appointment', href: '#rdv' },
        },
      },
      { type: 'recrutement.pricing' },
      { type: 'recrutement.comparator', props: { headingLevel: 2 } },
      rdv,
    ],
  },
  '/formations': {
    title: 'recrutement:pages.meta.trainings.title',
    description: 'recrutement:pages.meta.trainings.description',
    blocks: [
      {
        type: 'recrutement.hero',
        props: {
          eyebrow: 'recrutement:pages.hero.trainings.eyebrow',
          title: 'recrutement:pages.hero.trainings.title',
          subtitle: 'recrutement:pages.hero.trainings.subtitle',
          primary: { label: 'recrutement:pages.buttons.meeting', href: '/reunion-d-information#inscription' },
        },
      },
      {
        type: 'recrutement.section',
        props: {
          id: 'continue',
          title: 'recrutement:pages.headings.ongoing',
          paragraphs: ['recrutement:pages.text.trainings.ongoing'],
        },
      },
      {
        type: 'recrutement.section',
        props: {
          id: 'webinaires',
          tone: 'tinted',
          title: 'recrutement:pages.headings.webinars',
          paragraphs: ['recrutement:pages.text.trainings.webinars'],
        },
      },
      {
        type: 'recrutement.section',
        props: {
          id: 'seminaire',
          title: 'recrutement:pages.headings.seminar',
          paragraphs: ['recrutement:pages.text.trainings.seminar'],
        },
      },
      { type: 'recrutement.clubs', props: { id: 'clubs', title: 'recrutement:pages.headings.clubs', intro: 'recrutement:pages.text.trainings.clubs' } },
      {
        type: 'recrutement.section',
        props: {
          id: 'marketing',
          tone: 'tinted',
          title: 'recrutement:pages.headings.marketing',
          paragraphs: ['recrutement:pages.text.trainings.marketing'],
        },
      },
      live,
      rdv,
    ],
  },
  '/reunion-d-information': {
    title: 'recrutement:pages.meta.meeting.title',
    description: 'recrutement:pages.meta.meeting.description',
    blocks: [
      {
        type: 'recrutement.hero',
        props: {
          eyebrow: 'recrutement:pages.hero.meeting.eyebrow',
          title: 'recrutement:pages.hero.meeting.title',
          subtitle: 'recrutement:pages.hero.meeting.subtitle',
          primary: { label: 'recrutement:pages.buttons.signUp', href: '#inscription' },
        },
      },
      { type: 'recrutement.signup' },
      {
        type: 'recrutement.section',
        props: {
          id: 'deroulement',
          title: 'recrutement:pages.headings.meetingFlow',
          paragraphs: ['recrutement:pages.text.meeting.flow'],
          items: ['recrutement:pages.text.meeting.items.job', 'recrutement:pages.text.meeting.items.prices', 'recrutement:pages.text.meeting.items.tools', 'recrutement:pages.text.meeting.items.questions'],
        },
      },
      rdv,
    ],
  },
  '/temoignages': {
    title: 'recrutement:pages.meta.testimonials.title',
    description: 'recrutement:pages.meta.testimonials.description',
    blocks: [
      {
        type: 'recrutement.hero',
        props: {
          eyebrow: 'recrutement:pages.hero.testimonials.eyebrow',
          title: 'recrutement:pages.hero.testimonials.title',
          subtitle: 'recrutement:pages.hero.testimonials.subtitle',
          primary: { label: 'recrutement:pages.buttons.meeting', href: '/reunion-d-information#inscription' },
        },
      },
      { type: 'recrutement.testimonials', props: { title: 'recrutement:pages.headings.videos', priority: true } },
      { type: 'recrutement.media' },
      live,
    ],
  },
  '/comparateur-revenus': {
    title: 'recrutement:pages.meta.comparator.title',
    description: 'recrutement:pages.meta.comparator.description',
    blocks: [{ type: 'recrutement.comparator' }, live, rdv],
  },
  // The shared legal and help pages of the network families (complete legal notice, data, cookies, CGU, site map).
  .../* @__PURE__ */ legalPages(RECRUTEMENT_NAVIGATION.siteMap ?? []),
};
