// The end-to-end suite's test SMTP server: the server under test sends its e-mails here (SMTP_URL),
// and the tests read them back as parsed messages over HTTP (e2e/mailbox.ts). Loopback only.
// Usage: node e2e/support/mail-catcher.mjs <smtpPort> <httpPort>
import http from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const [smtpPort, httpPort] = process.argv.slice(2).map(Number);
if (!smtpPort || !httpPort) {
  console.error('usage: mail-catcher.mjs <smtpPort> <httpPort>');
  process.exit(2);
}

/** Every message received since the start, parsed (the suite's server lives as long as this process). */
const mails = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    simpleParser(stream)
      .then((parsed) => {
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          subject: parsed.subject ?? '',
          text: parsed.text ?? '',
          html: typeof parsed.html === 'string' ? parsed.html : '',
          attachments: parsed.attachments.map((a) => ({ filename: a.filename ?? '', contentType: a.contentType, content: a.content.toString('utf8') })),
          receivedAt: new Date().toISOString(),
        });
        callback();
      })
      .catch((error) => callback(error));
  },
});
smtp.on('error', (error) => console.error('mail-catcher SMTP:', error.message));
smtp.listen(smtpPort, '127.0.0.1');

http
  .createServer((req, res) => {
    if (req.method === 'GET' && req.url === '/mails') {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify(mails));
      return;
    }
    if (req.method === 'GET' && req.url === '/') {
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.end('mail-catcher');
      return;
    }
    res.writeHead(404).end();
  })
  .listen(httpPort, '127.0.0.1');
