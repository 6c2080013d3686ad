// The ceiling of one Node process in `npm run bench`: node:http sending fixed HTML from memory, no
// framework, no headers beyond the content type and length. A cached vitrine page cannot beat it.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const SERVER = `
const http = require('node:http');
const files = JSON.parse(require('node:fs').readFileSync(process.argv[1], 'utf8'));
const bodies = new Map(Object.entries(files).map(([p, html]) => [p, Buffer.from(html, 'base64')]));
http.createServer((req, res) => {
  const body = bodies.get(req.url);
  if (!body) { res.writeHead(404).end(); return; }
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': body.length });
  res.end(body);
}).listen(Number(process.argv[2]), '127.0.0.1', () => process.send?.('up'));
`;

/** Starts it on `port`, serving `files` ({ '/path': Buffer }); resolves once it listens. */
export async function startBareNode(port, files) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-bench-node-'));
  const file = path.join(dir, 'files.json');
  fs.writeFileSync(file, JSON.stringify(Object.fromEntries(Object.entries(files).map(([p, b]) => [p, b.toString('base64')]))));
  const child = spawn(process.execPath, ['-e', SERVER, file, String(port)], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`bare node server exited (${code})`)));
  });
  return {
    pid: child.pid,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill();
        fs.rmSync(dir, { recursive: true, force: true });
      }),
  };
}
