// nginx serving fixed HTML files, the yardstick of `npm run bench`: the same bytes a vitrine page sends.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

/** Starts nginx (one worker, like the one Node process it is compared with) on `port`, serving `files` ({ '/path': html }). */
export async function startNginx(port, files) {
  if (!fs.existsSync(NGINX)) return null;
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-bench-nginx-'));
  // mkdtemp makes the folder private to us; nginx's worker runs as another user (nobody) when started
  // by root and would answer 403 to every request, so the yardstick would measure error pages.
  fs.chmodSync(prefix, 0o755);
  const root = path.join(prefix, 'html');
  for (const [urlPath, html] of Object.entries(files)) {
    const file = path.join(root, urlPath.endsWith('/') ? `${urlPath}index.html` : `${urlPath}/index.html`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, html);
  }
  fs.writeFileSync(
    path.join(prefix, 'nginx.conf'),
    `worker_processes 1;
daemon off;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log error;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${prefix}/tmp;
  proxy_temp_path ${prefix}/tmp;
  fastcgi_temp_path ${prefix}/tmp;
  uwsgi_temp_path ${prefix}/tmp;
  scgi_temp_path ${prefix}/tmp;
  default_type text/html;
  sendfile on;
  keepalive_requests 100000;
  server {
    listen 127.0.0.1:${port};
    root ${root};
    location / { try_files $uri $uri/index.html =404; }
  }
}
`,
  );
  fs.mkdirSync(path.join(prefix, 'tmp'), { recursive: true });
  const child = spawn(NGINX, ['-e', `${prefix}/error.log`, '-p', prefix, '-c', `${prefix}/nginx.conf`], { stdio: ['ignore', 'inherit', 'inherit'] });
  for (let i = 0; i < 50; i++) {
    try {
      const r = await fetch(`http://127.0.0.1:${port}/`);
      if (r.status) break;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  await assertServes(port, files);
  return {
    stop() {
      child.kill();
      fs.rmSync(prefix, { recursive: true, force: true });
    },
  };
}

/** Fails unless nginx answers each page with 200 and its very bytes: a yardstick serving errors is no yardstick. */
async function assertServes(port, files) {
  for (const [urlPath, html] of Object.entries(files)) {
    const response = await fetch(`http://127.0.0.1:${port}${urlPath}`);
    const body = Buffer.from(await response.arrayBuffer());
    if (response.status !== 200 || !body.equals(Buffer.from(html))) {
      throw new Error(`nginx answers ${urlPath} with ${response.status} (${body.length} bytes, expected ${Buffer.byteLength(html)}): the comparison would be void`);
    }
  }
}
