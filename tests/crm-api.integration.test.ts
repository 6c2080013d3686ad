import { createHash, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { action as keysAction, loader as keysLoader } from '../app/routes/gestion/api-keys';
import { loader as apiRouteLoader } from '../app/routes/api.v1';
import { siteContext } from '../app/context';
import { ApiV1 } from '../server/api/v1/api.server';
import { ENDPOINTS } from '../server/api/v1/endpoints.server';
import type { Db } from '../server/db/database.server';
import { seedBackoffice } from '../server/seed/backoffice.server';
import type { Services } from '../server/services.server';
import { backofficeContext, formPost, statusOf } from './helpers/backoffice';
import { ALL_WRITE, API_ORIGIN, call, checked, createKey, listingBody } from './helpers/crm-api';
import { freshServicesEach } from './helpers/fresh-services';
import { TEST_DATABASES } from './helpers/test-db';

const ADMIN = 'admin@reseau.example'; // network admin of Maisonfort
const LEA = 'lea.garnier@maisonfort.example'; // site owner, Maisonfort

export async function addLead(db: Db, siteId: string, createdAt = new Date().toISOString()): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('leads')
    .values({ id, site_id: siteId, type: 'contact', endpoint: '/api/contact/', idempotency_key: id, firstname: 'Test', lastname: siteId, email: `${siteId}@example.fr`, phone: '+33600000000', message: 'Bonjour', payload: '{}', created_at: createdAt })
    .execute();
  return id;
}

export const adviserBody = (siteId = 'reseau', overrides: Record<string, unknown> = {}) => ({
  siteId,
  firstName: 'Camille',
  lastName: 'Durand',
  title: 'Conseillère immobilier',
  phone: '+33612345678',
  email: 'camille.durand@example.fr',
  city: 'Sevran',
  zip: '93270',
  legal: { rsacNumber: '123 456 789', rsacCity: 'Bobigny', networkName: 'Maisonfort', cardTNumber: 'CPI 9301 2026 000 000 001', cardTIssuer: 'CCI Paris Île-de-France', guaranteeInsurer: 'Galian', guaranteeAmount: 120000 },
  ...overrides,
});

export const postBody = (siteId = 'sevran', overrides: Record<string, unknown> = {}) => ({ siteId, slug: 'portes-ouvertes-crm', title: 'Portes ouvertes', date: '2026-11-20', excerpt: 'Venez nous voir.', descriptionHtml: '<p>Bienvenue</p><script>alert(1)</script>', ...overrides });

describe.each(TEST_DATABASES)('CRM API on %s', (kind) => {
  let services: Services;
  freshServicesEach(kind, (fresh) => ({ services } = fresh));

  it('a network admin creates a key on /gestion/api, shown once and stored as its SHA-256 only, audited; a site owner gets 404; a revoked key gets 401', async () => {
    await seedBackoffice(services.db, services.backoffice.members);
    const post = async (who: string, fields: Record<string, string>) => keysAction({ request: formPost('/gestion/api', fields), params: {}, context: await backofficeContext(services, who) } as never);
    const created = (await post(ADMIN, { intent: 'create', name: 'CRM siège', 'scope.leads': 'write', 'scope.sites': 'write', 'scope.posts': 'read' })) as unknown as { data: { created: { key: string; name: string } } };
    const key = created.data.created.key;
    expect(key).toMatch(/^vk_[A-Za-z0-9_-]{43}$/);
    const rows = await services.db.selectFrom('api_keys').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.key_hash).toBe(createHash('sha256').update(key).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(key);
    // Sites are writable through the API (PATCH /sites/{id}); a resource left at 'none' is not stored.
    expect(JSON.parse(rows[0]?.scopes ?? '{}')).toEqual({ leads: 'write', posts: 'read', sites: 'write' });
    const listed = (await keysLoader({ request: new Request(`${API_ORIGIN}/gestion/api`), params: {}, context: await backofficeContext(services, ADMIN) } as never)) as { keys: { name: string }[] };
    expect(JSON.stringify(listed)).not.toContain(key);
    expect(listed.keys.map((k) => k.name)).toEqual(['CRM siège']);

    expect((await call(services, 'GET', '/sites', { key })).status).toBe(200);
    // The other roles never learn the page exists.
    expect(await statusOf(async () => keysLoader({ request: new Request(`${API_ORIGIN}/gestion/api`), params: {}, context: await backofficeContext(services, LEA) } as never))).toBe(404);
    expect(await statusOf(() => post(LEA, { intent: 'revoke', key: rows[0]?.id ?? '' }))).toBe(404);
    // A nameless key or one without rights is refused on its field.
    expect(await statusOf(() => post(ADMIN, { intent: 'create', name: ' ', 'scope.leads': 'none' }))).toBe(400);

    expect(await statusOf(() => post(ADMIN, { intent: 'revoke', key: rows[0]?.id ?? '' }))).toBe(303);
    const revoked = await call(services, 'GET', '/sites', { key });
    expect(revoked.status).toBe(401);
    expect((revoked.body as { detail: string }).detail).toBe('Clé API inconnue ou révoquée.');
    const sevranBefore = await services.db.selectFrom('sites').select('settings').where('id', '=', 'sevran').executeTakeFirstOrThrow();
    expect((await call(services, 'PATCH', '/sites/sevran', { key, body: { settings: { brand: 'Autre' } } })).status).toBe(401);
    expect(await services.db.selectFrom('sites').select('settings').where('id', '=', 'sevran').executeTakeFirstOrThrow()).toEqual(sevranBefore);
    const audit = await services.db.selectFrom('audit_events').select(['action', 'actor', 'network_id']).where('target_type', '=', 'api-key').orderBy('created_at').execute();
    expect(audit.map((a) => [a.action, a.actor, a.network_id])).toEqual([
      ['api-key.create', ADMIN, 'maisonfort'],
      ['api-key.revoke', ADMIN, 'maisonfort'],
    ]);
  });

  it('without a key, with an unknown key: 401; a read-only key writing: 403; a resource not granted: 403 (problem+json in French)', async () => {
    await seedBackoffice(services.db, services.backoffice.members);
    const readOnly = await createKey(services, 'maisonfort', { leads: 'read', advisers: 'read', sites: 'read' });
    const lead = await addLead(services.db, 'sevran');
    expect((await call(services, 'GET', '/leads')).status).toBe(401);
    expect((await call(services, 'GET', '/leads', { key: `vk_${'A'.repeat(43)}` })).status).toBe(401);
    const write = await call(services, 'PATCH', `/leads/${lead}`, { key: readOnly, body: { status: 'en_cours' } });
    expect(write.status).toBe(403);
    expect(write.headers.get('content-type')).toContain('application/problem+json');
    expect((write.body as { detail: string }).detail).toContain('n’a pas le droit d’écrire « leads »');
    expect((await call(services, 'PUT', '/advisers/external/a-1', { key: readOnly, body: adviserBody() })).status).toBe(403);
    expect((await call(services, 'GET', '/posts', { key: readOnly })).status).toBe(403);
    const siteWrite = await call(services, 'PATCH', '/sites/sevran', { key: readOnly, body: { settings: { brand: 'Autre' } } });
    expect(siteWrite.status).toBe(403);
    expect((siteWrite.body as { detail: string }).detail).toContain('n’a pas le droit d’écrire « sites »');
    expect(await services.db.selectFrom('audit_events').select('id').where('target_type', '=', 'site').execute()).toHaveLength(0);
    const stored = await services.db.selectFrom('leads').select('status').where('id', '=', lead).executeTakeFirstOrThrow();
    expect(stored.status).toBe('nouveau');
  });

  it('leads: cursor pages walk every lead of the network once, filters by status, site and since; status moves by the inbox workflow, stored with its history and audit (actor: the key’s name)', async () => {
    await seedBackoffice(services.db, services.backoffice.members);
    const key = await createKey(services, 'maisonfort', ALL_WRITE, 'CRM siège');
    for (let i = 0; i < 5; i++) await addLead(services.db, 'sevran', `2026-11-0${i + 1}T10:00:00.000Z`);
    await addLead(services.db, 'diag-paris15');
    const expected = await services.db.selectFrom('leads').innerJoin('sites', 'sites.id', 'leads.site_id').select('leads.id').where('sites.network_id', '=', 'maisonfort').execute();
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: Awaited<ReturnType<typeof call>> = await call(services, 'GET', `/leads?limit=2${cursor ? `&cursor=${cursor}` : ''}`, { key });
      expect(page.status).toBe(200);
      const body = page.body as { items: { id: string }[]; nextCursor: string | null };
      seen.push(...body.items.map((l) => l.id));
      cursor = body.nextCursor;
    } while (cursor);
    expect(seen.sort()).toEqual(expected.map((l) => l.id).sort());
    const since = await call(services, 'GET', '/leads?site=sevran&since=2026-11-04T00:00:00Z&status=nouveau', { key });
    expect((since.body as { items: { createdAt: string }[] }).items.map((l) => l.createdAt).slice(0, 2)).toEqual(['2026-11-04T10:00:00.000Z', '2026-11-05T10:00:00.000Z']);
    expect((await call(services, 'GET', '/leads?cursor=nope!', { key })).status).toBe(400);
    expect((await call(services, 'GET', '/leads?limit=abc', { key })).status).toBe(400);
    expect((await call(services, 'GET', '/leads?status=gagné', { key })).status).toBe(400);

    const id = await addLead(services.db, 'sevran');
    const read = await call(services, 'GET', `/leads/${id}`, { key });
    const etag = read.headers.get('etag') ?? '';
    const moved = await call(services, 'PATCH', `/leads/${id}`, { key, body: { status: 'en_cours' }, headers: { 'if-match': etag } });
    expect(moved.status).toBe(200);
    expect(moved.headers.get('etag')).not.toBe(etag);
    const stored = await services.db.selectFrom('leads').select('status').where('id', '=', id).executeTakeFirstOrThrow();
    expect(stored.status).toBe('en_cours');
    const history = await services.db.selectFrom('lead_events').select(['kind', 'detail', 'member_id']).where('lead_id', '=', id).execute();
    expect(history).toEqual([{ kind: 'status', detail: 'nouveau→en_cours', member_id: null }]);
    const audit = await services.db.selectFrom('audit_events').select(['actor', 'action', 'changes']).where('target_id', '=', id).execute();
    expect(audit).toEqual([{ actor: 'CRM siège', action: 'lead.status', changes: JSON.stringify({ status: { before: 'nouveau', after: 'en_cours' } }) }]);

    // The ETag read before the move is stale now: 412, nothing written.
    const stale = await call(services, 'PATCH', `/leads/${id}`, { key, body: { status: 'gagne' }, headers: { 'if-match': etag } });
    expect(stale.status).toBe(412);
    // Never back to 'nouveau' (the workflow's rule): 422.
    const back = await call(services, 'PATCH', `/leads/${id}`, { key, body: { status: 'nouveau' } });
    expect(back.status).toBe(422);
    expect((await services.db.selectFrom('leads').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status).toBe('en_cours');
  });

  it('bad input is a French 4xx, never a 500: bad JSON, wrong types, unknown fields, no JSON type, oversized body, unknown path and method', async () => {
    await seedBackoffice(services.db, services.backoffice.members);
    const key = await createKey(services, 'maisonfort', ALL_WRITE);
    const id = await addLead(services.db, 'sevran');
    const cases: [string, string, string, Record<string, string> | undefined, unknown, number][] = [
      ['bad JSON', 'PATCH', `/leads/${id}`, undefined, '{"status": ', 400],
      ['wrong type', 'PATCH', `/leads/${id}`, undefined, { status: 3 }, 400],
      ['unknown field', 'PATCH', `/leads/${id}`, undefined, { status: 'en_cours', owner: 'x' }, 400],
      ['array body', 'PATCH', `/leads/${id}`, undefined, [1, 2], 400],
      ['not JSON', 'PATCH', `/leads/${id}`, { 'content-type': 'text/plain' }, 'status=en_cours', 415],
      ['oversized', 'PUT', '/posts/external/p-1', undefined, JSON.stringify(postBody('sevran', { descriptionHtml: 'x'.repeat(300 * 1024) })), 413],
      ['adviser missing legal', 'PUT', '/advisers/external/a-1', undefined, adviserBody('reseau', { legal: undefined }), 400],
      ['adviser bad zip', 'PUT', '/advisers/external/a-1', undefined, adviserBody('reseau', { zip: '9327' }), 400],
      ['post bad date', 'PUT', '/posts/external/p-1', undefined, postBody('sevran', { date: '20/11/2026' }), 400],
      ['bad external id', 'PUT', '/posts/external/a%20b', undefined, postBody(), 404],
      ['unknown path', 'GET', '/clients', undefined, undefined, 404],
      ['method not allowed', 'DELETE', `/leads/${id}`, undefined, undefined, 405],
      ['write a site', 'PUT', '/sites/sevran', undefined, { name: 'x' }, 405],
    ];
    for (const [what, method, path, headers, body, status] of cases) {
      const answer = await call(services, method, path, { key, body, headers });
      expect(answer.status, what).toBe(status);
      expect(answer.headers.get('content-type'), what).toContain('application/problem+json');
      expect((answer.body as { detail: string }).detail, what).toMatch(/[a-zé]/);
    }
    const missing = await call(services, 'PUT', '/advisers/external/a-1', { key, body: adviserBody('reseau', { legal: undefined }) });
    expect((missing.body as { errors: unknown[] }).errors).toEqual([{ pointer: '/legal', detail: 'Champ obligatoire.' }]);
    expect(await services.db.selectFrom('advisers').select('id').where('external_id', 'is not', null).execute()).toEqual([]);
  });

  it('advisers and posts: upserts by the CRM’s id are idempotent (the same body twice writes once), stored and audited; a stale If-Match gets 412; post HTML cleaned; a taken address 409', async () => {
    await seedBackoffice(services.db, services.backoffice.members);
    const key = await createKey(services, 'maisonfort', ALL_WRITE, 'CRM siège');
    const first = await call(services, 'PUT', '/advisers/external/crm-42', { key, body: adviserBody() });
    expect(first.status).toBe(201);
    const again = await call(services, 'PUT', '/advisers/external/crm-42', { key, body: adviserBody() });
    expect(again.status).toBe(200);
    expect(again.headers.get('etag')).toBe(first.headers.get('etag'));
    const rows = await services.db.selectFrom('advisers').selectAll().where('external_id', '=', 'crm-42').execute();
    expect(rows.map((r) => [r.first_name, r.network_site_id, r.network_id, r.rsac_number])).toEqual([['Camille', 'reseau', 'maisonfort', '123 456 789']]);
    const stale = first.headers.get('etag') ?? '';
    const renamed = await call(services, 'PUT', '/advisers/external/crm-42', { key, body: adviserBody('reseau', { title: 'Directrice d’agence' }), headers: { 'if-match': stale } });
    expect(renamed.status).toBe(200);
    expect((await call(services, 'PUT', '/advisers/external/crm-42', { key, body: adviserBody('reseau', { title: 'Autre' }), headers: { 'if-match': stale } })).status).toBe(412);
    expect((await services.db.selectFrom('advisers').select('title').where('external_id', '=', 'crm-42').executeTakeFirstOrThrow()).title).toBe('Directrice d’agence');
    const adviserAudit = await services.db.selectFrom('audit_events').select(['action', 'actor']).where('target_type', '=', 'adviser').orderBy('created_at').execute();
    expect(adviserAudit).toEqual([
      { action: 'adviser.create', actor: 'CRM siège' },
      { action: 'adviser.update', actor: 'CRM siège' },
    ]);
    const byId = await call(services, 'GET', `/advisers/${(first.body as { id: string }).id}`, { key });
    expect((byId.body as { title: string }).title).toBe('Directrice d’agence');
    expect((await call(services, 'GET', '/advisers/external/crm-42', { key })).status).toBe(200);
    expect((await call(services, 'GET', '/advisers?limit=3', { key })).status).toBe(200);
    // If-Match on a resource that does not exist yet: 412, nothing created.
    expect((await call(services, 'PUT', '/advisers/external/crm-43', { key, body: adviserBody(), headers: { 'if-match': stale } })).status).toBe(412);

    const post = await call(services, 'PUT', '/posts/external/news-1', { key, body: postBody() });
    expect(post.status).toBe(201);
    const storedPost = await services.db.selectFrom('posts').selectAll().where('external_id', '=', 'news-1').executeTakeFirstOrThrow();
    expect(storedPost.description_html).toBe('<p>Bienvenue</p>');
    expect((await call(services, 'PUT', '/posts/external/news-1', { key, body: postBody() })).status).toBe(200);
    expect(await services.db.selectFrom('audit_events').select('action').where('target_type', '=', 'post').execute()).toEqual([{ action: 'post.create' }]);
    const clash = await call(services, 'PUT', '/posts/external/news-2', { key, body: postBody() });
    expect(clash.status).toBe(409);
    expect((await call(services, 'GET', `/posts/${storedPost.id}`, { key })).status).toBe(200);
    expect((await call(services, 'GET', '/posts?site=sevran&limit=2', { key })).status).toBe(200);
  });

  it('listings and sites are read: pages, one item with its ETag (listing writes: crm-api-listings.integration.test.ts)', async () => {
    await seedBackoffice(services.db, services.backoffice.members);
    const key = await createKey(services, 'maisonfort', ALL_WRITE);
    const listings = await call(services, 'GET', '/listings?limit=5', { key });
    const items = (listings.body as { items: { id: string }[]; nextCursor: string }).items;
    expect(items).toHaveLength(5);
    const one = await call(services, 'GET', `/listings/${items[0]?.id}`, { key });
    expect(one.headers.get('etag')).toMatch(/^".+"$/);
    const sites = await call(services, 'GET', '/sites', { key });
    const ids = (sites.body as { items: { id: string }[] }).items.map((s) => s.id);
    const expected = await services.db.selectFrom('sites').select('id').where('network_id', '=', 'maisonfort').orderBy('id').execute();
    expect(ids).toEqual(expected.map((s) => s.id));
    const sevran = await call(services, 'GET', '/sites/sevran', { key });
    expect((sevran.body as { hosts: string[] }).hosts.length).toBeGreaterThan(0);
  });

  it('a key of network A on network B’s ids: 404 on every endpoint and method, nothing changed (read back)', async () => {
    await seedBackoffice(services.db, services.backoffice.members);
    const maisonfort = await createKey(services, 'maisonfort', ALL_WRITE);
    const diageo = await createKey(services, 'diageo', ALL_WRITE);
    const b = {
      maisonfortLead: await addLead(services.db, 'sevran'),
      diageoLead: await addLead(services.db, 'diag-paris15'),
      maisonfortAdviser: ((await call(services, 'PUT', '/advisers/external/shared-id', { key: maisonfort, body: adviserBody() })).body as { id: string }).id,
      diageoAdviser: ((await call(services, 'PUT', '/advisers/external/diag-adviser', { key: diageo, body: adviserBody('diag-paris15') })).body as { id: string }).id,
      maisonfortPost: ((await call(services, 'PUT', '/posts/external/shared-post', { key: maisonfort, body: postBody() })).body as { id: string }).id,
      diageoPost: ((await call(services, 'PUT', '/posts/external/diag-post', { key: diageo, body: postBody('diag-paris15') })).body as { id: string }).id,
      maisonfortListing: (await services.db.selectFrom('listings').select('id').limit(1).executeTakeFirstOrThrow()).id,
    };
    expect((await call(services, 'PUT', '/listings/external/shared-listing', { key: maisonfort, body: listingBody(b.maisonfortAdviser) })).status).toBe(201);
    const snapshot = async () => ({
      leads: await services.db.selectFrom('leads').select(['id', 'status', 'updated_at']).orderBy('id').execute(),
      advisers: await services.db.selectFrom('advisers').selectAll().where('external_id', 'is not', null).orderBy('id').execute(),
      posts: await services.db.selectFrom('posts').selectAll().orderBy('id').execute(),
      audit: await services.db.selectFrom('audit_events').select('id').orderBy('id').execute(),
      events: await services.db.selectFrom('lead_events').select('id').orderBy('id').execute(),
      listings: await services.db.selectFrom('listings').selectAll().orderBy('id').execute(),
      sites: await services.db.selectFrom('sites').select(['id', 'name', 'crm', 'settings']).orderBy('id').execute(),
      hosts: await services.db.selectFrom('site_hosts').selectAll().orderBy('host').execute(),
    });
    const before = await snapshot();
    const attempts: [string, string, string, string, unknown?][] = [
      ['diageo', 'GET', `/leads/${b.maisonfortLead}`, ''],
      ['diageo', 'PATCH', `/leads/${b.maisonfortLead}`, '', { status: 'spam' }],
      ['diageo', 'GET', `/advisers/${b.maisonfortAdviser}`, ''],
      ['diageo', 'GET', '/advisers/external/shared-id', ''],
      ['diageo', 'PUT', '/advisers/external/diag-adviser', '', adviserBody('reseau')],
      ['diageo', 'PUT', '/advisers/external/diag-adviser', '', adviserBody('diag-paris15', { agencySiteId: 'sevran' })],
      ['diageo', 'GET', `/posts/${b.maisonfortPost}`, ''],
      ['diageo', 'GET', '/posts/external/shared-post', ''],
      ['diageo', 'PUT', '/posts/external/diag-post', '', postBody('sevran')],
      ['diageo', 'GET', `/listings/${b.maisonfortListing}`, ''],
      ['diageo', 'PATCH', `/listings/${b.maisonfortListing}`, '', { state: 'withdrawn' }],
      ['diageo', 'GET', '/listings/external/shared-listing', ''],
      ['diageo', 'PUT', '/listings/external/diag-listing', '', listingBody(b.maisonfortAdviser, { zip: '93270', city: 'Sevran' })],
      ['diageo', 'GET', '/sites/sevran', ''],
      ['diageo', 'PATCH', '/sites/sevran', '', { name: 'Pris', settings: { brand: 'Diagéo' } }],
      ['maisonfort', 'GET', `/leads/${b.diageoLead}`, ''],
      ['maisonfort', 'PATCH', `/leads/${b.diageoLead}`, '', { status: 'spam' }],
      ['maisonfort', 'GET', `/advisers/${b.diageoAdviser}`, ''],
      ['maisonfort', 'GET', '/advisers/external/diag-adviser', ''],
      ['maisonfort', 'PUT', '/advisers/external/shared-id', '', adviserBody('diag-paris15')],
      ['maisonfort', 'GET', `/posts/${b.diageoPost}`, ''],
      ['maisonfort', 'GET', '/posts/external/diag-post', ''],
      ['maisonfort', 'PUT', '/posts/external/shared-post', '', postBody('diag-paris15')],
      ['maisonfort', 'GET', '/sites/diag-paris15', ''],
      ['maisonfort', 'PATCH', '/sites/diag-paris15', '', { name: 'Pris', crm: { SIRET: '12345678900012' } }],
    ];
    for (const [who, method, path, , body] of attempts) {
      const answer = await call(services, method, path, { key: who === 'diageo' ? diageo : maisonfort, body });
      expect(answer.status, `${who} ${method} ${path}`).toBe(404);
    }
    // Every endpoint with an {id} is in the table, for both networks (Diagéo has no listings to aim at).
    for (const endpoint of ENDPOINTS.filter((e) => e.path.includes('{'))) {
      for (const who of endpoint.resource === 'listings' ? ['diageo'] : ['diageo', 'maisonfort']) {
        const prefix = endpoint.path.replace(/\{\w+\}$/, '');
        expect(attempts.some(([w, m, p]) => w === who && m === endpoint.method.toUpperCase() && p.startsWith(prefix) && !p.slice(prefix.length).includes('/')), `${who} ${endpoint.method} ${endpoint.path}`).toBe(true);
      }
    }
    // Lists show nothing of the other network.
    const lists = ['/leads', '/advisers', '/posts', '/listings', '/sites'];
    for (const path of lists) {
      const page = (await call(services, 'GET', `${path}?limit=200`, { key: diageo })).body as { items: { id: string; siteId?: string }[] };
      expect(JSON.stringify(page.items), path).not.toContain(b.maisonfortLead);
      expect(page.items.map((i) => i.siteId ?? i.id).every((s) => s.startsWith('diag')), path).toBe(true);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('a key past its rate limit gets 429 with Retry-After; the limit counts per key', async () => {
    await seedBackoffice(services.db, services.backoffice.members);
    const api = new ApiV1(services.db, services.logger, { perKey: 3, windowMs: 60_000 });
    const one = await createKey(services, 'maisonfort', ALL_WRITE);
    const two = await createKey(services, 'maisonfort', ALL_WRITE);
    for (let i = 0; i < 3; i++) expect((await call(services, 'GET', '/sites?limit=1', { key: one, api })).status).toBe(200);
    const refused = await call(services, 'GET', '/sites?limit=1', { key: one, api });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await call(services, 'GET', '/sites?limit=1', { key: two, api })).status).toBe(200);
  });

  it('/api/v1 exists on the operator host only: a franchisee host answers 404; the OpenAPI 3.1 document lists every endpoint', async () => {
    await seedBackoffice(services.db, services.backoffice.members);
    const key = await createKey(services, 'maisonfort', ALL_WRITE);
    const request = new Request('http://sevran.localhost/api/v1/sites', { headers: { authorization: `Bearer ${key}` } });
    const context = await backofficeContext(services, null);
    const site = await services.sites.byId('sevran');
    context.set(siteContext, { kind: 'site', site: site! });
    const answer = await checked('GET', '/api/v1/sites', (await apiRouteLoader({ request, params: {}, context } as never)) as Response);
    expect(answer.status).toBe(404);
    const doc = await call(services, 'GET', '/openapi.json');
    const document = doc.body as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(document.openapi).toBe('3.1.0');
    for (const endpoint of ENDPOINTS) expect(document.paths[`/api/v1${endpoint.path}`]?.[endpoint.method], `${endpoint.method} ${endpoint.path}`).toBeDefined();
  });
});
