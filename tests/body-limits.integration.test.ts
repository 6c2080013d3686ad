import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import routes from '../app/routes';
import { BODY_LIMITS } from '../server/api/body-limits.server';
import type { Services } from '../server/services.server';
import { stopWorkers } from '../server/services.server';
import { siteContext } from '../app/context';
import { openTestDb, type TestDb } from './helpers/test-db';
import { routeContext, testServices } from './helpers/test-services';

// Issue 37 item 3: every body of every route is read by the one bounded reader, within the
// route's own limit. This walks app/routes.ts (the page route's action carries the page forms;
// /api/devis and /api/evaluation carry the families' handlers): no POST handler may escape.

interface RouteEntry {
  path?: string;
  index?: boolean;
  file: string;
  children?: RouteEntry[];
}
// A nested route's key is its whole path ('en?/gestion' + 'connexion' → 'gestion/connexion').
const flatten = (entries: RouteEntry[], parent = ''): RouteEntry[] =>
  entries.flatMap((e) => {
    const whole = [parent, e.path ?? ''].filter(Boolean).join('/').replace(/^en\?\//, '');
    const entry = { ...e, path: e.index && parent ? parent.replace(/^en\?\//, '') : whole || e.path };
    return [entry, ...flatten(e.children ?? [], whole)];
  });
const keyOf = (entry: RouteEntry) => (entry.index || entry.path === '*' ? 'page' : (entry.path ?? ''));

/** One demo site of each family (a family route is only answered on a site of its family), and the operator host. */
const BACKOFFICE = 'gestion';
const SITES = ['diag-paris15', 'reseau', 'sevran', 'recrutement', BACKOFFICE];

/** A form body of `bytes` bytes, sent in 4 KB chunks with no Content-Length; counts what the server pulled. */
function chunked(bytes: number): { stream: ReadableStream<Uint8Array>; pulled: () => number } {
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (sent >= bytes) return controller.close();
        const size = Math.min(4096, bytes - sent);
        const chunk = new TextEncoder().encode(sent === 0 ? `a=${'x'.repeat(Math.max(0, size - 2))}` : 'x'.repeat(size));
        sent += chunk.byteLength;
        controller.enqueue(chunk);
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, pulled: () => sent };
}

type Action = (args: { request: Request; context: never; params: Record<string, string> }) => Promise<unknown>;

/** The status an action answered with: a Response, React Router's data(…), or either of them thrown. */
function statusOf(outcome: unknown): number {
  if (outcome instanceof Response) return outcome.status;
  const init = (outcome as { init?: { status?: number } | null } | null)?.init;
  if (outcome && typeof outcome === 'object' && 'init' in outcome) return init?.status ?? 200;
  throw new Error(`unexpected action outcome: ${String(outcome)}`);
}

// Importing every route module (the pages' included) takes a while on a busy machine.
describe('every POST body is bounded by its route’s limit', { timeout: 120_000 }, () => {
  let testDb: TestDb;
  let services: Services;
  beforeAll(async () => {
    testDb = await openTestDb('sqlite');
    services = testServices(testDb);
  });
  afterAll(async () => {
    await stopWorkers(services);
    await testDb.close();
  });

  const withActions = async () => {
    const found: Array<{ key: string; action: Action; path: string }> = [];
    for (const entry of flatten(routes as RouteEntry[])) {
      const module = (await import(path.resolve('app', entry.file))) as { action?: Action };
      if (typeof module.action === 'function') found.push({ key: keyOf(entry), action: module.action, path: entry.path ?? '' });
    }
    return found;
  };

  async function post(action: Action, site: string, routePath: string, bytes: number) {
    const body = chunked(bytes);
    const url = `http://${site}.localhost/${routePath.replace('*', 'contact')}`;
    const request = new Request(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: body.stream, duplex: 'half' } as RequestInit);
    const context = await routeContext(services, site === BACKOFFICE ? null : site);
    if (site === BACKOFFICE) context.set(siteContext, { kind: 'backoffice' });
    const outcome = await Promise.resolve()
      .then(() => action({ request, context: context as never, params: {} }))
      .catch((thrown: unknown) => thrown);
    return { status: statusOf(outcome), pulled: body.pulled() };
  }

  it('names a limit for every route that has an action', async () => {
    const actions = await withActions();
    expect(actions.length).toBeGreaterThan(15);
    const missing = actions.filter(({ key }) => !(key in BODY_LIMITS)).map(({ key }) => key);
    expect(missing).toEqual([]);
  });

  it('answers one byte past the limit with 413 on every route that reads a body, and never reads the others', async () => {
    const outcomes: Record<string, number[]> = {};
    for (const { key, action, path: routePath } of await withActions()) {
      const limit = BODY_LIMITS[key as keyof typeof BODY_LIMITS];
      for (const site of SITES) {
        const { status, pulled } = await post(action, site, routePath, limit + 1);
        (outcomes[key] ??= []).push(status);
        // Either the 413, or an answer given without touching the body (a route of another family, a GET-only endpoint).
        if (status !== 413) expect({ key, site, status, pulled }).toMatchObject({ pulled: 0 });
      }
    }
    const refusedSomewhere = Object.entries(outcomes).filter(([, statuses]) => statuses.includes(413)).map(([key]) => key);
    const readingRoutes = Object.entries(BODY_LIMITS).filter(([, limit]) => limit > 0).map(([key]) => key);
    expect(refusedSomewhere.sort()).toEqual(readingRoutes.sort());
  });

  it('reads a body of exactly the limit (the limit is the route’s, not a smaller one)', async () => {
    for (const { key, action, path: routePath } of await withActions()) {
      const limit = BODY_LIMITS[key as keyof typeof BODY_LIMITS];
      if (limit === 0) continue;
      const statuses = await Promise.all(SITES.map(async (site) => (await post(action, site, routePath, limit)).status));
      expect({ key, statuses }).toEqual({ key, statuses: statuses.map((s) => (s === 413 ? 'not 413' : s)) });
    }
  });
});
