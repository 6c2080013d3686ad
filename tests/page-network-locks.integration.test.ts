import { describe, expect, it } from 'vitest';
import { familyModule } from '../app/families';
import { loader as editorLoader } from '../app/routes/gestion/page-editor';
import { action as saveAction } from '../app/routes/gestion/page-save';
import { action as pagesAction, loader as pagesLoader } from '../app/routes/gestion/site-pages';
import { seedBackoffice } from '../server/seed/backoffice.server';
import type { Services } from '../server/services.server';
import { statusOf } from './helpers/backoffice';
import { ADMIN, CLAIRE, getAs, LEA, postAs } from './helpers/backoffice-sites';
import { freshServicesEach } from './helpers/fresh-services';
import { TEST_DATABASES } from './helpers/test-db';

const DIAG_ADMIN = 'admin@diageo.example';
const HOME = `/gestion/sites/sevran/page?chemin=${encodeURIComponent('/')}`;
const SAVE = `/gestion/sites/sevran/page/enregistrer?chemin=${encodeURIComponent('/')}`;
const PAGES = (siteId: string) => `/gestion/sites/${siteId}/pages`;
const heroPage = (title: string) => ({ blocks: [{ type: 'agence.home', props: { heroTitle: title } }] });
const lockForm = (intent: 'lock' | 'unlock', block = 'agence.home') => ({ intent, page: '/', block, network: '1' });

/** Everything a lock could write, read back from the database. */
async function stored(services: Services) {
  return {
    network: await services.db.selectFrom('network_page_locks').selectAll().orderBy('network_id').orderBy('page_key').orderBy('block_type').execute(),
    site: await services.db.selectFrom('page_locks').selectAll().orderBy('site_id').execute(),
    versions: await services.db.selectFrom('page_versions').select(['id', 'site_id']).orderBy('id').execute(),
    audit: await services.db.selectFrom('audit_events').select(['id', 'action']).where('action', 'like', 'page.%').orderBy('id').execute(),
  };
}

/** A site owner's save on a site of Maisonfort, through the repository that enforces the locks. */
const ownerSave = (services: Services, siteId: string, title: string) =>
  services.backoffice.pages.saveDraft({ memberId: null, label: 'propriétaire' }, { networkId: 'maisonfort', siteIds: [siteId] }, siteId, '/', heroPage(title), familyModule('agence').pages, false);

describe.each(TEST_DATABASES)('network-wide page locks on %s', (kind) => {
  let services: Services;
  freshServicesEach(kind, (fresh) => ({ services } = fresh));

  it('a network admin locks a block type on every site of the network in one action (one row, audited): a crafted save is refused on each site, and allowed again once unlocked', async () => {
    await seedBackoffice(services.db, services.backoffice.members);
    expect(await statusOf(() => postAs(services, pagesAction, ADMIN, PAGES('sevran'), lockForm('lock'), { siteId: 'sevran' }))).toBe(303);
    expect((await stored(services)).network).toEqual([{ network_id: 'maisonfort', page_key: '/', block_type: 'agence.home' }]);
    expect((await stored(services)).site).toEqual([]);
    const entry = await services.db.selectFrom('audit_events').select(['action', 'site_id', 'target_id']).where('action', '=', 'page.lock').executeTakeFirstOrThrow();
    expect(entry).toEqual({ action: 'page.lock', site_id: null, target_id: 'network:maisonfort/' });

    // Shown as the network's on both sites' page lists, and locked in Léa's editor.
    for (const siteId of ['sevran', 'agence-versailles']) {
      const list = (await getAs(services, pagesLoader, ADMIN, PAGES(siteId), { siteId })) as { locks: Array<{ pageKey: string; blockType: string; network?: boolean }> };
      expect(list.locks).toEqual([{ pageKey: '/', blockType: 'agence.home', network: true }]);
    }
    const editor = (await getAs(services, editorLoader, LEA, HOME, { siteId: 'sevran' })) as { editor: { blocks: Array<{ type: string; locked: boolean }> } };
    expect(editor.editor.blocks.find((b) => b.type === 'agence.home')?.locked).toBe(true);

    // The save posted directly: refused (403, French), nothing stored but the refusal's audit entry.
    const before = await stored(services);
    const refused = await postAs(services, saveAction, LEA, SAVE, { page: JSON.stringify(heroPage('Titre interdit')) }, { siteId: 'sevran' });
    expect(await statusOf(() => refused)).toBe(403);
    expect((refused as { data: unknown }).data).toEqual({ error: 'Modification refusée : un bloc verrouillé par le réseau a été déplacé, modifié ou supprimé.' });
    expect((await ownerSave(services, 'agence-versailles', 'Titre interdit')).kind).toBe('locked');
    const after = await stored(services);
    expect({ ...after, audit: after.audit.filter((e) => before.audit.some((b) => b.id === e.id)) }).toEqual(before);
    expect(after.audit.filter((e) => !before.audit.some((b) => b.id === e.id)).map((e) => e.action)).toEqual(['page.refused-locked', 'page.refused-locked']);

    // Unlocked for the network in one action: both sites' owners save again.
    expect(await statusOf(() => postAs(services, pagesAction, ADMIN, PAGES('agence-versailles'), lockForm('unlock'), { siteId: 'agence-versailles' }))).toBe(303);
    expect((await stored(services)).network).toEqual([]);
    expect(await statusOf(() => postAs(services, saveAction, LEA, SAVE, { page: JSON.stringify(heroPage('Titre permis')) }, { siteId: 'sevran' }))).toBe(200);
    expect((await ownerSave(services, 'agence-versailles', 'Titre permis')).kind).toBe('saved');
  }, 60_000);

  it.each([
    ['the Sevran owner', LEA, 'sevran'],
    ['the Diagéo owner, on a Maisonfort site', CLAIRE, 'sevran'],
    ['the Diagéo network admin, on a Maisonfort site', DIAG_ADMIN, 'sevran'],
    ['the Maisonfort admin, on a Diagéo site', ADMIN, 'diag-paris15'],
  ])('%s may not set a network-wide lock: 404, nothing written', async (_who, email, siteId) => {
    await seedBackoffice(services.db, services.backoffice.members);
    if (email === DIAG_ADMIN) await services.backoffice.members.invite({ email: DIAG_ADMIN, displayName: 'Admin Diagéo', role: 'network-admin', networkId: 'diageo', siteIds: [], invitedBy: null });
    const before = await stored(services);
    expect(await statusOf(() => postAs(services, pagesAction, email, PAGES(siteId), lockForm('lock', siteId === 'sevran' ? 'agence.home' : 'diag.hero'), { siteId }))).toBe(404);
    expect(await stored(services)).toEqual(before);
  }, 60_000);
});
