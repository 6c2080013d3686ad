import { describe, expect, it } from 'vitest';
import { loader as editorLoader } from '../app/routes/gestion/page-editor';
import { action as renderAction } from '../app/routes/gestion/page-render';
import { seedBackoffice } from '../server/seed/backoffice.server';
import type { Services } from '../server/services.server';
import { statusOf } from './helpers/backoffice';
import { CLAIRE, getAs, LEA, postAs } from './helpers/backoffice-sites';
import { freshServicesEach } from './helpers/fresh-services';
import { renderPage } from './helpers/page-render';
import { TEST_DATABASES } from './helpers/test-db';

const HOME = `/gestion/sites/sevran/page?chemin=${encodeURIComponent('/')}`;
const RENDER = `/gestion/sites/sevran/page/rendu?chemin=${encodeURIComponent('/')}`;
const POSTER = '/img/w=1600,h=900,fit=cover,f=auto,q=60/hero/poster.svg';
const answerOf = (answer: unknown) => (answer as { data: Record<string, unknown> }).data ?? answer;
/** React's string renderer marks text boundaries with empty comments; the static one does not. */
const markup = (html: string) => html.replaceAll('<!-- -->', '');

async function stored(services: Services) {
  return {
    sites: await services.db.selectFrom('sites').select(['id', 'pages']).orderBy('id').execute(),
    versions: await services.db.selectFrom('page_versions').selectAll().orderBy('id').execute(),
    audit: (await services.backoffice.audit.list('maisonfort', { siteId: 'sevran' })).entries.length,
  };
}

describe.each(TEST_DATABASES)('the page editor’s canvas on %s', (kind) => {
  let services: Services;
  freshServicesEach(kind, (fresh) => ({ services } = fresh));

  it('opens with each block drawn by its real component: the same markup as the public page, with French block names and Puck’s texts in French', async () => {
    await seedBackoffice(services.db, services.backoffice.members);
    const editor = (await getAs(services, editorLoader, LEA, HOME, { siteId: 'sevran' })) as {
      editor: { html: Array<string | null>; blocks: Array<{ type: string; label: string }>; dictionary: Record<string, string> };
    };
    expect(editor.editor.html).toHaveLength(1);
    expect(markup(editor.editor.html[0] ?? '')).toBe(markup((await renderPage(services, 'sevran', '/')).html));
    expect(editor.editor.blocks.find((b) => b.type === 'agence.home')?.label).toBe('Accueil de l’agence');
    expect(editor.editor.blocks.every((b) => b.label !== b.type)).toBe(true);
    expect(editor.editor.dictionary).toMatchObject({ 'plugin-blocks': 'Blocs', 'plugin-outline': 'Plan', 'header-publish': 'Publier', 'action-delete': 'Supprimer' });
  }, 60_000);

  it('the render endpoint draws the page being edited (the new hero text and photo), null for a block still invalid or of another family, and stores nothing', async () => {
    await seedBackoffice(services.db, services.backoffice.members);
    const before = await stored(services);
    const page = {
      blocks: [
        { type: 'agence.home', props: { id: 'agence.home-0', heroTitle: 'Titre en cours de saisie', heroImage: { src: POSTER, alt: 'Façades au soleil' } } },
        { type: 'agence.callToAction', props: { id: 'cta-1', title: 42 } },
        { type: 'diag.hero', props: {} },
      ],
    };
    const answer = answerOf(await postAs(services, renderAction, LEA, RENDER, { page: JSON.stringify(page) }, { siteId: 'sevran' })) as { html: Array<string | null> };
    expect(answer.html).toHaveLength(3);
    expect(answer.html[0]).toContain('Titre en cours de saisie');
    expect(answer.html[0]).toContain('hero/poster.svg');
    expect(answer.html[0]).toContain('alt="Façades au soleil"');
    expect(answer.html.slice(1)).toEqual([null, null]);
    expect(await stored(services)).toEqual(before);
    // Not JSON: a 400, never a 500.
    expect(await statusOf(() => postAs(services, renderAction, LEA, RENDER, { page: '{' }, { siteId: 'sevran' }))).toBe(400);
  }, 60_000);

  it('another tenant’s member, or an unknown site, gets 404 from the render endpoint', async () => {
    await seedBackoffice(services.db, services.backoffice.members);
    const page = JSON.stringify({ blocks: [{ type: 'agence.home' }] });
    expect(await statusOf(() => postAs(services, renderAction, CLAIRE, RENDER, { page }, { siteId: 'sevran' }))).toBe(404);
    expect(await statusOf(() => postAs(services, renderAction, LEA, RENDER.replace('sevran', 'diag-paris15'), { page }, { siteId: 'diag-paris15' }))).toBe(404);
    expect(await statusOf(() => postAs(services, renderAction, LEA, RENDER.replace('sevran', 'nowhere'), { page }, { siteId: 'nowhere' }))).toBe(404);
  }, 60_000);
});
