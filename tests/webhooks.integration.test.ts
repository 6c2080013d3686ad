import { sql } from 'kysely';
import { Webhook } from 'standardwebhooks';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { action as webhooksAction, loader as webhooksLoader } from '../app/routes/gestion/webhooks';
import { action as logAction, loader as logLoader } from '../app/routes/gestion/webhook-log';
import { action as leadAction } from '../app/routes/gestion/lead';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { openApiDocument } from '../server/api/v1/openapi.server';
import { MailOutbox } from '../server/backoffice/mail-outbox.server';
import { createLogger } from '../server/log/logger.server';
import { seedBackoffice } from '../server/seed/backoffice.server';
import type { Services } from '../server/services.server';
import { WebhookOutbox } from '../server/webhooks/webhook-outbox.server';
import { backofficeContext, formPost, statusOf } from './helpers/backoffice';
import { ALL_WRITE, API_ORIGIN, call, createKey } from './helpers/crm-api';
import { freshServicesEach } from './helpers/fresh-services';
import { type SignedReceiver, startSignedReceiver } from './helpers/signed-receiver';
import { TEST_DATABASES } from './helpers/test-db';

const ADMIN = 'admin@reseau.example'; // network admin of Maisonfort
const LEA = 'lea.garnier@maisonfort.example'; // site owner, Maisonfort
const MINUTE = 60_000;
const silent = createLogger('silent');

const outboxOptions = { intervalMs: 600_000, baseDelayMs: 1000, maxDelayMs: 3_600_000, attemptTimeoutMs: 5000, requestTimeoutMs: 4000, leaseMs: 10_000, concurrency: 2, batchSize: 50 };

describe.each(TEST_DATABASES)('network webhooks on %s', (kind) => {
  let services: Services;
  let receiver: SignedReceiver;
  freshServicesEach(kind, (fresh) => ({ services } = fresh));
  beforeEach(async () => {
    receiver = await startSignedReceiver();
  });
  afterEach(async () => {
    await services.backoffice.webhooks.outbox.stop();
    await receiver.close();
  });

  async function addEndpoint(events: string[] = ['lead.created', 'lead.updated'], who = ADMIN): Promise<{ id: string; secret: string }> {
    // The form posts one value per checked box.
    const body = new URLSearchParams({ intent: 'create', url: receiver.url, description: 'CRM' });
    for (const e of events) body.append('events', e);
    const request = new Request(`${API_ORIGIN}/gestion/webhooks`, { method: 'POST', body, headers: { origin: API_ORIGIN } });
    const created = (await webhooksAction({ request, params: {}, context: await backofficeContext(services, who) } as never)) as unknown as { data: { secret: string } };
    const row = await services.db.selectFrom('webhook_endpoints').select('id').executeTakeFirstOrThrow();
    receiver.setSecret(created.data.secret);
    return { id: row.id, secret: created.data.secret };
  }

  const sevran = async () => (await services.sites.byId('sevran'))!;
  const submitLead = async (key: string) => (await services.leads.submit(await sevran(), { type: 'contact', endpoint: '/api/contact/', firstname: 'Jeanne', lastname: 'Martin', email: 'jeanne@example.fr', message: 'Bonjour' }, key)).lead;

  it('a network admin adds an endpoint (secret whsec_… shown once, audited); a lead posted on its network is delivered signed, verified by the standardwebhooks package; the diag network’s lead is not sent', async () => {
    await seedBackoffice(services.db, services.backoffice.members);
    const { secret } = await addEndpoint();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    const listed = await webhooksLoader({ request: new Request(`${API_ORIGIN}/gestion/webhooks`), params: {}, context: await backofficeContext(services, ADMIN) } as never);
    expect(JSON.stringify(listed)).not.toContain(secret);
    expect(await services.db.selectFrom('audit_events').select(['action', 'actor']).where('target_type', '=', 'webhook-endpoint').execute()).toEqual([{ action: 'webhook.create', actor: ADMIN }]);

    const lead = await submitLead('w-1');
    await services.leads.submit((await services.sites.byId('diag-paris15'))!, { type: 'contact', endpoint: '/api/contact/', email: 'x@example.fr' }, 'w-2');
    await services.backoffice.webhooks.outbox.kick();
    expect(receiver.refused).toBe(0);
    expect(receiver.accepted).toHaveLength(1);
    expect(receiver.accepted[0]?.message).toMatchObject({ type: 'lead.created', data: { id: lead.id, siteId: 'sevran', email: 'jeanne@example.fr', status: 'nouveau' } });
    const call0 = receiver.calls[0]!;
    expect(call0.headers['webhook-id']).toMatch(/^msg_/);
    expect(call0.headers['webhook-signature']).toMatch(/^v1,/);
    const stored = await services.db.selectFrom('webhook_deliveries').select(['status', 'event_type', 'attempts']).execute();
    expect(stored).toEqual([{ status: 'delivered', event_type: 'lead.created', attempts: 1 }]);
  });

  it('the receiver refuses a delivery whose body or timestamp was altered, or signed with another secret, and processes a replayed id once', async () => {
    await seedBackoffice(services.db, services.backoffice.members);
    await addEndpoint();
    await submitLead('w-3');
    await services.backoffice.webhooks.outbox.kick();
    const original = receiver.calls[0]!;
    expect(receiver.accepted).toHaveLength(1);
    expect(receiver.receive({ headers: original.headers, body: original.body.replace('Jeanne', 'Jeanno') })).toBe(400);
    const later = String(Number(original.headers['webhook-timestamp']) + 1);
    expect(receiver.receive({ headers: { ...original.headers, 'webhook-timestamp': later }, body: original.body })).toBe(400);
    // A genuine signature of an old message (10 minutes ago) is refused too: Standard Webhooks' 5-minute tolerance.
    const old = new Date(Date.now() - 10 * MINUTE);
    const { secret } = await services.db.selectFrom('webhook_endpoints').select('secret').executeTakeFirstOrThrow();
    const oldHeaders = { ...original.headers, 'webhook-timestamp': String(Math.floor(old.getTime() / 1000)), 'webhook-signature': new Webhook(secret).sign(original.headers['webhook-id']!, old, original.body) };
    expect(receiver.receive({ headers: oldHeaders, body: original.body })).toBe(400);
    const otherSecret = new Webhook(`whsec_${Buffer.from('another secret of 24 b!!').toString('base64')}`).sign(original.headers['webhook-id']!, new Date(Number(original.headers['webhook-timestamp']) * 1000), original.body);
    expect(receiver.receive({ headers: { ...original.headers, 'webhook-signature': otherSecret }, body: original.body })).toBe(400);
    expect(receiver.refused).toBe(4);
    // The same call again: verified, acknowledged, not processed twice.
    expect(receiver.receive(original)).toBe(204);
    expect(receiver.replays).toBe(1);
    expect(receiver.accepted).toHaveLength(1);
  });

  it('lead.created is written in the lead’s own transaction: when it cannot be written, the lead is not stored either', async () => {
    await seedBackoffice(services.db, services.backoffice.members);
    await addEndpoint();
    await sql`alter table webhook_deliveries rename to webhook_deliveries_away`.execute(services.db);
    await expect(submitLead('w-4')).rejects.toThrow(/lead not stored/);
    await sql`alter table webhook_deliveries_away rename to webhook_deliveries`.execute(services.db);
    expect(await services.db.selectFrom('leads').select('id').where('idempotency_key', '=', 'w-4').execute()).toEqual([]);
    // The same post again once the table is back: one lead, one event; a duplicate post adds neither.
    const lead = await submitLead('w-4');
    await submitLead('w-4');
    expect(await services.db.selectFrom('webhook_deliveries').select('event_type').execute()).toEqual([{ event_type: 'lead.created' }]);
    expect(JSON.parse((await services.db.selectFrom('webhook_deliveries').select('payload').executeTakeFirstOrThrow()).payload).data.id).toBe(lead.id);
  });

  it('a receiver down for 10 minutes gets every event afterwards, once per event id (retries with backoff)', async () => {
    await seedBackoffice(services.db, services.backoffice.members);
    await addEndpoint();
    // Only this test's outbox (on its own clock) delivers: the service's is not woken by the leads.
    services.backoffice.webhooks.leadHook.committed = () => undefined;
    let now = Date.parse('2026-11-28T09:00:00Z');
    const outbox = new WebhookOutbox(services.db, services.backoffice.mail, silent, outboxOptions, () => now);
    receiver.setDown(true);
    for (let i = 0; i < 3; i++) await submitLead(`down-${i}`);
    await services.db.updateTable('webhook_deliveries').set({ next_attempt_at: new Date(now).toISOString() }).execute();
    // Down: every pass fails, each row waits longer between attempts (1 s, 2 s, 4 s…).
    const end = now + 10 * MINUTE;
    for (; now < end; now += 15_000) await outbox.runOnce(new Date(now));
    const failing = await services.db.selectFrom('webhook_deliveries').select(['status', 'attempts', 'next_attempt_at']).execute();
    expect(failing.every((d) => d.status === 'pending' && d.attempts >= 5)).toBe(true);
    receiver.setDown(false);
    for (let i = 0; i < 60; i++, now += MINUTE) await outbox.runOnce(new Date(now));
    const ids = receiver.accepted.map((a) => a.id);
    expect(ids).toHaveLength(3);
    expect(new Set(ids).size).toBe(3);
    expect(receiver.replays).toBe(0);
    expect(receiver.refused).toBe(0);
    expect((await services.db.selectFrom('webhook_deliveries').select('status').execute()).map((d) => d.status)).toEqual(['delivered', 'delivered', 'delivered']);
    // Its failures are forgotten once it answers again.
    expect((await services.db.selectFrom('webhook_endpoints').select('failing_since').executeTakeFirstOrThrow()).failing_since).toBeNull();
  });

  it('an endpoint failing for 3 days is disabled, its events stopped, and the network admin e-mailed; turned back on, a replay from the log delivers the missed event (same id), audited', async () => {
    await seedBackoffice(services.db, services.backoffice.members);
    const { id } = await addEndpoint();
    const sent: string[] = [];
    const mail = new MailOutbox(services.db, { send: async (m) => void sent.push(m.to) }, silent, { ...outboxOptions });
    services.backoffice.webhooks.leadHook.committed = () => undefined;
    let now = Date.parse('2026-11-20T09:00:00Z');
    const outbox = new WebhookOutbox(services.db, mail, silent, { ...outboxOptions, maxDelayMs: 6 * 3_600_000 }, () => now);
    receiver.setDown(true);
    await submitLead('three-days');
    await services.db.updateTable('webhook_deliveries').set({ next_attempt_at: new Date(now).toISOString() }).execute();
    const start = now;
    for (; now <= start + 3 * 24 * 3_600_000 + 13 * 3_600_000; now += 3_600_000) await outbox.runOnce(new Date(now));
    const endpoint = await services.db.selectFrom('webhook_endpoints').select(['disabled_at', 'failing_since']).executeTakeFirstOrThrow();
    expect(endpoint.disabled_at).not.toBeNull();
    expect(endpoint.failing_since).toBe(new Date(start).toISOString());
    expect((await services.db.selectFrom('webhook_deliveries').select('status').executeTakeFirstOrThrow()).status).toBe('undeliverable');
    const mails = await services.db.selectFrom('mail_deliveries').select(['recipient', 'subject', 'ref']).where('ref', '=', 'webhook-disabled').execute();
    expect(mails).toEqual([{ recipient: ADMIN, subject: 'Webhook désactivé : votre adresse ne répond plus depuis 3 jours', ref: 'webhook-disabled' }]);
    // Nothing more goes to a disabled endpoint.
    await submitLead('after-disable');
    expect(await services.db.selectFrom('webhook_deliveries').select('id').execute()).toHaveLength(1);

    // Back up, turned on again, the missed event replayed from the log.
    receiver.setDown(false);
    const context = async (who: string) => backofficeContext(services, who);
    expect(await statusOf(async () => webhooksAction({ request: formPost('/gestion/webhooks', { intent: 'enable', endpoint: id }), params: {}, context: await context(ADMIN) } as never))).toBe(303);
    const log = (await logLoader({ request: new Request(`${API_ORIGIN}/gestion/webhooks/${id}`), params: { endpointId: id }, context: await context(ADMIN) } as never)) as { deliveries: { id: string; eventId: string }[] };
    expect(log.deliveries).toHaveLength(1);
    const missed = log.deliveries[0]!;
    expect(await statusOf(async () => logAction({ request: formPost(`/gestion/webhooks/${id}`, { intent: 'replay', delivery: missed.id }), params: { endpointId: id }, context: await context(ADMIN) } as never))).toBe(303);
    // The replay wakes the service's outbox (real clock): whichever outbox claims the row first delivers it.
    await services.backoffice.webhooks.outbox.kick();
    await outbox.runOnce(new Date(now));
    expect(receiver.accepted.map((a) => a.id)).toEqual([missed.eventId]);
    const audit = await services.db.selectFrom('audit_events').select('action').where('target_type', '=', 'webhook-endpoint').orderBy('created_at').execute();
    expect(audit.map((a) => a.action)).toEqual(['webhook.create', 'webhook.enable', 'webhook.replay']);
  });

  it('lead.updated is queued with the API’s status change; the pages are the network admin’s only, and another network’s endpoint or delivery answers 404 with nothing changed', async () => {
    await seedBackoffice(services.db, services.backoffice.members);
    const { id } = await addEndpoint(['lead.updated']);
    const lead = await submitLead('updated');
    expect(await services.db.selectFrom('webhook_deliveries').select('id').execute()).toEqual([]);
    const key = await createKey(services, 'maisonfort', ALL_WRITE);
    expect((await call(services, 'PATCH', `/leads/${lead.id}`, { key, body: { status: 'en_cours' } })).status).toBe(200);
    await services.backoffice.webhooks.outbox.kick();
    expect(receiver.accepted.map((a) => [a.message.type, a.message.data.status, a.message.data.previousStatus])).toEqual([['lead.updated', 'en_cours', 'nouveau']]);

    // Never sent anywhere in this test (nothing wakes an outbox for it); a local address all the same.
    services.backoffice.webhooks.leadHook.committed = () => undefined;
    const foreign = await services.backoffice.webhooks.endpoints.create({ networkId: 'diageo', url: 'http://127.0.0.1:9/hooks', description: '', events: ['lead.created'], actor: { memberId: null, label: 'test' } });
    await services.leads.submit((await services.sites.byId('diag-paris15'))!, { type: 'contact', endpoint: '/api/contact/', email: 'x@example.fr' }, 'diag-1');
    const foreignDelivery = await services.db.selectFrom('webhook_deliveries').select('id').where('endpoint_id', '=', foreign.id).executeTakeFirstOrThrow();
    const ownDelivery = await services.db.selectFrom('webhook_deliveries').select('id').where('endpoint_id', '=', id).executeTakeFirstOrThrow();
    const snapshot = async () => ({
      endpoints: await services.db.selectFrom('webhook_endpoints').selectAll().orderBy('id').execute(),
      deliveries: await services.db.selectFrom('webhook_deliveries').select(['id', 'status']).orderBy('id').execute(),
      audit: await services.db.selectFrom('audit_events').select('id').orderBy('id').execute(),
    });
    const before = await snapshot();
    const admin = () => backofficeContext(services, ADMIN);
    const attempts: [string, () => Promise<unknown>][] = [
      ['log of a Diagéo endpoint', async () => logLoader({ request: new Request(`${API_ORIGIN}/gestion/webhooks/${foreign.id}`), params: { endpointId: foreign.id }, context: await admin() } as never)],
      ['replay a Diagéo delivery', async () => logAction({ request: formPost(`/gestion/webhooks/${foreign.id}`, { intent: 'replay', delivery: foreignDelivery.id }), params: { endpointId: foreign.id }, context: await admin() } as never)],
      ['replay a Diagéo delivery under its own endpoint', async () => logAction({ request: formPost(`/gestion/webhooks/${id}`, { intent: 'replay', delivery: foreignDelivery.id }), params: { endpointId: id }, context: await admin() } as never)],
      ['delete a Diagéo endpoint', async () => webhooksAction({ request: formPost('/gestion/webhooks', { intent: 'delete', endpoint: foreign.id }), params: {}, context: await admin() } as never)],
      ['enable a Diagéo endpoint', async () => webhooksAction({ request: formPost('/gestion/webhooks', { intent: 'enable', endpoint: foreign.id }), params: {}, context: await admin() } as never)],
      ['a site owner opens the page', async () => webhooksLoader({ request: new Request(`${API_ORIGIN}/gestion/webhooks`), params: {}, context: await backofficeContext(services, LEA) } as never)],
      ['a site owner opens the log', async () => logLoader({ request: new Request(`${API_ORIGIN}/gestion/webhooks/${id}`), params: { endpointId: id }, context: await backofficeContext(services, LEA) } as never)],
      ['a site owner replays', async () => logAction({ request: formPost(`/gestion/webhooks/${id}`, { intent: 'replay', delivery: ownDelivery.id }), params: { endpointId: id }, context: await backofficeContext(services, LEA) } as never)],
      ['a site owner deletes', async () => webhooksAction({ request: formPost('/gestion/webhooks', { intent: 'delete', endpoint: id }), params: {}, context: await backofficeContext(services, LEA) } as never)],
    ];
    for (const [what, run] of attempts) expect(await statusOf(run), what).toBe(404);
    expect(await snapshot()).toEqual(before);
    // A bad address or no event is refused on its field.
    expect(await statusOf(async () => webhooksAction({ request: formPost('/gestion/webhooks', { intent: 'create', url: 'http://crm.example/hooks', events: 'lead.created' }), params: {}, context: await admin() } as never))).toBe(400);
    expect(await statusOf(async () => webhooksAction({ request: formPost('/gestion/webhooks', { intent: 'create', url: 'https://crm.example/hooks' }), params: {}, context: await admin() } as never))).toBe(400);
  });

  it('a status change in the back-office inbox sends lead.updated too (the same transaction), its data the API’s Lead as the OpenAPI document describes it', async () => {
    await seedBackoffice(services.db, services.backoffice.members);
    await addEndpoint(['lead.created', 'lead.updated']);
    const lead = await submitLead('inbox');
    await services.backoffice.webhooks.outbox.kick();
    const path = `/gestion/prospects/${lead.id}`;
    expect(await statusOf(async () => leadAction({ request: formPost(path, { intent: 'status', status: 'en_cours' }), params: { leadId: lead.id }, context: await backofficeContext(services, ADMIN) } as never))).toBe(303);
    await services.backoffice.webhooks.outbox.kick();
    expect(receiver.accepted.map((a) => [a.message.type, a.message.data.status])).toEqual([
      ['lead.created', 'nouveau'],
      ['lead.updated', 'en_cours'],
    ]);
    const ajv = new Ajv2020({ strict: false });
    ajv.addSchema({ ...(openApiDocument() as object), $id: 'openapi.json' });
    const validate = ajv.getSchema('openapi.json#/components/schemas/Lead')!;
    for (const { message } of receiver.accepted) expect(validate(message.data), ajv.errorsText(validate.errors)).toBe(true);
    expect(receiver.accepted[1]?.message.data.previousStatus).toBe('nouveau');
  });
});
