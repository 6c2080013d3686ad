import type { PageTable } from '../../blocks/types';
import { legalPages } from '../../site/legal/pages';
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
          paragraphs: ['Vous restez indépendant et vous gardez la totalité de vos honoraires. Le réseau vous facture un abonnement de {abonnement} par mois et des frais administratifs de {fraisAdmin} par tranche de {tranche} facturée, rien de plus.'],
          items: ['100 % de vos honoraires', 'Sans engagement de durée', 'recrutement:pages.headings.tools', 'Webinaires de {webinairesHeures} chaque semaine', '{clubsNombre} clubs métiers pour vous spécialiser', 'Réponse à vos questions sous {delaiReponse}'],
          cta: { label: 'recrutement:pages.buttons.prices', href: '/tarifs' },
        },
      },
      { type: 'recrutement.testimonials', props: { title: 'recrutement:pages.headings.joined' } },
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
            'Chaque année, les conseillers qui réalisent les plus beaux chiffres d’affaires partagent leurs méthodes avec le réseau : prospection, estimation, suivi des vendeurs.',
            'Avec 100 % des honoraires conservés, chaque vente supplémentaire vous revient entièrement, après l’abonnement de {abonnement} par mois et les frais administratifs.',
          ],
          cta: { label: 'recrutement:pages.buttons.whatIdEarn', href: '/comparateur-revenus' },
        },
      },
      {
        type: 'recrutement.section',
        props: {
          id: 'humain',
          title: 'recrutement:pages.headings.human',
          paragraphs: ['Un parrain vous accompagne dès votre arrivée, une équipe support vous répond sous {delaiReponse}, et les clubs métiers vous mettent en relation avec des conseillers qui ont la même spécialité.'],
          items: ['Parrainage à l’arrivée', 'Support juridique et administratif', 'Clubs : {clubs}'],
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
          paragraphs: ['Logiciel de transaction, signature électronique, estimation, diffusion sur plus de 100 portails, site personnel, carte de visite numérique : tout est compris dans l’abonnement.'],
          items: ['Logiciel de transaction et mandats', 'Signature électronique', 'Diffusion multi-portails', 'Outil d’estimation', 'Site web personnel', 'Kit de communication'],
        },
      },
      {
        type: 'recrutement.section',
        props: {
          id: 'accompagnement',
          tone: 'tinted',
          title: 'recrutement:pages.headings.support',
          paragraphs: ['Une équipe vérifie vos mandats et compromis, répond à vos questions sous {delaiReponse} et verse vos honoraires sous {delaiPaiement} après encaissement.'],
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
          paragraphs: ['Chaque {reunionJour} à {formationHeure}, une session de formation en ligne aborde un thème du métier : estimation, mandat exclusif, financement, fiscalité.'],
        },
      },
      {
        type: 'recrutement.section',
        props: {
          id: 'webinaires',
          tone: 'tinted',
          title: 'recrutement:pages.headings.webinars',
          paragraphs: ['{webinairesHeures} de webinaires chaque semaine, en direct ou en replay, animés par des conseillers du réseau et des experts.'],
        },
      },
      {
        type: 'recrutement.section',
        props: {
          id: 'seminaire',
          title: 'recrutement:pages.headings.seminar',
          paragraphs: ['{seminaireHeures} de formation sur {seminaireJours} jour, répartis sur {seminaireSur} jours : les fondamentaux du métier, les outils et la rencontre de l’équipe.'],
        },
      },
      { type: 'recrutement.clubs', props: { id: 'clubs', title: 'recrutement:pages.headings.clubs', intro: 'Des groupes de conseillers qui partagent une spécialité, échangent leurs dossiers et se forment ensemble.' } },
      {
        type: 'recrutement.section',
        props: {
          id: 'marketing',
          tone: 'tinted',
          title: 'recrutement:pages.headings.marketing',
          paragraphs: ['Apprenez à vous faire connaître localement : réseaux sociaux, photos, visites virtuelles, avis clients. Le club Marketing Digital partage ses modèles et ses campagnes.'],
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
          paragraphs: ['Chaque {reunionJour} à {reunionHeure}, pendant {reunionDuree}, en visioconférence. Vous recevez le lien par e-mail avec l’invitation à ajouter à votre agenda.'],
          items: ['Le métier de conseiller indépendant', 'Les tarifs : {abonnement} par mois', 'Les outils et la formation', 'Vos questions'],
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
      { type: 'recrutement.testimonials', props: { title: 'recrutement:pages.headings.videos' } },
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
  ...legalPages('recrutement', [{ title: 'Rejoindre le réseau', links: [{ label: 'Accueil', href: '/' }] }]),
};
