import { describe, expect, it } from 'vitest';
import * as sitemap from '../app/routes/sitemap';
import { seedAgencyLanding } from '../server/seed/seed.server';
import type { Services } from '../server/services.server';
import { TEST_DATABASES, type TestDb } from './helpers/test-db';
import { routeContext } from './helpers/test-services';
import { freshServicesEach } from './helpers/fresh-services';
import { pageStatus, renderPage } from './helpers/page-render';

type Loader = (args: { request: Request; context: never; params: Record<string, string>; url: URL }) => Promise<Response>;

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

async function sitemapPaths(services: Services, siteId: string): Promise<string[]> {
  const url = new URL(`http://${siteId}.localhost/sitemap.xml`);
  const response = await (sitemap.loader as unknown as Loader)({ request: new Request(url), url, context: (await routeContext(services, siteId)) as never, params: {} });
  return [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
}

async function updateSettings(testDb: TestDb, services: Services, siteId: string, change: (settings: Record<string, unknown>) => Record<string, unknown>) {
  const row = await testDb.db.selectFrom('sites').select('settings').where('id', '=', siteId).executeTakeFirstOrThrow();
  const settings = (typeof row.settings === 'string' ? JSON.parse(row.settings) : row.settings) as Record<string, unknown>;
  await testDb.db.updateTable('sites').set({ settings: JSON.stringify(change(settings)) }).where('id', '=', siteId).execute();
  services.sites.invalidate();
}

describe.each(TEST_DATABASES)('an agency’s towns and landing come from its record (issue 38 item 6), on %s', (kind) => {
  let testDb: TestDb;
  let services: Services;
  freshServicesEach(kind, (fresh) => ({ testDb, services } = fresh));

  it('Versailles’ home, /vendre and /evaluation name its own towns and address, never Sevran’s', async () => {
    const home = await renderPage(services, 'agence-versailles', '/');
    expect(text(home.html)).toContain('Votre projet immobilier à Versailles, Le Chesnay-Rocquencourt, Viroflay et Buc');
    expect(home.html).toContain('placeholder="Ex. : 12 rue de Paris, Versailles"');
    expect(home.html).toContain('placeholder="Ex. : Versailles ou 78000"');
    for (const path of ['/', '/vendre', '/evaluation']) {
      const page = await renderPage(services, 'agence-versailles', path);
      expect(`${page.html}${JSON.stringify(page.seo)}`, path).not.toMatch(/Sevran|Aulnay|Blanc.Mesnil|Bondy|93270/i);
    }
    expect((await renderPage(services, 'agence-versailles', '/vendre')).html).toContain('placeholder="Ex. : 12 rue de Paris, Versailles"');
    // Sevran keeps its own, hyphenated as its record writes them.
    const sevran = await renderPage(services, 'sevran', '/');
    expect(text(sevran.html)).toContain('Votre projet immobilier à Sevran, Aulnay-sous-Bois, Le Blanc-Mesnil et Bondy');
    expect(sevran.html).toContain('placeholder="Ex. : Sevran ou 93270"');
  });

  it('the landing exists only for a site whose record has one, and is in that site’s sitemap only', async () => {
    expect(await pageStatus(services, 'agence-versailles', '/estimation-gratuite')).toBe(404);
    expect(await sitemapPaths(services, 'agence-versailles')).not.toContain('/estimation-gratuite');
    // Versailles does not rent: its rent search (a 404) is not offered to search engines either.
    expect(await sitemapPaths(services, 'agence-versailles')).not.toContain('/recherche-location');
    expect(await sitemapPaths(services, 'sevran')).toEqual(expect.arrayContaining(['/estimation-gratuite', '/recherche-location']));

    const sevran = await renderPage(services, 'sevran', '/estimation-gratuite');
    const ld = JSON.stringify(sevran.seo.jsonLd);
    expect(ld).toContain('"areaServed":[{"@type":"City","name":"Sevran"},{"@type":"City","name":"Aulnay-sous-Bois"},{"@type":"City","name":"Le Blanc-Mesnil"},{"@type":"City","name":"Bondy"}]');
    expect(sevran.html).toContain('name="context" value="landing-sevran"');

    // Given a landing of its own, Versailles' landing speaks of Versailles only.
    await updateSettings(testDb, services, 'agence-versailles', (s) => ({ ...s, landing: { context: 'landing-versailles' } }));
    const versailles = await renderPage(services, 'agence-versailles', '/estimation-gratuite');
    const whole = `${versailles.html}${JSON.stringify(versailles.seo)}`;
    expect(whole).not.toMatch(/Sevran|Aulnay|Blanc.Mesnil|Bondy/i);
    expect(versailles.seo.title).toBe('Estimation gratuite de votre bien à Versailles et alentours · Maisonfort');
    expect(JSON.stringify(versailles.seo.jsonLd)).toContain('"areaServed":[{"@type":"City","name":"Versailles"},{"@type":"City","name":"Le Chesnay-Rocquencourt"},{"@type":"City","name":"Viroflay"},{"@type":"City","name":"Buc"}]');
    expect(text(versailles.html)).toContain('Versailles, Le Chesnay-Rocquencourt, Viroflay et Buc, où nous habitons et vendons.');
    expect(versailles.html).toContain('name="context" value="landing-versailles"');
    expect(await sitemapPaths(services, 'agence-versailles')).toContain('/estimation-gratuite');
  });

  it('a demo agency seeded before the landing record gets it once, never over its own settings', async () => {
    await updateSettings(testDb, services, 'sevran', ({ landing: _landing, ...rest }) => rest);
    await updateSettings(testDb, services, 'agence-versailles', (s) => ({ ...s, landing: null }));
    expect(await pageStatus(services, 'sevran', '/estimation-gratuite')).toBe(404);
    expect(await seedAgencyLanding(testDb.db)).toBe(1);
    expect(await seedAgencyLanding(testDb.db)).toBe(0);
    services.sites.invalidate();
    expect(await pageStatus(services, 'sevran', '/estimation-gratuite')).toBe(200);
    expect(await pageStatus(services, 'agence-versailles', '/estimation-gratuite')).toBe(404);
  });

  it('the landing states the home’s rating: the average and count of the agency’s stored reviews', async () => {
    const rows = await testDb.db
      .selectFrom('adviser_reviews')
      .innerJoin('advisers', 'advisers.id', 'adviser_reviews.adviser_id')
      .where('advisers.agency_site_id', '=', 'sevran')
      .select(['adviser_reviews.rating'])
      .execute();
    expect(rows.length).toBeGreaterThan(0);
    const average = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(Math.round((rows.reduce((s, r) => s + Number(r.rating), 0) / rows.length) * 10) / 10);
    const home = text((await renderPage(services, 'sevran', '/')).html);
    const landing = text((await renderPage(services, 'sevran', '/estimation-gratuite')).html);
    expect(home).toContain(`${average}/5 sur ${rows.length} avis`);
    expect(landing).toContain(`${average}/5 sur ${rows.length} avis`);
    // No other rating anywhere on the landing.
    expect([...landing.matchAll(/(\d,\d)\/5/g)].map((m) => m[1])).toEqual(expect.arrayContaining([average]));
    expect(new Set([...landing.matchAll(/(\d,\d)\/5/g)].map((m) => m[1]))).toEqual(new Set([average]));
  });
});
