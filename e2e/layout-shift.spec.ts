import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Page, test } from '@playwright/test';
import { E2E_PORT } from '../playwright.config';

/*
 * Layout shift while the document arrives (idle audit of 114b18b: CLS 0.14 on reseau '/',
 * '/acheter-appartement' and sevran '/', depending on timing). The cookie banner opens the <body>
 * and is fixed to the bottom of the screen: when the browser paints it before its buttons have
 * arrived, the banner grows upwards once they do, and its text moves by ~200 px.
 *
 * A local proxy makes that timing certain: it sends the document up to the banner's buttons, waits
 * until the page has painted that part, then sends the rest. The assertion is the page's CLS.
 */

const SPLIT_BEFORE = '<form'; // the banner's buttons, the first <form> of the document
const MOBILE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

interface SplitProxy {
  port: number;
  /** Sends the held rest of the document. */
  release: () => void;
  close: () => Promise<void>;
}

/** Forwards everything to the test server; the first document is held at SPLIT_BEFORE until released. */
async function startSplitProxy(site: string): Promise<SplitProxy> {
  let release = () => {};
  let held = false;
  const server = http.createServer((req, res) => {
    const upstream = http.request(
      { host: '127.0.0.1', port: E2E_PORT, path: req.url, method: req.method, headers: { ...req.headers, host: `${site}.localhost:${E2E_PORT}`, 'accept-encoding': 'identity' } },
      (answer) => {
        const isDocument = !held && String(answer.headers['content-type'] ?? '').startsWith('text/html');
        if (!isDocument) {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
          return;
        }
        held = true;
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const html = Buffer.concat(chunks).toString('utf8');
          const at = html.indexOf(SPLIT_BEFORE);
          const headers = { ...answer.headers };
          delete headers['content-length'];
          res.writeHead(answer.statusCode ?? 502, headers);
          res.write(html.slice(0, at));
          release = () => res.end(html.slice(at));
        });
      },
    );
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    release: () => release(),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Sums every layout shift not caused by input, from the first byte on. */
async function observeShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number };
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>) if (!entry.hadRecentInput) w.__cls += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

for (const [site, path] of [
  ['reseau', '/acheter-appartement'],
  ['reseau', '/'],
  ['sevran', '/'],
] as const) {
  test(`${site}${path}: nothing moves when the document arrives in two parts (mobile)`, async ({ browser }) => {
    const proxy = await startSplitProxy(site);
    const context = await browser.newContext(MOBILE);
    try {
      const page = await context.newPage();
      await observeShifts(page);
      const loaded = page.goto(`http://${site}.localhost:${proxy.port}${path}`, { waitUntil: 'load' });
      // The first part has been parsed, and the browser has had time to paint it: Chrome paints a
      // stalled document after about half a second (the old banner's first contentful paint, ~750 ms).
      await page.waitForFunction(() => document.getElementById('consent-title') !== null);
      await page.waitForFunction(() => performance.now() > 1500);
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const partialBanner = await page.locator('#consentement').evaluate((banner) => getComputedStyle(banner).visibility);
      proxy.release();
      await loaded;
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      await expect(page.locator('#consentement')).toBeVisible();
      const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
      expect(cls).toBeLessThan(0.01);
      // Half a banner was not shown.
      expect(partialBanner).toBe('hidden');
    } finally {
      await context.close();
      await proxy.close();
    }
  });
}
