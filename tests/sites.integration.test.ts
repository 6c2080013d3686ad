import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDatabase } from '../server/db/database.server';
import * as initial from '../server/db/migrations/0001-initial';
import * as siteHosts from '../server/db/migrations/0002-site-hosts';
import { SitesRepository } from '../server/repositories/sites.server';
import { toPublicSite } from '../domain/sites/parse-site';
import { resolveHost } from '../domain/sites/host';
import { openTestDb, TEST_DATABASES, type TestDb } from './helpers/test-db';

const NOW = '2026-01-01T00:00:00.000Z';

describe.each(TEST_DATABASES)('sites and their hosts on %s', (kind) => {
  let testDb: TestDb;
  beforeEach(async () => {
    testDb = await openTestDb(kind);
  });
  afterEach(async () => {
    await testDb.close();
  });

  it('reads the seeded hosts back from site_hosts and resolves them', async () => {
    const rows = await testDb.db.selectFrom('site_hosts').selectAll().where('site_id', '=', 'sevran').execute();
    expect(rows.map((r) => r.host)).toEqual(['sevran.maisonfort-immobilier.fr']);
    const repo = new SitesRepository(testDb.db);
    expect((await repo.byId('sevran'))?.hosts).toEqual(['sevran.maisonfort-immobilier.fr']);
    expect(resolveHost('SEVRAN.maisonfort-immobilier.fr', await repo.hostIndex())).toEqual({ kind: 'site', siteId: 'sevran' });
  });

  it('refuses a second site claiming a host another site has', async () => {
    await testDb.db.insertInto('sites').values({ id: 'copie', family: 'diag', name: 'Copie', crm: '{}', settings: '{}', pages: '{}', created_at: NOW }).execute();
    await expect(testDb.db.insertInto('site_hosts').values({ host: 'paris15.diageo.fr', site_id: 'copie', position: 0 }).execute()).rejects.toThrow();
    const owners = await testDb.db.selectFrom('site_hosts').select('site_id').where('host', '=', 'paris15.diageo.fr').execute();
    expect(owners).toEqual([{ site_id: 'diag-paris15' }]);
  });

  it('parses the CRM record once, by family, and lets only the allow-list reach the browser', async () => {
    const crm = { FirstName: 'Inès', Email: 'ines@diag.example', ActivAvisNoteMoyenne: '4.5', ActivPrestaDPE: true, ActivPrestaDiagnosticAmiante: 'oui', CodeInterne: 'X-42', IBAN: 'FR76…' };
    await testDb.db.insertInto('sites').values({ id: 'diag-test', family: 'diag', name: 'Diag test', crm: JSON.stringify(crm), settings: JSON.stringify({ brand: 'Diagéo', leadEmail: 'leads@diag.example', secret: 1 }), pages: '{}', created_at: NOW }).execute();
    const site = await new SitesRepository(testDb.db).byId('diag-test');
    if (site?.family !== 'diag') throw new Error('expected a diag site');
    expect(site.crm.FirstName).toBe('Inès');
    expect(site.crm.ActivAvisNoteMoyenne).toBe(4.5);
    expect(site.crm.ActivPrestaDPE).toBe(true);
    // Only an explicit true switches a service on.
    expect(site.crm.ActivPrestaDiagnosticAmiante).toBe(false);
    expect(site.crm).not.toHaveProperty('CodeInterne');
    const browser = JSON.stringify(toPublicSite(site, 'http://diag-test.localhost'));
    expect(browser).toContain('Inès');
    expect(browser).not.toContain('X-42');
    expect(browser).not.toContain('IBAN');
    expect(browser).not.toContain('leads@diag.example');
    expect(browser).not.toContain('secret');
  });

  it('reads agence settings with their defaults', async () => {
    const site = await new SitesRepository(testDb.db).byId('sevran');
    if (site?.family !== 'agence') throw new Error('expected an agence site');
    expect(site.settings).toMatchObject({ showLouer: true, showAddress: true, showAvatar: true, numeroTel: '0639982277', listCities: ['Sevran', 'Aulnay-sous-Bois', 'Le Blanc-Mesnil', 'Bondy'] });
  });
});

describe('migration 0002 copies the JSON hosts into site_hosts', () => {
  it('keeps each host once, lower case, in order, and drops the JSON column', async () => {
    const { db } = createDatabase('file::memory:');
    try {
      await initial.up(db as never);
      const insert = (id: string, hosts: string) => sql`insert into sites (id, family, name, hosts, crm, settings, pages, created_at) values (${id}, 'diag', ${id}, ${hosts}, '{}', '{}', '{}', ${NOW})`.execute(db);
      await insert('a', JSON.stringify(['Www.A.fr', 'a.fr']));
      await insert('b', JSON.stringify(['a.fr', 'b.fr']));
      await insert('c', 'not json');
      await siteHosts.up(db as never);
      const rows = await db.selectFrom('site_hosts').selectAll().orderBy('site_id').orderBy('position').execute();
      expect(rows).toEqual([
        { host: 'www.a.fr', site_id: 'a', position: 0 },
        { host: 'a.fr', site_id: 'a', position: 1 },
        { host: 'b.fr', site_id: 'b', position: 1 },
      ]);
      await expect(sql`select hosts from sites`.execute(db)).rejects.toThrow();
    } finally {
      await db.destroy();
    }
  });
});
