import type { PostsTable } from '../../db/schema';
import type { AgencyPostDraft } from './agency-post-draft';
import { SEVRAN_POSTS } from './agency-posts-sevran';

/**
 * The agency sites' demo articles (network spec §2 'News', agency blog; §3 categories of the agency
 * demo: Conseils, Marche, Fiscalite, Quartiers — written with their accents here). Fictional authors.
 */
type Draft = AgencyPostDraft;

const post = (siteId: string, i: number, d: Draft): PostsTable => {
  const { cover, ...rest } = d;
  return { ...rest, id: `post-${siteId}-${String(i + 1).padStart(2, '0')}`, site_id: siteId, image: `news/reseau-${cover}.svg`, seo_title: null, seo_description: null };
};

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

export const SEED_AGENCY_POSTS: readonly PostsTable[] = [...SEVRAN_POSTS.map((d, i) => post('sevran', i, d)), ...VERSAILLES.map((d, i) => post('agence-versailles', i, d))];
