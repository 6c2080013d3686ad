// The page editor's script and stylesheet (decision 0098), built apart from the client build by
// esbuild: Puck, React's client and the editor's code in one file of their own, so the public pages'
// chunks never change. Run by `npm run build` after `react-router build`; writes the hashed files under
// build/client/assets and their names in build/client/.vite/page-editor.json (read by the server).
import { build } from 'esbuild';
import fs from 'node:fs';
import path from 'node:path';

const outdir = 'build/client/assets';
const result = await build({
  entryPoints: { 'gestion-page-editor': 'app/backoffice-scripts/page-editor.browser.tsx' },
  bundle: true,
  format: 'esm',
  target: 'es2022',
  minify: true,
  jsx: 'automatic',
  outdir,
  entryNames: '[name]-[hash]',
  metafile: true,
  define: { 'process.env.NODE_ENV': '"production"' },
  // The browser's zod, as the client build uses it (no eval under the CSP).
  alias: { zod: './app/zod-browser.ts' },
  logLevel: 'warning',
});
const outputs = Object.keys(result.metafile.outputs);
const script = outputs.find((file) => file.endsWith('.js'));
const style = outputs.find((file) => file.endsWith('.css'));
if (!script || !style) throw new Error(`page editor: expected one script and one stylesheet, got ${outputs.join(', ')}`);
const url = (file) => `/assets/${path.basename(file)}`;
fs.mkdirSync('build/client/.vite', { recursive: true });
fs.writeFileSync('build/client/.vite/page-editor.json', JSON.stringify({ script: url(script), style: url(style) }));
console.log(`page editor: ${url(script)} (${Math.round(fs.statSync(script).size / 1024)} KB), ${url(style)}`);
