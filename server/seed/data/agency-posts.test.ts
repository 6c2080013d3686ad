import { describe, expect, it } from 'vitest';
import { SEED_AGENCY_POSTS } from './agency-posts';

/** Words of an article's body as a reader meets them: markup left out, a word between spaces. */
const wordsOf = (html: string) => html.replace(/<[^>]+>/g, ' ').split(/\s+/).filter(Boolean).length;

describe('the agencies’ demo blogs (network spec: 12 posts for Sevran; issue 38 item 12)', () => {
  const sevran = SEED_AGENCY_POSTS.filter((p) => p.site_id === 'sevran');

  it('Sevran has twelve articles, three in each category of the agency demo, each slug once', () => {
    expect(sevran).toHaveLength(12);
    expect(new Set(sevran.map((p) => p.slug)).size).toBe(12);
    const perCategory: Record<string, number> = {};
    for (const p of sevran) perCategory[p.category ?? ''] = (perCategory[p.category ?? ''] ?? 0) + 1;
    expect(perCategory).toEqual({ Conseils: 3, Marché: 3, Fiscalité: 3, Quartiers: 3 });
  });

  // A reader reads about 200 to 250 words a minute: a body shorter or longer than its stated reading time misleads.
  // Every agency article, Versailles' included.
  it.each(SEED_AGENCY_POSTS.map((p) => [`${p.site_id}/${p.slug}`, p] as const))('%s is as long as its reading time says', (_slug, post) => {
    expect(post.read_mins).toBeGreaterThan(0);
    const perMinute = wordsOf(post.description_html ?? '') / post.read_mins!;
    expect(perMinute).toBeGreaterThanOrEqual(200);
    expect(perMinute).toBeLessThanOrEqual(250);
  });
});
