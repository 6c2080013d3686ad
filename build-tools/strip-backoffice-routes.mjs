// Drops the back-office's routes from the browser's route manifest (build/client/assets/manifest-*.js).
// Why: every public page loads that manifest, and each back-office route added ~35 compressed bytes to
// it (the diagnostics home, at 119.9 of its 120 KB budget, went over with this stop's six new pages).
// The back-office ships no script (decision 0083): no browser ever navigates to it client-side, so
// its routes are dead weight there. The server keeps its own full manifest. Decision 0141.
import fs from 'node:fs';
import path from 'node:path';

const dir = 'build/client/assets';
const PREFIX = 'window.__reactRouterManifest=';
const files = fs.readdirSync(dir).filter((f) => /^manifest-[0-9a-f]+\.js$/.test(f));
if (files.length !== 1) throw new Error(`strip-backoffice-routes: expected one manifest in ${dir}, found ${files.length}`);
const file = path.join(dir, files[0]);
const text = fs.readFileSync(file, 'utf8');
if (!text.startsWith(PREFIX) || !text.endsWith(';')) throw new Error('strip-backoffice-routes: the manifest is not `window.__reactRouterManifest={…};` (React Router changed its format)');
const manifest = JSON.parse(text.slice(PREFIX.length, -1));
// The back-office layout (id 'gestion', app/routes/gestion/routes.ts) and every route below it.
const dropped = new Set(manifest.routes.gestion ? ['gestion'] : []);
if (!dropped.size) throw new Error('strip-backoffice-routes: no back-office layout route `gestion` (renamed?)');
for (let grew = true; grew; ) {
  grew = false;
  for (const route of Object.values(manifest.routes)) {
    if (route.parentId && dropped.has(route.parentId) && !dropped.has(route.id)) {
      dropped.add(route.id);
      grew = true;
    }
  }
}
for (const id of dropped) delete manifest.routes[id];
const orphans = Object.values(manifest.routes).filter((r) => r.parentId && !manifest.routes[r.parentId]);
if (orphans.length) throw new Error(`strip-backoffice-routes: routes left without their parent: ${orphans.map((r) => r.id).join(', ')}`);
fs.writeFileSync(file, `${PREFIX}${JSON.stringify(manifest)};`);
console.log(`browser route manifest: ${dropped.size} back-office routes left out (${text.length} → ${fs.statSync(file).size} bytes)`);
