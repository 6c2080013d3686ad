import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { backofficeScripts } from './build-tools/backoffice-scripts';
import { familyChunks } from './build-tools/family-chunks';
import { precompress } from './build-tools/precompress';
import { serverOnlyRoutes } from './build-tools/server-only-routes';
import { stripBlockSchemas } from './build-tools/strip-block-schemas';

export default defineConfig(({ isSsrBuild }) => ({
  // The SSR bundle's entry is our Express app, so the server, its services and the routes share one module graph.
  build: isSsrBuild ? { rollupOptions: { input: './server/app.ts' }, target: 'node20' } : { target: 'es2022' },
  ssr: { noExternal: [] },
  // Browser only: zod without eval (see app/zod-browser.ts).
  resolve: isSsrBuild ? {} : { alias: [{ find: /^zod$/, replacement: new URL('./app/zod-browser.ts', import.meta.url).pathname }] },
  plugins: [
    ...(isSsrBuild ? [] : [serverOnlyRoutes(new URL('./app/routes/gestion/', import.meta.url).pathname)]),
    tailwindcss(),
    reactRouter(),
    ...(isSsrBuild ? [] : [stripBlockSchemas(), familyChunks(), backofficeScripts({ passkeys: 'app/backoffice-scripts/passkeys.browser.ts', 'rich-text': 'app/backoffice-scripts/rich-text.browser.ts' }), precompress()]),
  ],
}));
