import { describe, expect, it } from 'vitest';
import { action as editorAction, loader as editorLoader } from '../app/routes/gestion/page-editor';
import { action as saveAction } from '../app/routes/gestion/page-save';
import { action as pagesAction, loader as pagesLoader } from '../app/routes/gestion/site-pages';
import { seedBackoffice } from '../server/seed/backoffice.server';
import type { Services } from '../server/services.server';
import { statusOf } from './helpers/backoffice';
import { ADMIN, CLAIRE, getAs, LEA, postAs, THOMAS } from './helpers/backoffice-sites';
import { freshServicesEach } from './helpers/fresh-services';
import { renderPage } from './helpers/page-render';
import { TEST_DATABASES } from './helpers/test-db';

const HOME = `/gestion/sites/sevran/page?chemin=${encodeURIComponent('/')}`;
const SAVE = `/gestion/sites/sevran/page/enregistrer?chemin=${encodeURIComponent('/')}`;
const heroPage = (title: string, src = '/img/w=1600,h=900,fit=cover,f=auto,q=60/hero/poster.svg') => JSON.stringify({ blocks: [{ type: 'agence.home', props: { id: 'agence.home-0', heroTitle: title, heroImage: { src, alt: 'Façades au soleil' } } }] });

const sevranPages = async (services: Services) => JSON.parse(String((await services.db.selectFrom('sites').select('pages').where('id', '=', 'sevran').executeTakeFirstOrThrow()).pages)) as Record<string, { blocks: unknown[] }>;
const versionOf = async (services: Services) => Number((await services.db.selectFrom('content_versions').select('version').where('scope', '=', 'sevran').executeTakeFirst())?.version ?? 0);
const answerOf = (answer: unknown) => (answer as { data: Record<string, unknown> }).data ?? answer;
const auditActions = async (services: Services) => (await services.backoffice.audit.list('maisonfort', { siteId: 'sevran' })).entries.map((e) => e.action);

/** Everything the page editor could write, read back from the database. */
async function snapshot(services: Services) {
  return {
    pages: await services.db.selectFrom('sites').select(['id', 'pages']).orderBy('id').execute(),
    versions: await services.db.selectFrom('page_versions').selectAll().orderBy('id').execute(),
    locks: await services.db.selectFrom('page_locks').selectAll().orderBy('site_id').orderBy('page_key').orderBy('block_type').execute(),
  };
}

describe.each(TEST_DATABASES)('the page editor on %s', (kind) => {
  let services: Services;
  freshServicesEach(kind, (fresh) => ({ services } = fresh));

  it('the Sevran owner saves a draft (public page unchanged, shown at its secret URL), publishes it (stored, version bumped, public page changed), then rolls back', async () => {
    await seedBackoffice(services.db, services.backoffice.members);
    const editor = (await getAs(services, editorLoader, LEA, HOME, { siteId: 'sevran' })) as { editor: { blocks: Array<{ type: string; fields: Record<string, { type: string }> }> }; blocks: unknown[] };
    // The editor's fields come from the block's schema: the hero title a text, the photo the media picker.
    expect(editor.editor.blocks.find((b) => b.type === 'agence.home')?.fields).toEqual({ heroTitle: { type: 'text', label: 'Titre du bandeau' }, heroImage: { type: 'image', label: 'Photo du bandeau' } });
    expect(editor.blocks).toEqual([{ type: 'agence.home', locked: false }]);

    const saved = answerOf(await postAs(services, saveAction, LEA, SAVE, { page: heroPage('Vendez à Sevran avec nous') }, { siteId: 'sevran' })) as { ok: boolean; previewUrl: string };
    expect(saved.ok).toBe(true);
    const token = new URL(saved.previewUrl).searchParams.get('apercu') ?? '';
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await sevranPages(services)).toEqual({});
    expect((await renderPage(services, 'sevran', '/')).html).not.toContain('Vendez à Sevran avec nous');
    const preview = await renderPage(services, 'sevran', `/?apercu=${token}`);
    expect(preview.html).toContain('Vendez à Sevran avec nous');
    expect(preview.html).toContain('hero/poster.svg');
    expect((preview.seo as { noindex?: boolean }).noindex).toBe(true);
    // A token of another site, or a made-up one, shows the public page.
    expect((await renderPage(services, 'agence-versailles', `/?apercu=${token}`)).html).not.toContain('Vendez à Sevran avec nous');
    expect((await renderPage(services, 'sevran', `/?apercu=${'x'.repeat(43)}`)).html).not.toContain('Vendez à Sevran avec nous');

    const version = await versionOf(services);
    expect(await statusOf(() => postAs(services, editorAction, LEA, HOME, { intent: 'publish' }, { siteId: 'sevran' }))).toBe(303);
    expect((await sevranPages(services))['/']).toEqual({ blocks: [{ type: 'agence.home', props: { heroTitle: 'Vendez à Sevran avec nous', heroImage: { src: '/img/w=1600,h=900,fit=cover,f=auto,q=60/hero/poster.svg', alt: 'Façades au soleil' } } }] });
    expect(await versionOf(services)).toBeGreaterThan(version);
    expect((await renderPage(services, 'sevran', '/')).html).toContain('Vendez à Sevran avec nous');
    // The token died with the draft.
    expect((await renderPage(services, 'sevran', `/?apercu=${token}`)).html).toContain('Vendez à Sevran avec nous');
    expect(await services.backoffice.pages.draftByToken('sevran', token)).toBeNull();

    await postAs(services, saveAction, LEA, SAVE, { page: heroPage('Deuxième titre') }, { siteId: 'sevran' });
    await postAs(services, editorAction, LEA, HOME, { intent: 'publish' }, { siteId: 'sevran' });
    expect((await renderPage(services, 'sevran', '/')).html).toContain('Deuxième titre');
    const listed = (await getAs(services, editorLoader, LEA, HOME, { siteId: 'sevran' })) as { versions: Array<{ id: string; author: string; publishedAt: string }> };
    expect(listed.versions.map((v) => v.author)).toEqual([LEA, LEA, '']);
    expect(listed.versions.every((v) => !Number.isNaN(Date.parse(v.publishedAt)))).toBe(true);

    expect(await statusOf(() => postAs(services, editorAction, LEA, HOME, { intent: 'rollback', version: listed.versions[1]!.id }, { siteId: 'sevran' }))).toBe(303);
    expect((await renderPage(services, 'sevran', '/')).html).toContain('Vendez à Sevran avec nous');
    expect(JSON.stringify((await sevranPages(services))['/'])).toContain('Vendez à Sevran avec nous');
    expect((await auditActions(services)).slice(0, 5)).toEqual(['page.rollback', 'page.publish', 'page.draft', 'page.publish', 'page.draft']);
    // The original version (the family's page, kept at the first publish) is one rollback away too.
    expect(await statusOf(() => postAs(services, editorAction, LEA, HOME, { intent: 'rollback', version: listed.versions[2]!.id }, { siteId: 'sevran' }))).toBe(303);
    expect((await sevranPages(services))['/']).toEqual({ blocks: [{ type: 'agence.home' }] });
    expect((await renderPage(services, 'sevran', '/')).html).not.toContain('Vendez à Sevran avec nous');
  }, 60_000);

  it('a save that alters a block the network locked is refused (403, French), stores nothing and is audited; an unlocked change still saves', async () => {
    await seedBackoffice(services.db, services.backoffice.members);
    expect(await statusOf(() => postAs(services, pagesAction, ADMIN, '/gestion/sites/sevran/pages', { intent: 'lock', page: '/', block: 'agence.home' }, { siteId: 'sevran' }))).toBe(303);
    const editor = (await getAs(services, editorLoader, LEA, HOME, { siteId: 'sevran' })) as { editor: { blocks: Array<{ type: string; locked: boolean }> } };
    expect(editor.editor.blocks.find((b) => b.type === 'agence.home')?.locked).toBe(true);
    const before = await snapshot(services);
    for (const page of [heroPage('Titre interdit'), JSON.stringify({ blocks: [] }), JSON.stringify({ blocks: [{ type: 'agence.home' }, { type: 'agence.home' }] })]) {
      const refused = await postAs(services, saveAction, LEA, SAVE, { page }, { siteId: 'sevran' });
      expect(await statusOf(() => refused)).toBe(403);
      expect(answerOf(refused)).toEqual({ error: 'Modification refusée : un bloc verrouillé par le réseau a été déplacé, modifié ou supprimé.' });
    }
    expect(await snapshot(services)).toEqual(before);
    expect((await auditActions(services)).slice(0, 3)).toEqual(['page.refused-locked', 'page.refused-locked', 'page.refused-locked']);
    // Adding an unlocked block after the locked one is allowed.
    const added = JSON.stringify({ blocks: [{ type: 'agence.home' }, { type: 'agence.callToAction', props: { title: 'Estimez', text: 'Gratuit', links: [{ label: 'Estimer', href: '/evaluation' }] } }] });
    expect(await statusOf(() => postAs(services, saveAction, LEA, SAVE, { page: added }, { siteId: 'sevran' }))).toBe(200);
    // The network admin is not held by its own locks.
    expect(await statusOf(() => postAs(services, saveAction, ADMIN, SAVE, { page: heroPage('Titre du réseau') }, { siteId: 'sevran' }))).toBe(200);
  }, 60_000);

  it('refuses a block of another family and props its schema refuses, in French', async () => {
    await seedBackoffice(services.db, services.backoffice.members);
    const unknown = await postAs(services, saveAction, LEA, SAVE, { page: JSON.stringify({ blocks: [{ type: 'diag.hero' }] }) }, { siteId: 'sevran' });
    expect(await statusOf(() => unknown)).toBe(400);
    expect(answerOf(unknown)).toEqual({ error: 'Le bloc « diag.hero » n’existe pas pour ce modèle de site.' });
    const invalid = await postAs(services, saveAction, LEA, SAVE, { page: heroPage('Titre', 'https://ailleurs.example/x.jpg') }, { siteId: 'sevran' });
    expect(await statusOf(() => invalid)).toBe(400);
    expect(String((answerOf(invalid) as { error: string }).error)).toMatch(/^Le bloc « agence\.home » \(n° 1\) n’est pas valide/);
    expect(await statusOf(() => postAs(services, saveAction, LEA, SAVE, { page: '{pas du json' }, { siteId: 'sevran' }))).toBe(400);
    expect(await services.db.selectFrom('page_versions').select('id').execute()).toEqual([]);
  }, 60_000);

  it('a network admin adds a page (slug rules, family routes refused) and removes it; a site owner may not', async () => {
    await seedBackoffice(services.db, services.backoffice.members);
    const add = (who: string, path: string) => postAs(services, pagesAction, who, '/gestion/sites/sevran/pages', { intent: 'add', path, title: 'Nos engagements' }, { siteId: 'sevran' });
    const errorOf = async (path: string) => (answerOf(await add(ADMIN, path)) as { errors: { path?: string } }).errors.path;
    expect(await errorOf('/contact')).toBe('Cette adresse est déjà une page du modèle du site.');
    expect(await errorOf('/actualite/mon-article')).toBe('Cette adresse est déjà une page du modèle du site.');
    expect(await errorOf('/Nos Engagements')).toMatch(/^Adresse invalide/);
    expect(await errorOf('/gestion')).toBe('Cette adresse est réservée au fonctionnement du site.');
    expect(await statusOf(() => add(LEA, '/nos-engagements'))).toBe(404);
    expect(await statusOf(() => add(ADMIN, '/nos-engagements'))).toBe(303);
    expect((await sevranPages(services))['/nos-engagements']).toEqual({ title: 'Nos engagements', blocks: [] });
    expect(await errorOf('/nos-engagements')).toBe('Cette page existe déjà sur ce site.');
    const list = (await getAs(services, pagesLoader, LEA, '/gestion/sites/sevran/pages', { siteId: 'sevran' })) as { pages: Array<{ key: string; own: boolean }> };
    expect(list.pages.find((p) => p.key === '/nos-engagements')).toMatchObject({ own: true });
    expect(await statusOf(() => postAs(services, pagesAction, ADMIN, '/gestion/sites/sevran/pages', { intent: 'remove', page: '/contact' }, { siteId: 'sevran' }))).toBe(404);
    expect(await statusOf(() => postAs(services, pagesAction, ADMIN, '/gestion/sites/sevran/pages', { intent: 'remove', page: '/nos-engagements' }, { siteId: 'sevran' }))).toBe(303);
    expect(await sevranPages(services)).toEqual({});
    expect((await auditActions(services)).slice(0, 2)).toEqual(['page.remove', 'page.add']);
  }, 60_000);

  it('another tenant’s site or page answers 404 on every page-editor URL and action, and nothing changes (read back from the database)', async () => {
    await seedBackoffice(services.db, services.backoffice.members);
    // Something to roll back to and a draft to publish, so a 404 is the scope's answer and not an empty page.
    await postAs(services, saveAction, ADMIN, SAVE, { page: heroPage('Premier') }, { siteId: 'sevran' });
    await postAs(services, editorAction, ADMIN, HOME, { intent: 'publish' }, { siteId: 'sevran' });
    await postAs(services, saveAction, ADMIN, SAVE, { page: heroPage('Brouillon') }, { siteId: 'sevran' });
    const version = (await services.db.selectFrom('page_versions').select('id').where('published_at', 'is not', null).executeTakeFirstOrThrow()).id;
    const on = (siteId: string) => ({
      list: `/gestion/sites/${siteId}/pages`,
      edit: `/gestion/sites/${siteId}/page?chemin=${encodeURIComponent('/')}`,
      save: `/gestion/sites/${siteId}/page/enregistrer?chemin=${encodeURIComponent('/')}`,
    });
    const attempts: Array<[string, string, () => Promise<unknown>]> = [];
    for (const [who, siteId] of [
      [CLAIRE, 'sevran'],
      [LEA, 'agence-versailles'],
      [LEA, 'diag-paris15'],
      [THOMAS, 'sevran'],
      [ADMIN, 'diag-paris15'],
    ] as const) {
      const urls = on(siteId);
      const params = { siteId };
      attempts.push(
        [who, `list ${siteId}`, () => getAs(services, pagesLoader, who, urls.list, params)],
        [who, `open ${siteId} /`, () => getAs(services, editorLoader, who, urls.edit, params)],
        [who, `save ${siteId} /`, () => postAs(services, saveAction, who, urls.save, { page: heroPage('Intrus') }, params)],
        [who, `publish ${siteId} /`, () => postAs(services, editorAction, who, urls.edit, { intent: 'publish' }, params)],
        [who, `roll back ${siteId} /`, () => postAs(services, editorAction, who, urls.edit, { intent: 'rollback', version }, params)],
        [who, `add a page to ${siteId}`, () => postAs(services, pagesAction, who, urls.list, { intent: 'add', path: '/intrus', title: 'Intrus' }, params)],
        [who, `lock ${siteId}`, () => postAs(services, pagesAction, who, urls.list, { intent: 'lock', page: '*', block: '*' }, params)],
      );
    }
    // A page that does not exist, and a version of another page.
    attempts.push([LEA, 'open an unknown page', () => getAs(services, editorLoader, LEA, `/gestion/sites/sevran/page?chemin=${encodeURIComponent('/nulle-part')}`, { siteId: 'sevran' })]);
    attempts.push([LEA, 'roll back /contact to a version of /', () => postAs(services, editorAction, LEA, `/gestion/sites/sevran/page?chemin=${encodeURIComponent('/contact')}`, { intent: 'rollback', version }, { siteId: 'sevran' })]);
    const before = await snapshot(services);
    const answers: string[] = [];
    for (const [who, what, run] of attempts) answers.push(`${who} — ${what}: ${await statusOf(run)}`);
    expect(answers).toEqual(attempts.map(([who, what]) => `${who} — ${what}: 404`));
    expect(await snapshot(services)).toEqual(before);
  }, 60_000);
});
