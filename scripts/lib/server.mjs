// Starts the built server on a port with a fresh database and offline upstreams (bench and audit).
import { execSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** As `npm start`: a 32 MB young generation (decision 0061; a render makes much short-lived garbage). */
const NODE_ARGS = ['--max-semi-space-size=32'];

/**
 * `directory` is the checkout to run (the bench's baseline is another one, built, started with its own
 * `npm start` flags in `nodeArgs`).
 */
export async function startServer(port, name, extraEnv = {}, { directory = '.', nodeArgs = NODE_ARGS } = {}) {
  const at = (file) => path.join(directory, file);
  if (!fs.existsSync(at('build/server/index.js'))) execSync('npx react-router build', { stdio: 'inherit', cwd: directory });
  // A fresh clone has no data/ folder until the server first ran: make it, then start from an empty database.
  fs.mkdirSync(at('data'), { recursive: true });
  for (const f of fs.readdirSync(at('data'), { withFileTypes: true }).filter((e) => e.name.startsWith(`${name}.sqlite`))) fs.rmSync(at(`data/${f.name}`));
  const child = spawn('node', [...nodeArgs, 'server.mjs'], {
    cwd: directory,
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: `file:data/${name}.sqlite`, ADEME_API_URL: 'offline', BAN_API_URL: 'offline', LOG_LEVEL: 'error', ...extraEnv },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  // Up to a minute: on a busy machine, seeding the demo sites takes a while.
  for (let i = 0; i < 300; i++) {
    try {
      const r = await fetch(`http://127.0.0.1:${port}/`);
      if (r.ok) return child;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill();
  throw new Error('server did not start');
}

export function readDemoPages() {
  return JSON.parse(fs.readFileSync('e2e/demo-pages.json', 'utf8')).pages;
}
