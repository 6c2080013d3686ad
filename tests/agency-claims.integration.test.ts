import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { BlockList } from '../app/blocks/BlockList';
import type { RenderedBlock } from '../app/blocks/types';
import { i18nFor } from '../app/i18n/instances.server';
import { loader as pageLoader } from '../app/routes/page';
import { toPublicSite } from '../app/site/public-site';
import { seedAgencyKeyFigures } from '../server/seed/seed.server';
import type { Services } from '../server/services.server';
import { TEST_DATABASES, type TestDb } from './helpers/test-db';
import { routeContext } from './helpers/test-services';
import { freshServicesEach } from './helpers/fresh-services';

/** A page of an agency site as the server renders it (loader + blocks), as visible text. */
async function pageText(services: Services, siteId: string, path: string): Promise<string> {
  const url = new URL(`http://${siteId}.localhost${path}`);
  const context = await routeContext(services, siteId);
  const result = (await pageLoader({ request: new Request(url), url, context, params: {} } as never)) as unknown as { blocks: RenderedBlock[]; seo: { description: string } };
  const site = await services.sites.byId(siteId);
  if (!site) throw new Error(`no site ${siteId}`);
  // Inside a router: some blocks (the adviser directory) read route data.
  const Stub = createRoutesStub([{ path, Component: () => createElement(BlockList, { blocks: result.blocks, site: toPublicSite(site, url) }) }]);
  const html = renderToStaticMarkup(createElement(I18nextProvider, { i18n: i18nFor('fr') }, createElement(Stub, { initialEntries: [path] })));
  return `${result.seo.description}\n${html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ')}`;
}

async function setKeyFigures(testDb: TestDb, services: Services, siteId: string, keyFigures: Record<string, number> | undefined) {
  const row = await testDb.db.selectFrom('sites').select('crm').where('id', '=', siteId).executeTakeFirstOrThrow();
  const crm = (typeof row.crm === 'string' ? JSON.parse(row.crm) : row.crm) as Record<string, unknown>;
  await testDb.db.updateTable('sites').set({ crm: JSON.stringify({ ...crm, keyFigures }) }).where('id', '=', siteId).execute();
  services.sites.invalidate();
}

describe.each(TEST_DATABASES)('agency claims and key figures come from the record, on %s', (kind) => {
  let testDb: TestDb;
  let services: Services;
  freshServicesEach(kind, (fresh) => ({ testDb, services } = fresh));

  it('/vendre states the portals claim of the record, and changes with it', async () => {
    // The seeded Sevran record says 100 portals.
    expect(await pageText(services, 'sevran', '/vendre')).toContain('Votre annonce sur plus de 100 portails et auprès des acquéreurs du réseau.');
    await setKeyFigures(testDb, services, 'sevran', { portals: 250 });
    const changed = await pageText(services, 'sevran', '/vendre');
    expect(changed).toContain('Votre annonce est diffusée sur plus de 250 portails immobiliers');
    expect(changed).toContain('Votre annonce sur plus de 250 portails et');
    expect(changed).not.toMatch(/100 portails|\{portails\}/);
    // No figure in the record: the sentence without a number.
    await setKeyFigures(testDb, services, 'sevran', undefined);
    const none = await pageText(services, 'sevran', '/vendre');
    expect(none).toContain('Votre annonce sur de nombreux portails et');
    expect(none).not.toMatch(/\d+ portails/);
  });

  it('the home and the landing show the record’s figures, and only those it gives', async () => {
    const home = await pageText(services, 'sevran', '/');
    expect(home).toContain('97 % de nos clients nous recommandent');
    expect(home).toContain('120 ventes en 36 mois');
    await setKeyFigures(testDb, services, 'sevran', { recommendPercent: 91, salesIn36Months: 64 });
    const changed = await pageText(services, 'sevran', '/');
    expect(changed).toContain('91 % de nos clients nous recommandent');
    expect(changed).toContain('64 ventes en 36 mois');
    // The record gives no visibility figure: the stat is not shown at all.
    expect(changed).not.toContain('de visibilité sur les grands portails');
    expect(changed).not.toMatch(/\b97 %|\b120 ventes/);
    const landing = await pageText(services, 'sevran', '/estimation-gratuite');
    expect(landing).toContain('91 % de clients qui nous recommandent');
    expect(landing).toContain('64 ventes en 36 mois');
  });

  it('gives a demo agency seeded before the figures existed its figures once, never over its own', async () => {
    // JSON.stringify leaves an undefined field out: the record as it was before the figures.
    await setKeyFigures(testDb, services, 'agence-versailles', undefined);
    await setKeyFigures(testDb, services, 'sevran', { portals: 7 });
    expect(await seedAgencyKeyFigures(testDb.db)).toBe(1);
    expect(await seedAgencyKeyFigures(testDb.db)).toBe(0);
    services.sites.invalidate();
    expect(await pageText(services, 'agence-versailles', '/vendre')).toContain('plus de 100 portails');
    expect(await pageText(services, 'sevran', '/vendre')).toContain('plus de 7 portails');
  });

  it('the network’s pages state the portals of its own record, and change with it', async () => {
    const row = await testDb.db.selectFrom('sites').select('crm').where('id', '=', 'reseau').executeTakeFirstOrThrow();
    const crm = (typeof row.crm === 'string' ? JSON.parse(row.crm) : row.crm) as Record<string, unknown>;
    // The seeded network record says 100 portals.
    expect(await pageText(services, 'reseau', '/vendre')).toContain('Votre annonce sur plus de 100 portails et auprès des acquéreurs du réseau.');
    await testDb.db.updateTable('sites').set({ crm: JSON.stringify({ ...crm, portals: 180 }) }).where('id', '=', 'reseau').execute();
    services.sites.invalidate();
    const vendre = await pageText(services, 'reseau', '/vendre');
    expect(vendre).toContain('Votre annonce est diffusée sur plus de 180 portails immobiliers.');
    expect(vendre).not.toMatch(/100 portails|\{portails\}/);
    expect(await pageText(services, 'reseau', '/services/mise-en-valeur')).toContain('diffusion sur plus de 180 portails');
    // The adviser directory's catalogue text takes the same figure.
    const directory = await pageText(services, 'reseau', '/conseillers-immobiliers');
    expect(directory).toContain('le diffuse sur plus de 180 portails et vous accompagne');
    expect(directory).not.toMatch(/100 portails|\{\{portals\}\}/);
    await testDb.db.updateTable('sites').set({ crm: JSON.stringify({ ...crm, portals: undefined }) }).where('id', '=', 'reseau').execute();
    services.sites.invalidate();
    expect(await pageText(services, 'reseau', '/vendre')).toContain('Votre annonce sur de nombreux portails et');
    expect(await pageText(services, 'reseau', '/conseillers-immobiliers')).toContain('le diffuse sur de nombreux portails et vous accompagne');
  });

  it('the recruitment site’s services page states the portals of its record, and changes with it', async () => {
    expect(await pageText(services, 'recrutement', '/services')).toContain('estimation, diffusion sur plus de 100 portails, site personnel');
    const row = await testDb.db.selectFrom('sites').select('settings').where('id', '=', 'recrutement').executeTakeFirstOrThrow();
    const settings = (typeof row.settings === 'string' ? JSON.parse(row.settings) : row.settings) as { recrutement: Record<string, unknown> };
    await testDb.db.updateTable('sites').set({ settings: JSON.stringify({ ...settings, recrutement: { ...settings.recrutement, portals: 140 } }) }).where('id', '=', 'recrutement').execute();
    services.sites.invalidate();
    const changed = await pageText(services, 'recrutement', '/services');
    expect(changed).toContain('estimation, diffusion sur plus de 140 portails, site personnel');
    expect(changed).not.toMatch(/\{portails\}/);
  });
});
