import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub } from 'react-router';
import { BlockList } from '../../app/blocks/BlockList';
import type { RenderedBlock } from '../../app/blocks/types';
import { i18nFor } from '../../app/i18n/instances.server';
import { loader as pageLoader } from '../../app/routes/page';
import { toPublicSite } from '../../app/site/public-site';
import type { Services } from '../../server/services.server';
import { routeContext } from './test-services';

export interface RenderedPage {
  /** The blocks' markup as the server renders it. */
  html: string;
  seo: { title: string; description: string; jsonLd?: unknown[] };
}

/**
 * A page of a site as the server renders it (the page route's loader, then its blocks); throws the loader's Response (404…).
 * `headers`: the request's own (a cookie a refused post set).
 */
export async function renderPage(services: Services, siteId: string, path: string, headers?: HeadersInit): Promise<RenderedPage> {
  const url = new URL(`http://${siteId}.localhost${path}`);
  const context = await routeContext(services, siteId);
  const result = (await pageLoader({ request: new Request(url, { headers }), url, context, params: {} } as never)) as unknown as { blocks: RenderedBlock[]; seo: RenderedPage['seo'] };
  const site = await services.sites.byId(siteId);
  if (!site) throw new Error(`no site ${siteId}`);
  const Stub = createRoutesStub([{ path: url.pathname, Component: () => createElement(BlockList, { blocks: result.blocks, site: toPublicSite(site, url) }) }]);
  const html = renderToStaticMarkup(createElement(I18nextProvider, { i18n: i18nFor('fr') }, createElement(Stub, { initialEntries: [path] })));
  return { html, seo: result.seo };
}

/** The status a page's loader answers with: 200, or the status of the Response (or data) it throws. */
export async function pageStatus(services: Services, siteId: string, path: string): Promise<number> {
  try {
    await renderPage(services, siteId, path);
    return 200;
  } catch (error) {
    const thrown = error as { status?: number; init?: { status?: number } };
    if (typeof thrown.status === 'number') return thrown.status;
    if (typeof thrown.init?.status === 'number') return thrown.init.status;
    throw error;
  }
}
