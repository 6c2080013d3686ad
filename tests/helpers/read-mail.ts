import type { ReceivedMail } from './fake-smtp';

/** A received mail as its reader sees it: decoded subject, decoded plain-text body. */
export interface ReadMail {
  subject: string;
  text: string;
}

const unfold = (headers: string) => headers.replace(/\r?\n[ \t]+/g, ' ');

/** RFC 2047 encoded words (=?UTF-8?Q?…?= / =?UTF-8?B?…?=), adjacent ones joined. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_, _charset: string, encoding: string, text: string) => {
      if (encoding.toUpperCase() === 'B') return Buffer.from(text, 'base64').toString('utf8');
      const bytes = text.replace(/_/g, ' ').replace(/=([0-9A-Fa-f]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      return Buffer.from(bytes, 'latin1').toString('utf8');
    });
}

function decodeBody(body: string, encoding: string): string {
  if (/base64/i.test(encoding)) return Buffer.from(body.replace(/\s/g, ''), 'base64').toString('utf8');
  if (/quoted-printable/i.test(encoding)) {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

/** The subject and the text/plain part of a mail received by the fake SMTP server. */
export function readMail(mail: ReceivedMail): ReadMail {
  const [head = '', ...rest] = mail.raw.split(/\r?\n\r?\n/);
  const headers = unfold(head);
  const subject = decodeWords(/^Subject: (.*)$/im.exec(headers)?.[1] ?? '');
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(headers)?.[1];
  let partHeaders = headers;
  let body = rest.join('\n\n');
  if (boundary) {
    const part = mail.raw.split(`--${boundary}`).find((p) => /content-type: text\/plain/i.test(p)) ?? '';
    const [ph = '', ...pb] = part.replace(/^\r?\n/, '').split(/\r?\n\r?\n/);
    partHeaders = unfold(ph);
    body = pb.join('\n\n');
  }
  const encoding = /^Content-Transfer-Encoding: (.*)$/im.exec(partHeaders)?.[1] ?? '';
  return { subject, text: decodeBody(body, encoding).replace(/\r\n/g, '\n').trim() };
}
