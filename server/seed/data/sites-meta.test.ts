import { describe, expect, it } from 'vitest';
import { SEED_SITES } from './sites';

// A site's own page replaces the family's page of the same path, meta included: without its own
// title and description the page ships no <meta name="description"> (Lighthouse SEO 'meta-description').
const ownPages = SEED_SITES.flatMap((site) => Object.entries(site.pages ?? {}).map(([path, page]) => [`${site.id}${path}`, page] as const));

describe('demo sites’ own pages', () => {
  it('there are some to check', () => {
    expect(ownPages.length).toBeGreaterThan(0);
  });

  it.each(ownPages)('%s has its own title and description', (_page, page) => {
    expect(page.title?.trim()).toBeTruthy();
    expect(page.description?.trim()).toBeTruthy();
  });
});
