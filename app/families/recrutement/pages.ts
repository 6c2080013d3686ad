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
    title: 'Devenez conseiller immobilier indépendant · {site}',
    description: 'Rejoignez un réseau qui vous laisse 100 % de vos honoraires : abonnement fixe, formation, outils et accompagnement. Réunion d’information chaque semaine.',
    blocks: [
      {
        type: 'recrutement.hero',
        props: {
          eyebrow: 'Recrutement',
          title: 'Devenez conseiller immobilier indépendant, gardez 100 % de vos honoraires',
          subtitle: 'Un abonnement fixe, des frais clairs, une formation continue et une équipe qui répond : comparez, puis venez nous rencontrer.',
          primary: { label: 'Comparer mes revenus', href: '/comparateur-revenus' },
          secondary: { label: 'Participer à une réunion', href: '/reunion-d-information#inscription' },
        },
      },
      press,
      { type: 'recrutement.stats' },
      {
        type: 'recrutement.section',
        props: {
          id: 'pourquoi',
          title: 'Pourquoi nous rejoindre ?',
          paragraphs: ['Vous restez indépendant et vous gardez la totalité de vos honoraires. Le réseau vous facture un abonnement de {abonnement} par mois et des frais administratifs de {fraisAdmin} par tranche de {tranche} facturée, rien de plus.'],
          items: ['100 % de vos honoraires', 'Sans engagement de durée', '{outils} outils logiciels inclus', 'Webinaires de {webinairesHeures} chaque semaine', '{clubsNombre} clubs métiers pour vous spécialiser', 'Réponse à vos questions sous {delaiReponse}'],
          cta: { label: 'Voir les tarifs', href: '/tarifs' },
        },
      },
      { type: 'recrutement.testimonials', props: { title: 'Ils ont rejoint le réseau' } },
      live,
      rdv,
    ],
  },
  '/reseau': {
    title: 'Le réseau · {site}',
    description: 'Performances, meilleurs chiffres d’affaires et accompagnement humain : découvrez le réseau.',
    blocks: [
      {
        type: 'recrutement.hero',
        props: {
          eyebrow: 'Le réseau',
          title: 'Un réseau d’indépendants qui avancent ensemble',
          subtitle: 'Des conseillers partout en France, des outils communs et une équipe support qui connaît le terrain.',
          primary: { label: 'Participer à une réunion', href: '/reunion-d-information#inscription' },
          secondary: { label: 'Comparer mes revenus', href: '/comparateur-revenus' },
        },
      },
      { type: 'recrutement.stats', props: { id: 'performances', title: 'Nos performances' } },
      {
        type: 'recrutement.section',
        props: {
          id: 'best-ca',
          tone: 'tinted',
          title: 'Nos meilleurs chiffres d’affaires',
          paragraphs: [
            'Chaque année, les conseillers qui réalisent les plus beaux chiffres d’affaires partagent leurs méthodes avec le réseau : prospection, estimation, suivi des vendeurs.',
            'Avec 100 % des honoraires conservés, chaque vente supplémentaire vous revient entièrement, après l’abonnement de {abonnement} par mois et les frais administratifs.',
          ],
          cta: { label: 'Calculer ce que je gagnerais', href: '/comparateur-revenus' },
        },
      },
      {
        type: 'recrutement.section',
        props: {
          id: 'humain',
          title: 'L’humain avant tout',
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
    title: 'Services aux conseillers · {site}',
    description: 'Outils, diffusion des annonces, accompagnement juridique et administratif : ce que le réseau met à votre service.',
    blocks: [
      {
        type: 'recrutement.hero',
        props: {
          eyebrow: 'Services',
          title: 'Tout ce qu’il faut pour vendre, rien d’imposé',
          subtitle: 'Des services à la carte, sans engagement : vous choisissez ce qui vous aide.',
          primary: { label: 'Voir les tarifs', href: '/tarifs' },
        },
      },
      {
        type: 'recrutement.section',
        props: {
          id: 'outils',
          title: '{outils} outils logiciels inclus',
          paragraphs: ['Logiciel de transaction, signature électronique, estimation, diffusion sur plus de 100 portails, site personnel, carte de visite numérique : tout est compris dans l’abonnement.'],
          items: ['Logiciel de transaction et mandats', 'Signature électronique', 'Diffusion multi-portails', 'Outil d’estimation', 'Site web personnel', 'Kit de communication'],
        },
      },
      {
        type: 'recrutement.section',
        props: {
          id: 'accompagnement',
          tone: 'tinted',
          title: 'Un accompagnement juridique et administratif',
          paragraphs: ['Une équipe vérifie vos mandats et compromis, répond à vos questions sous {delaiReponse} et verse vos honoraires sous {delaiPaiement} après encaissement.'],
        },
      },
      press,
      live,
      rdv,
    ],
  },
  '/tarifs': {
    title: 'Tarifs · {site}',
    description: 'Mandataire ou agence : un abonnement mensuel fixe, des frais administratifs clairs, et un comparateur pour voir ce que vous gagneriez.',
    blocks: [
      {
        type: 'recrutement.hero',
        props: {
          eyebrow: 'Tarifs',
          title: 'Des tarifs simples, sans pourcentage prélevé',
          subtitle: 'Choisissez votre profil : mandataire immobilier ou agence.',
          primary: { label: 'Comparer mes revenus', href: '#comparateur' },
          secondary: { label: 'Prendre rendez-vous', href: '#rdv' },
        },
      },
      { type: 'recrutement.pricing' },
      { type: 'recrutement.comparator', props: { headingLevel: 2 } },
      rdv,
    ],
  },
  '/formations': {
    title: 'Formations · {site}',
    description: 'Formation continue, webinaires chaque semaine, séminaire d’intégration, clubs métiers et marketing : se former tout au long de l’année.',
    blocks: [
      {
        type: 'recrutement.hero',
        props: {
          eyebrow: 'Formations',
          title: 'Se former tout au long de l’année',
          subtitle: 'Des débuts accompagnés, puis une formation continue pour progresser à votre rythme.',
          primary: { label: 'Participer à une réunion', href: '/reunion-d-information#inscription' },
        },
      },
      {
        type: 'recrutement.section',
        props: {
          id: 'continue',
          title: 'Formation continue',
          paragraphs: ['Chaque {reunionJour} à {formationHeure}, une session de formation en ligne aborde un thème du métier : estimation, mandat exclusif, financement, fiscalité.'],
        },
      },
      {
        type: 'recrutement.section',
        props: {
          id: 'webinaires',
          tone: 'tinted',
          title: 'Webinaires',
          paragraphs: ['{webinairesHeures} de webinaires chaque semaine, en direct ou en replay, animés par des conseillers du réseau et des experts.'],
        },
      },
      {
        type: 'recrutement.section',
        props: {
          id: 'seminaire',
          title: 'Séminaire d’intégration',
          paragraphs: ['{seminaireHeures} de formation sur {seminaireJours} jour, répartis sur {seminaireSur} jours : les fondamentaux du métier, les outils et la rencontre de l’équipe.'],
        },
      },
      { type: 'recrutement.clubs', props: { id: 'clubs', title: 'Les clubs métiers', intro: 'Des groupes de conseillers qui partagent une spécialité, échangent leurs dossiers et se forment ensemble.' } },
      {
        type: 'recrutement.section',
        props: {
          id: 'marketing',
          tone: 'tinted',
          title: 'Marketing',
          paragraphs: ['Apprenez à vous faire connaître localement : réseaux sociaux, photos, visites virtuelles, avis clients. Le club Marketing Digital partage ses modèles et ses campagnes.'],
        },
      },
      live,
      rdv,
    ],
  },
  '/reunion-d-information': {
    title: 'Réunion d’information · {site}',
    description: 'Chaque semaine, une réunion d’information en ligne pour découvrir le réseau et poser vos questions. Inscription gratuite.',
    blocks: [
      {
        type: 'recrutement.hero',
        props: {
          eyebrow: 'Réunion d’information',
          title: 'Découvrez le réseau en une heure, en ligne',
          subtitle: 'Présentation du métier, des tarifs et des outils, puis vos questions. Gratuit et sans engagement.',
          primary: { label: 'Je m’inscris', href: '#inscription' },
        },
      },
      { type: 'recrutement.signup' },
      {
        type: 'recrutement.section',
        props: {
          id: 'deroulement',
          title: 'Comment se déroule la réunion ?',
          paragraphs: ['Chaque {reunionJour} à {reunionHeure}, pendant {reunionDuree}, en visioconférence. Vous recevez le lien par e-mail avec l’invitation à ajouter à votre agenda.'],
          items: ['Le métier de conseiller indépendant', 'Les tarifs : {abonnement} par mois', 'Les outils et la formation', 'Vos questions'],
        },
      },
      rdv,
    ],
  },
  '/temoignages': {
    title: 'Témoignages · {site}',
    description: 'Ils ont rejoint le réseau : témoignages vidéo de conseillers et articles de presse.',
    blocks: [
      {
        type: 'recrutement.hero',
        props: {
          eyebrow: 'Témoignages',
          title: 'Ils ont rejoint le réseau et nous racontent',
          subtitle: 'Reconversions, anciens agents, spécialistes : écoutez ceux qui ont franchi le pas.',
          primary: { label: 'Participer à une réunion', href: '/reunion-d-information#inscription' },
        },
      },
      { type: 'recrutement.testimonials', props: { title: 'Témoignages vidéo' } },
      { type: 'recrutement.media' },
      live,
    ],
  },
  '/comparateur-revenus': {
    title: 'Comparateur de revenus · {site}',
    description: 'Comparez votre revenu net actuel avec celui que vous auriez dans le réseau : calcul détaillé ligne par ligne, HT et TTC.',
    blocks: [{ type: 'recrutement.comparator' }, live, rdv],
  },
  // The shared legal and help pages of the network families (complete legal notice, data, cookies, CGU, site map).
  ...legalPages('recrutement', [{ title: 'Rejoindre le réseau', links: [{ label: 'Accueil', href: '/' }] }]),
};
