import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { siteUrl } from './sites';

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
      page.on('requestfinished', (request) => {
        const isScript = request.resourceType() === 'script' || /\.m?js$/.test(new URL(request.url()).pathname);
        if (isScript && !scripts.has(request.url())) scripts.set(request.url(), request.sizes().then((s) => s.responseBodySize, () => 0));
      });
      await page.goto(siteUrl(row.site, row.path), { waitUntil: 'networkidle' });
      page.removeAllListeners('requestfinished');
      const bytes = (await Promise.all(scripts.values())).reduce((sum, n) => sum + n, 0);
      if (process.env.JS_BUDGET_DETAIL) for (const [u, p] of scripts) console.log(u, await p);
      const kb = Math.round((bytes / 1024) * 10) / 10;
      test.info().annotations.push({ type: 'JS KB', description: String(kb) });
      console.log(`JS ${row.site}${row.path}: ${kb} KB (budget ${row.budget}${row.ceiling ? `, ceiling ${row.ceiling}` : ''})`);
      expect(kb).toBeLessThanOrEqual(row.ceiling ?? row.budget);
    });
  }
});
