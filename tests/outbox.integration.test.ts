import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import type { Site } from '../domain/sites/site';
import { createDatabase, type Db } from '../server/db/database.server';
import { createEmailDeliverer, createWebhookDeliverer, type Deliverer } from '../server/leads/deliverers.server';
import { LeadService } from '../server/leads/lead-service.server';
import { type Channel, Outbox, type OutboxOptions } from '../server/leads/outbox.server';
import { deliveriesOfLead } from '../server/repositories/leads.server';
import { SitesRepository } from '../server/repositories/sites.server';
import { startFakeSmtp } from './helpers/fake-smtp';
import { startFakeWebhook } from './helpers/fake-webhook';
import { deleteSiteByHand, openTestDb, TEST_DATABASES, type TestDb } from './helpers/test-db';

const OPTIONS: OutboxOptions = { intervalMs: 600_000, baseDelayMs: 1000, maxDelayMs: 60_000, leaseMs: 30_000, attemptTimeoutMs: 5_000, concurrency: 4, batchSize: 40 };

/** A logger whose lines the test can read. */
function capturedLogger() {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(JSON.parse(chunk.toString('utf8')) as Record<string, unknown>);
      done();
    },
  });
  return { logger: pino({ level: 'info' }, stream), lines };
}

function outboxOn(db: Db, deliverers: Partial<Record<Channel, Deliverer>>, options: Partial<OutboxOptions> = {}, clock?: () => number) {
  const sites = new SitesRepository(db, 0);
  const { logger, lines } = capturedLogger();
  const outbox = new Outbox(db, deliverers, (id) => sites.byId(id), logger, { ...OPTIONS, ...options }, clock);
  // Leads are stored without kicking this outbox, so each test decides when deliveries run.
  const quiet = { channels: () => outbox.channels(), kick: async () => 0 } as unknown as Outbox;
  return { outbox, lines, leads: new LeadService(db, quiet, logger), sites };
}

async function until(condition: () => boolean | Promise<boolean>, what: string): Promise<void> {
  for (let i = 0; i < 400; i++) {
    if (await condition()) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`never happened: ${what}`);
}

const lead = (n: number) => ({ type: 'contact', endpoint: 'test', firstname: `Léa ${n}`, lastname: 'Martin', email: `lea${n}@example.fr`, phone: '0639980000' });

describe.each(TEST_DATABASES)('outbox on %s', (kind) => {
  const smtpPromise = startFakeSmtp();
  const webhookPromise = startFakeWebhook();
  afterAll(async () => {
    await (await smtpPromise).close();
    await (await webhookPromise).close();
  });

  async function withDb(work: (testDb: TestDb, site: Site) => Promise<void>) {
    const testDb = await openTestDb(kind);
    try {
      const site = (await new SitesRepository(testDb.db).byId('diag-paris15'))!;
      await work(testDb, site);
    } finally {
      await testDb.close();
    }
  }

  it('delivers the webhook while the SMTP server hangs after DATA, and the e-mail once it recovers', async () => {
    const smtp = await smtpPromise;
    const webhook = await webhookPromise;
    await withDb(async (testDb, site) => {
      smtp.setStalled(true);
      const email = createEmailDeliverer(smtp.url, 'leads@vitrine.local', { connectionMs: 2000, greetingMs: 2000, socketMs: 1500 });
      const { outbox, leads } = outboxOn(testDb.db, { email, webhook: createWebhookDeliverer(webhook.url, 2000) });
      const { lead: stored } = await leads.submit(site, lead(1));
      const pass = outbox.kick();

      // The webhook arrives while the e-mail conversation is still hanging.
      await until(() => webhook.received.some((r) => r.id === stored.id), 'webhook delivered');
      await until(() => smtp.stalledNow() > 0, 'SMTP conversation hanging');
      const during = await deliveriesOfLead(testDb.db, stored.id);
      expect(during.find((d) => d.channel === 'webhook')?.status).toBe('delivered');
      expect(during.find((d) => d.channel === 'email')).toMatchObject({ status: 'pending', attempts: 0 });

      // The hung conversation ends the attempt (socket timeout), not the whole outbox.
      await pass;
      const failed = (await deliveriesOfLead(testDb.db, stored.id)).find((d) => d.channel === 'email');
      expect(failed).toMatchObject({ status: 'pending', attempts: 1 });
      expect(failed?.last_error).toMatch(/timeout|timed out/i);

      smtp.setStalled(false);
      await outbox.runOnce(new Date(Date.now() + 60_000));
      expect((await deliveriesOfLead(testDb.db, stored.id)).map((d) => d.status)).toEqual(['delivered', 'delivered']);
      expect(smtp.mails.some((m) => m.raw.includes(`lead-${stored.id}@vitrine`))).toBe(true);
      await outbox.stop();
    });
  });

  it('two workers racing for the same rows deliver each lead to a slow webhook exactly once', async () => {
    const webhook = await webhookPromise;
    await withDb(async (testDb, site) => {
      webhook.setDelay(150);
      // On PostgreSQL the second worker has its own connection pool, as a second instance would.
      const second = testDb.url ? createDatabase(testDb.url).db : testDb.db;
      try {
        const one = outboxOn(testDb.db, { webhook: createWebhookDeliverer(webhook.url, 2000) }, { concurrency: 5 });
        const two = outboxOn(second, { webhook: createWebhookDeliverer(webhook.url, 2000) }, { concurrency: 5 });
        const ids = new Set<string>();
        for (let n = 0; n < 20; n++) ids.add((await one.leads.submit(site, lead(n), `race-${n}`)).lead.id);
        const before = webhook.received.length;
        await Promise.all([one.outbox.runOnce(), two.outbox.runOnce(), one.outbox.runOnce(), two.outbox.runOnce()]);
        const calls = webhook.received.slice(before).map((r) => String(r.id));
        expect(calls.filter((id) => ids.has(id)).sort()).toEqual([...ids].sort());
        expect(calls).toHaveLength(20);
        expect(webhook.keys.slice(before).sort()).toEqual([...ids].sort());
      } finally {
        webhook.setDelay(0);
        if (second !== testDb.db) await second.destroy();
      }
    });
  });

  it('marks deliveries of a deleted site undeliverable, logs it once and never tries again', async () => {
    const webhook = await webhookPromise;
    await withDb(async (testDb, site) => {
      const calls: string[] = [];
      const counting: Deliverer = { deliver: async (l, s) => void calls.push(`${l.id}@${s.id}`) };
      const { outbox, leads, lines } = outboxOn(testDb.db, { webhook: counting });
      const { lead: stored } = await leads.submit(site, lead(1));
      await deleteSiteByHand(testDb, site.id);

      expect(await outbox.runOnce()).toBe(0);
      await outbox.runOnce(new Date(Date.now() + 3_600_000));
      await outbox.runOnce(new Date(Date.now() + 7_200_000));

      expect(calls).toEqual([]);
      const [row] = await deliveriesOfLead(testDb.db, stored.id);
      expect(row).toMatchObject({ status: 'undeliverable', attempts: 1 });
      expect(row?.last_error).toContain('deleted');
      expect(lines.filter((l) => l.msg === 'lead undeliverable')).toHaveLength(1);
      expect(webhook.received.some((r) => r.id === stored.id)).toBe(false);
    });
  });

  it('counts the lease from each claim and the backoff from the end of each attempt', async () => {
    await withDb(async (testDb, site) => {
      let now = Date.parse('2026-11-23T10:00:00.000Z');
      const seen: string[] = [];
      let first = true;
      const slow: Deliverer = {
        async deliver(l) {
          // What other workers see while this attempt runs: the row's lease end.
          const [row] = await deliveriesOfLead(testDb.db, l.id);
          seen.push(row!.next_attempt_at);
          if (first) {
            first = false;
            now += 10 * 60_000; // this attempt took ten minutes of the clock
            return;
          }
          now += 5_000;
          throw new Error('CRM down');
        },
      };
      const { outbox, leads } = outboxOn(testDb.db, { webhook: slow }, { concurrency: 1, leaseMs: 60_000, attemptTimeoutMs: 50_000, baseDelayMs: 30_000 }, () => now);
      await leads.submit(site, lead(1), 'a');
      const { lead: second } = await leads.submit(site, lead(2), 'b');
      await testDb.db.updateTable('lead_deliveries').set({ next_attempt_at: '2026-11-23T09:59:00.000Z' }).execute();
      await testDb.db.updateTable('lead_deliveries').set({ next_attempt_at: '2026-11-23T09:59:30.000Z' }).where('lead_id', '=', second.id).execute();

      await outbox.runOnce();
      // The second row was claimed after the first attempt's ten minutes: its lease ends a minute after that claim.
      expect(seen).toEqual(['2026-11-23T10:01:00.000Z', '2026-11-23T10:11:00.000Z']);
      // It failed at 10:10:05; the first retry waits the base delay from then.
      const [row] = await deliveriesOfLead(testDb.db, second.id);
      expect(row).toMatchObject({ status: 'pending', attempts: 1, next_attempt_at: '2026-11-23T10:10:35.000Z' });
    });
  });
});
