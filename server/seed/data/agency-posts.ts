import type { PostsTable } from '../../db/schema';

/**
 * The agency sites' demo articles (network spec §2 'News', agency blog; §3 categories of the agency
 * demo: Conseils, Marche, Fiscalite, Quartiers — written with their accents here). Fictional authors.
 */
type Draft = Pick<PostsTable, 'slug' | 'title' | 'date' | 'category' | 'author' | 'read_mins' | 'excerpt' | 'description_html'> & { cover: 'conseils' | 'marche' | 'fiscalite' | 'reseau' };

const post = (siteId: string, i: number, d: Draft): PostsTable => {
  const { cover, ...rest } = d;
  return { ...rest, id: `post-${siteId}-${String(i + 1).padStart(2, '0')}`, site_id: siteId, image: `news/reseau-${cover}.svg`, seo_title: null, seo_description: null };
};

const SEVRAN: Draft[] = [
  {
    slug: 'vendre-a-sevran-les-prix-en-2025',
    title: 'Vendre à Sevran : où en sont les prix ?',
    date: '2025-10-02',
    category: 'Marché',
    author: 'Léa Garnier',
    read_mins: 4,
    cover: 'marche',
    excerpt: 'Maisons de ville, pavillons, appartements proches du RER B : ce qui fait le prix d’un bien à Sevran et dans les communes voisines.',
    description_html: `<p>À Sevran comme à Aulnay-sous-Bois, le prix d’un bien dépend d’abord de sa rue : la proximité d’une gare du RER B, d’une école ou d’un parc pèse autant que sa surface.</p>
<h2>Partir des ventes réelles</h2>
<p>Nous comparons votre bien aux ventes enregistrées dans le quartier (base publique DVF) et aux biens actuellement en vente, puis nous ajustons selon son état, son extérieur et ses travaux.</p>
<p>Une estimation en ligne donne une première fourchette ; notre visite l’affine.</p>`,
  },
  {
    slug: 'preparer-sa-maison-pour-les-visites',
    title: 'Préparer sa maison pour les visites : nos 6 conseils',
    date: '2025-09-12',
    category: 'Conseils',
    author: 'Thomas Garnier',
    read_mins: 3,
    cover: 'conseils',
    excerpt: 'Désencombrer, éclairer, réparer les petits défauts : ce qui donne envie aux acheteurs de se projeter dès la première visite.',
    description_html: `<p>Les acheteurs se décident souvent dans les premières minutes d’une visite. Quelques gestes simples font la différence.</p>
<ul><li>désencombrer les pièces et les placards ;</li><li>ouvrir les volets et allumer les lampes ;</li><li>réparer ce qui se voit : poignées, joints, ampoules ;</li><li>entretenir le jardin et l’entrée ;</li><li>aérer avant chaque visite ;</li><li>préparer les documents : diagnostics, taxe foncière, factures de travaux.</li></ul>`,
  },
  {
    slug: 'vivre-a-aulnay-sous-bois',
    title: 'Vivre à Aulnay-sous-Bois : quartiers, transports, écoles',
    date: '2025-08-28',
    category: 'Quartiers',
    author: 'Léa Garnier',
    read_mins: 5,
    cover: 'reseau',
    excerpt: 'Du Vieux-Pays aux quartiers pavillonnaires du sud, un tour d’Aulnay-sous-Bois pour les familles qui cherchent à acheter.',
    description_html: `<p>Aulnay-sous-Bois offre des quartiers très différents : le Vieux-Pays et ses maisons anciennes, les pavillons du sud, les résidences proches de la gare.</p>
<h2>Transports</h2>
<p>Le RER B relie Paris en une vingtaine de minutes ; plusieurs lignes de bus desservent les communes voisines.</p>
<p>Vous cherchez un bien dans un quartier précis ? Dites-le-nous : nous connaissons les biens avant leur mise en ligne.</p>`,
  },
  {
    slug: 'plus-value-residence-principale',
    title: 'Plus-value : la vente de votre résidence principale est exonérée',
    date: '2025-08-05',
    category: 'Fiscalité',
    author: 'Thomas Garnier',
    read_mins: 3,
    cover: 'fiscalite',
    excerpt: 'Pas d’impôt sur la plus-value quand vous vendez votre résidence principale : ce qu’il faut savoir pour en bénéficier.',
    description_html: `<p>La vente de la résidence principale est exonérée d’impôt sur la plus-value, à condition que le bien soit votre résidence habituelle au jour de la vente.</p>
<p>Un délai raisonnable entre le déménagement et la vente est admis. Pour un cas particulier, votre notaire vous confirmera la règle applicable.</p>`,
  },
];

const VERSAILLES: Draft[] = [
  {
    slug: 'acheter-a-versailles-par-quartier',
    title: 'Acheter à Versailles : le guide des quartiers',
    date: '2025-09-25',
    category: 'Quartiers',
    author: 'L’équipe Maisonfort Versailles',
    read_mins: 5,
    cover: 'reseau',
    excerpt: 'Notre-Dame, Saint-Louis, Montreuil, Porchefontaine : ce que chaque quartier de Versailles offre aux acheteurs.',
    description_html: `<p>Versailles se vit par quartiers : les rues commerçantes de Notre-Dame, le calme de Saint-Louis, les maisons de Montreuil et de Porchefontaine.</p>
<p>Dites-nous ce qui compte pour vous (écoles, gares, commerces) : nous vous orientons vers les rues qui vous correspondent.</p>`,
  },
  {
    slug: 'bien-fixer-son-prix-de-vente',
    title: 'Bien fixer son prix de vente',
    date: '2025-09-08',
    category: 'Conseils',
    author: 'L’équipe Maisonfort Versailles',
    read_mins: 4,
    cover: 'conseils',
    excerpt: 'Un prix juste dès la mise en vente attire plus de visites et évite les baisses successives.',
    description_html: `<p>Les premières semaines concentrent l’essentiel des contacts. Un bien affiché trop cher reste en ligne et finit souvent vendu moins cher.</p>
<p>Nous partons des ventes réelles du secteur (base publique DVF) et des atouts du logement pour fixer un prix réaliste.</p>`,
  },
  {
    slug: 'marche-immobilier-yvelines-rentree',
    title: 'Le marché immobilier des Yvelines à la rentrée',
    date: '2025-08-30',
    category: 'Marché',
    author: 'L’équipe Maisonfort Versailles',
    read_mins: 3,
    cover: 'marche',
    excerpt: 'Délais de vente, négociation, demandes des acheteurs : ce que nous observons autour de Versailles.',
    description_html: `<p>À la rentrée, les familles reviennent sur le marché pour un déménagement avant l’année scolaire suivante.</p>
<p>Les biens bien présentés et au bon prix se vendent vite ; les autres demandent plus de négociation.</p>`,
  },
];

export const SEED_AGENCY_POSTS: readonly PostsTable[] = [...SEVRAN.map((d, i) => post('sevran', i, d)), ...VERSAILLES.map((d, i) => post('agence-versailles', i, d))];
