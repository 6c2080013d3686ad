import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import demo from './demo-pages.json' with { type: 'json' };
import { DIRECTORY_URL, siteUrl } from './sites';

const pages: Array<{ label: string; url: string; status: number }> = [
  { label: 'directory', url: DIRECTORY_URL, status: 200 },
  ...demo.pages.map((p) => ({ label: `${p.site}${p.path}`, url: siteUrl(p.site, p.path), status: p.status ?? 200 })),
];

for (const width of [390, 1440]) {
  for (const { label, url, status } of pages) {
    test(`axe: ${label} at ${width}px has no WCAG A/AA violation`, async ({ browser }) => {
      // @axe-core/playwright needs a page from browser.newContext().
      const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'fr-FR' });
      const page = await context.newPage();
      const response = await page.goto(url);
      expect(response?.status()).toBe(status);
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
      const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`);
      expect(summary).toEqual([]);
      // Nothing wider than the screen: a phone visitor never scrolls sideways.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await context.close();
    });
  }
}
