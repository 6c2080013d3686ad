import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A local webhook receiver that can be switched to failing (HTTP 503) to test retries. */
export async function startFakeWebhook(): Promise<{
  url: string;
  received: Array<Record<string, unknown>>;
  setDown(down: boolean): void;
  close(): Promise<void>;
}> {
  const received: Array<Record<string, unknown>> = [];
  let down = false;
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      if (down) {
        res.writeHead(503).end('down');
        return;
      }
      received.push(JSON.parse(body) as Record<string, unknown>);
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/leads`,
    received,
    setDown: (d) => (down = d),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
