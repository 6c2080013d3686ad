import type { Db } from '../db/database.server';
import { SEED_DIAG_POSTS, SEED_SERVICE_PAGES } from './data/diag-content';
import { SEED_RECRUTEMENT_MEDIA, SEED_RECRUTEMENT_REFERENCES, SEED_RECRUTEMENT_TESTIMONIALS } from './data/recrutement-content';
import { SEED_SITES } from './data/sites';
import { type NetworkSeedOptions, seedNetworkDemo } from './network/seed-network.server';
import { SEED_NETWORK_POSTS } from './data/network-posts';

/** Seeds the demo sites on first start (an empty sites table); returns how many sites were written. */
export async function seedDemo(db: Db, network: NetworkSeedOptions = {}): Promise<number> {
  const existing = await db.selectFrom('sites').select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirst();
  if (Number(existing?.n ?? 0) > 0) {
    await seedNetworkDemo(db, network);
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
    for (const post of [...SEED_DIAG_POSTS, ...SEED_NETWORK_POSTS]) await trx.insertInto('posts').values(post).execute();
    for (const page of SEED_SERVICE_PAGES) await trx.insertInto('service_pages').values(page).execute();
    for (const row of SEED_RECRUTEMENT_REFERENCES) await trx.insertInto('recrutement_references').values(row).execute();
    for (const row of SEED_RECRUTEMENT_TESTIMONIALS) await trx.insertInto('recrutement_testimonials').values(row).execute();
    for (const row of SEED_RECRUTEMENT_MEDIA) await trx.insertInto('recrutement_media_articles').values(row).execute();
  });
  await seedNetworkDemo(db, network);
  return SEED_SITES.length;
}
