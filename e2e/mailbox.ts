import { expect } from '@playwright/test';
import { MAIL_HTTP_PORT } from '../playwright.config';

/** One e-mail the server under test sent to the suite's test SMTP server (e2e/support/mail-catcher.mjs). */
export interface CaughtMail {
  from: string;
  /** Envelope recipients. */
  to: string[];
  subject: string;
  text: string;
  html: string;
  attachments: { filename: string; contentType: string; content: string }[];
  receivedAt: string;
}

/** Every e-mail received since the suite's server started, oldest first. */
export async function mails(): Promise<CaughtMail[]> {
  const response = await fetch(`http://127.0.0.1:${MAIL_HTTP_PORT}/mails`);
  if (!response.ok) throw new Error(`mail-catcher answered ${response.status}`);
  return (await response.json()) as CaughtMail[];
}

/** The first e-mail that matches, waiting for the outbox to deliver it (polled, up to 15 s). */
export async function waitForMail(match: (mail: CaughtMail) => boolean, message = 'an e-mail that matches'): Promise<CaughtMail> {
  let found: CaughtMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await mails()).find(match);
        return Boolean(found);
      },
      { message, timeout: 15_000 },
    )
    .toBe(true);
  return found as CaughtMail;
}
