import type { Db } from '../db/database.server';
import { SEED_DIAG_POSTS, SEED_SERVICE_PAGES } from './data/diag-content';
import { SEED_RECRUTEMENT_MEDIA, SEED_RECRUTEMENT_REFERENCES, SEED_RECRUTEMENT_TESTIMONIALS } from './data/recrutement-content';
import { SEED_SITES } from './data/sites';
import { type NetworkSeedOptions, seedNetworkDemo } from './network/seed-network.server';
import { SEED_NETWORK_POSTS } from './data/network-posts';
import { SEED_AGENCY_POSTS } from './data/agency-posts';
import { seedDiagBooking } from '../diagnostics/seed-booking.server';

/** Seeds the demo sites on first start (an empty sites table); returns how many sites were written. */
export async function seedDemo(db: Db, network: NetworkSeedOptions = {}): Promise<number> {
  const existing = await db.selectFrom('sites').select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirst();
  if (Number(existing?.n ?? 0) > 0) {
    await seedNetworkDemo(db, network);
    await seedAgencyPosts(db);
    await seedAgencyKeyFigures(db);
    await seedAgencyLanding(db);
    await seedDiagBooking(db);
    return 0;
  }
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    for (const site of SEED_SITES) {
      await trx
        .insertInto('sites')
        .values({
          id: site.id,
          family: site.family,
          name: site.name,
          crm: JSON.stringify(site.crm),
          settings: JSON.stringify(site.settings),
          pages: JSON.stringify(site.pages ?? {}),
          created_at: now,
        })
        .execute();
      for (const [position, host] of site.hosts.entries()) await trx.insertInto('site_hosts').values({ host: host.toLowerCase(), site_id: site.id, position }).execute();
    }
    for (const post of [...SEED_DIAG_POSTS, ...SEED_NETWORK_POSTS, ...SEED_AGENCY_POSTS]) await trx.insertInto('posts').values(post).execute();
    for (const page of SEED_SERVICE_PAGES) await trx.insertInto('service_pages').values(page).execute();
    for (const row of SEED_RECRUTEMENT_REFERENCES) await trx.insertInto('recrutement_references').values(row).execute();
    for (const row of SEED_RECRUTEMENT_TESTIMONIALS) await trx.insertInto('recrutement_testimonials').values(row).execute();
    for (const row of SEED_RECRUTEMENT_MEDIA) await trx.insertInto('recrutement_media_articles').values(row).execute();
  });
  await seedNetworkDemo(db, network);
  await seedDiagBooking(db);
  return SEED_SITES.length;
}

/**
 * The agency blogs' demo articles, for a database seeded before they (or some of them) existed: the
 * missing ones are added to each demo agency whose blog holds only demo articles (never on top of an
 * agency's own).
 */
export async function seedAgencyPosts(db: Db): Promise<number> {
  let added = 0;
  for (const siteId of new Set(SEED_AGENCY_POSTS.map((p) => p.site_id))) {
    const site = await db.selectFrom('sites').select('id').where('id', '=', siteId).executeTakeFirst();
    if (!site) continue;
    const rows = SEED_AGENCY_POSTS.filter((p) => p.site_id === siteId);
    const seeded = new Set(rows.map((p) => p.id));
    const existing = await db.selectFrom('posts').select('id').where('site_id', '=', siteId).execute();
    if (existing.some((p) => !seeded.has(p.id))) continue;
    const present = new Set(existing.map((p) => p.id));
    const missing = rows.filter((p) => !present.has(p.id));
    if (!missing.length) continue;
    await db.insertInto('posts').values([...missing]).execute();
    added += missing.length;
  }
  return added;
}

/**
 * The demo agencies' claims and key figures (crm.keyFigures), for a database seeded before the
 * record held them: written into a demo agency whose record has none, never over its own.
 */
export async function seedAgencyKeyFigures(db: Db): Promise<number> {
  let updated = 0;
  for (const seed of SEED_SITES) {
    // Only an agency's row is read below (where family = 'agence'): another seed's figures are never written.
    const figures = seed.crm.keyFigures;
    if (!figures) continue;
    const row = await db.selectFrom('sites').select('crm').where('id', '=', seed.id).where('family', '=', 'agence').executeTakeFirst();
    if (!row) continue;
    const crm = (typeof row.crm === 'string' ? JSON.parse(row.crm) : (row.crm ?? {})) as Record<string, unknown>;
    if (crm.keyFigures !== undefined) continue;
    await db.updateTable('sites').set({ crm: JSON.stringify({ ...crm, keyFigures: figures }) }).where('id', '=', seed.id).execute();
    updated += 1;
  }
  return updated;
}

/**
 * The demo agencies' landing record (settings.landing, issue 38 item 6), for a database seeded when
 * every agency served the Sevran landing: written into a demo agency whose settings have no landing key.
 */
export async function seedAgencyLanding(db: Db): Promise<number> {
  let updated = 0;
  for (const seed of SEED_SITES) {
    const landing = seed.settings.landing;
    if (!landing) continue;
    const row = await db.selectFrom('sites').select('settings').where('id', '=', seed.id).where('family', '=', 'agence').executeTakeFirst();
    if (!row) continue;
    const settings = (typeof row.settings === 'string' ? JSON.parse(row.settings) : (row.settings ?? {})) as Record<string, unknown>;
    if (Object.hasOwn(settings, 'landing')) continue;
    await db.updateTable('sites').set({ settings: JSON.stringify({ ...settings, landing }) }).where('id', '=', seed.id).execute();
    updated += 1;
  }
  return updated;
}
