import { describe, expect, it } from 'vitest';
import { matchPage } from './match-page';

const family = {
  '/': { blocks: [{ type: 'Home' }] },
  '/diagnostics/:slug': { blocks: [{ type: 'Service' }] },
  '/professionnel': { blocks: [{ type: 'Pro' }] },
};

describe('matchPage', () => {
  it('matches the family table with params', () => {
    expect(matchPage('/diagnostics/diagnostic-dpe', {}, family)).toMatchObject({ pattern: '/diagnostics/:slug', params: { slug: 'diagnostic-dpe' } });
  });
  it('ignores a trailing slash', () => {
    expect(matchPage('/professionnel/', {}, family)?.pattern).toBe('/professionnel');
  });
  it('lets a site override or add pages', () => {
    const site = { '/': { blocks: [{ type: 'Custom' }] }, '/offre': { blocks: [{ type: 'Offer' }] } };
    expect(matchPage('/', site, family)?.page.blocks[0]?.type).toBe('Custom');
    expect(matchPage('/offre', site, family)?.page.blocks[0]?.type).toBe('Offer');
  });
  it('returns null for an unknown path', () => {
    expect(matchPage('/nope', {}, family)).toBeNull();
    expect(matchPage('/diagnostics/a/b', {}, family)).toBeNull();
  });
});
