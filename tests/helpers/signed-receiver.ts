import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

export interface SignedCall {
  headers: Record<string, string>;
  body: string;
}

export interface SignedReceiver {
  url: string;
  /** Messages verified and accepted, once per webhook-id. */
  accepted: Array<{ id: string; message: { type: string; timestamp: string; data: Record<string, unknown> } }>;
  /** Every call that reached the receiver (for tampering tests). */
  calls: SignedCall[];
  /** Calls refused: a signature or timestamp that does not verify. */
  refused: number;
  /** Verified calls with an id already accepted: acknowledged, not processed again. */
  replays: number;
  setSecret(secret: string): void;
  setDown(down: boolean): void;
  /** What the receiver does with a call: 204 accepted or replay, 400 refused, 503 down. */
  receive(call: SignedCall): number;
  close(): Promise<void>;
}

/**
 * A CRM's webhook receiver as Standard Webhooks describes it: it verifies each call with the
 * `standardwebhooks` package (HMAC over id, timestamp and body; a timestamp more than 5 minutes off
 * is refused) and processes each webhook-id once.
 */
export async function startSignedReceiver(): Promise<SignedReceiver> {
  let secret = '';
  let down = false;
  const seen = new Set<string>();
  const receiver: Omit<SignedReceiver, 'url' | 'close'> = {
    accepted: [],
    calls: [],
    refused: 0,
    replays: 0,
    setSecret: (s) => (secret = s),
    setDown: (d) => (down = d),
    receive(call) {
      if (down) return 503;
      let message: unknown;
      try {
        message = new Webhook(secret).verify(call.body, call.headers);
      } catch {
        receiver.refused++;
        return 400;
      }
      const id = call.headers['webhook-id'] ?? '';
      if (seen.has(id)) {
        receiver.replays++;
        return 204;
      }
      seen.add(id);
      receiver.accepted.push({ id, message: message as SignedReceiver['accepted'][number]['message'] });
      return 204;
    },
  };
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, String(v)]));
      const call = { headers, body };
      receiver.calls.push(call);
      res.writeHead(receiver.receive(call)).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    ...receiver,
    get refused() {
      return receiver.refused;
    },
    get replays() {
      return receiver.replays;
    },
    url: `http://127.0.0.1:${port}/crm/webhooks`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
