import { describe, expect, it } from 'vitest';
import type { Services } from '../server/services.server';
import { TEST_DATABASES, type TestDb } from './helpers/test-db';
import { freshServicesEach } from './helpers/fresh-services';
import { renderPage } from './helpers/page-render';

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
const frRating = (value: number) => new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(Math.round(value * 10) / 10);

/** aggregateRating objects of a page's JSON-LD. */
function aggregates(jsonLd: unknown): Array<{ ratingValue: number; reviewCount: number }> {
  const found: Array<{ ratingValue: number; reviewCount: number }> = [];
  JSON.stringify(jsonLd, (key, value: unknown) => {
    if (key === 'aggregateRating') found.push(value as { ratingValue: number; reviewCount: number });
    return value;
  });
  return found;
}

describe.each(TEST_DATABASES)('review counts shown or declared are the stored reviews (issue 38 items 12, 14), on %s', (kind) => {
  let testDb: TestDb;
  let services: Services;
  freshServicesEach(kind, (fresh) => ({ testDb, services } = fresh));

  const storedOfNetwork = async () => {
    const rows = await testDb.db
      .selectFrom('adviser_reviews')
      .innerJoin('advisers', 'advisers.id', 'adviser_reviews.adviser_id')
      .where('advisers.network_site_id', '=', 'reseau')
      .select(['adviser_reviews.rating'])
      .execute();
    return { count: rows.length, average: rows.reduce((s, r) => s + Number(r.rating), 0) / rows.length };
  };

  it('the network home and /reseau state the count and average of the stored reviews, in the text and the JSON-LD', async () => {
    const stored = await storedOfNetwork();
    expect(stored.count).toBeGreaterThan(3);
    for (const path of ['/', '/reseau']) {
      const page = await renderPage(services, 'reseau', path);
      expect(text(page.html), path).toContain(`${frRating(stored.average)}/5 sur ${stored.count} avis`);
      expect(aggregates(page.seo.jsonLd), path).toEqual([expect.objectContaining({ reviewCount: stored.count, ratingValue: Math.round(stored.average * 10) / 10 })]);
    }
    // One review more in the database: one more everywhere.
    const adviser = await testDb.db.selectFrom('advisers').select('id').where('network_site_id', '=', 'reseau').executeTakeFirstOrThrow();
    await testDb.db.insertInto('adviser_reviews').values({ id: 'avis-ajoute', adviser_id: adviser.id, author: 'Odile N.', rating: 4, source: 'Google', date: '2025-11-01', text: 'Bon suivi.' }).execute();
    const home = await renderPage(services, 'reseau', '/');
    expect(aggregates(home.seo.jsonLd)[0]?.reviewCount).toBe(stored.count + 1);
  });

  it('an adviser’s profile declares the count of that adviser’s stored reviews', async () => {
    const lea = await testDb.db.selectFrom('advisers').select('id').where('slug', '=', 'lea-garnier').executeTakeFirstOrThrow();
    const count = (await testDb.db.selectFrom('adviser_reviews').select('id').where('adviser_id', '=', lea.id).execute()).length;
    const page = await renderPage(services, 'reseau', '/conseiller/lea-garnier');
    expect(aggregates(page.seo.jsonLd)).toEqual([expect.objectContaining({ reviewCount: count })]);
  });

  it('the demo reviews are signed by as many authors as there are reviews', async () => {
    const rows = await testDb.db.selectFrom('adviser_reviews').select('author').execute();
    expect(rows.length).toBeGreaterThan(100);
    expect(new Set(rows.map((r) => r.author)).size).toBe(rows.length);
  });

  it('the directory counts the advisers around a town, not in it: the town’s own and the nearest come under “autour de”', async () => {
    const page = text((await renderPage(services, 'reseau', '/conseillers-immobiliers?cp=93270')).html);
    expect(page).toMatch(/\d+ conseillers autour de Sevran \(93270\)/);
    expect(page).not.toMatch(/conseillers? à Sevran/);
    expect((await renderPage(services, 'reseau', '/conseillers-immobiliers?cp=93270')).seo.title).toMatch(/^Conseillers immobiliers autour de Sevran/);
  });
});
