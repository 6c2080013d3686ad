import type { RecrutementMediaArticlesTable, RecrutementReferencesTable, RecrutementTestimonialsTable } from '../../db/schema';

/**
 * Demo content of the recruitment site. The comparator's reference entries use clearly generic names:
 * naming a real agency or network would need a public, dated source for its figures (issue 15), and
 * the demo has none. Their shares and fees are orders of magnitude of the spec (§3: agencies 35–50 %,
 * networks 60–100 % with 0–250 € a month, one network charging per sale).
 */
const SITE = 'recrutement';
const CHECKED_ON = '2026-11-23';
const GENERIC_SOURCE = 'Exemple fictif (ordre de grandeur du cahier des charges, aucune enseigne réelle)';

// [name, share %]
const AGENCIES: Array<[string, number]> = [
  ['Agence de la Gare', 40], ['Agence des Tilleuls', 45], ['Agence du Centre', 50], ['Agence du Marché', 35], ['Agence du Port', 42],
  ['Agence Les Coteaux', 38], ['Agence des Remparts', 47], ['Agence du Parc', 44], ['Agence Belle Rive', 36], ['Agence des Halles', 48],
  ['Agence du Lac', 41], ['Agence du Moulin', 39], ['Agence Horizon', 50], ['Agence des Écoles', 43], ['Agence du Château', 46],
  ['Agence Saint-Jacques', 37], ['Agence du Pont', 45], ['Agence Ouest Habitat', 40], ['Agence Plein Sud', 35], ['Agence des Vignes', 49],
  ['Agence du Canal', 42], ['Agence Riviera', 38], ['Agence du Faubourg', 44], ['Agence Côté Jardin', 47], ['Agence de l’Étang', 36],
  ['Agence des Arcades', 50], ['Agence du Beffroi', 41], ['Agence Val Fleuri', 43], ['Agence des Marronniers', 39],
];

// [name, share %, monthly € HT, per-sale € HT]
const NETWORKS: Array<[string, number, number, number]> = [
  ['Réseau Alpha', 70, 150, 0], ['Réseau Bêta', 75, 120, 0], ['Réseau Gamma', 80, 200, 0], ['Réseau Delta', 90, 250, 0], ['Réseau Epsilon', 60, 0, 0],
  ['Réseau Zêta', 65, 50, 0], ['Réseau Êta', 85, 180, 0], ['Réseau Thêta', 100, 250, 0], ['Réseau Iota', 72, 99, 0], ['Réseau Kappa', 78, 130, 0],
  ['Réseau Lambda', 95, 220, 0], ['Réseau Mu', 68, 80, 0], ['Réseau Nu', 82, 160, 0], ['Réseau Xi', 88, 199, 0], ['Réseau Omicron', 62, 30, 0],
  ['Réseau Pi', 74, 140, 0], ['Réseau Rhô', 100, 0, 350], ['Réseau Sigma', 76, 110, 0], ['Réseau Tau', 92, 240, 0], ['Réseau Upsilon', 66, 60, 0],
  ['Réseau Phi', 84, 170, 0], ['Réseau Khi', 70, 90, 0], ['Réseau Psi', 98, 250, 0], ['Réseau Oméga', 80, 150, 0], ['Réseau Azur', 73, 125, 0],
  ['Réseau Émeraude', 86, 190, 0], ['Réseau Ambre', 64, 45, 0], ['Réseau Opale', 79, 135, 0], ['Réseau Saphir', 90, 210, 0], ['Réseau Corail', 69, 75, 0],
];

const slug = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/(^-|-$)/g, '');

export const SEED_RECRUTEMENT_REFERENCES: RecrutementReferencesTable[] = [
  ...AGENCIES.map(([nom, pourcentage]) => ({ id: `ref-${slug(nom)}`, site_id: SITE, nature: 'agence' as const, nom, pourcentage, coutmensuel: 0, coutparvente: 0, source: GENERIC_SOURCE, checked_on: CHECKED_ON })),
  ...NETWORKS.map(([nom, pourcentage, coutmensuel, coutparvente]) => ({ id: `ref-${slug(nom)}`, site_id: SITE, nature: 'reseau' as const, nom, pourcentage, coutmensuel, coutparvente, source: GENERIC_SOURCE, checked_on: CHECKED_ON })),
];

// The video links point at a fictional video host on .example: the player only loads after consent and a click.
export const SEED_RECRUTEMENT_TESTIMONIALS: RecrutementTestimonialsTable[] = [
  { id: 'tem-reseau', site_id: SITE, position: 0, title: 'Rejoindre Maisonfort en 3 minutes', subtitle: 'Le réseau, ses outils et son accompagnement racontés par ses conseillers', video_url: 'https://www.youtube.com/watch?v=mfDemo00001', image: 'recrutement/temoignage-reseau.svg' },
  { id: 'tem-sophie', site_id: SITE, position: 1, title: 'Sophie Lemaire', subtitle: 'Ancienne assistante commerciale, conseillère à Nantes depuis 2021', video_url: 'https://www.youtube.com/watch?v=mfDemo00002', image: 'recrutement/sophie-lemaire.svg' },
  { id: 'tem-karim', site_id: SITE, position: 2, title: 'Karim Benali', subtitle: 'Agent d’agence pendant 8 ans, mandataire indépendant depuis 2019', video_url: 'https://vimeo.com/100000003', image: 'recrutement/karim-benali.svg' },
  { id: 'tem-julie', site_id: SITE, position: 3, title: 'Julie Moreau', subtitle: 'Reconversion après 12 ans dans la banque, à Lyon', video_url: 'https://youtu.be/mfDemo00004', image: 'recrutement/julie-moreau.svg' },
];

export const SEED_RECRUTEMENT_MEDIA: RecrutementMediaArticlesTable[] = [
  { id: 'media-1', site_id: SITE, outlet: 'La Gazette de l’Habitat', title: 'Les réseaux de mandataires misent sur la formation', excerpt: 'Webinaires hebdomadaires, séminaires d’intégration : les réseaux investissent dans l’accompagnement des nouveaux conseillers.', url: 'https://gazette-habitat.example/reseaux-formation', date: '2026-09-14' },
  { id: 'media-2', site_id: SITE, outlet: 'Courrier Immo', title: 'Mandataire immobilier : un métier qui attire les reconversions', excerpt: 'Banque, commerce, enseignement : de plus en plus de profils rejoignent l’immobilier comme indépendants.', url: 'https://courrier-immo.example/reconversions', date: '2026-06-02' },
  { id: 'media-3', site_id: SITE, outlet: 'Le Quotidien des Indépendants', title: 'Garder 100 % de ses honoraires : ce que cela change', excerpt: 'Abonnement fixe et frais transparents : un modèle qui séduit les conseillers expérimentés.', url: 'https://quotidien-independants.example/honoraires', date: '2026-03-21' },
  { id: 'media-4', site_id: SITE, outlet: 'Radio Patrimoine', title: 'Les clubs métiers, un réseau dans le réseau', excerpt: 'Viager, neuf, commercial : les clubs thématiques permettent aux conseillers de se spécialiser.', url: 'https://radio-patrimoine.example/clubs-metiers', date: '2025-11-30' },
];
