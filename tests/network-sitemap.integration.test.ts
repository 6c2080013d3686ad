import { describe, expect, it } from 'vitest';
import * as sitemap from '../app/routes/sitemap';
import type { Services } from '../server/services.server';
import { TEST_DATABASES, type TestDb } from './helpers/test-db';
import { routeContext } from './helpers/test-services';
import { freshServicesEach } from './helpers/fresh-services';

type Loader = (args: { request: Request; context: never; params: Record<string, string>; url: URL }) => Promise<Response>;

/** The network site's content pages (issue 13 §3–§7, spec §2 route list). */
const CONTENT_PAGES = [
  '/',
  '/vendre',
  '/evaluation',
  '/a-propos',
  '/nos-services',
  '/services/chasse-immobiliere',
  '/services/gestion-locative',
  '/services/mise-en-valeur',
  '/reseau',
  '/reseau-mandataires-immobiliers',
  '/acheter',
  '/louer',
  '/acheter-maison',
  '/acheter-appartement',
  '/louer-maison',
  '/louer-appartement',
  '/actualites',
  '/mentions-legales',
  '/protection-donnees',
  '/politique-cookies',
  '/cgu',
  '/plan-du-site',
];

describe.each(TEST_DATABASES)('network sitemap.xml on %s', (kind) => {
  let testDb: TestDb;
  let services: Services;
  freshServicesEach(kind, (fresh) => ({ testDb, services } = fresh));

  const locs = async () => {
    const url = new URL('http://reseau.localhost/sitemap.xml');
    const response = await (sitemap.loader as unknown as Loader)({ request: new Request(url), url, context: (await routeContext(services, 'reseau')) as never, params: {} });
    expect(response.status).toBe(200);
    return [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  };

  it('lists every content page of the network site, and no funnel step after the first', async () => {
    const paths = await locs();
    for (const path of CONTENT_PAGES) expect(paths, path).toContain(path);
    expect(paths).not.toContain('/evaluation-two');
    expect(paths).not.toContain('/evaluation-three');
    // A redirect, not a page.
    expect(paths).not.toContain('/actualite');
    expect(paths.some((p) => p.includes(':'))).toBe(false);
  });

  it('lists every news article of the site, one entry each, a new article included', async () => {
    let paths = await locs();
    const articles = paths.filter((p) => p.startsWith('/actualite/'));
    // Issue 13: twelve demo articles, among them the spec's article on preparing a sale.
    expect(articles).toHaveLength(12);
    expect(articles).toContain('/actualite/preparer-la-vente-de-son-logement');
    expect(new Set(articles).size).toBe(articles.length);

    const { id: _id, ...model } = await testDb.db.selectFrom('posts').selectAll().where('site_id', '=', 'reseau').limit(1).executeTakeFirstOrThrow();
    await testDb.db.insertInto('posts').values({ ...model, id: 'post-ajoute-pour-le-test', slug: 'article-ajoute-pour-le-test', title: 'Article ajouté' }).execute();
    paths = await locs();
    expect(paths).toContain('/actualite/article-ajoute-pour-le-test');
    // Another site's articles stay out.
    expect(paths.filter((p) => p.startsWith('/actualites/'))).toEqual([]);
  });
});
