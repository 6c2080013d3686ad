import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Db } from '../server/db/database.server';
import { RetentionJob } from '../server/backoffice/retention-job.server';
import { seedBackoffice } from '../server/seed/backoffice.server';
import { createLogger } from '../server/log/logger.server';
import type { Services } from '../server/services.server';
import { freshServicesEach } from './helpers/fresh-services';
import { TEST_DATABASES } from './helpers/test-db';

async function addLead(db: Db, siteId: string, createdAt: string, updatedAt: string | null = null): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('leads')
    .values({ id, site_id: siteId, type: 'devis', endpoint: '/api/devis', idempotency_key: id, firstname: 'Paul', lastname: 'Lefèvre', email: 'paul@example.fr', phone: '0612000003', message: 'DPE avant vente', payload: '{"surface":48,"adresse":"1 rue X"}', created_at: createdAt, updated_at: updatedAt })
    .execute();
  return id;
}

const anonymised = async (db: Db, id: string) => {
  const row = await db.selectFrom('leads').select(['anonymised_at', 'email', 'firstname', 'message', 'payload']).where('id', '=', id).executeTakeFirstOrThrow();
  if (row.anonymised_at === null) {
    expect(row).toMatchObject({ email: 'paul@example.fr', firstname: 'Paul' });
    return false;
  }
  expect(row).toMatchObject({ email: null, firstname: null, message: null, payload: '{"surface":48}' });
  return true;
};

// The job's cut-off on the database, in Paris calendar days (see domain/backoffice/retention.test.ts for
// the reasoning): [title, network delay, created_at, updated_at, run at, anonymised].
const CASES: [string, number, string, string | null, string, boolean][] = [
  ['3 years, one day before the last day', 1095, '2023-11-28T09:00:00.000Z', null, '2026-11-26T12:00:00.000Z', false],
  ['3 years, the last day at 23:59:59 Paris', 1095, '2023-11-28T09:00:00.000Z', null, '2026-11-27T22:59:59.000Z', false],
  ['3 years, exactly at the cut-off (Paris midnight)', 1095, '2023-11-28T09:00:00.000Z', null, '2026-11-27T23:00:00.000Z', true],
  ['3 years, one day after', 1095, '2023-11-28T09:00:00.000Z', null, '2026-11-28T12:00:00.000Z', true],
  ['the last change is updated_at when there is one', 1095, '2020-01-01T09:00:00.000Z', '2026-01-01T09:00:00.000Z', '2026-11-28T12:00:00.000Z', false],
  ['an old update counts like an old creation', 1095, '2020-01-01T09:00:00.000Z', '2023-11-20T09:00:00.000Z', '2026-11-28T12:00:00.000Z', true],
  ['spring DST: the last day (23 hours) at 23:59:59 Paris', 1, '2026-03-28T22:30:00.000Z', null, '2026-03-29T21:59:59.000Z', false],
  ['spring DST: exactly at the cut-off', 1, '2026-03-28T22:30:00.000Z', null, '2026-03-29T22:00:00.000Z', true],
  ['autumn DST: the last day (25 hours) at 23:59:59 Paris', 1, '2026-10-24T21:30:00.000Z', null, '2026-10-25T22:59:59.000Z', false],
  ['autumn DST: exactly at the cut-off', 1, '2026-10-24T21:30:00.000Z', null, '2026-10-25T23:00:00.000Z', true],
];

describe.each(TEST_DATABASES)('daily lead anonymisation on %s', (kind) => {
  let services: Services;
  freshServicesEach(kind, (fresh) => ({ services } = fresh));

  it.each(CASES)('%s', async (_title, days, createdAt, updatedAt, runAt, expected) => {
    const { db } = services;
    await seedBackoffice(db, services.backoffice.members);
    await db.updateTable('networks').set({ lead_retention_days: days }).where('id', '=', 'diageo').execute();
    const lead = await addLead(db, 'diag-paris15', createdAt, updatedAt);
    expect(await services.backoffice.retention.run(new Date(runAt))).toBe(expected ? 1 : 0);
    expect(await anonymised(db, lead)).toBe(expected);
    const audit = await db.selectFrom('audit_events').select(['actor', 'member_id', 'action', 'site_id', 'network_id', 'changes']).where('target_id', '=', lead).execute();
    expect(audit).toEqual(expected ? [{ actor: 'tâche quotidienne', member_id: null, action: 'lead.erase', site_id: 'diag-paris15', network_id: 'diageo', changes: JSON.stringify({ anonymised_at: { before: null, after: runAt }, reason: { before: null, after: 'retention' } }) }] : []);
  }, 60_000);

  it('each network’s own delay applies to its own sites', async () => {
    const { db } = services;
    await seedBackoffice(db, services.backoffice.members);
    await db.updateTable('networks').set({ lead_retention_days: 30 }).where('id', '=', 'diageo').execute();
    const paris15 = await addLead(db, 'diag-paris15', '2026-09-01T10:00:00.000Z');
    const sevran = await addLead(db, 'sevran', '2026-09-01T10:00:00.000Z');
    expect(await services.backoffice.retention.run(new Date('2026-11-28T12:00:00.000Z'))).toBe(1);
    expect(await anonymised(db, paris15)).toBe(true);
    expect(await anonymised(db, sevran)).toBe(false);
  }, 60_000);

  it('one instance runs the day’s pass: a second instance, or a second run the same day, does nothing; the next Paris day runs again', async () => {
    const { db } = services;
    await seedBackoffice(db, services.backoffice.members);
    await db.updateTable('networks').set({ lead_retention_days: 30 }).where('id', '=', 'diageo').execute();
    const first = await addLead(db, 'diag-paris15', '2026-10-01T10:00:00.000Z');
    const other = new RetentionJob(db, services.backoffice.audit, createLogger('silent'));
    const day = new Date('2026-11-28T10:00:00.000Z');
    const [a, b] = await Promise.all([services.backoffice.retention.run(day), other.run(day)]);
    expect([a, b].sort()).toEqual([1, null].sort());
    expect(await anonymised(db, first)).toBe(true);
    // Later the same day (Paris), on either instance: the lease runs to the next midnight.
    const second = await addLead(db, 'diag-paris15', '2026-10-01T10:00:00.000Z');
    expect(await other.run(new Date('2026-11-28T22:59:00.000Z'))).toBeNull();
    expect(await services.backoffice.retention.run(new Date('2026-11-28T22:59:00.000Z'))).toBeNull();
    expect(await anonymised(db, second)).toBe(false);
    // The next Paris day (midnight is 23:00 UTC in winter).
    expect(await other.run(new Date('2026-11-28T23:00:00.000Z'))).toBe(1);
    expect(await anonymised(db, second)).toBe(true);
    // Two passes overlapping anyway (no lease) anonymise and audit each lead once.
    const third = await addLead(db, 'diag-paris15', '2026-10-01T10:00:00.000Z');
    const counts = await Promise.all([other.anonymiseExpired(day), services.backoffice.retention.anonymiseExpired(day)]);
    expect(counts.reduce((x, y) => x + y, 0)).toBe(1);
    expect(await db.selectFrom('audit_events').select('id').where('target_id', '=', third).execute()).toHaveLength(1);
  }, 60_000);
});
