import { DIAGNOSTICS, PRESTATIONS } from '../../../domain/diag/catalogue';
import type { Family, PageDefinition } from '../../../domain/sites/site';
import { RECRUTEMENT_RECORD } from './recrutement-record';
import { LEGAL_RECORDS } from './legal';

/** Demo sites. People, brands and phone numbers are fictional (01 99 00… and 06 39 98… are reserved for fiction). */
export interface SeedSite {
  id: string;
  family: Family;
  name: string;
  hosts: string[];
  crm: Record<string, unknown>;
  settings: Record<string, unknown>;
  pages?: Record<string, PageDefinition>;
}

/** The demo clip made for the product (scripts/make-demo-video.mjs), served by the product itself. */
const DEMO_VIDEO = {
  stream: '/media/video/diagnostic/index.m3u8',
  file: '/media/video/diagnostic.mp4',
  credit: 'Vidéo : animation générée pour la démonstration de vitrine (2026), libre de droits.',
};

const allFlags = Object.fromEntries(
  [...DIAGNOSTICS, ...PRESTATIONS].filter((s) => s.guardKey).map((s) => [s.guardKey as string, true]),
);

const fewFlags = Object.fromEntries(
  [...DIAGNOSTICS, ...PRESTATIONS]
    .filter((s) => s.guardKey)
    .map((s) => [
      s.guardKey as string,
      ['diagnostic-dpe', 'diagnostic-amiante', 'diagnostic-plomb', 'diagnostic-gaz', 'diagnostic-electricite', 'etat-des-risques', 'audit-energetique'].includes(s.slug),
    ]),
);

export const SEED_SITES: SeedSite[] = [
  {
    id: 'diag-paris15',
    family: 'diag',
    name: 'Diagéo Paris 15',
    hosts: ['paris15.diageo.fr'],
    settings: { brand: 'Diagéo', trackingId: 'G-DEMO2026', heroVideoUrl: DEMO_VIDEO.stream, presentationVideoUrl: DEMO_VIDEO.file, presentationVideoCredit: DEMO_VIDEO.credit },
    crm: {
      ...allFlags,
      FirstName: 'Claire',
      LastName: 'Vasseur',
      PhoneNumber: '0639981524',
      Email: 'claire.vasseur@diageo.example',
      Address: '42 rue de la Convention, 75015 Paris',
      ActivSecteur: 'Paris 15e',
      ActivContactText: 'Diagnostiqueuse certifiée depuis 2012, j’interviens dans tout le 15e arrondissement et les communes voisines, sous 48 h.',
      ActivCloudflareHomeAvatarImageIdString: 'avatars/claire-vasseur.svg',
      ActivCloudflareHomeAvatarThankYouImageIdString: 'avatars/claire-vasseur.svg',
      ActivAvisNoteMoyenne: 4.86,
      ActivAvisNombreAvis: 57,
      ActivAvisLien: 'https://avis.example/diageo-paris15',
      ActivAvis1Nom: 'Mathilde R.',
      ActivAvis1Commentaire: 'Rendez-vous fixé en deux jours, rapport reçu le lendemain et des explications claires sur le DPE. Je recommande.',
      ActivAvis2Nom: 'Karim B.',
      ActivAvis2Commentaire: 'Très professionnelle, ponctuelle et de bon conseil pour la vente de notre appartement.',
      ActivAvis3Nom: 'Hélène et Marc D.',
      ActivAvis3Commentaire: 'Diagnostics complets pour notre location, tarif annoncé respecté. Merci !',
      ActivOrganismeCertificateur: 'Certivia; Qualidiag Certification',
      ActivAssurance: 'Assurelia Pro',
      ActivTarifs: 'https://tarifs.example/diageo-paris15',
      ActivNearbyLinks: [
        { url: 'https://paris14.diageo.example/', label: 'Diagnostic immobilier Paris 14e' },
        { url: 'https://paris7.diageo.example/', label: 'Diagnostic immobilier Paris 7e' },
        { url: 'https://issy.diageo.example/', label: 'Diagnostic immobilier Issy-les-Moulineaux' },
        { url: 'https://vanves.diageo.example/', label: 'Diagnostic immobilier Vanves' },
        { url: 'https://boulogne.diageo.example/', label: 'Diagnostic immobilier Boulogne-Billancourt' },
      ],
      ActivShowHomeNotifBanner: true,
      SocialFacebookUrl: 'https://facebook.example/diageo.paris15',
      SocialInstagramUrl: 'https://instagram.example/diageo.paris15',
      SocialLinkedinUrl: 'https://linkedin.example/in/claire-vasseur-diag',
      SocialYoutubeUrl: 'https://youtube.example/@diageo',
      SIRET: '91234567800012',
      TypeOfCompany: 'SASU',
      CapitalSocial: 5000,
      TVANumber: 'FR45912345678',
    },
  },
  {
    id: 'diag-annecy',
    family: 'diag',
    name: 'Diagéo Annecy',
    hosts: ['annecy.diageo.fr'],
    settings: { brand: 'Diagéo', presentationVideoUrl: DEMO_VIDEO.file, presentationVideoCredit: DEMO_VIDEO.credit },
    crm: {
      ...fewFlags,
      FirstName: 'Julien',
      LastName: 'Perrotin',
      PhoneNumber: '0199001742',
      Email: 'julien.perrotin@diageo.example',
      Address: '8 avenue de Chambéry, 74000 Annecy',
      ActivSecteur: 'Annecy et le lac',
      ActivContactText: 'Diagnostics immobiliers autour du lac d’Annecy, en plaine comme en montagne.',
      ActivOrganismeCertificateur: 'Certivia',
      ActivAssurance: 'Assurelia Pro',
      ActivShowHomeNotifBanner: false,
      SIRET: '88765432100019',
      TypeOfCompany: 'EURL',
      CapitalSocial: 1000,
      TVANumber: 'FR12887654321',
    },
  },
  {
    id: 'diag-brest',
    family: 'diag',
    name: 'Diagéo Brest',
    hosts: ['brest.diageo.fr'],
    settings: { brand: 'Diagéo', underConstruction: true, onlyOwnPages: true, defaultPhone: '0199004410' },
    // The company exists before its site: its legal notice is complete from day one.
    crm: {
      ActivSecteur: 'Brest',
      FirstName: 'Gwenaël',
      LastName: 'Kerjean',
      Email: 'gwenael.kerjean@diageo.example',
      Address: '5 rue de Siam, 29200 Brest',
      SIRET: '93456789000018',
      TypeOfCompany: 'EURL',
      CapitalSocial: 2000,
      TVANumber: 'FR27934567890',
    },
    // The under-construction variant: one page of its own, nothing of the family's table.
    pages: {
      '/': {
        title: '{site} · site en cours de construction',
        description: 'Diagnostics immobiliers à Brest : contactez-nous par téléphone en attendant notre site.',
        blocks: [{ type: 'diag.underConstruction' }, { type: 'diag.reasons' }, { type: 'diag.steps' }],
      },
      '/tableau-des-diagnostics': { title: 'diag:pageMeta.freebie.title', description: 'diag:pageMeta.freebie.description', blocks: [{ type: 'diag.freebiePage' }] },
    },
  },
  {
    id: 'reseau',
    family: 'immo',
    name: 'Maisonfort Immobilier',
    hosts: ['maisonfort-immobilier.fr'],
    settings: {
      brand: 'Maisonfort',
      phone: '0199002030',
      email: 'contact@maisonfort.example',
      recruitmentSite: { id: 'recrutement', host: 'rejoindre.maisonfort-immobilier.fr' },
      // Self-served ambient loops (media/video/CREDITS.md): no third party, so no consent needed.
      heroVideos: ['/media/video/reseau/ambiance-1.mp4', '/media/video/reseau/ambiance-2.mp4'],
      // A fictional booking page: the widget loads only after consent 'booking'.
      bookingUrl: 'https://calendly.com/maisonfort-demo/rendez-vous',
    },
    crm: {
      legal: LEGAL_RECORDS.reseau,
      // Fictional network: its own claims (spec §1 gives such figures for its sample network).
      keyFigures: [
        { value: { fr: '+ de 1 000', en: '1,000+' }, label: { fr: 'conseillers en France', en: 'advisers in France' } },
        { value: { fr: '15 ans', en: '15 years' }, label: { fr: 'd’expérience, depuis 2010', en: 'of experience, since 2010' } },
        { value: '96 %', label: { fr: 'des vendeurs nous recommandent', en: 'of sellers recommend us' } },
        { value: { fr: '+ de 100', en: '100+' }, label: { fr: 'portails de diffusion', en: 'listing portals' } },
      ],
      portals: 100,
    },
  },
  {
    id: 'sevran',
    family: 'agence',
    name: 'Maisonfort Sevran — Léa & Thomas Garnier',
    hosts: ['sevran.maisonfort-immobilier.fr'],
    settings: {
      brand: 'Maisonfort',
      showLouer: true,
      showAddress: true,
      showAvatar: true,
      address: '12 avenue du Général Leclerc, 93270 Sevran',
      numeroTel: '0639982277',
      email: 'sevran@maisonfort.example',
      listCities: ['Sevran', 'Aulnay-sous-Bois', 'Le Blanc-Mesnil', 'Bondy'],
      // Its paid-traffic landing /estimation-gratuite (network spec 'ExpertimoMLandingOne'); Versailles has none.
      landing: { context: 'landing-sevran' },
    },
    // Fictional agency: its own claims (network spec §2 gives such figures for its sample agency).
    crm: { legal: LEGAL_RECORDS.sevran, keyFigures: { recommendPercent: 97, salesIn36Months: 120, visibilityPercent: 100, portals: 100 } },
  },
  {
    // The second demo agency: rent, address and avatars off (network spec §1 settings), so both paths show.
    id: 'agence-versailles',
    family: 'agence',
    name: 'Maisonfort Versailles',
    hosts: ['versailles.maisonfort-immobilier.fr'],
    settings: {
      brand: 'Maisonfort',
      showLouer: false,
      showAddress: false,
      showAvatar: false,
      address: '3 rue de la Paroisse, 78000 Versailles',
      numeroTel: '0199007800',
      email: 'versailles@maisonfort.example',
      listCities: ['Versailles', 'Le Chesnay-Rocquencourt', 'Viroflay', 'Buc'],
    },
    // A younger agency: fewer figures to claim (the missing ones are simply not shown).
    crm: { keyFigures: { salesIn36Months: 45, portals: 100 } },
  },
  {
    id: 'recrutement',
    family: 'recrutement',
    name: 'Rejoindre Maisonfort',
    hosts: ['rejoindre.maisonfort-immobilier.fr'],
    settings: { brand: 'Maisonfort', phone: '0199002031', email: 'recrutement@maisonfort.example', recrutement: RECRUTEMENT_RECORD },
    crm: { legal: LEGAL_RECORDS.recrutement },
  },
];
