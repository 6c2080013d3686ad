import type { Plugin } from 'vite';

const EMPTY = 'virtual:vitrine-server-only-empty';

/**
 * The back-office's route modules are never hydrated (its pages ship no script, decision 0083), so the
 * browser build gets an empty module for each: none of their imports (catalogue hooks, shared
 * components, schemas) can change how the public pages' code is split into chunks, and their client
 * chunks are a few bytes. The server build keeps the real modules.
 */
export function serverOnlyRoutes(folder: string): Plugin {
  return {
    name: 'vitrine:server-only-routes',
    enforce: 'pre',
    resolveId(id) {
      return id === EMPTY ? `\0${EMPTY}` : null;
    },
    load(id) {
      return id === `\0${EMPTY}` ? 'export {};\n' : null;
    },
    transform(_code, id) {
      const path = id.split('?')[0] ?? id;
      if (!path.startsWith(folder) || path.endsWith('/routes.ts')) return null;
      // A page route's chunk imports react-router and Vite's preload helper (for its lazy imports); this
      // never-called import gives the stub the same two, so Rollup groups react-router as before
      // instead of cutting it into a chunk of its own that every public page would then load.
      return { code: `export default function ServerRenderedOnly() {\n  return null;\n}\nexport const handle = { never: () => import('${EMPTY}') };\n`, map: null };
    },
  };
}
