import { describe, expect, it } from 'vitest';
import { action as leadPostAction } from '../app/routes/api.expertimo.lead';
import { siteContext } from '../app/context';
import { resolveHost } from '../domain/sites/host';
import { HostTaken } from '../server/repositories/sites-admin.server';
import { seedBackoffice } from '../server/seed/backoffice.server';
import type { Services } from '../server/services.server';
import { statusOf } from './helpers/backoffice';
import { ADMIN, getAs, LEA, newSiteAction, newSiteLoader, postAs, publicRequest, shownFields, siteAction, sitesLoader, statusOfGet, statusOfPost } from './helpers/backoffice-sites';
import { freshServicesEach } from './helpers/fresh-services';
import { renderPage } from './helpers/page-render';
import { TEST_DATABASES } from './helpers/test-db';

const sevranRow = (services: Services) => services.db.selectFrom('sites').select(['name', 'settings', 'crm', 'unpublished_at']).where('id', '=', 'sevran').executeTakeFirstOrThrow();
const hostsOf = async (services: Services, siteId: string) => (await services.db.selectFrom('site_hosts').select('host').where('site_id', '=', siteId).orderBy('position').execute()).map((r) => r.host);
const versionOf = async (services: Services, scope: string) => Number((await services.db.selectFrom('content_versions').select('version').where('scope', '=', scope).executeTakeFirst())?.version ?? 0);
const errorsOf = (answer: unknown) => (answer as { data: { errors: Record<string, string> } }).data.errors;

describe.each(TEST_DATABASES)('back-office site records on %s', (kind) => {
  let services: Services;
  freshServicesEach(kind, (fresh) => ({ services } = fresh));

  it('a network admin lists its network’s sites, a site owner only its own', async () => {
    await seedBackoffice(services.db, services.backoffice.members);
    const ids = async (who: string) => ((await getAs(services, sitesLoader, who, '/gestion/sites')) as { sites: { id: string }[] }).sites.map((s) => s.id).sort();
    expect(await ids(ADMIN)).toEqual(['agence-versailles', 'recrutement', 'reseau', 'sevran']);
    expect(await ids(LEA)).toEqual(['sevran']);
  }, 60_000);

  it('the admin changes Sevran’s phone: stored, the site’s version bumped, audited before → after, shown on its public contact page', async () => {
    await seedBackoffice(services.db, services.backoffice.members);
    expect((await renderPage(services, 'sevran', '/contact')).html).toContain('06 39 98 22 77');
    const version = await versionOf(services, 'sevran');
    const answer = await postAs(services, siteAction, ADMIN, '/gestion/sites/sevran', { ...(await shownFields(services, ADMIN, 'sevran')), 'settings.numeroTel': '01 99 00 93 99' }, { siteId: 'sevran' });
    expect(await statusOf(() => answer)).toBe(303);
    const row = await sevranRow(services);
    expect(JSON.parse(row.settings as string)).toMatchObject({ numeroTel: '01 99 00 93 99', email: 'sevran@maisonfort.example', landing: { context: 'landing-sevran' } });
    expect(await versionOf(services, 'sevran')).toBeGreaterThan(version);
    const entries = (await services.backoffice.audit.list('maisonfort', { siteId: 'sevran' })).entries;
    expect(entries[0]).toMatchObject({ actor: ADMIN, action: 'site.update', targetId: 'sevran', changes: { 'settings.numeroTel': { before: '0639982277', after: '01 99 00 93 99' } } });
    // This instance reloads its sites at once (others on their next poll of the versions).
    expect((await renderPage(services, 'sevran', '/contact')).html).toContain('01 99 00 93 99');
  }, 60_000);

  it('a site owner changes its contact fields; hosts, name and network fields it posts are ignored (read back)', async () => {
    await seedBackoffice(services.db, services.backoffice.members);
    const before = await sevranRow(services);
    const status = await statusOfPost(services, siteAction, LEA, '/gestion/sites/sevran', { ...(await shownFields(services, LEA, 'sevran')), 'settings.email': 'contact@sevran.example', name: 'Pirate', hosts: 'pirate.example.fr', 'settings.brand': 'Autre', 'settings.showLouer': '' }, { siteId: 'sevran' });
    expect(status).toBe(303);
    const after = await sevranRow(services);
    expect(after.name).toBe(before.name);
    expect(await hostsOf(services, 'sevran')).toEqual(['sevran.maisonfort-immobilier.fr']);
    expect(JSON.parse(after.settings as string)).toEqual({ ...JSON.parse(before.settings as string), email: 'contact@sevran.example' });
  }, 60_000);

  it('refuses a bad phone and a bad e-mail next to their fields, in French, and stores nothing', async () => {
    await seedBackoffice(services.db, services.backoffice.members);
    const before = await sevranRow(services);
    const answer = await postAs(services, siteAction, LEA, '/gestion/sites/sevran', { ...(await shownFields(services, LEA, 'sevran')), 'settings.numeroTel': '06 12', 'settings.email': 'sevran@' }, { siteId: 'sevran' });
    expect(await statusOf(() => answer)).toBe(400);
    expect(errorsOf(answer)).toEqual({ 'settings.numeroTel': 'Saisissez un numéro de téléphone valide, par exemple 01 23 45 67 89.', 'settings.email': 'Saisissez une adresse e-mail valide, par exemple nom@domaine.fr.' });
    expect(await sevranRow(services)).toEqual(before);
  }, 60_000);

  it('refuses a host another site holds with a clear message; the table’s key refuses it too', async () => {
    await seedBackoffice(services.db, services.backoffice.members);
    const answer = await postAs(services, siteAction, ADMIN, '/gestion/sites/sevran', { ...(await shownFields(services, ADMIN, 'sevran')), hosts: 'sevran.maisonfort-immobilier.fr\nversailles.maisonfort-immobilier.fr' }, { siteId: 'sevran' });
    expect(await statusOf(() => answer)).toBe(400);
    expect(errorsOf(answer)).toEqual({ hosts: 'L’adresse versailles.maisonfort-immobilier.fr est déjà utilisée par un autre site.' });
    expect(await hostsOf(services, 'sevran')).toEqual(['sevran.maisonfort-immobilier.fr']);
    expect(await hostsOf(services, 'agence-versailles')).toEqual(['versailles.maisonfort-immobilier.fr']);
    // The repository checks again inside its transaction (a form raced by another save), and the table's key last.
    const scope = { networkId: 'maisonfort', siteIds: null };
    await expect(services.backoffice.sites.update({ memberId: null, label: 'test' }, scope, 'sevran', { hosts: ['versailles.maisonfort-immobilier.fr'], crm: {}, settings: {}, recordChanges: {} })).rejects.toBeInstanceOf(HostTaken);
    await expect(services.db.insertInto('site_hosts').values({ host: 'versailles.maisonfort-immobilier.fr', site_id: 'sevran', position: 1 }).execute()).rejects.toThrow();
    expect(await hostsOf(services, 'sevran')).toEqual(['sevran.maisonfort-immobilier.fr']);
  }, 60_000);

  it('the admin changes the hosts: the new one routes to the site, the one dropped no longer does', async () => {
    await seedBackoffice(services.db, services.backoffice.members);
    const status = await statusOfPost(services, siteAction, ADMIN, '/gestion/sites/sevran', { ...(await shownFields(services, ADMIN, 'sevran')), hosts: 'www.maisonfort-sevran.fr\nsevran-93.maisonfort-immobilier.fr' }, { siteId: 'sevran' });
    expect(status).toBe(303);
    expect(await hostsOf(services, 'sevran')).toEqual(['www.maisonfort-sevran.fr', 'sevran-93.maisonfort-immobilier.fr']);
    expect(resolveHost('www.maisonfort-sevran.fr', await services.sites.hostIndex())).toEqual({ kind: 'site', siteId: 'sevran' });
    expect(resolveHost('sevran.maisonfort-immobilier.fr', await services.sites.hostIndex()).kind).toBe('unknown');
  }, 60_000);

  it('the admin creates a site of one of its network’s families: stored with its hosts, served, audited; a family of another network is 404', async () => {
    await seedBackoffice(services.db, services.backoffice.members);
    const families = ((await getAs(services, newSiteLoader, ADMIN, '/gestion/sites/nouveau')) as { families: string[] }).families;
    expect(families).toEqual(['agence', 'immo', 'recrutement']);
    expect(await statusOfGet(services, newSiteLoader, ADMIN, '/gestion/sites/nouveau?famille=diag')).toBe(404);
    const fields = { family: 'agence', id: 'agence-lyon', name: 'Maisonfort Lyon', hosts: 'lyon.maisonfort-immobilier.fr', 'settings.numeroTel': '04 72 00 00 00', 'settings.email': 'lyon@maisonfort.example', 'settings.listCities': 'Lyon\nVilleurbanne', 'crm.keyFigures.portals': '80' };
    expect(await statusOfPost(services, newSiteAction, ADMIN, '/gestion/sites/nouveau', fields)).toBe(303);
    const row = await services.db.selectFrom('sites').selectAll().where('id', '=', 'agence-lyon').executeTakeFirstOrThrow();
    expect({ family: row.family, name: row.name, network: row.network_id, unpublished: row.unpublished_at ?? null }).toEqual({ family: 'agence', name: 'Maisonfort Lyon', network: 'maisonfort', unpublished: null });
    expect(JSON.parse(row.settings as string)).toMatchObject({ numeroTel: '04 72 00 00 00', listCities: ['Lyon', 'Villeurbanne'] });
    expect(JSON.parse(row.crm as string)).toEqual({ keyFigures: { portals: 80 } });
    expect(await hostsOf(services, 'agence-lyon')).toEqual(['lyon.maisonfort-immobilier.fr']);
    expect(resolveHost('lyon.maisonfort-immobilier.fr', await services.sites.hostIndex())).toEqual({ kind: 'site', siteId: 'agence-lyon' });
    expect((await renderPage(services, 'agence-lyon', '/contact')).html).toContain('04 72 00 00 00');
    expect((await services.backoffice.audit.list('maisonfort', { siteId: 'agence-lyon' })).entries[0]).toMatchObject({ action: 'site.create', actor: ADMIN, changes: { name: { before: null, after: 'Maisonfort Lyon' } } });
    // The same id or a held host again: refused on its field, nothing more stored.
    const again = await postAs(services, newSiteAction, ADMIN, '/gestion/sites/nouveau', { ...fields, id: 'agence-lyon-2', hosts: 'sevran.maisonfort-immobilier.fr' });
    expect(errorsOf(again)).toEqual({ hosts: 'L’adresse sevran.maisonfort-immobilier.fr est déjà utilisée par un autre site.' });
    const twice = await postAs(services, newSiteAction, ADMIN, '/gestion/sites/nouveau', { ...fields, hosts: '' });
    expect(errorsOf(twice)).toEqual({ id: 'Cet identifiant est déjà celui d’un autre site.' });
    expect((await services.db.selectFrom('sites').select('id').where('network_id', '=', 'maisonfort').execute()).length).toBe(5);
  }, 60_000);

  it('an unpublished site’s hosts find no site (404) and its forms take no lead; republished, both work again', async () => {
    await seedBackoffice(services.db, services.backoffice.members);
    const leadBody = { kind: 'estimation', context: 'landing-sevran', address: '3 rue de Paris, 93270 Sevran', firstName: 'Nadia', phone: '0639980000' };
    const post = () => publicRequest(services, new Request('http://sevran.localhost/api/expertimo/lead', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(leadBody) }), leadPostAction as never) as Promise<Response>;
    const leads = async () => Number((await services.db.selectFrom('leads').select((eb) => eb.fn.countAll<number>().as('n')).where('site_id', '=', 'sevran').executeTakeFirstOrThrow()).n);
    const resolution = async (host: string) => {
      let kind = '';
      await publicRequest(services, new Request(`http://${host}/`), async ({ context }) => (kind = context.get(siteContext).kind));
      return kind;
    };

    expect(await statusOfPost(services, siteAction, ADMIN, '/gestion/sites/sevran', { intent: 'unpublish' }, { siteId: 'sevran' })).toBe(303);
    expect((await sevranRow(services)).unpublished_at).not.toBeNull();
    expect(await resolution('sevran.localhost')).toBe('unknown');
    expect(await resolution('sevran.maisonfort-immobilier.fr')).toBe('unknown');
    const count = await leads();
    const refused = await post();
    expect(refused.status).toBe(404);
    expect(await refused.text()).toContain('Site inconnu : impossible d’enregistrer la demande.');
    expect(await leads()).toBe(count);
    expect((await services.sites.all()).map((s) => s.id)).not.toContain('sevran');
    // The back-office still opens it, to publish it again.
    expect(((await getAs(services, sitesLoader, ADMIN, '/gestion/sites')) as { sites: { id: string; published: boolean }[] }).sites.find((s) => s.id === 'sevran')?.published).toBe(false);

    expect(await statusOfPost(services, siteAction, ADMIN, '/gestion/sites/sevran', { intent: 'publish' }, { siteId: 'sevran' })).toBe(303);
    expect(await resolution('sevran.maisonfort-immobilier.fr')).toBe('site');
    expect((await post()).status).toBe(201);
    expect(await leads()).toBe(count + 1);
    const actions = (await services.backoffice.audit.list('maisonfort', { siteId: 'sevran' })).entries.map((e) => e.action);
    expect(actions.slice(0, 2)).toEqual(['site.publish', 'site.unpublish']);
  }, 60_000);
});
