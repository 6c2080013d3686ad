import { describe, expect, it } from 'vitest';
import * as cmsContact from '../app/routes/api.cms-websites.contact';
import * as diagContact from '../app/routes/api.contact';
import { MAX_BODY_BYTES, readBody } from '../server/api/read-body.server';
import { LeadStorageError } from '../server/leads/lead-service.server';
import { leadsOfSite } from '../server/repositories/leads.server';
import type { Services } from '../server/services.server';
import { TEST_DATABASES, type TestDb } from './helpers/test-db';
import { jsonPost, routeContext, testServices } from './helpers/test-services';
import { freshServicesEach } from './helpers/fresh-services';

type Action = (args: { request: Request; context: never; params: Record<string, string> }) => Promise<Response>;

/** A body sent in chunks with no Content-Length, counting how much of it the server pulled. */
function chunkedBody(totalBytes: number, chunk: Uint8Array): { stream: ReadableStream<Uint8Array>; pulled: () => number; cancelled: Promise<void> } {
  let sent = 0;
  let onCancel = () => {};
  const cancelled = new Promise<void>((resolve) => (onCancel = resolve));
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= totalBytes) return controller.close();
      sent += chunk.byteLength;
      controller.enqueue(chunk);
    },
    cancel: () => onCancel(),
  });
  return { stream, pulled: () => sent, cancelled };
}

const post = (url: string, type: string, body: BodyInit | ReadableStream<Uint8Array>) => new Request(url, { method: 'POST', headers: { 'content-type': type }, body, duplex: 'half' } as RequestInit);

describe('readBody', () => {
  const kib = new TextEncoder().encode('name=' + 'a'.repeat(16 * 1024 - 5));

  it.each(['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'text/plain'])(
    'answers 413 to a chunked %s body of 20 MB',
    async (type) => {
      const body = chunkedBody(20 * 1024 * 1024, kib);
      const result = await readBody(post('http://x.localhost/api', type, body.stream), { limit: MAX_BODY_BYTES });
      expect(result).toEqual({ ok: false, status: 413, message: 'Requête trop volumineuse.' });
    },
  );

  it('throws away what follows the limit, and closes a body that goes on past 64 MB', async () => {
    const body = chunkedBody(1024 * 1024 * 1024, kib);
    expect(await readBody(post('http://x.localhost/api', 'application/json', body.stream), { limit: MAX_BODY_BYTES })).toMatchObject({ status: 413 });
    await body.cancelled;
    expect(body.pulled()).toBeGreaterThan(MAX_BODY_BYTES);
    expect(body.pulled()).toBeLessThanOrEqual(MAX_BODY_BYTES + 64 * 1024 * 1024 + 2 * kib.byteLength);
  });

  it('answers 413 from a declared Content-Length alone', async () => {
    const request = new Request('http://x.localhost/api', { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': String(50 * 1024 * 1024) }, body: '{}' });
    expect(await readBody(request, { limit: MAX_BODY_BYTES })).toMatchObject({ ok: false, status: 413 });
  });

  it('reads a multipart form field by field', async () => {
    const form = new FormData();
    form.set('name', 'Léa\u0000');
    form.set('email', 'lea@example.fr');
    const result = await readBody(new Request('http://x.localhost/api', { method: 'POST', body: form }), { limit: MAX_BODY_BYTES });
    expect(result).toEqual({ ok: true, isForm: true, body: { name: 'Léa', email: 'lea@example.fr' } });
  });

  it('refuses a JSON body nested 5,000 levels deep with a 400', async () => {
    const deep = '{"payload":' + '{"a":'.repeat(5000) + '1' + '}'.repeat(5000) + '}';
    expect(await readBody(jsonPost('http://x.localhost/api', deep), { limit: MAX_BODY_BYTES })).toEqual({ ok: false, status: 400, message: 'Données trop imbriquées.' });
  });
});

describe.each(TEST_DATABASES)('bounded lead input on %s', (kind) => {
  let testDb: TestDb;
  let services: Services;
  freshServicesEach(kind, (fresh) => ({ testDb, services } = fresh));
  const call = async (action: Action, site: string, request: Request) => action({ request, context: (await routeContext(services, site)) as never, params: {} });

  it('stores a lead whose fields hold NUL and other control characters, without them', async () => {
    const response = await call(diagContact.action as unknown as Action, 'diag-paris15', jsonPost('http://x.localhost/api', { name: 'Léa\u0000 Martin', email: 'lea@example.fr', message: 'Bon\u0000jour\u0007\nà vous' }));
    expect(response.status).toBe(201);
    const [lead] = await leadsOfSite(testDb.db, 'diag-paris15');
    expect(lead).toMatchObject({ firstname: 'Léa Martin', message: 'Bonjour\nà vous' });
  });

  it('stores a payload holding NUL characters without them', async () => {
    const body = { type: 'freebies', firstname: 'Léa', lastname: 'Martin', email: 'lea@example.fr', payload: { 'clé\u0000': 'va\u0000leur' } };
    expect((await call(cmsContact.action as unknown as Action, 'diag-paris15', jsonPost('http://x.localhost/api', body))).status).toBe(201);
    const [lead] = await leadsOfSite(testDb.db, 'diag-paris15');
    expect(JSON.parse(lead!.payload)).toEqual({ clé: 'valeur' });
  });

  it('refuses a payload nested 2,500 levels deep, sent as a form field, storing nothing', async () => {
    const payload = '{"a":'.repeat(2500) + '1' + '}'.repeat(2500);
    const form = new URLSearchParams({ type: 'freebies', firstname: 'Léa', lastname: 'Martin', email: 'lea@example.fr', payload });
    const response = await call(cmsContact.action as unknown as Action, 'diag-paris15', new Request('http://diag-paris15.localhost/api/cms-websites/contact', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form }));
    expect(response.status).toBe(303);
    expect(new URL(response.headers.get('location') ?? '').searchParams.get('erreur')).toBe('Données complémentaires trop volumineuses ou trop imbriquées.');
    expect(await leadsOfSite(testDb.db, 'diag-paris15')).toHaveLength(0);
  });

  it('stores one lead for a form posted twice with the same server-rendered idempotency key', async () => {
    const form = () => new URLSearchParams({ name: 'Léa', email: 'lea@example.fr', message: 'Double clic', redirectTo: '/contact', idempotencyKey: 'form-key-1' });
    const post = () => new Request('http://diag-paris15.localhost/api/contact/', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form() });
    expect((await call(diagContact.action as unknown as Action, 'diag-paris15', post())).status).toBe(303);
    expect((await call(diagContact.action as unknown as Action, 'diag-paris15', post())).status).toBe(303);
    const leads = await leadsOfSite(testDb.db, 'diag-paris15');
    expect(leads.map((l) => l.idempotency_key)).toEqual(['form-key-1']);
  });

  it('answers a chunked 20 MB form post with 413 and stores nothing', async () => {
    const body = chunkedBody(20 * 1024 * 1024, new TextEncoder().encode('message=' + 'a'.repeat(65_528)));
    const response = await call(diagContact.action as unknown as Action, 'diag-paris15', post('http://diag-paris15.localhost/api/contact/', 'application/x-www-form-urlencoded', body.stream));
    expect(response.status).toBe(413);
    expect(await leadsOfSite(testDb.db, 'diag-paris15')).toHaveLength(0);
  });

  it('answers 404 in French, not 503, for a site deleted while still cached', async () => {
    await services.sites.byId('diag-paris15'); // cached
    await testDb.db.deleteFrom('sites').where('id', '=', 'diag-paris15').execute();
    const response = await call(diagContact.action as unknown as Action, 'diag-paris15', jsonPost('http://x.localhost/api', { name: 'Léa', email: 'lea@example.fr', message: 'Bonjour' }));
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ message: 'Site inconnu : impossible d’enregistrer la demande.' });
  });

  it('reports a storage failure with the database’s own error as its cause', async () => {
    const site = (await services.sites.byId('diag-paris15'))!;
    await testDb.db.schema.dropTable('lead_deliveries').execute();
    const withChannel = testServices(testDb, { LEAD_WEBHOOK_URL: 'http://127.0.0.1:9/none' });
    const error = await withChannel.leads.submit(site, { type: 'contact', endpoint: 'test', firstname: 'Léa' }).catch((e: unknown) => e);
    await withChannel.outbox.stop();
    expect(error).toBeInstanceOf(LeadStorageError);
    expect((error as Error).message).toMatch(/lead_deliveries/);
    expect((error as Error).message).not.toMatch(/rollback/i);
  });
});
