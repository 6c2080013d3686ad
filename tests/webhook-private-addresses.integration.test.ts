import type { LookupAddress } from 'node:dns';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { action as webhooksAction } from '../app/routes/gestion/webhooks';
import { seedBackoffice } from '../server/seed/backoffice.server';
import type { Services } from '../server/services.server';
import { PrivateAddressError, publicOnlyLookup, type Resolve, webhookFetch } from '../server/webhooks/public-network.server';
import { backofficeContext, statusOf } from './helpers/backoffice';
import { API_ORIGIN } from './helpers/crm-api';
import { freshServicesEach } from './helpers/fresh-services';
import { type SignedReceiver, startSignedReceiver } from './helpers/signed-receiver';
import { TEST_DATABASES } from './helpers/test-db';

const ADMIN = 'admin@reseau.example';

/** A resolver that answers like DNS would for one name: the addresses given, for every lookup. */
const resolvesTo =
  (...addresses: string[]): Resolve =>
  (_hostname, _options, callback) =>
    callback(null, addresses.map((address): LookupAddress => ({ address, family: address.includes(':') ? 6 : 4 })));

describe('webhooks post only to public addresses (production policy)', () => {
  let receiver: SignedReceiver;
  beforeEach(async () => {
    receiver = await startSignedReceiver();
  });
  afterEach(() => receiver.close());

  it('a name that resolves to 127.0.0.1 is refused at connection time: the local receiver gets nothing', async () => {
    const port = new URL(receiver.url).port;
    const post = webhookFetch('refuse', resolvesTo('127.0.0.1'));
    await expect(post(`http://crm.example.com:${port}/hook`, { method: 'POST', body: '{}' })).rejects.toBeInstanceOf(PrivateAddressError);
    expect(receiver.calls).toHaveLength(0);
  });

  it.each([['http://127.0.0.1'], ['http://localhost'], ['https://169.254.169.254'], ['http://[::1]']])('%s is refused before any connection', async (origin) => {
    const post = webhookFetch('refuse', resolvesTo('8.8.8.8'));
    await expect(post(`${origin}:${new URL(receiver.url).port}/hook`, { method: 'POST', body: '{}' })).rejects.toBeInstanceOf(PrivateAddressError);
    expect(receiver.calls).toHaveLength(0);
  });

  it('the lookup keeps only the public addresses of a name, and refuses a name with none', async () => {
    const lookup = publicOnlyLookup(resolvesTo('10.0.0.7', '8.8.8.8', '::1', '2001:4860:4860::8888'));
    const all = await new Promise<unknown>((resolve, reject) => lookup('crm.example.com', { all: true }, (error, addresses) => (error ? reject(error) : resolve(addresses))));
    expect(all).toEqual([
      { address: '8.8.8.8', family: 4 },
      { address: '2001:4860:4860::8888', family: 6 },
    ]);
    const privateOnly = publicOnlyLookup(resolvesTo('192.168.1.20', 'fd00::1'));
    await expect(new Promise((resolve, reject) => privateOnly('crm.example.com', {}, (error, address) => (error ? reject(error) : resolve(address))))).rejects.toBeInstanceOf(PrivateAddressError);
  });
});

describe.each(TEST_DATABASES)('webhook endpoints under the production policy on %s', (kind) => {
  let services: Services;
  let receiver: SignedReceiver;
  freshServicesEach(kind, (fresh) => ({ services } = fresh), () => ({ WEBHOOK_PRIVATE_ADDRESSES: 'refuse' }));
  beforeEach(async () => {
    receiver = await startSignedReceiver();
  });
  afterEach(async () => {
    await services.backoffice.webhooks.outbox.stop();
    await receiver.close();
  });

  it.each([['http://127.0.0.1:8080/hook'], ['https://169.254.169.254/latest/meta-data'], ['https://10.0.0.5/hook'], ['https://crm.internal/hook']])(
    'a network admin adding %s is told why in French (400) and no endpoint is stored',
    async (url) => {
      await seedBackoffice(services.db, services.backoffice.members);
      const body = new URLSearchParams({ intent: 'create', url, description: 'CRM', events: 'lead.created' });
      const request = new Request(`${API_ORIGIN}/gestion/webhooks`, { method: 'POST', body, headers: { origin: API_ORIGIN } });
      const context = await backofficeContext(services, ADMIN);
      let answer: { data: { errors: { url?: string } } } | undefined;
      expect(await statusOf(async () => (answer = (await webhooksAction({ request, params: {}, context } as never)) as never))).toBe(400);
      expect(answer?.data.errors.url).toMatch(/réseau privé ou réservé/);
      expect(await services.db.selectFrom('webhook_endpoints').select('id').execute()).toEqual([]);
    },
  );

  it('an endpoint stored with a local address (before the policy) is never posted to: the delivery fails with the reason and the receiver gets nothing', async () => {
    await seedBackoffice(services.db, services.backoffice.members);
    const network = await services.db.selectFrom('sites').select('network_id').where('id', '=', 'sevran').executeTakeFirstOrThrow();
    const at = new Date().toISOString();
    await services.db
      .insertInto('webhook_endpoints')
      .values({ id: 'wh-local', network_id: network.network_id!, url: receiver.url, description: 'old', events: JSON.stringify(['lead.created']), secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw', created_by: null, created_at: at, failing_since: null, disabled_at: null, deleted_at: null })
      .execute();
    await services.leads.submit((await services.sites.byId('sevran'))!, { type: 'contact', endpoint: '/api/contact/', email: 'jeanne@example.fr', message: 'Bonjour' }, 'private-1');
    await services.backoffice.webhooks.outbox.kick();
    const delivery = await services.db.selectFrom('webhook_deliveries').select(['status', 'last_error']).executeTakeFirstOrThrow();
    expect(delivery.status).toBe('pending');
    expect(delivery.last_error).toMatch(/réseau privé ou réservé/);
    expect(receiver.calls).toHaveLength(0);
  });
});
