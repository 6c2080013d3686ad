import fs from 'node:fs';
import { defineConfig } from '@playwright/test';

/*
 * The render conformance suite (issue 35 item 2, decision 0157): the same build served twice, once
 * through our pipeline (render cache, one-pass render, deferred hydration bytes) and once through
 * React Router's own entry template (RENDER_PIPELINE=reference). `npm run conformance`; part of `npm test`.
 */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!fs.existsSync(CHROMIUM)) throw new Error(`Chromium introuvable (${CHROMIUM}).`);

const base = Number(process.env.E2E_PORT ?? 4173);
/** Our pipeline, then the reference: E2E_PORT+400 and +401 (+1, +2, +200, +300 belong to the e2e suite). */
export const PIPELINE_PORTS = { vitrine: base + 400, reference: base + 401 } as const;

const server = (pipeline: keyof typeof PIPELINE_PORTS) => {
  const port = PIPELINE_PORTS[pipeline];
  return {
    command: `rm -f data/conformance-${port}.sqlite data/conformance-${port}.sqlite-* && node server.mjs`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 90_000,
    env: {
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: `file:data/conformance-${port}.sqlite`,
      RENDER_PIPELINE: pipeline,
      RATE_LIMIT_PER_IP: '5000',
      RATE_LIMIT_PER_RANGE: '5000',
      ADEME_API_URL: 'offline',
      BAN_API_URL: 'offline',
      LOG_LEVEL: 'warn',
      CACHE_DIR: `data/conformance-cache-${port}`,
    },
  };
};

export default defineConfig({
  testDir: 'conformance',
  fullyParallel: true,
  workers: Number(process.env.CONFORMANCE_WORKERS ?? 2),
  // CI's one retry (decision 0059) applies here too; `npm test` names any test that needed it.
  retries: Number(process.env.E2E_RETRIES ?? 0),
  timeout: 120_000,
  reporter: [['list'], ['json', { outputFile: process.env.E2E_REPORT ?? 'reports/conformance.json' }]],
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: CHROMIUM,
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
  },
  webServer: [server('vitrine'), server('reference')],
});
