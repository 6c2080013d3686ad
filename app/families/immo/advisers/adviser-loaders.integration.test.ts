import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImmoSite } from '../../../../domain/immo/site';
import type { Services } from '../../../../server/services.server';
import { openTestDb, TEST_DATABASES, type TestDb } from '../../../../tests/helpers/test-db';
import { testServices } from '../../../../tests/helpers/test-services';
import { adviserContactLoader } from './contact/loader.server';
import { adviserDirectoryLoader } from './directory/loader.server';
import { adviserProfileLoader } from './profile/loader.server';

describe.each(TEST_DATABASES)('adviser page loaders on %s', (kind) => {
  let testDb: TestDb;
  let services: Services;
  let site: ImmoSite;

  beforeAll(async () => {
    testDb = await openTestDb(kind);
    services = testServices(testDb);
    site = (await services.sites.byId('reseau')) as ImmoSite;
  });
  afterAll(async () => {
    await services.outbox.stop();
    await testDb.close();
  });

  const ctx = (path: string, params: Record<string, string> = {}, overrides: Partial<Services> = {}) => {
    const url = new URL(`http://reseau.localhost${path}`);
    return { site, services: { ...services, ...overrides }, request: new Request(url), url, params, locale: 'fr' as const };
  };

  it('directory ?cp=93270: the Sevran pair first, both covering the town, the heading names the town', async () => {
    const { data } = await adviserDirectoryLoader(ctx('/conseillers-immobiliers?cp=93270'), {});
    expect(data.failed).toBe(false);
    expect(data.placeLabel).toBe('Sevran (93270)');
    expect(data.items.slice(0, 2).map((c) => c.name).sort()).toEqual(['Léa Garnier', 'Thomas Garnier']);
    expect(data.items.slice(0, 2).every((c) => c.coversPlace)).toBe(true);
    expect(data.placeParams).toEqual({ cp: '93270', ville: 'Sevran' });
  });

  it('directory: 10 per page, page 2 holds the rest; an unknown name lists nobody', async () => {
    const first = await adviserDirectoryLoader(ctx('/conseillers-immobiliers'), {});
    expect(first.data.total).toBeGreaterThan(10);
    expect(first.data.items).toHaveLength(10);
    const second = await adviserDirectoryLoader(ctx('/conseillers-immobiliers?page=2'), {});
    expect(second.data.page).toBe(2);
    expect(second.data.items.map((c) => c.id)).not.toContain(first.data.items[0]!.id);
    const none = await adviserDirectoryLoader(ctx('/conseillers-immobiliers?name=xyz'), {});
    expect(none.data.total).toBe(0);
    expect(none.data.items).toEqual([]);
    expect(none.data.failed).toBe(false);
  });

  it('directory: a place (and its pages) is indexable with the place as canonical; a name search is noindex', async () => {
    expect((await adviserDirectoryLoader(ctx('/conseillers-immobiliers?cp=93270'), {})).seo).toMatchObject({ canonicalQuery: 'cp=93270' });
    expect((await adviserDirectoryLoader(ctx('/conseillers-immobiliers?page=1&dep=93&depNom=Seine-Saint-Denis'), {})).seo).toMatchObject({ canonicalQuery: 'dep=93&depNom=Seine-Saint-Denis' });
    expect((await adviserDirectoryLoader(ctx('/conseillers-immobiliers?cp=93270'), {})).seo).not.toHaveProperty('noindex');
    expect((await adviserDirectoryLoader(ctx('/conseillers-immobiliers?name=xyz'), {})).seo).toMatchObject({ noindex: true });
    expect((await adviserDirectoryLoader(ctx('/conseillers-immobiliers'), {})).seo).not.toHaveProperty('noindex');
  });

  it('directory: when the repository fails, the page says so (spec §8) with an empty list', async () => {
    const reported: unknown[] = [];
    const failing = Object.create(services.advisers) as Services['advisers'];
    failing.directory = async () => {
      throw new Error('database down');
    };
    const { data } = await adviserDirectoryLoader(ctx('/conseillers-immobiliers', {}, { advisers: failing, errors: { report: (e: unknown) => void reported.push(e) } as Services['errors'] }), {});
    expect(data.failed).toBe(true);
    expect(data.items).toEqual([]);
    expect(data.total).toBe(0);
    expect(reported).toHaveLength(1);
  });

  it('profile: unknown slug is a 404; an adviser without reviews has no rating and no aggregateRating', async () => {
    await expect(adviserProfileLoader(ctx('/conseiller/personne', { slug: 'personne' }), {})).rejects.toMatchObject({ init: { status: 404 } });
    const row = await services.db
      .selectFrom('advisers')
      .select('slug')
      .where('network_site_id', '=', 'reseau')
      .where(({ not, exists, selectFrom }) => not(exists(selectFrom('adviser_reviews').select('adviser_id').whereRef('adviser_reviews.adviser_id', '=', 'advisers.id'))))
      .executeTakeFirstOrThrow();
    const { data, seo } = await adviserProfileLoader(ctx(`/conseiller/${row.slug}`, { slug: row.slug }), {});
    expect(data.adviser.rating).toBeNull();
    expect(data.reviews).toEqual([]);
    expect(seo?.jsonLd?.[0]).not.toHaveProperty('aggregateRating');
  });

  it('profile: the Mes biens tab comes from ?biens, counts from the listings of the adviser', async () => {
    const { data } = await adviserProfileLoader(ctx('/conseiller/lea-garnier?biens=rent', { slug: 'lea-garnier' }), {});
    expect(data.listings.tab).toBe('rent');
    expect(data.listings.counts.all).toBe(data.listings.counts.sale + data.listings.counts.rent + data.listings.counts.sold);
    expect(data.listings.items.every((i) => i.status === 'rent')).toBe(true);
    expect(data.adviser.rating?.count).toBe(5);
  });

  it('contact: at most 4 zones, a fresh idempotency key, the post result read from the URL', async () => {
    const sent = await adviserContactLoader(ctx('/contact-conseiller/lea-garnier?onglet=devis&envoye=1', { slug: 'lea-garnier' }), {});
    expect(sent.data.adviser.zones.length).toBeLessThanOrEqual(4);
    expect(sent.data.form).toMatchObject({ kind: 'devis', sent: 'devis', error: null });
    const again = await adviserContactLoader(ctx('/contact-conseiller/lea-garnier', { slug: 'lea-garnier' }), {});
    expect(again.data.form.idempotencyKey).not.toBe(sent.data.form.idempotencyKey);
    const failed = await adviserContactLoader(ctx(`/contact-conseiller/lea-garnier?erreur=${encodeURIComponent('Texte quelconque')}`, { slug: 'lea-garnier' }), {});
    expect(failed.data.form.error).toBe('Une erreur est survenue.');
  });
});
