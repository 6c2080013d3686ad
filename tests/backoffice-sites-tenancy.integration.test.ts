import { describe, expect, it } from 'vitest';
import type { Db } from '../server/db/database.server';
import { seedBackoffice } from '../server/seed/backoffice.server';
import type { Services } from '../server/services.server';
import { ADMIN, CLAIRE, journalLoader, LEA, newSiteAction, newSiteLoader, shownFields, siteAction, siteLoader, sitesLoader, statusOfGet, statusOfPost, THOMAS } from './helpers/backoffice-sites';
import { freshServicesEach } from './helpers/fresh-services';
import { TEST_DATABASES } from './helpers/test-db';

const DIAG_ADMIN = 'admin@diageo.example'; // network admin of Diagéo, invited here

/** Everything a site write could touch, read back from the database. */
async function snapshot(db: Db) {
  return {
    sites: await db.selectFrom('sites').select(['id', 'name', 'crm', 'settings', 'network_id', 'unpublished_at']).orderBy('id').execute(),
    hosts: await db.selectFrom('site_hosts').selectAll().orderBy('host').execute(),
    versions: await db.selectFrom('content_versions').selectAll().orderBy('scope').execute(),
    audit: await db.selectFrom('audit_events').select('id').orderBy('id').execute(),
  };
}

type Attempt = { who: string; what: string; run: (services: Services) => Promise<number> };

describe.each(TEST_DATABASES)('back-office site records and journal, cross-tenant on %s', (kind) => {
  let services: Services;
  freshServicesEach(kind, (fresh) => ({ services } = fresh));

  it('another tenant’s site, a page of another role, a family or site filter of another network: 404 on every URL and action, nothing changed (read back)', async () => {
    const { db } = services;
    await seedBackoffice(db, services.backoffice.members);
    await services.backoffice.members.invite({ email: DIAG_ADMIN, displayName: 'Admin Diagéo', role: 'network-admin', networkId: 'diageo', siteIds: [], invitedBy: null });
    // A genuine form of each site (as its own admin sees it), posted by the wrong member.
    const forms = { sevran: await shownFields(services, ADMIN, 'sevran'), paris15: await shownFields(services, DIAG_ADMIN, 'diag-paris15'), versailles: await shownFields(services, ADMIN, 'agence-versailles') };
    const tampered = (fields: Record<string, string>) => ({ ...fields, name: 'Intrus', hosts: 'intrus.example.fr', 'settings.numeroTel': '01 99 00 00 01', 'crm.PhoneNumber': '01 99 00 00 01', 'settings.email': 'intrus@example.fr', 'crm.Email': 'intrus@example.fr' });

    const onSite = (who: string, siteId: string, fields: Record<string, string>, label: string): Attempt[] => {
      const path = `/gestion/sites/${siteId}`;
      const params = { siteId };
      return [
        { who, what: `GET ${label}`, run: (s) => statusOfGet(s, siteLoader, who, path, params) },
        { who, what: `save ${label}`, run: (s) => statusOfPost(s, siteAction, who, path, tampered(fields), params) },
        { who, what: `unpublish ${label}`, run: (s) => statusOfPost(s, siteAction, who, path, { intent: 'unpublish' }, params) },
        { who, what: `publish ${label}`, run: (s) => statusOfPost(s, siteAction, who, path, { intent: 'publish' }, params) },
      ];
    };
    const newSite = (who: string, family: string, id: string): Attempt[] => [
      { who, what: `new-site page, family ${family}`, run: (s) => statusOfGet(s, newSiteLoader, who, `/gestion/sites/nouveau?famille=${family}`) },
      { who, what: `create a ${family} site`, run: (s) => statusOfPost(s, newSiteAction, who, '/gestion/sites/nouveau', { family, id, name: 'Intrus', hosts: '', 'settings.numeroTel': '0199000001' }) },
    ];
    const attempts: Attempt[] = [
      // A site owner: another network's site, and a site of its own network it does not own.
      ...onSite(LEA, 'diag-paris15', forms.paris15, 'diag-paris15'),
      ...onSite(LEA, 'agence-versailles', forms.versailles, 'agence-versailles'),
      ...onSite(CLAIRE, 'sevran', forms.sevran, 'sevran'),
      // A network admin, on the other network's sites.
      ...onSite(ADMIN, 'diag-paris15', forms.paris15, 'diag-paris15'),
      ...onSite(DIAG_ADMIN, 'sevran', forms.sevran, 'sevran'),
      // An adviser, on the site it works for.
      ...onSite(THOMAS, 'sevran', forms.sevran, 'sevran'),
      // A site owner publishing or unpublishing its own site: an admin's action.
      { who: LEA, what: 'unpublish its own site', run: (s) => statusOfPost(s, siteAction, LEA, '/gestion/sites/sevran', { intent: 'unpublish' }, { siteId: 'sevran' }) },
      { who: CLAIRE, what: 'unpublish its own site', run: (s) => statusOfPost(s, siteAction, CLAIRE, '/gestion/sites/diag-paris15', { intent: 'unpublish' }, { siteId: 'diag-paris15' }) },
      // Creating a site: admins only, in their own network's families.
      ...newSite(LEA, 'agence', 'intrus-lea'),
      ...newSite(THOMAS, 'agence', 'intrus-thomas'),
      ...newSite(CLAIRE, 'diag', 'intrus-claire'),
      ...newSite(ADMIN, 'diag', 'intrus-admin'),
      ...newSite(DIAG_ADMIN, 'agence', 'intrus-diag'),
      // The sites list: not an adviser's.
      { who: THOMAS, what: 'sites list as an adviser', run: (s) => statusOfGet(s, sitesLoader, THOMAS, '/gestion/sites') },
      // The journal: network admins only, filtered on their own network's sites only.
      { who: LEA, what: 'journal as a site owner', run: (s) => statusOfGet(s, journalLoader, LEA, '/gestion/journal') },
      { who: CLAIRE, what: 'journal as a site owner', run: (s) => statusOfGet(s, journalLoader, CLAIRE, '/gestion/journal?site=diag-paris15') },
      { who: THOMAS, what: 'journal as an adviser', run: (s) => statusOfGet(s, journalLoader, THOMAS, '/gestion/journal') },
      { who: ADMIN, what: 'journal filtered on diag-paris15', run: (s) => statusOfGet(s, journalLoader, ADMIN, '/gestion/journal?site=diag-paris15') },
      { who: DIAG_ADMIN, what: 'journal filtered on sevran', run: (s) => statusOfGet(s, journalLoader, DIAG_ADMIN, '/gestion/journal?site=sevran') },
    ];
    expect(attempts.length).toBeGreaterThanOrEqual(40);

    const before = await snapshot(db);
    const answers: string[] = [];
    for (const attempt of attempts) answers.push(`${attempt.who} — ${attempt.what}: ${await attempt.run(services)}`);
    expect(answers).toEqual(attempts.map((a) => `${a.who} — ${a.what}: 404`));
    expect(await snapshot(db)).toEqual(before);
  }, 120_000);

  it('within their scope the same members open and save (the 404s above are not a broken route)', async () => {
    await seedBackoffice(services.db, services.backoffice.members);
    expect(await statusOfGet(services, siteLoader, LEA, '/gestion/sites/sevran', { siteId: 'sevran' })).toBe(200);
    expect(await statusOfGet(services, siteLoader, CLAIRE, '/gestion/sites/diag-paris15', { siteId: 'diag-paris15' })).toBe(200);
    expect(await statusOfPost(services, siteAction, CLAIRE, '/gestion/sites/diag-paris15', { ...(await shownFields(services, CLAIRE, 'diag-paris15')), 'crm.PhoneNumber': '01 99 00 15 15' }, { siteId: 'diag-paris15' })).toBe(303);
    const crm = await services.db.selectFrom('sites').select('crm').where('id', '=', 'diag-paris15').executeTakeFirstOrThrow();
    expect(JSON.parse(crm.crm as string).PhoneNumber).toBe('01 99 00 15 15');
    expect(await statusOfGet(services, newSiteLoader, ADMIN, '/gestion/sites/nouveau?famille=agence')).toBe(200);
    expect(await statusOfGet(services, journalLoader, ADMIN, '/gestion/journal?site=sevran')).toBe(200);
  }, 60_000);
});
