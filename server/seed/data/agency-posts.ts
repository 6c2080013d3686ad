import type { PostsTable } from '../../db/schema';
import type { AgencyPostDraft } from './agency-post-draft';
import { SEVRAN_POSTS } from './agency-posts-sevran';
import { VERSAILLES_POSTS } from './agency-posts-versailles';

/**
 * The agency sites' demo articles (network spec §2 'News', agency blog; §3 categories of the agency
 * demo: Conseils, Marche, Fiscalite, Quartiers — written with their accents here). Fictional authors.
 */
type Draft = AgencyPostDraft;

const post = (siteId: string, i: number, d: Draft): PostsTable => {
  const { cover, ...rest } = d;
  return { ...rest, id: `post-${siteId}-${String(i + 1).padStart(2, '0')}`, site_id: siteId, image: `news/reseau-${cover}.svg`, seo_title: null, seo_description: null };
};

export const SEED_AGENCY_POSTS: readonly PostsTable[] = [...SEVRAN_POSTS.map((d, i) => post('sevran', i, d)), ...VERSAILLES_POSTS.map((d, i) => post('agence-versailles', i, d))];
