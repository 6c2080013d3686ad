import { describe, expect, it } from 'vitest';
import * as propertyContact from '../app/routes/api.bien-immobilier.contact';
import type { Db } from '../server/db/database.server';
import { leadsOfSite } from '../server/repositories/leads.server';
import { seedBackoffice } from '../server/seed/backoffice.server';
import type { Services } from '../server/services.server';
import { listingAction, listingLoader } from './helpers/backoffice-listings';
import { ADMIN, getAs, LEA, postAs, statusOfPost, THOMAS } from './helpers/backoffice-sites';
import { freshServicesEach } from './helpers/fresh-services';
import { TEST_DATABASES } from './helpers/test-db';
import { jsonPost, routeContext } from './helpers/test-services';

type Handler = (args: { request: Request; context: never; params: Record<string, string> }) => Promise<Response>;

async function snapshot(db: Db) {
  return {
    listings: await db.selectFrom('listings').select(['id', 'adviser_id', 'updated_at']).orderBy('id').execute(),
    audit: await db.selectFrom('audit_events').select('id').orderBy('id').execute(),
  };
}

/** A Sevran listing of Thomas, its page's values (what the form posts back), and advisers to move it to. */
async function setting(services: Services) {
  const { db } = services;
  const thomas = await db.selectFrom('advisers').select(['id', 'agency_site_id', 'network_site_id']).where('email', '=', THOMAS).executeTakeFirstOrThrow();
  const listing = await db.selectFrom('listings').select(['id', 'slug']).where('adviser_id', '=', thomas.id).where('publication', '=', 'published').where('status', '!=', 'sold').orderBy('id').executeTakeFirstOrThrow();
  const colleague = await db.selectFrom('advisers').select(['id', 'email']).where('agency_site_id', '=', 'sevran').where('id', '!=', thomas.id).where('active', '=', 1).orderBy('id').executeTakeFirstOrThrow();
  const otherAgency = await db.selectFrom('advisers').select('id').where('network_site_id', '=', thomas.network_site_id).where('agency_site_id', '!=', 'sevran').orderBy('id').executeTakeFirstOrThrow();
  // The Diagéo network has no adviser in the seed: one is added, a copy of Léa's record on its site.
  const lea = await db.selectFrom('advisers').selectAll().where('id', '=', 'cons-001').executeTakeFirstOrThrow();
  await db.insertInto('advisers').values({ ...lea, id: 'cons-diag', slug: 'conseiller-diag', network_site_id: 'diag-paris15', agency_site_id: 'diag-paris15', email: 'conseil@diageo.example' }).execute();
  const otherNetwork = { id: 'cons-diag' };
  const page = (await getAs(services, listingLoader, LEA, `/gestion/annonces/${listing.id}`, { listingId: listing.id })) as { values: Record<string, string>; advisers: Array<{ id: string }> | null };
  return { thomas, listing, colleague, otherAgency, otherNetwork, page };
}

describe.each(TEST_DATABASES)('moving a listing to another adviser on %s', (kind) => {
  let services: Services;
  freshServicesEach(kind, (fresh) => ({ services } = fresh));

  it('the site owner hands a listing to a colleague of the same agency: stored, audited, and the next contact lead goes to the new adviser (read back)', async () => {
    const { db } = services;
    await seedBackoffice(db, services.backoffice.members);
    const { thomas, listing, colleague, page } = await setting(services);
    expect(page.advisers?.map((a) => a.id)).toContain(colleague.id);
    const path = `/gestion/annonces/${listing.id}`;
    expect(await statusOfPost(services, listingAction, LEA, path, { ...page.values, intent: 'save', adviserId: colleague.id }, { listingId: listing.id })).toBe(303);
    const stored = await db.selectFrom('listings').select('adviser_id').where('id', '=', listing.id).executeTakeFirstOrThrow();
    expect(stored.adviser_id).toBe(colleague.id);
    const audit = await db.selectFrom('audit_events').select(['action', 'changes']).where('target_id', '=', listing.id).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(audit.action).toBe('listing.update');
    expect(JSON.parse(String(audit.changes)).adviserId).toEqual({ before: thomas.id, after: colleague.id });
    const call = async (request: Request) => (propertyContact.action as unknown as Handler)({ request, context: (await routeContext(services, 'sevran')) as never, params: {} });
    const response = await call(jsonPost('http://sevran.localhost/api/bien-immobilier/contact', { slug: listing.slug, name: 'Inès Martin', email: 'ines@example.fr', phone: '', message: '', consent: true }));
    expect(response.status).toBe(201);
    const lead = (await leadsOfSite(db, 'sevran')).find((l) => l.type === 'bien-contact' && l.email === 'ines@example.fr');
    expect(JSON.parse(String(lead?.recipients))).toEqual([colleague.email]);
    expect(JSON.parse(String(lead?.payload)).conseiller.id).toBe(colleague.id);
  }, 120_000);

  it('another agency’s adviser, another network’s, an unknown id: refused with a French message, nothing changed; an adviser member cannot move its listing at all (read back)', async () => {
    const { db } = services;
    await seedBackoffice(db, services.backoffice.members);
    const { thomas, listing, otherAgency, otherNetwork, page } = await setting(services);
    const path = `/gestion/annonces/${listing.id}`;
    const before = await snapshot(db);
    const cases: Array<[who: string, adviserId: string, why: string]> = [
      [LEA, otherAgency.id, 'site owner, an adviser of another agency of the network'],
      [ADMIN, otherAgency.id, 'network admin, an adviser of another agency'],
      [ADMIN, otherNetwork.id, 'network admin, another network’s adviser'],
      [LEA, 'cons-inconnu', 'site owner, an unknown adviser'],
    ];
    const answers: string[] = [];
    for (const [who, adviserId, why] of cases) {
      const answer = (await postAs(services, listingAction, who, path, { ...page.values, intent: 'save', adviserId }, { listingId: listing.id })) as { data?: { errors?: Record<string, string> }; init?: { status?: number } };
      answers.push(`${why}: ${answer.init?.status} ${answer.data?.errors?.adviserId}`);
    }
    expect(answers).toEqual(cases.map(([, , why]) => `${why}: 400 Choisissez un conseiller de la même agence.`));
    expect(await snapshot(db)).toEqual(before);
    // An adviser member's form has no adviser choice: a forged one is ignored, the listing stays its own.
    const own = (await getAs(services, listingLoader, THOMAS, path, { listingId: listing.id })) as { values: Record<string, string>; advisers: unknown };
    expect(own.advisers).toBeNull();
    expect(await statusOfPost(services, listingAction, THOMAS, path, { ...own.values, intent: 'save', adviserId: otherAgency.id }, { listingId: listing.id })).toBe(303);
    expect((await db.selectFrom('listings').select('adviser_id').where('id', '=', listing.id).executeTakeFirstOrThrow()).adviser_id).toBe(thomas.id);
  }, 120_000);
});
