import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Where the product reaches React Router's or React DOM's internals by name (issue 35 item 1; decision
 * 0157's suite is what shows an upgrade broke one). Today's inventory, to shrink to one `render/`
 * module: a new file reaching them fails here, so it cannot happen unseen.
 */
const INTERNALS: [string, RegExp][] = [
  ["React Router's render metadata (the hydration data's cache)", /\brenderMeta\b|\bstreamCache\b/],
  ["React Router's hydration-data stream", /\bserverHandoffStream\b/],
  ["React Router's browser globals (manifest, context, route modules)", /__reactRouter(Manifest|Context|RouteModules)\b/],
  ["React DOM's fiber fields", /__react(Container|Fiber|Props)\$?|\bisDehydrated\b/],
];

const KNOWN = ['app/hydration/hydration-data.server.ts', 'build-tools/strip-backoffice-routes.mjs'];

const ROOTS = ['app', 'server', 'domain', 'build-tools'];
const SOURCE = /\.(ts|tsx|mjs|js)$/;

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'fixtures' ? [] : sources(file);
    return SOURCE.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

describe('React Router and React DOM internals', () => {
  const files = ROOTS.flatMap((root) => sources(root));

  it('scans the product sources (not an empty walk)', () => {
    expect(files.length).toBeGreaterThan(200);
    expect(files).toContain(path.join('app', 'render-document.server.ts'));
  });

  it('are reached only by the files of the inventory', () => {
    const reaching = files
      .filter((file) => {
        const text = fs.readFileSync(file, 'utf8');
        return INTERNALS.some(([, pattern]) => pattern.test(text));
      })
      .map((file) => file.split(path.sep).join('/'))
      .sort();
    expect(reaching).toEqual(KNOWN);
  });

  it.each([
    ['const meta = context.renderMeta;', 0],
    ['meta.streamCache = cache;', 0],
    ['const stream = context.serverHandoffStream;', 1],
    ['window.__reactRouterManifest={', 2],
    ['Object.keys(document).find((k) => k.startsWith("__reactContainer"))', 3],
    ['root.memoizedState.isDehydrated', 3],
  ] as const)('the markers catch %s', (line, index) => {
    expect(INTERNALS[index]![1].test(line)).toBe(true);
    expect(INTERNALS.filter(([, pattern]) => pattern.test('renderToString(app); useLoaderData(); <Scripts />')).length).toBe(0);
  });
});
