import { describe, expect, it } from 'vitest';
import { apiV1Of } from '../server/api/v1/api.server';
import { ApiProblem } from '../server/api/v1/problem.server';
import { SitesApi } from '../server/api/v1/sites-api.server';
import { seedBackoffice } from '../server/seed/backoffice.server';
import type { Services } from '../server/services.server';
import { call, createKey } from './helpers/crm-api';
import { freshServicesEach } from './helpers/fresh-services';
import { TEST_DATABASES } from './helpers/test-db';

type Problem = { detail: string; errors?: { pointer: string; detail: string }[] };

describe.each(TEST_DATABASES)('CRM API site writes on %s', (kind) => {
  let services: Services;
  freshServicesEach(kind, (fresh) => ({ services } = fresh));

  const stored = async (id: string) => {
    const row = await services.db.selectFrom('sites').select(['name', 'crm', 'settings']).where('id', '=', id).executeTakeFirstOrThrow();
    const hosts = await services.db.selectFrom('site_hosts').select('host').where('site_id', '=', id).orderBy('position').execute();
    return { name: row.name, crm: JSON.parse(String(row.crm)) as Record<string, unknown>, settings: JSON.parse(String(row.settings)) as Record<string, unknown>, hosts: hosts.map((h) => h.host) };
  };
  const version = async (id: string) => (await services.db.selectFrom('content_versions').select('version').where('scope', '=', id).executeTakeFirst())?.version ?? 0;

  it('PATCH /sites/{id} merges settings and CRM fields, name and hosts as the back-office form checks them: stored, audited with the key’s name, the site’s version bumped, the served site reloaded', async () => {
    await seedBackoffice(services.db, services.backoffice.members);
    const key = await createKey(services, 'maisonfort', { sites: 'write' }, 'CRM siège');
    const read = await call(services, 'GET', '/sites/sevran', { key });
    const etag = read.headers.get('etag') ?? '';
    const before = await stored('sevran');
    const versionBefore = await version('sevran');
    expect((await services.sites.byId('sevran'))?.name).toBe(before.name);

    const answer = await call(services, 'PATCH', '/sites/sevran', {
      key,
      headers: { 'if-match': etag },
      body: { name: '  Maisonfort Sevran centre ', hosts: ['Sevran-Centre.example.fr', 'www.sevran-centre.example.fr'], settings: { numeroTel: '01 23 45 67 89', trackingId: null, listCities: [' Sevran ', 'Livry-Gargan', ''] }, crm: { keyFigures: { recommendPercent: 42 } } },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('etag')).not.toBe(etag);
    const after = await stored('sevran');
    expect(after.name).toBe('Maisonfort Sevran centre');
    expect(after.hosts).toEqual(['sevran-centre.example.fr', 'www.sevran-centre.example.fr']);
    expect(after.settings.numeroTel).toBe('01 23 45 67 89');
    expect('trackingId' in after.settings).toBe(false);
    expect(after.settings.listCities).toEqual(['Sevran', 'Livry-Gargan']);
    expect(after.crm.keyFigures).toEqual({ ...(before.crm.keyFigures as object), recommendPercent: 42 });
    // Fields the patch does not name are kept.
    expect(after.settings.email).toEqual(before.settings.email);
    expect(after.crm.legal).toEqual(before.crm.legal);
    expect(answer.body).toEqual({ id: 'sevran', name: after.name, family: 'agence', hosts: after.hosts, crm: after.crm, settings: after.settings });
    expect(await version('sevran')).toBeGreaterThan(versionBefore);
    expect((await services.sites.byId('sevran'))?.name).toBe('Maisonfort Sevran centre');

    const audit = await services.db.selectFrom('audit_events').selectAll().where('target_type', '=', 'site').execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'site.update', actor: 'CRM siège', network_id: 'maisonfort', site_id: 'sevran', target_id: 'sevran' });
    const changes = JSON.parse(String(audit[0]?.changes)) as Record<string, { after: unknown }>;
    expect(Object.keys(changes).sort()).toEqual(['crm.keyFigures.recommendPercent', 'hosts', 'name', 'settings.listCities', 'settings.numeroTel', ...(before.settings.trackingId ? ['settings.trackingId'] : [])].sort());

    // The same patch again changes nothing and records nothing.
    expect((await call(services, 'PATCH', '/sites/sevran', { key, body: { settings: { numeroTel: '01 23 45 67 89' } } })).status).toBe(200);
    expect(await services.db.selectFrom('audit_events').select('id').where('target_type', '=', 'site').execute()).toHaveLength(1);
  });

  it('a stale If-Match gets 412 and nothing is written (read back)', async () => {
    await seedBackoffice(services.db, services.backoffice.members);
    const key = await createKey(services, 'maisonfort', { sites: 'write' });
    const etag = (await call(services, 'GET', '/sites/sevran', { key })).headers.get('etag') ?? '';
    expect((await call(services, 'PATCH', '/sites/sevran', { key, headers: { 'if-match': etag }, body: { settings: { brand: 'Maisonfort A' } } })).status).toBe(200);
    const before = await stored('sevran');
    const stale = await call(services, 'PATCH', '/sites/sevran', { key, headers: { 'if-match': etag }, body: { settings: { brand: 'Maisonfort B' } } });
    expect(stale.status).toBe(412);
    expect(await stored('sevran')).toEqual(before);
  });

  it('a site changed between the API’s read and its write (a back-office save meanwhile) gets 412: the back-office’s save stays, the patch is not applied', async () => {
    await seedBackoffice(services.db, services.backoffice.members);
    const api = new SitesApi(services.backoffice.sites, 'gestion.localhost');
    const caller = { keyId: 'k', networkId: 'maisonfort', name: 'CRM', scopes: { sites: 'write' as const } };
    const meanwhile = async () => {
      const site = await services.backoffice.sites.find({ networkId: 'maisonfort', siteIds: null }, 'sevran');
      await services.backoffice.sites.update({ memberId: null, label: 'back-office' }, { networkId: 'maisonfort', siteIds: null }, 'sevran', { crm: site!.crm, settings: { ...site!.settings, brand: 'Saisi au back-office' }, recordChanges: { 'settings.brand': { before: null, after: 'Saisi au back-office' } } });
    };
    // The If-Match check passes, then the back-office saves before the API writes.
    const refused = await api.update(caller, 'sevran', { settings: { brand: 'Envoyé par le CRM' } }, meanwhile).then(
      () => null,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(ApiProblem);
    expect((refused as ApiProblem).status).toBe(412);
    expect((await stored('sevran')).settings.brand).toBe('Saisi au back-office');
    const audit = await services.db.selectFrom('audit_events').select('actor').where('target_type', '=', 'site').execute();
    expect(audit.map((a) => a.actor)).toEqual(['back-office']);
  });

  it('a refused value is a French 400 naming each field by its JSON pointer, and nothing is stored; a host another site holds is 409', async () => {
    await seedBackoffice(services.db, services.backoffice.members);
    const key = await createKey(services, 'maisonfort', { sites: 'write' });
    const before = await stored('sevran');
    const bad = await call(services, 'PATCH', '/sites/sevran', { key, body: { name: ' ', hosts: ['pas une adresse', 'agence.localhost'], settings: { numeroTel: 'abc', email: 'nom@', showLouer: 'oui', unknownField: 1 }, crm: { keyFigures: { recommendPercent: 120, portals: 'beaucoup' }, legal: { rsac: 'x' } } } });
    expect(bad.status).toBe(400);
    const details = Object.fromEntries(((bad.body as Problem).errors ?? []).map((e) => [e.pointer, e.detail]));
    expect(details).toEqual({
      '/name': 'Ce champ est obligatoire.',
      '/hosts/0': 'Adresse non valide : saisissez un nom de domaine comme agence.exemple.fr, sans http:// ni chemin.',
      '/hosts/1': 'Les adresses en .localhost sont données automatiquement : saisissez un vrai nom de domaine.',
      '/settings/numeroTel': 'Saisissez un numéro de téléphone valide, par exemple 01 23 45 67 89.',
      '/settings/email': 'Saisissez une adresse e-mail valide, par exemple nom@domaine.fr.',
      '/settings/showLouer': 'Valeur non valide.',
      '/settings/unknownField': 'Ce champ ne se modifie pas par l’API (ni dans le formulaire du site).',
      '/crm/keyFigures/recommendPercent': 'La valeur doit être au plus 100.',
      '/crm/keyFigures/portals': 'Saisissez un nombre.',
      '/crm/legal/rsac': 'Ce champ ne se modifie pas par l’API (ni dans le formulaire du site).',
    });
    expect((bad.body as Problem).detail).toContain('/settings/numeroTel Saisissez un numéro de téléphone valide');
    const family = await call(services, 'PATCH', '/sites/sevran', { key, body: { family: 'diag' } });
    expect(family.status).toBe(400);
    expect((family.body as Problem).detail).toContain('Champ inconnu : family.');
    const other = await services.db.selectFrom('site_hosts').innerJoin('sites', 'sites.id', 'site_hosts.site_id').select('host').where('sites.id', '<>', 'sevran').orderBy('host').executeTakeFirstOrThrow();
    const taken = await call(services, 'PATCH', '/sites/sevran', { key, body: { hosts: [other.host] } });
    expect(taken.status).toBe(409);
    expect((taken.body as Problem).detail).toBe(`L’adresse ${other.host} est déjà utilisée par un autre site.`);
    expect(await stored('sevran')).toEqual(before);
    expect(await services.db.selectFrom('audit_events').select('id').where('target_type', '=', 'site').execute()).toHaveLength(0);
  });

  it('a diag site takes its own family’s CRM fields; a read-only key gets 403, a revoked key 401, another network’s site 404, nothing changed', async () => {
    await seedBackoffice(services.db, services.backoffice.members);
    const diageo = await createKey(services, 'diageo', { sites: 'write' });
    const ok = await call(services, 'PATCH', '/sites/diag-paris15', { key: diageo, body: { crm: { PhoneNumber: '01 45 67 89 10', SIRET: '12345678900012' } } });
    expect(ok.status).toBe(200);
    expect((await stored('diag-paris15')).crm).toMatchObject({ PhoneNumber: '01 45 67 89 10', SIRET: '12345678900012' });
    const before = { sevran: await stored('sevran'), diag: await stored('diag-paris15') };
    const readOnly = await createKey(services, 'maisonfort', { sites: 'read' });
    const forbidden = await call(services, 'PATCH', '/sites/sevran', { key: readOnly, body: { settings: { brand: 'X' } } });
    expect(forbidden.status).toBe(403);
    expect((forbidden.body as Problem).detail).toContain('n’a pas le droit d’écrire « sites »');
    const maisonfort = await createKey(services, 'maisonfort', { sites: 'write' });
    expect((await call(services, 'PATCH', '/sites/diag-paris15', { key: maisonfort, body: { settings: { brand: 'X' } } })).status).toBe(404);
    const keys = await apiV1Of(services).keys.list('maisonfort');
    for (const k of keys) await apiV1Of(services).keys.revoke('maisonfort', k.id, { memberId: null, label: 'test' });
    expect((await call(services, 'PATCH', '/sites/sevran', { key: maisonfort, body: { settings: { brand: 'X' } } })).status).toBe(401);
    expect({ sevran: await stored('sevran'), diag: await stored('diag-paris15') }).toEqual(before);
  });
});
