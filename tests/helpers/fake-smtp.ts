import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

export interface FakeSmtp {
  url: string;
  mails: ReceivedMail[];
  /** While stalled, the server reads the message after DATA and never answers (a hung relay). */
  setStalled(stalled: boolean): void;
  /** Conversations currently hanging after DATA. */
  stalledNow(): number;
  close(): Promise<void>;
}

/** A local SMTP server that accepts everything and keeps the messages, or stalls on demand. */
export async function startFakeSmtp(): Promise<FakeSmtp> {
  const mails: ReceivedMail[] = [];
  let stalled = false;
  const hanging = new Set<string>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    closeTimeout: 100,
    onData(stream, session, callback) {
      const stallThis = stalled;
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (raw += chunk));
      stream.on('end', () => {
        if (stallThis) {
          hanging.add(session.id); // never call back: the client waits for an answer that never comes
          return;
        }
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        });
        callback();
      });
    },
    onClose(session) {
      hanging.delete(session.id);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    setStalled: (s) => (stalled = s),
    stalledNow: () => hanging.size,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
