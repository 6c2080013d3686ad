import { describe, expect, it } from 'vitest';
import type { Services } from '../server/services.server';
import { TEST_DATABASES } from './helpers/test-db';
import { freshServicesEach } from './helpers/fresh-services';
import { pageStatus, renderPage } from './helpers/page-render';

/**
 * Decision 0153: the listing capability reads the site's features, not its family. The seeded
 * network site (reseau) lets and alerts buyers; Sevran lets; Versailles does not let; agency sites
 * show no adviser profile and no alert link, and see their advisers' listings only.
 */
describe.each(TEST_DATABASES)('what the listing pages offer follows the site’s features, on %s', (kind) => {
  let services: Services;
  freshServicesEach(kind, (fresh) => ({ services } = fresh));

  it.each([
    ['reseau', 200],
    ['sevran', 200],
    ['agence-versailles', 404],
  ])('the rent search of %s answers %i', async (siteId, status) => {
    expect(await pageStatus(services, siteId, '/recherche-location')).toBe(status);
  });

  it('the sale search offers a buyer alert on the network site only', async () => {
    expect((await renderPage(services, 'reseau', '/recherche-bien')).html).toContain('data-testid="alert-from-search"');
    expect((await renderPage(services, 'sevran', '/recherche-bien')).html).not.toContain('data-testid="alert-from-search"');
  });

  it('an agency lists its advisers’ listings only, the network all of its own', async () => {
    const sevran = await services.sites.byId('sevran');
    const reseau = await services.sites.byId('reseau');
    if (!sevran || !reseau) throw new Error('seeded sites missing');
    expect(await services.listings.scopeOf(sevran)).toMatchObject({ kind: 'agency', siteId: 'sevran' });
    expect(await services.listings.scopeOf(reseau)).toEqual({ kind: 'network', siteId: 'reseau' });
    expect(await services.advisers.networkSiteIdsOf(reseau)).toEqual(['reseau']);
    expect(await services.advisers.networkSiteIdsOf(sevran)).toEqual(['reseau']);
  });
});
