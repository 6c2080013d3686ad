import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { action as webhooksAction } from '../app/routes/gestion/webhooks';
import { deliveriesOfLead } from '../server/repositories/leads.server';
import { seedBackoffice } from '../server/seed/backoffice.server';
import type { Services } from '../server/services.server';
import { backofficeContext } from './helpers/backoffice';
import { API_ORIGIN } from './helpers/crm-api';
import { type FakeWebhook, startFakeWebhook } from './helpers/fake-webhook';
import { freshServicesEach } from './helpers/fresh-services';
import { type SignedReceiver, startSignedReceiver } from './helpers/signed-receiver';
import { TEST_DATABASES } from './helpers/test-db';

/**
 * Issue 34: 'the global LEAD_WEBHOOK_URL keeps working for a single-network install', next to the
 * networks' own signed endpoints: one lead reaches both, each once, each in its own format.
 */
describe.each(TEST_DATABASES)('the global LEAD_WEBHOOK_URL beside network webhooks on %s', (kind) => {
  let services: Services;
  let global: FakeWebhook;
  let receiver: SignedReceiver;
  beforeAll(async () => {
    global = await startFakeWebhook();
    receiver = await startSignedReceiver();
  });
  afterAll(async () => {
    await global.close();
    await receiver.close();
  });
  freshServicesEach(kind, (fresh) => ({ services } = fresh), () => ({ LEAD_WEBHOOK_URL: global.url }));
  afterEach(async () => {
    await services.backoffice.webhooks.outbox.stop();
  });

  it('a lead is posted once to the global URL (unsigned, as before) and once, signed, to the network’s endpoint; the other network’s lead only to the global URL', async () => {
    await seedBackoffice(services.db, services.backoffice.members);
    const body = new URLSearchParams({ intent: 'create', url: receiver.url, description: 'CRM' });
    body.append('events', 'lead.created');
    const request = new Request(`${API_ORIGIN}/gestion/webhooks`, { method: 'POST', body, headers: { origin: API_ORIGIN } });
    const created = (await webhooksAction({ request, params: {}, context: await backofficeContext(services, 'admin@reseau.example') } as never)) as unknown as { data: { secret: string } };
    receiver.setSecret(created.data.secret);
    const before = global.received.length;

    const { lead } = await services.leads.submit((await services.sites.byId('sevran'))!, { type: 'contact', endpoint: '/api/contact/', firstname: 'Jeanne', email: 'jeanne@example.fr', message: 'Bonjour' }, 'global-1');
    const { lead: other } = await services.leads.submit((await services.sites.byId('diag-paris15'))!, { type: 'contact', endpoint: '/api/contact/', email: 'x@example.fr' }, 'global-2');
    for (let i = 0; i < 5 && global.received.length - before < 2; i++) await services.outbox.kick();
    for (let i = 0; i < 5 && receiver.accepted.length < 1; i++) await services.backoffice.webhooks.outbox.kick();

    expect(global.received.slice(before).map((r) => r.id)).toEqual([lead.id, other.id]);
    expect(global.received.at(-2)).toMatchObject({ id: lead.id, type: 'contact', firstname: 'Jeanne', site: { id: 'sevran' } });
    expect(receiver.accepted.map((a) => [a.message.type, a.message.data.id])).toEqual([['lead.created', lead.id]]);
    expect(receiver.refused).toBe(0);
    for (const id of [lead.id, other.id]) {
      const rows = await deliveriesOfLead(services.db, id);
      expect(rows.filter((r) => r.channel === 'webhook').map((r) => r.status), id).toEqual(['delivered']);
    }
  });
});
