import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as expertimoContact from '../app/routes/api.expertimo.contact';
import { loader as statisticsLoader } from '../app/routes/gestion/statistics';
import { parisDay } from '../domain/analytics/page-view';
import { seedBackoffice } from '../server/seed/backoffice.server';
import type { Services } from '../server/services.server';
import { stopWorkers } from '../server/services.server';
import { backofficeContext, statusOf } from './helpers/backoffice';
import { openTestDb, TEST_DATABASES, type TestDb } from './helpers/test-db';
import { jsonPost, routeContext, testServices } from './helpers/test-services';

type Handler = (args: { request: Request; context: never; params: Record<string, string> }) => Promise<Response>;
type Stats = Awaited<ReturnType<typeof statisticsLoader>>;

const ADMIN = 'admin@reseau.example';
const OWNER = 'lea.garnier@maisonfort.example';
const ADVISER = 'thomas.garnier@maisonfort.example';
const DIAG_OWNER = 'claire.vasseur@diageo.example';

const today = parisDay(new Date());
const counter = (site: string, path: string, device: 'mobile' | 'desktop' | 'tablet', views: number, formViews = 0, utm = '', referrer = '') => ({ site_id: site, day: today, path, referrer_domain: referrer, utm_source: utm, device, views, form_views: formViews });

describe.each(TEST_DATABASES)('the audience dashboard on %s', (kind) => {
  let testDb: TestDb;
  let services: Services;
  const open = async (email: string, query = '') => statisticsLoader({ request: new Request(`http://gestion.localhost/gestion/statistiques${query}`), params: {}, context: await backofficeContext(services, email) } as never) as Promise<Stats>;
  const status = async (email: string, query = '') => statusOf(() => open(email, query));

  beforeAll(async () => {
    testDb = await openTestDb(kind);
    services = testServices(testDb);
    await seedBackoffice(testDb.db, services.backoffice.members);
    await testDb.db
      .insertInto('page_view_days')
      .values([
        counter('sevran', '/', 'mobile', 40, 0, '', 'google.com'),
        counter('sevran', '/contact', 'desktop', 12, 12, 'newsletter'),
        counter('sevran', '/annonces', 'tablet', 8),
        counter('reseau', '/', 'desktop', 30),
        counter('diag-paris15', '/', 'mobile', 500, 100),
      ])
      .execute();
    // A lead sent from a page reached through a campaign link keeps its utm_source (in the lead's transaction).
    const response = await (expertimoContact.action as unknown as Handler)({
      request: jsonPost('http://sevran.localhost/api/expertimo/contact', { kind: 'contact', company: '', firstName: 'Nadia', lastName: 'K', email: 'nadia@example.fr', phone: '0639980001', message: 'Bonjour' }, { referer: 'http://sevran.localhost/contact?utm_source=Newsletter' }),
      context: (await routeContext(services, 'sevran')) as never,
      params: {},
    });
    expect(response.status).toBeLessThan(300);
  }, 120_000);
  afterAll(async () => {
    await stopWorkers(services);
    await testDb.close();
  });

  it('stores the utm_source of the page a lead was sent from (read back)', async () => {
    const lead = await testDb.db.selectFrom('leads').select(['source', 'site_id']).where('email', '=', 'nadia@example.fr').executeTakeFirstOrThrow();
    expect(lead).toEqual({ source: 'newsletter', site_id: 'sevran' });
  });

  it('shows a site’s counters as stored: funnel, days, devices, referrers, sources with their leads', async () => {
    const data = await open(ADMIN, '?site=sevran');
    // The demo leads of the last 30 days count too (spam left out).
    const since = new Date(Date.now() - 31 * 86_400_000).toISOString();
    const stored = await testDb.db.selectFrom('leads').select(['status', 'source']).where('site_id', '=', 'sevran').where('created_at', '>=', since).execute();
    const leads = stored.filter((l) => l.status !== 'spam');
    expect(data.stats.funnel).toEqual({ views: 60, formViews: 12, leads: leads.length, won: leads.filter((l) => l.status === 'gagne').length });
    expect(data.stats.days.at(-1)).toEqual({ day: today, views: 60, formViews: 12 });
    expect(data.stats.days).toHaveLength(30);
    expect(data.stats.devices).toEqual([
      { device: 'mobile', views: 40 },
      { device: 'tablet', views: 8 },
      { device: 'desktop', views: 12 },
    ]);
    expect(data.stats.referrers).toEqual([
      { domain: '', views: 20 },
      { domain: 'google.com', views: 40 },
    ].sort((a, b) => b.views - a.views));
    expect(data.stats.sources).toEqual([
      { source: '', views: 48, leads: leads.length - 1 },
      { source: 'newsletter', views: 12, leads: 1 },
    ]);
    expect(data.stats.topPages.map((p) => [p.path, p.views])).toEqual([
      ['/', 40],
      ['/contact', 12],
      ['/annonces', 8],
    ]);
  });

  it('adds the network’s sites up for a network admin, and only the owner’s own sites for a site owner', async () => {
    expect((await open(ADMIN)).stats.funnel.views).toBe(90);
    expect((await open(DIAG_OWNER)).stats.funnel.views).toBe(500);
    expect((await open(OWNER)).stats.funnel.views).toBe(60);
    expect((await open(OWNER)).sites.map((s) => s.id)).toEqual(['sevran']);
  });

  // Tenancy: another network's site, a site outside an owner's grant, an adviser: 404, nothing shown.
  it.each([
    [ADMIN, '?site=diag-paris15', 404],
    [DIAG_OWNER, '?site=sevran', 404],
    [DIAG_OWNER, '?site=reseau', 404],
    [OWNER, '?site=reseau', 404],
    [OWNER, '?site=inconnu', 404],
    [ADVISER, '', 404],
    [ADVISER, '?site=sevran', 404],
    [OWNER, '?site=sevran', 200],
    [DIAG_OWNER, '?site=diag-paris15', 200],
  ] as const)('%s asking %s → %i', async (email, query, expected) => expect(await status(email, query)).toBe(expected));

  it.each([
    ['?du=2026-13-01&au=2026-11-01', 'du', 'statistics.badDay'],
    ['?du=2026-11-10&au=2026-11-01', 'au', 'statistics.badOrder'],
    ['?du=2020-01-01&au=2020-01-31', 'du', 'statistics.tooOld'],
    ['?du=2026-11-01&au=2999-01-01', 'au', 'statistics.future'],
  ] as const)('a bad period %s is explained next to its field and the last 30 days are shown', async (query, fieldName, message) => {
    const data = await open(ADMIN, query);
    expect(data.errors[fieldName]).toBe(message);
    expect(data.period.to).toBe(today);
    expect(data.stats.days).toHaveLength(30);
  });

  it('reads the period from the URL (?du=&au=)', async () => {
    const data = await open(ADMIN, `?site=sevran&du=${today}&au=${today}`);
    expect(data.errors).toEqual({});
    expect(data.stats.days).toEqual([{ day: today, views: 60, formViews: 12 }]);
  });
});
