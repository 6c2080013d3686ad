import { Suspense } from 'react';
import type * as reactDomServer from 'react-dom/server';
import { renderToPipeableStream } from 'react-dom/server';
import { Await, createRequestHandler, type EntryContext, Outlet, Scripts, type ServerBuild, ServerRouter, useLoaderData } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { documentSink } from './document-sink.server';
import { renderDocument } from './render-document.server';

// Counts the streamed renders: a page rendered at once never starts one.
const streamedRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('react-dom/server', async (importOriginal) => {
  const actual = await importOriginal<typeof reactDomServer>();
  return {
    ...actual,
    renderToPipeableStream: (...args: Parameters<typeof actual.renderToPipeableStream>) => {
      streamedRenders.count++;
      return actual.renderToPipeableStream(...args);
    },
  };
});

/** How the test's entry renders: with renderDocument, or with React's stream alone (the reference). */
let mode: 'renderDocument' | 'streamOnly' = 'renderDocument';

async function handleRequest(request: Request, status: number, headers: Headers, context: EntryContext): Promise<Response> {
  const app = <ServerRouter context={context} url={request.url} nonce="n0nce" />;
  if (mode === 'renderDocument') {
    const { document, failed } = await renderDocument(app, context, 'n0nce', 2000);
    return new Response(new Uint8Array(document), { status: failed ? 500 : status, headers });
  }
  const document = await new Promise<Buffer>((resolve) => {
    const { pipe } = renderToPipeableStream(app, { nonce: 'n0nce', onAllReady: () => pipe(documentSink(resolve)) });
  });
  return new Response(new Uint8Array(document), { status, headers });
}

function Root() {
  return (
    <html lang="fr">
      <head>
        <title>Essai</title>
      </head>
      <body>
        <Outlet />
        <Scripts />
      </body>
    </html>
  );
}

function Greeting() {
  const { message } = useLoaderData<{ message: string }>();
  return <h1>{message}</h1>;
}

function Later() {
  const { later } = useLoaderData<{ later: Promise<string> }>();
  return (
    <Suspense fallback={<p>Chargement…</p>}>
      <Await resolve={later}>{(text: string) => <p>{text}</p>}</Await>
    </Suspense>
  );
}

function Boom(): never {
  throw new Error('bloc cassé');
}

function BrokenInsideBoundary() {
  return (
    <Suspense fallback={<p>Chargement…</p>}>
      <Boom />
    </Suspense>
  );
}

const route = (id: string, path: string, module: Record<string, unknown>, parentId?: string) => ({ id, path, parentId, module });
const assetsRoute = (id: string, path: string, parentId?: string) => ({
  id,
  path,
  parentId,
  module: `/assets/${id}.js`,
  hasAction: false,
  hasLoader: true,
  hasClientAction: false,
  hasClientLoader: false,
  hasClientMiddleware: false,
  hasErrorBoundary: id === 'root',
  imports: [],
  css: [],
});

// A server build as React Router's compiler writes one, reduced to a root and four pages.
const pages: Array<[string, string, Record<string, unknown>]> = [
  ['greeting', 'bonjour', { default: Greeting, loader: () => ({ message: 'Bonjour, l’équipe é' }) }],
  ['later', 'plus-tard', { default: Later, loader: () => ({ later: new Promise((resolve) => setTimeout(() => resolve('Arrivé plus tard'), 20)) }) }],
  ['broken', 'casse', { default: BrokenInsideBoundary, loader: () => null }],
  ['shell', 'coque', { default: Boom, loader: () => null }],
];
const build = {
  entry: { module: { default: handleRequest } },
  routes: {
    root: route('root', '', { default: Root, ErrorBoundary: () => <p>Une erreur est survenue</p>, loader: () => ({ site: 'essai' }) }),
    ...Object.fromEntries(pages.map(([id, path, module]) => [id, route(id, path, module, 'root')])),
  },
  assets: {
    entry: { module: '/assets/entry.js', imports: [] },
    routes: { root: assetsRoute('root', ''), ...Object.fromEntries(pages.map(([id, path]) => [id, assetsRoute(id, path, 'root')])) },
    url: '/assets/manifest.js',
    version: 'essai',
  },
  publicPath: '/',
  assetsBuildDirectory: 'build/client',
  future: { v8_middleware: false },
  ssr: true,
  isSpaMode: false,
  prerender: [],
  routeDiscovery: { mode: 'initial', manifestPath: '/__manifest' },
} as unknown as ServerBuild;

const handler = createRequestHandler(build, 'production');
const get = (path: string) => handler(new Request(`http://essai.localhost${path}`));

afterEach(() => {
  mode = 'renderDocument';
  streamedRenders.count = 0;
  vi.restoreAllMocks();
});

describe('renderDocument (decision 0065)', () => {
  it('renders a hydrating page in one synchronous pass, the same document as React’s stream', async () => {
    const atOnce = await get('/bonjour');
    expect(streamedRenders.count).toBe(0);
    const html = await atOnce.text();

    mode = 'streamOnly';
    const streamed = await (await get('/bonjour')).text();
    expect(html).toBe(streamed);
    expect(atOnce.status).toBe(200);
    expect(html.startsWith('<!DOCTYPE html><html lang="fr">')).toBe(true);
    expect(html).toContain('<h1>Bonjour, l’équipe é</h1>');
    // React Router's hydration data written inline, then its stream closed: nothing left to the browser.
    expect(html).toContain('streamController.enqueue(');
    expect(html).toContain('Bonjour, l’équipe é\\"');
    expect(html).toContain('window.__reactRouterContext.streamController.close();');
    expect(html).not.toMatch(/<template|\$RC|<!--\$[?!]-->/);
  });

  it('waits for data that comes later: the page is rendered again by the stream, whole', async () => {
    const response = await get('/plus-tard');
    expect(streamedRenders.count).toBe(1);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<p>Arrivé plus tard</p>');
    expect(html).not.toContain('Chargement…');
  });

  it('a component failing inside a boundary: rendered again by the stream, status 500', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await get('/casse');
    expect(streamedRenders.count).toBe(1);
    expect(response.status).toBe(500);
  });

  it('a component failing outside any boundary: React Router’s error page, status 500', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await get('/coque');
    expect(response.status).toBe(500);
    expect(await response.text()).toContain('Une erreur est survenue');
  });
});
