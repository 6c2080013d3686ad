import { describe, expect, it } from 'vitest';
import type { Scope } from '../domain/backoffice/grants';
import type { InboxFilter } from '../domain/backoffice/inbox-query';
import { INBOX_PAGE_SIZE } from '../domain/backoffice/inbox-query';
import { LEAD_STATUSES } from '../domain/backoffice/lead-workflow';
import { seedBackoffice } from '../server/seed/backoffice.server';
import type { Services } from '../server/services.server';
import { freshServicesEach } from './helpers/fresh-services';
import { TEST_DATABASES } from './helpers/test-db';

const NONE: InboxFilter = { site: null, form: null, status: null, from: null, to: null, q: null, page: 1 };
const TYPES = ['contact', 'devis', 'agence-contact', 'estimation', 'conseiller-message'];
const SITES = ['sevran', 'agence-versailles', 'reseau', 'diag-paris15'];

// The inbox's page, total and counts per status are read by queries shaped for speed (decision 0089):
// they must give what the plain join gives. The reference is `export`, which reads every lead of the
// filter through the inbox's original join.
describe.each(TEST_DATABASES)('inbox page, total and counts on %s', (kind) => {
  let services: Services;
  freshServicesEach(kind, (fresh) => ({ services } = fresh));

  it('equal the plain join’s, for every scope and filter, and stop at the cap (read back)', async () => {
    const { db } = services;
    await seedBackoffice(db, services.backoffice.members);
    const thomas = await db.selectFrom('members').innerJoin('auth_user', 'auth_user.id', 'members.user_id').select('members.id').where('auth_user.email', '=', 'thomas.garnier@maisonfort.example').executeTakeFirstOrThrow();
    const rows = Array.from({ length: 90 }, (_, n) => ({
      id: `count-${String(n).padStart(3, '0')}`,
      site_id: SITES[n % SITES.length]!,
      type: TYPES[n % TYPES.length]!,
      endpoint: '/api/test',
      idempotency_key: `count-${n}`,
      firstname: n % 4 ? 'Julie' : 'Karim',
      lastname: 'Martin',
      email: `p${n}@example.fr`,
      phone: n % 2 ? '06 39 98 00 01' : '+33612000002',
      message: null,
      payload: '{}',
      // Some share a creation instant: the page's order falls back to the id.
      created_at: new Date(Date.UTC(2026, 9, 1 + (n % 40), 10, 0, 0)).toISOString(),
      status: LEAD_STATUSES[n % LEAD_STATUSES.length]!,
      assigned_member_id: n % 7 === 0 && n % SITES.length === 0 ? thomas.id : null,
    }));
    await db.insertInto('leads').values(rows).execute();

    const scopes: [string, Scope][] = [
      ['Maisonfort admin', { networkId: 'maisonfort', siteIds: null, assignedTo: null }],
      ['Diagéo admin', { networkId: 'diageo', siteIds: null, assignedTo: null }],
      ['Sevran owner', { networkId: 'maisonfort', siteIds: ['sevran'], assignedTo: null }],
      ['owner of two sites', { networkId: 'maisonfort', siteIds: ['sevran', 'agence-versailles'], assignedTo: null }],
      ['owner of a site of the other network', { networkId: 'maisonfort', siteIds: ['diag-paris15'], assignedTo: null }],
      ['owner of no site', { networkId: 'maisonfort', siteIds: [], assignedTo: null }],
      ['Sevran adviser', { networkId: 'maisonfort', siteIds: ['sevran'], assignedTo: thomas.id }],
    ];
    const filters: InboxFilter[] = [
      NONE,
      { ...NONE, page: 2 },
      { ...NONE, site: 'sevran' },
      { ...NONE, form: 'contact' },
      { ...NONE, status: 'en_cours' },
      { ...NONE, status: 'spam', form: 'devis' },
      { ...NONE, from: '2026-10-05', to: '2026-10-20' },
      { ...NONE, q: 'karim' },
      { ...NONE, q: '06 39 98' },
      { ...NONE, q: 'p1' },
      { ...NONE, q: 'karim', status: 'nouveau' },
    ];
    let nonEmpty = 0;
    let cappedSomewhere = 0;
    for (const [who, scope] of scopes) {
      for (const filter of filters) {
        const page = await services.backoffice.inbox.list(scope, filter);
        const all = await services.backoffice.inbox.export(scope, { ...filter, page: 1 });
        const unfilteredStatus = await services.backoffice.inbox.export(scope, { ...filter, status: null, page: 1 });
        const counts = Object.fromEntries(LEAD_STATUSES.map((s) => [s, unfilteredStatus.filter((l) => l.status === s).length]));
        const expected = { total: all.length, counts, ids: all.slice((filter.page - 1) * INBOX_PAGE_SIZE, filter.page * INBOX_PAGE_SIZE).map((l) => l.id) };
        expect({ who, filter, total: page.total, counts: page.counts, ids: page.leads.map((l) => l.id) }).toEqual({ who, filter, ...expected });
        expect(page.totalExact).toBe(true);
        // Counted up to a cap of 5 (decision 0139): a status past it reads 6, and the total is then a lower bound.
        const capped = await services.backoffice.inbox.list(scope, filter, 5);
        const cappedCounts = Object.fromEntries(LEAD_STATUSES.map((s) => [s, Math.min(counts[s]!, 6)]));
        const relevant: readonly string[] = filter.status ? [filter.status] : LEAD_STATUSES;
        expect({ who, filter, counts: capped.counts, total: capped.total, exact: capped.totalExact, ids: capped.leads.map((l) => l.id) }).toEqual({
          who,
          filter,
          counts: cappedCounts,
          total: relevant.reduce((sum, s) => sum + cappedCounts[s]!, 0),
          exact: relevant.every((s) => counts[s]! <= 5),
          ids: expected.ids,
        });
        if (!capped.totalExact) cappedSomewhere += 1;
        if (all.length) nonEmpty += 1;
      }
    }
    // The grid is not vacuous: most of it finds leads.
    expect(nonEmpty).toBeGreaterThan(30);
    expect(cappedSomewhere).toBeGreaterThan(10);
  }, 120_000);
});
