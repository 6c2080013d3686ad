import type { PageTable } from '../../../blocks/types';
import type { ImmoBlocks } from '../blocks';
import { sellingSections } from '../../shared/selling-page';

const selling = sellingSections('immo', {
  arguments: [
    { title: 'Un conseiller de votre secteur', text: 'Il connaît les prix réels de votre quartier et les acheteurs qui le recherchent.' },
    { title: 'Une diffusion large', text: 'Votre annonce est diffusée sur {portails} immobiliers.' },
    { title: 'Un suivi à chaque étape', text: 'Compte rendu des visites, négociation, compromis, jusqu’à l’acte chez le notaire.' },
  ],
  diffusion: 'Votre annonce sur {portails} et auprès des acquéreurs du réseau.',
  followUp: 'Visites qualifiées, offres, compromis et acte : votre conseiller vous accompagne.',
  callToAction: { text: 'Commencez par une estimation, ou parlez directement à un conseiller.', secondLink: { label: 'Trouver un conseiller', href: '/conseillers-immobiliers' } },
});

/** Selling, about, services and network pages (network spec §2). Text is the site's content, in French. */
export const contentPages: PageTable<ImmoBlocks> = {
  '/vendre': {
    title: 'Vendre votre bien avec un conseiller · {site}',
    description: 'Estimation, mise en valeur, diffusion sur les grands portails et suivi : vendez votre bien avec un conseiller {site}.',
    blocks: [
      {
        type: 'immo.sellHero',
        props: {
          title: 'Vendez votre bien au juste prix',
          text: 'Une estimation indicative en 2 minutes, puis un conseiller de votre secteur pour estimer, valoriser et vendre votre bien.',
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
    title: 'À propos · {site}',
    description: 'Qui sommes-nous : un réseau de conseillers immobiliers indépendants, ses chiffres clés et ses services.',
    blocks: [
      { type: 'immo.pageHero', props: { title: 'Qui sommes-nous ?', text: 'Un réseau de conseillers immobiliers indépendants, présents près de chez vous pour vendre, acheter ou louer.', links: [] } },
      { type: 'immo.textSections', props: { sections: [{ title: 'Notre histoire', paragraphs: ['Fondé en 2010, le réseau réunit des conseillers indépendants formés et accompagnés par une équipe dédiée.', 'Chaque conseiller connaît son secteur et suit personnellement chacun de ses clients.'], links: [] }] } },
      { type: 'immo.keyFigures' },
      {
        type: 'immo.textSections',
        props: {
          title: 'Nos services',
          columns: 3,
          sections: [
            { title: 'Estimation', paragraphs: ['Une estimation fondée sur les ventes réelles du secteur.'], links: [{ label: 'Estimer mon bien', href: '/evaluation' }] },
            { title: 'Mise en valeur', paragraphs: ['Photos, présentation et diffusion de votre bien.'], links: [{ label: 'Découvrir', href: '/services/mise-en-valeur' }] },
            { title: 'Gestion locative', paragraphs: ['Mise en location et gestion de votre bien loué.'], links: [{ label: 'Découvrir', href: '/services/gestion-locative' }] },
          ],
        },
      },
    ],
  },
  '/nos-services': {
    title: 'Nos services · {site}',
    description: 'Estimation, mise en valeur, gestion locative, chasse immobilière : les services des conseillers {site}.',
    blocks: [
      { type: 'immo.pageHero', props: { title: 'Nos services', text: 'Des services à la carte, sans engagement, pour chaque étape de votre projet.', links: [{ label: 'Estimation', href: '#estimation' }, { label: 'Mise en valeur', href: '#mise-en-valeur' }, { label: 'Gestion locative', href: '#gestion-locative' }, { label: 'Chasse immobilière', href: '#chasse-immobiliere' }] } },
      {
        type: 'immo.textSections',
        props: {
          sections: [
            { id: 'estimation', title: 'Estimation', paragraphs: ['Une première fourchette indicative en ligne, puis l’estimation précise de votre conseiller après visite.'], links: [{ label: 'Estimer mon bien', href: '/evaluation' }] },
            { id: 'mise-en-valeur', title: 'Mise en valeur', paragraphs: ['Conseils de présentation, photos professionnelles, diffusion sur {portails}.'], links: [{ label: 'Trouver un conseiller', href: '/conseillers-immobiliers' }] },
            { id: 'gestion-locative', title: 'Gestion locative', paragraphs: ['Recherche du locataire, bail, état des lieux, encaissement des loyers.'], links: [{ label: 'La gestion locative', href: '/services/gestion-locative' }] },
            { id: 'chasse-immobiliere', title: 'Chasse immobilière', paragraphs: ['Votre conseiller recherche pour vous le bien qui correspond à vos critères.'], links: [{ label: 'La chasse immobilière', href: '/services/chasse-immobiliere' }] },
          ],
        },
      },
      { type: 'immo.callToAction', props: { title: 'Parlons de votre projet', text: 'Un conseiller de votre secteur vous répond.', links: [{ label: 'Trouver un conseiller', href: '/conseillers-immobiliers' }] } },
    ],
  },
  '/services/chasse-immobiliere': {
    title: 'Chasse immobilière · {site}',
    description: 'Confiez votre recherche à un conseiller {site} et recevez les biens qui correspondent à vos critères.',
    blocks: [
      { type: 'immo.pageHero', props: { title: 'Chasse immobilière', text: 'Votre conseiller cherche pour vous, y compris parmi les biens pas encore diffusés.', links: [{ label: 'Créer une alerte', href: '#alerte' }] } },
      {
        type: 'immo.textSections',
        props: {
          sections: [
            { title: 'Comment ça marche', paragraphs: ['Vous décrivez votre projet : secteur, budget, type de bien. Votre conseiller sélectionne les biens et organise les visites.'], links: [] },
          ],
        },
      },
      // The buyer-alert form itself (issue 11 item 8), anchored #alerte; it works without JavaScript.
      { type: 'listings.buyerAlert', props: { heading: 'h2' } },
      { type: 'immo.callToAction', props: { title: 'Un conseiller pour votre recherche', text: 'Trouvez le conseiller de votre secteur.', links: [{ label: 'Trouver un conseiller', href: '/conseillers-immobiliers' }] } },
      { type: 'immo.recentListings', props: { status: 'sale', title: 'Derniers biens à vendre' } },
    ],
  },
  '/services/gestion-locative': {
    title: 'Gestion locative · {site}',
    description: 'Mise en location et gestion de votre bien par un conseiller {site}.',
    blocks: [
      { type: 'immo.pageHero', props: { title: 'Gestion locative', text: 'Louez sereinement : recherche du locataire, bail, état des lieux et suivi.', links: [{ label: 'Trouver un conseiller', href: '/conseillers-immobiliers' }] } },
      {
        type: 'immo.textSections',
        props: {
          columns: 2,
          title: 'Notre accompagnement',
          sections: [
            { title: 'Mise en location', paragraphs: ['Estimation du loyer, annonce, visites, sélection du dossier, bail et état des lieux.'], links: [] },
            { title: 'Gestion', paragraphs: ['Encaissement des loyers, régularisation des charges, suivi des travaux et des obligations du bailleur.'], links: [] },
          ],
        },
      },
      { type: 'immo.callToAction', props: { title: 'Un conseiller près de chez vous', text: 'Parlez de votre bien à un conseiller de votre secteur.', links: [{ label: 'Trouver un conseiller', href: '/conseillers-immobiliers' }] } },
      { type: 'immo.recentListings', props: { status: 'rent', title: 'Derniers biens à louer' } },
      { type: 'immo.latestNews' },
    ],
  },
  '/services/mise-en-valeur': {
    title: 'Mise en valeur de votre bien · {site}',
    description: 'Photos, présentation et diffusion : la mise en valeur de votre bien par un conseiller {site}.',
    blocks: [
      { type: 'immo.pageHero', props: { title: 'Mise en valeur', text: 'Un bien bien présenté se vend plus vite : photos, conseils et diffusion large.', links: [{ label: 'Estimer mon bien', href: '/evaluation' }] } },
      {
        type: 'immo.textSections',
        props: {
          sections: [
            { title: 'Présentation', paragraphs: ['Conseils de rangement, de petits travaux et de décoration pour que chaque visiteur se projette.'], links: [] },
            { title: 'Photos et diffusion', paragraphs: ['Photos professionnelles et diffusion sur {portails}.'], links: [] },
          ],
        },
      },
      { type: 'immo.callToAction', props: { title: 'Votre conseiller', text: 'Trouvez le conseiller de votre secteur.', links: [{ label: 'Trouver un conseiller', href: '/conseillers-immobiliers' }] } },
      { type: 'immo.recentListings', props: { status: 'sale', title: 'Derniers biens à vendre' } },
    ],
  },
  '/reseau': {
    title: 'Le réseau · {site}',
    description: 'Le réseau {site} : des conseillers immobiliers indépendants partout en France.',
    blocks: [
      { type: 'immo.pageHero', props: { title: 'Le réseau', text: 'Des conseillers immobiliers indépendants, formés et accompagnés, partout en France.', links: [{ label: 'Nous rejoindre', href: '/', recruitment: true }, { label: 'Nos conseillers', href: '/conseillers-immobiliers' }] } },
      { type: 'immo.keyFigures' },
      { type: 'immo.textSections', props: { columns: 3, title: 'Nos engagements', sections: [{ title: 'Proximité', paragraphs: ['Un conseiller qui connaît votre secteur.'], links: [] }, { title: 'Transparence', paragraphs: ['Honoraires affichés, estimations sourcées.'], links: [] }, { title: 'Formation', paragraphs: ['Une formation continue pour chaque conseiller.'], links: [] }] } },
      { type: 'immo.reviewsSummary' },
      {
        type: 'immo.testimonialVideos',
        props: {
          title: 'Ils vendent avec nous',
          items: [
            { title: 'Le réseau Maisonfort en 3 minutes', subtitle: 'Nos conseillers racontent leur métier et leurs clients', video: 'https://www.youtube.com/watch?v=mfReseau0001', image: 'reseau/temoignage-1.svg' },
            { title: 'Léa Garnier, conseillère à Sevran', subtitle: 'Une vente en six semaines, du premier rendez-vous à l’acte', video: 'https://www.youtube.com/watch?v=mfReseau0002', image: 'reseau/temoignage-2.svg' },
            { title: 'Olivier, conseiller à Nantes', subtitle: 'Accompagner un premier achat', video: 'https://vimeo.com/100000011', image: 'reseau/temoignage-3.svg' },
            { title: 'Hélène, conseillère à Lyon', subtitle: 'La gestion locative au quotidien', video: 'https://youtu.be/mfReseau0004', image: 'reseau/temoignage-4.svg' },
          ],
        },
      },
      { type: 'immo.bookingWidget', props: { title: 'Prendre rendez-vous', text: 'Choisissez un créneau pour échanger avec notre équipe : projet de vente, d’achat, ou envie de rejoindre le réseau.' } },
    ],
  },
  '/reseau-mandataires-immobiliers': {
    title: 'Réseau de mandataires immobiliers · {site}',
    description: 'Devenir mandataire immobilier indépendant dans le réseau {site} : statut, formation, rémunération.',
    blocks: [
      { type: 'immo.pageHero', props: { title: 'Un réseau de mandataires immobiliers', text: 'Agents commerciaux indépendants immatriculés au RSAC, nos conseillers exercent sous la carte professionnelle du réseau.', links: [{ label: 'Nous rejoindre', href: '/', recruitment: true }, { label: 'Simulez vos revenus', href: '/comparateur-revenus', recruitment: true }] } },
      { type: 'immo.textSections', props: { sections: [{ title: 'Le statut de mandataire', paragraphs: ['Le mandataire est un agent commercial indépendant : il prospecte, estime, commercialise et négocie pour le compte du titulaire de la carte professionnelle.'], links: [] }, { title: 'Formation et outils', paragraphs: ['Formation initiale et continue, outils de diffusion et d’estimation, accompagnement juridique.'], links: [{ label: 'Les réunions d’information', href: '/reunion-d-information', recruitment: true }] }] } },
      { type: 'immo.keyFigures' },
      { type: 'immo.bookingWidget', props: { title: 'Parlons de votre projet', text: 'Réservez un échange de 30 minutes avec notre équipe recrutement : statut, formation, rémunération.' } },
    ],
  },
};
