import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeWebhook {
  url: string;
  received: Array<Record<string, unknown>>;
  /** The Idempotency-Key header of each accepted call, in order. */
  keys: string[];
  setDown(down: boolean): void;
  /** Each answer waits this long first (a slow CRM). */
  setDelay(ms: number): void;
  close(): Promise<void>;
}

/** A local webhook receiver that can be switched to failing (HTTP 503) or slow, to test retries and races. */
export async function startFakeWebhook(): Promise<FakeWebhook> {
  const received: Array<Record<string, unknown>> = [];
  const keys: string[] = [];
  let down = false;
  let delay = 0;
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      const answer = () => {
        if (down) {
          res.writeHead(503).end('down');
          return;
        }
        received.push(JSON.parse(body) as Record<string, unknown>);
        keys.push(String(req.headers['idempotency-key'] ?? ''));
        res.writeHead(204).end();
      };
      if (delay > 0) setTimeout(answer, delay);
      else answer();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/leads`,
    received,
    keys,
    setDown: (d) => (down = d),
    setDelay: (ms) => (delay = ms),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
