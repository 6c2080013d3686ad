import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '../../../domain/diag/catalogue';
import { SEED_SERVICE_PAGES } from './diag-content';

// Issue 17 item 10: a page in the menu must not say 'Contenu à venir' (rt2012 did).
describe('demo service pages', () => {
  it.each(CATALOGUE.map((s) => [s.group, s.slug] as const))('%s %s has a written description', (group, slug) => {
    const page = SEED_SERVICE_PAGES.find((p) => p.site_id === '*' && p.group === group && p.slug === slug);
    expect(page?.description_html).toMatch(/<h1>.+<\/h1>/);
  });
});
