// `npm start` on a fresh clone: build once if there is no build yet (or it is older than the sources).
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const built = 'build/server/index.js';
function newestSource(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestSource(p));
    else if (!entry.name.includes('.test.')) newest = Math.max(newest, fs.statSync(p).mtimeMs);
  }
  return newest;
}
const stale =
  !fs.existsSync(built) ||
  ['app', 'server', 'domain'].some((d) => fs.existsSync(d) && newestSource(d) > fs.statSync(built).mtimeMs);
if (stale) {
  console.log('Building vitrine (first start or sources changed)…');
  execSync('npx react-router build', { stdio: 'inherit' });
  // The back-office's page editor, bundled apart from the public pages (decision 0098).
  execSync('node build-tools/build-page-editor.mjs', { stdio: 'inherit' });
}
