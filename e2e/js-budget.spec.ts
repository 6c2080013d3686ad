import fs from 'node:fs';
import { expect, type Request, test } from '@playwright/test';
import { siteUrl, waitForHydration } from './sites';

interface BudgetRow {
  name: string;
  site: string;
  path: string;
  budget: number;
  ceiling?: number;
}

const { pages } = JSON.parse(fs.readFileSync('e2e/js-budgets.json', 'utf8')) as { pages: BudgetRow[] };

/**
 * The JavaScript budget (issue 16, decision 0041): the compressed bytes of every script a page loads,
 * as the browser receives them (gzip or brotli), against the page's budget. A weight check, not a timed one.
 */
test.describe('JavaScript per page stays within its budget', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const row of pages) {
    test(`${row.name} (${row.site}${row.path}) ≤ ${row.ceiling ?? row.budget} KB`, async ({ page }) => {
      // By URL: a chunk fetched through <link rel="modulepreload"> (decision 48) is not of type 'script',
      // and a module the preload already fetched is not downloaded again.
      const scripts = new Map<string, Promise<number>>();
      const isScript = (url: string, type: string) => type === 'script' || /\.m?js$/.test(new URL(url).pathname);
      let pending = 0;
      page.on('request', (request) => {
        if (isScript(request.url(), request.resourceType())) pending += 1;
      });
      const settle = (request: Request) => {
        if (isScript(request.url(), request.resourceType())) pending -= 1;
      };
      page.on('requestfailed', settle);
      page.on('requestfinished', (request) => {
        settle(request);
        if (isScript(request.url(), request.resourceType()) && !scripts.has(request.url())) scripts.set(request.url(), request.sizes().then((s) => s.responseBodySize, () => 0));
      });
      await page.goto(siteUrl(row.site, row.path), { waitUntil: 'networkidle' });
      // Scripts are fetched only after the first paint (decision 0055), which a busy machine may put
      // after the network went quiet: a page that has a module script is weighed once it has hydrated
      // (every chunk hydration needs was fetched by then) and no script download is still running.
      const hydrates = (await page.locator('script[type="module"]').count()) > 0;
      if (hydrates) {
        await waitForHydration(page);
        await expect.poll(() => pending).toBe(0);
      }
      page.removeAllListeners('requestfinished');
      const bytes = (await Promise.all(scripts.values())).reduce((sum, n) => sum + n, 0);
      if (process.env.JS_BUDGET_DETAIL) for (const [u, p] of scripts) console.log(u, await p);
      const kb = Math.round((bytes / 1024) * 10) / 10;
      test.info().annotations.push({ type: 'JS KB', description: String(kb) });
      console.log(`JS ${row.site}${row.path}: ${kb} KB (budget ${row.budget}${row.ceiling ? `, ceiling ${row.ceiling}` : ''})`);
      expect(kb).toBeLessThanOrEqual(row.ceiling ?? row.budget);
      // A hydrating page weighed at 0 would mean the measure missed its scripts, not that it has none.
      if (hydrates) expect(bytes).toBeGreaterThan(0);
    });
  }
});
