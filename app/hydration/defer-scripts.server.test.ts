import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { deferHydration, deferModuleScriptText } from './defer-scripts.server';

// Real documents from the built server (body content cut): React Router's <Scripts/> output as rendered.
const fixture = (name: string) => fs.readFileSync(new URL(`./fixtures/${name}.html`, import.meta.url), 'utf8');
const MODULE_SCRIPT = /<script\b[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/;
const PRELOAD_LINK = /<link\b[^>]*rel="modulepreload"[^>]*>/g;
const hrefs = (html: string) => [...html.matchAll(PRELOAD_LINK)].map((m) => /href="([^"]*)"/.exec(m[0])?.[1]);

describe('deferHydration on real pages', () => {
  it.each([
    {
      page: 'diag-home',
      // The diag family's chunk (decision 48) first, then React Router's own list.
      firstPreload: '/assets/family-Cbx8pMka.js',
      routes: ['/assets/root-B4fWwKdA.js', '/assets/page-CxNzmVwN.js'],
      // 30 links, 10 of them twice (the family's and React Router's lists overlap).
      preloadCount: 20,
      scriptTag: /<script nonce="[^"]+" type="module" async="">/,
    },
    {
      page: 'directory-home',
      firstPreload: '/assets/entry.client-DHSuVxpr.js',
      routes: ['/assets/root-B4fWwKdA.js', '/assets/page-CxNzmVwN.js'],
      preloadCount: 16,
      // Served from the render cache: its nonce attributes were removed (decision 0046).
      scriptTag: /<script type="module" async="">/,
    },
  ])('$page: no preload link left, the route modules imported after the paint', ({ page, firstPreload, routes, preloadCount, scriptTag }) => {
    const html = fixture(page);
    const links = hrefs(html);
    expect(links.length).toBeGreaterThan(0);
    const out = deferHydration(html);
    expect(out).not.toMatch(/rel="modulepreload"/);
    const script = MODULE_SCRIPT.exec(out)?.[1] ?? '';
    expect(script).not.toMatch(/^import /m);
    expect(script).toContain(
      `const [route0, route1] = await Promise.all([${routes.map((r) => `import("${r}")`).join(', ')}]);`,
    );
    // Every removed href announced once, in the page's order, before the imports.
    const announced = JSON.parse(/for \(const href of (\[[^\]]*\])\)/.exec(script)?.[1] ?? 'null') as string[];
    expect(announced).toEqual([...new Set(links)]);
    expect(announced[0]).toBe(firstPreload);
    expect(announced).toHaveLength(preloadCount);
    expect(script.indexOf('requestAnimationFrame')).toBeLessThan(script.indexOf('modulepreload'));
    expect(script.indexOf('modulepreload')).toBeLessThan(script.indexOf('await Promise.all'));
    // The entry still comes last, and the script keeps its attributes (its nonce, when it has one).
    expect(script.trimEnd().endsWith('import("/assets/entry.client-DHSuVxpr.js");')).toBe(true);
    expect(out).toMatch(scriptTag);
    // Nothing else moved: the document without its links and module script is the original one.
    const rest = (doc: string) => doc.replace(PRELOAD_LINK, '').replace(MODULE_SCRIPT, '');
    expect(rest(out)).toBe(rest(html));
  });

  it('leaves a page without scripts byte-identical', () => {
    const html = fixture('diag-legal-notice');
    expect(html).not.toContain('type="module"');
    expect(deferHydration(html)).toBe(html);
  });
});

describe('the deferred module script, run', () => {
  type Modules = Record<string, { name: string }>;
  /** Runs the rewritten text with stand-ins for window, document, rAF and import(), recording the order. */
  async function run(text: string, visibilityState: 'visible' | 'hidden') {
    const events: string[] = [];
    const appended: { rel: string; href: string; crossOrigin?: string }[] = [];
    const window: { __reactRouterRouteModules?: Modules; __reactRouterManifest?: unknown } = {};
    const document = {
      visibilityState,
      createElement: () => ({ rel: '', href: '' }),
      head: { append: (link: { rel: string; href: string }) => (appended.push(link), events.push(`preload ${link.href}`)) },
    };
    const requestAnimationFrame = (f: () => void) => (events.push('frame'), setTimeout(f, 0));
    const load = (specifier: string) => (events.push(`import ${specifier}`), Promise.resolve({ name: specifier }));
    const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor as new (...args: string[]) => (...args: unknown[]) => Promise<void>;
    const body = text.replace(/\bimport\(/g, 'load(');
    await new AsyncFunction('window', 'document', 'requestAnimationFrame', 'load', body)(window, document, requestAnimationFrame, load);
    return { events, appended, window };
  }

  const html = fixture('diag-home');
  const original = MODULE_SCRIPT.exec(html)?.[1] ?? '';
  const preloads = [...new Set(hrefs(html))] as string[];

  it('waits for a frame, announces the preloads, imports the routes, then sets the route modules and imports the entry', async () => {
    const text = deferModuleScriptText(original, preloads);
    if (text === null) throw new Error('not rewritten');
    const { events, appended, window } = await run(text, 'visible');
    expect(events[0]).toBe('frame');
    expect(events.slice(1, 1 + preloads.length)).toEqual(preloads.map((p) => `preload ${p}`));
    expect(appended.every((l) => l.rel === 'modulepreload')).toBe(true);
    expect(events.slice(1 + preloads.length)).toEqual([
      'import "/assets/root-B4fWwKdA.js"',
      'import "/assets/page-CxNzmVwN.js"',
      'import "/assets/entry.client-DHSuVxpr.js"',
    ].map((e) => e.replace(/"/g, '')));
    expect(window.__reactRouterRouteModules).toEqual({ root: { name: '/assets/root-B4fWwKdA.js' }, 'home-page': { name: '/assets/page-CxNzmVwN.js' } });
  });

  it('does not wait for a frame in a background tab (it would never come)', async () => {
    const text = deferModuleScriptText(original, preloads) ?? '';
    const { events } = await run(text, 'hidden');
    expect(events).not.toContain('frame');
    expect(events.at(-1)).toBe('import /assets/entry.client-DHSuVxpr.js');
  });

  it.each([
    {
      // React Router without lazy route discovery imports its manifest; a route with a client loader is split.
      name: 'manifest import and split route',
      text: 'import "/assets/manifest-1.js";\nimport * as route0_clientLoader from "/assets/root-loader.js";\nimport * as route0_main from "/assets/root.js";\nconst route0 = {...route0_clientLoader,...route0_main};\n  window.__reactRouterRouteModules = {"root":route0};\n\nimport("/assets/entry.js");',
      expected: 'const [, route0_clientLoader, route0_main] = await Promise.all([import("/assets/manifest-1.js"), import("/assets/root-loader.js"), import("/assets/root.js")]);',
    },
  ])('rewrites $name', async ({ text, expected }) => {
    const out = deferModuleScriptText(text, ['/assets/a.js'], 'anonymous') ?? '';
    expect(out).toContain(expected);
    expect(out).toContain('link.crossOrigin = "anonymous";');
    const { window } = await run(out, 'visible');
    expect(window.__reactRouterRouteModules).toEqual({ root: { name: '/assets/root.js' } });
  });

  it('leaves a module script without static imports alone', () => {
    expect(deferModuleScriptText('import("/assets/entry.js");', [])).toBeNull();
  });
});
