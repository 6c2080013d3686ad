import { describe, expect, it } from 'vitest';
import { AuditLog } from '../server/backoffice/audit-log.server';
import { openTestDb, TEST_DATABASES } from './helpers/test-db';

describe.each(TEST_DATABASES)('audit log on %s', (kind) => {
  it('stores an entry written in the same transaction as its write, reads it back newest first, and only for its own network', async () => {
    const { db, close } = await openTestDb(kind);
    try {
      const [mine, other] = ['net-a', 'net-b'];
      await db.insertInto('networks').values([mine, other].map((id) => ({ id, name: id, created_at: '2026-01-01T00:00:00Z' }))).execute();
      const audit = new AuditLog(db);
      await db.transaction().execute((trx) =>
        audit.record(trx, { networkId: mine, siteId: 'sevran', actor: { memberId: null, label: 'npm run admin' }, action: 'site.update', targetType: 'site', targetId: 'sevran', changes: { phone: { before: '01', after: '02' } } }, new Date('2026-11-01T10:00:00Z')),
      );
      await audit.record(db, { networkId: mine, actor: { memberId: null, label: 'tâche quotidienne' }, action: 'lead.anonymise', targetType: 'lead', targetId: 'l1', changes: {} }, new Date('2026-11-02T10:00:00Z'));
      // A write rolled back leaves no entry.
      await expect(
        db.transaction().execute(async (trx) => {
          await audit.record(trx, { networkId: mine, actor: { memberId: null, label: 'x' }, action: 'site.update', targetType: 'site', targetId: 'rolled-back', changes: {} });
          throw new Error('rollback');
        }),
      ).rejects.toThrow('rollback');

      const read = await audit.list(mine);
      expect(read.total).toBe(2);
      expect(read.entries.map((e) => e.action)).toEqual(['lead.anonymise', 'site.update']);
      expect(read.entries[1]).toMatchObject({ siteId: 'sevran', actor: 'npm run admin', targetId: 'sevran', changes: { phone: { before: '01', after: '02' } } });
      expect((await audit.list(mine, { targetType: 'site', targetId: 'sevran' })).total).toBe(1);
      expect(await audit.list(other)).toEqual({ entries: [], total: 0 });
    } finally {
      await close();
    }
  });
});
