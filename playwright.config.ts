import fs from 'node:fs';
import { defineConfig } from '@playwright/test';

// The system Chromium (Debian package `chromium`); Playwright never downloads a browser here.
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!fs.existsSync(CHROMIUM)) {
  throw new Error(`Chromium introuvable (${CHROMIUM}). Installez-le : sudo apt-get install -y chromium (ou CHROMIUM_PATH=/chemin/vers/chromium).`);
}

export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
/** The suite's test SMTP server (e2e/support/mail-catcher.mjs): the server's e-mails land there, read back by e2e/mailbox.ts. */
export const MAIL_SMTP_PORT = E2E_PORT + 200;
export const MAIL_HTTP_PORT = E2E_PORT + 300;
// Set (by scripts/test.mjs when PostgreSQL is there): the server runs on PostgreSQL in a fresh schema.
const E2E_DATABASE_URL = process.env.E2E_DATABASE_URL;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 2,
  // CI (.ci/run) gives a failed test one retry: `npm test` lists every test that needed it (decision 0059).
  retries: Number(process.env.E2E_RETRIES ?? 0),
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: process.env.E2E_REPORT ?? 'reports/playwright.json' }]],
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: CHROMIUM,
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
  },
  webServer: [
    {
      command: `node e2e/support/mail-catcher.mjs ${MAIL_SMTP_PORT} ${MAIL_HTTP_PORT}`,
      url: `http://127.0.0.1:${MAIL_HTTP_PORT}/`,
      reuseExistingServer: false,
      timeout: 20_000,
    },
    {
      // A fresh database each run; upstream services offline so no test reaches the internet.
      command: E2E_DATABASE_URL ? 'node scripts/e2e-pg-schema.mjs && node server.mjs' : `rm -f data/e2e-${E2E_PORT}.sqlite data/e2e-${E2E_PORT}.sqlite-* && node server.mjs`,
      url: `http://127.0.0.1:${E2E_PORT}/`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        NODE_ENV: 'production',
        PORT: String(E2E_PORT),
        HOST: '127.0.0.1',
        DATABASE_URL: E2E_DATABASE_URL ?? `file:data/e2e-${E2E_PORT}.sqlite`,
        ...(E2E_DATABASE_URL ? { E2E_DATABASE_URL } : {}),
        // The suites post many forms from one address; the limits themselves are tested in server/http.
        RATE_LIMIT_PER_IP: '5000',
        RATE_LIMIT_PER_RANGE: '5000',
        // Every back-office suite signs in from this one address, several times as the same member.
        SIGN_IN_LIMIT_PER_EMAIL: '5000',
        // The CRM API suite's receiver listens on 127.0.0.1.
        WEBHOOK_PRIVATE_ADDRESSES: 'allow',
        SIGN_IN_LIMIT_PER_IP: '5000',
        ADEME_API_URL: 'offline',
        BAN_API_URL: 'offline',
        LOG_LEVEL: 'warn',
        CACHE_DIR: `data/e2e-cache-${E2E_PORT}`,
        // Every e-mail goes to the suite's test SMTP server; the outbox looks often so tests wait little.
        SMTP_URL: `smtp://127.0.0.1:${MAIL_SMTP_PORT}`,
        OUTBOX_INTERVAL_MS: '500',
      },
    },
  ],
});
