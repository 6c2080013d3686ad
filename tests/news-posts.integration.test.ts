import { describe, expect, it } from 'vitest';
import { action as postAction, loader as postLoader } from '../app/routes/gestion/news-post';
import { loader as listLoader } from '../app/routes/gestion/news';
import * as sitemap from '../app/routes/sitemap';
import { isoToParisLocal } from '../domain/news/news-post';
import type { Db } from '../server/db/database.server';
import { seedBackoffice } from '../server/seed/backoffice.server';
import type { Services } from '../server/services.server';
import { ADMIN_ORIGIN, backofficeContext, formPost, statusOf } from './helpers/backoffice';
import { freshServicesEach } from './helpers/fresh-services';
import { jpegWithGps, uploadPost } from './helpers/media-files';
import { pageStatus, renderPage } from './helpers/page-render';
import { TEST_DATABASES } from './helpers/test-db';
import { routeContext } from './helpers/test-services';
import { action as mediaAction } from '../app/routes/gestion/media';

const LEA = 'lea.garnier@maisonfort.example'; // owner of sevran (Maisonfort)
const CLAIRE = 'claire.vasseur@diageo.example'; // owner of diag-paris15 (Diagéo)
const ADMIN = 'admin@reseau.example'; // network admin of Maisonfort
const THOMAS = 'thomas.garnier@maisonfort.example'; // adviser of sevran

const DAY = 24 * 3600 * 1000;
const local = (offsetMs: number) => isoToParisLocal(new Date(Date.now() + offsetMs).toISOString());

async function post(services: Services, who: string, siteId: string, postId: string | null, fields: Record<string, string>) {
  const path = `/gestion/sites/${siteId}/actualites/${postId ?? 'nouvelle'}`;
  const request = formPost(path, fields);
  const context = await backofficeContext(services, who);
  try {
    return await postAction({ request, params: postId ? { siteId, postId } : { siteId }, context } as never);
  } catch (thrown) {
    return thrown;
  }
}
const status = (result: unknown) => statusOf(() => result);
const locationOf = (result: unknown) => (result as Response).headers.get('location') ?? '';

async function sitemapOf(services: Services, siteId: string): Promise<string> {
  const url = new URL(`http://${siteId}.localhost/sitemap.xml`);
  const response = (await (sitemap.loader as unknown as (a: unknown) => Promise<Response>)({ request: new Request(url), url, context: await routeContext(services, siteId), params: {} })) as Response;
  return response.text();
}

async function snapshot(db: Db) {
  return {
    posts: await db.selectFrom('posts').selectAll().orderBy('id').execute(),
    redirects: await db.selectFrom('post_slug_redirects').selectAll().orderBy('old_slug').execute(),
    audit: await db.selectFrom('audit_events').select(['id', 'action']).where('action', 'like', 'post.%').orderBy('id').execute(),
  };
}

describe.each(TEST_DATABASES)('news posts edited in the back-office on %s', (kind) => {
  let services: Services;
  freshServicesEach(kind, (fresh) => ({ services } = fresh));

  it('a Sevran post scheduled tomorrow is hidden; published it shows and is in sitemap.xml; renamed, its old URL answers 301; unpublished, 404', async () => {
    const { db } = services;
    await seedBackoffice(db, services.backoffice.members);
    await mediaAction({ request: uploadPost('sevran', { bytes: await jpegWithGps(600, 400), name: 'marche.jpg' }, 'Le marché couvert de Sevran'), params: { siteId: 'sevran' }, context: await backofficeContext(services, LEA) } as never).catch((r: unknown) => r);
    const [cover] = await services.backoffice.media.listSiteImages({ networkId: 'maisonfort', siteIds: null }, 'sevran');
    const fields = { intent: 'save', title: 'Le marché de Sevran en hiver', slug: '', category: 'Quartiers', excerpt: 'Les prix au mois de décembre.', body: '<p>Bonjour <strong>Sevran</strong></p><script>alert(1)</script><img src=x onerror=alert(1)>', cover: cover!.src, publishAt: local(DAY) };

    const created = await post(services, LEA, 'sevran', null, fields);
    expect(await status(created)).toBe(303);
    const stored = await db.selectFrom('posts').selectAll().where('slug', '=', 'le-marche-de-sevran-en-hiver').executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ site_id: 'sevran', author: 'Léa Garnier (Sevran)', category: 'Quartiers', image: cover!.src, pending_publication: 1, unpublished_at: null, description_html: '<p>Bonjour <strong>Sevran</strong></p>' });
    expect(locationOf(created)).toBe(`/gestion/sites/sevran/actualites/${stored.id}?enregistre=1`);

    // Scheduled: not on the blog, not at its address, not in the sitemap.
    expect((await renderPage(services, 'sevran', '/actualites')).html).not.toContain('Le marché de Sevran en hiver');
    expect(await pageStatus(services, 'sevran', '/actualite/le-marche-de-sevran-en-hiver')).toBe(404);
    expect(await sitemapOf(services, 'sevran')).not.toContain('le-marche-de-sevran-en-hiver');

    // Published now.
    expect(await status(await post(services, LEA, 'sevran', stored.id, { ...fields, slug: stored.slug, publishAt: local(-60_000) }))).toBe(303);
    expect((await renderPage(services, 'sevran', '/actualites')).html).toContain('Le marché de Sevran en hiver');
    const article = await renderPage(services, 'sevran', '/actualite/le-marche-de-sevran-en-hiver');
    expect(article.html).toContain('Bonjour <strong>Sevran</strong>');
    expect(article.html).not.toContain('onerror');
    expect(article.html).toContain(`uploads/${cover!.src.slice('uploads/'.length)}`);
    expect(await sitemapOf(services, 'sevran')).toContain('/actualite/le-marche-de-sevran-en-hiver');

    // Renamed: the old address redirects permanently; the sitemap lists the new one only.
    expect(await status(await post(services, LEA, 'sevran', stored.id, { ...fields, slug: 'marche-sevran-hiver', publishAt: local(-60_000) }))).toBe(303);
    try {
      await renderPage(services, 'sevran', '/actualite/le-marche-de-sevran-en-hiver?x=1');
      expect.unreachable('the old slug should redirect');
    } catch (thrown) {
      expect((thrown as Response).status).toBe(301);
      expect((thrown as Response).headers.get('location')).toBe('/actualite/marche-sevran-hiver?x=1');
    }
    const map = await sitemapOf(services, 'sevran');
    expect(map).toContain('/actualite/marche-sevran-hiver');
    expect(map).not.toContain('le-marche-de-sevran-en-hiver');

    // Unpublished: gone from the public site at once.
    expect(await status(await post(services, LEA, 'sevran', stored.id, { intent: 'unpublish' }))).toBe(303);
    expect(await pageStatus(services, 'sevran', '/actualite/marche-sevran-hiver')).toBe(404);
    expect(await pageStatus(services, 'sevran', '/actualite/le-marche-de-sevran-en-hiver')).toBe(404);

    const audit = await db.selectFrom('audit_events').select(['action', 'actor', 'site_id']).where('target_id', '=', stored.id).orderBy('created_at').execute();
    expect(audit.map((a) => a.action)).toEqual(['post.create', 'post.update', 'post.update', 'post.unpublish']);
    expect(new Set(audit.map((a) => `${a.actor} ${a.site_id}`))).toEqual(new Set([`${LEA} sevran`]));

    // The cover is in use: the library refuses to delete it.
    const image = await db.selectFrom('media_images').select('id').executeTakeFirstOrThrow();
    const refused = await mediaAction({ request: formPost('/gestion/sites/sevran/medias', { intent: 'delete', image: image.id }), params: { siteId: 'sevran' }, context: await backofficeContext(services, LEA) } as never);
    expect(await status(refused)).toBe(409);
  }, 120_000);

  it('a scheduled post coming due drops its site’s cached pages (its content version moves)', async () => {
    const { db } = services;
    await seedBackoffice(db, services.backoffice.members);
    expect(await status(await post(services, LEA, 'sevran', null, { intent: 'save', title: 'Bientôt', slug: 'bientot', category: '', excerpt: '', body: 'Texte', cover: '', publishAt: local(DAY) }))).toBe(303);
    const version = async () => (await db.selectFrom('content_versions').select('version').where('scope', '=', 'sevran').executeTakeFirstOrThrow()).version;
    const before = await version();
    expect(await services.backoffice.news.publishDue(new Date())).toBe(0);
    expect(await version()).toBe(before);
    expect(await services.backoffice.news.publishDue(new Date(Date.now() + 2 * DAY))).toBe(1);
    expect(await version()).toBeGreaterThan(before);
  }, 60_000);

  it('a network-wide post shows on every site of the network, not on another network’s; a site owner cannot change it', async () => {
    const { db } = services;
    await seedBackoffice(db, services.backoffice.members);
    const fields = { intent: 'save', title: 'Le réseau Maisonfort recrute', slug: 'reseau-recrute', category: 'Conseils', excerpt: '', body: '<p>Rejoignez-nous.</p>', cover: '', publishAt: local(-60_000), networkWide: 'on' };
    expect(await status(await post(services, ADMIN, 'sevran', null, fields))).toBe(303);
    const row = await db.selectFrom('posts').select(['id', 'site_id']).where('slug', '=', 'reseau-recrute').executeTakeFirstOrThrow();
    expect(row.site_id).toBe('network:maisonfort');
    expect((await renderPage(services, 'sevran', '/actualite/reseau-recrute')).html).toContain('Rejoignez-nous.');
    expect((await renderPage(services, 'agence-versailles', '/actualite/reseau-recrute')).html).toContain('Rejoignez-nous.');
    expect((await renderPage(services, 'reseau', '/actualite/reseau-recrute')).html).toContain('Rejoignez-nous.');
    expect(await pageStatus(services, 'diag-paris15', '/actualites/reseau-recrute')).toBe(404);
    expect(await sitemapOf(services, 'agence-versailles')).toContain('/actualite/reseau-recrute');

    // Listed for the site owner, but not hers to change; her own post cannot take its address.
    const list = (await listLoader({ request: new Request(`${ADMIN_ORIGIN}/gestion/sites/sevran/actualites`), params: { siteId: 'sevran' }, context: await backofficeContext(services, LEA) } as never)) as { posts: { id: string; networkWide: boolean }[] };
    expect(list.posts.find((p) => p.id === row.id)?.networkWide).toBe(true);
    expect(await status(await post(services, LEA, 'sevran', row.id, { ...fields, title: 'Changé' }))).toBe(404);
    expect(await status(await post(services, LEA, 'sevran', row.id, { intent: 'unpublish' }))).toBe(404);
    const taken = await post(services, LEA, 'sevran', null, { ...fields, networkWide: '' });
    expect(await status(taken)).toBe(409);
    expect((taken as { data: { errors: Record<string, string> } }).data.errors.slug).toBe('Cette adresse est déjà celle d’une autre actualité de ce site.');
  }, 120_000);

  it('another tenant’s site or post answers 404 on the news pages and actions, and nothing changes', async () => {
    const { db } = services;
    await seedBackoffice(db, services.backoffice.members);
    const idOf = async (siteId: string) => (await db.selectFrom('posts').select('id').where('site_id', '=', siteId).orderBy('id').executeTakeFirstOrThrow()).id;
    const ids = { sevran: await idOf('sevran'), paris15: await idOf('diag-paris15'), reseau: await idOf('reseau') };
    const fields = { intent: 'save', title: 'Intrusion', slug: 'intrusion', category: '', excerpt: '', body: 'x', cover: '', publishAt: local(-60_000) };
    const get = (who: string, siteId: string, postId: string | null) => async () => {
      const path = `/gestion/sites/${siteId}/actualites${postId ? `/${postId}` : ''}`;
      const loader = postId ? postLoader : listLoader;
      return statusOf(async () => loader({ request: new Request(`${ADMIN_ORIGIN}${path}`), url: new URL(`${ADMIN_ORIGIN}${path}`), params: postId ? { siteId, postId } : { siteId }, context: await backofficeContext(services, who) } as never));
    };
    const attempts: { what: string; run: () => Promise<number> }[] = [];
    const on = (who: string, siteId: string, postId: string, label: string) =>
      attempts.push(
        { what: `${who} lists ${label}`, run: get(who, siteId, null) },
        { what: `${who} opens a post of ${label}`, run: get(who, siteId, postId) },
        { what: `${who} creates on ${label}`, run: async () => status(await post(services, who, siteId, null, fields)) },
        { what: `${who} edits a post of ${label}`, run: async () => status(await post(services, who, siteId, postId, fields)) },
        { what: `${who} unpublishes a post of ${label}`, run: async () => status(await post(services, who, siteId, postId, { intent: 'unpublish' })) },
      );
    on(LEA, 'diag-paris15', ids.paris15, 'diag-paris15 (other network)');
    on(LEA, 'reseau', ids.reseau, 'reseau (own network, not granted)');
    on(CLAIRE, 'sevran', ids.sevran, 'sevran (other network)');
    on(ADMIN, 'diag-paris15', ids.paris15, 'diag-paris15 (other network)');
    on(THOMAS, 'sevran', ids.sevran, 'sevran as an adviser');
    attempts.push(
      { what: 'LEA edits a reseau post through sevran', run: async () => status(await post(services, LEA, 'sevran', ids.reseau, fields)) },
      { what: 'LEA unpublishes a Paris 15 post through sevran', run: async () => status(await post(services, LEA, 'sevran', ids.paris15, { intent: 'unpublish' })) },
      { what: 'ADMIN edits a Paris 15 post through sevran', run: async () => status(await post(services, ADMIN, 'sevran', ids.paris15, fields)) },
    );
    const before = await snapshot(db);
    const answers: string[] = [];
    for (const a of attempts) answers.push(`${a.what}: ${await a.run()}`);
    expect(answers).toEqual(attempts.map((a) => `${a.what}: 404`));
    expect(await snapshot(db)).toEqual(before);
    // The same routes within the member's scope answer (the 404s are not a broken route).
    expect(await get(LEA, 'sevran', ids.sevran)()).toBe(200);
  }, 120_000);
});
