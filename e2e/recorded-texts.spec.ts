import fs from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { siteUrl, waitForHydration } from './sites';

// Decision 0060: a page hydrates with the texts its server render recorded; i18next and the
// catalogues come only when a text the server did not write is needed (after a move, a navigation).
const { pages } = JSON.parse(fs.readFileSync('e2e/demo-pages.json', 'utf8')) as { pages: Array<{ site: string; path: string; status?: number }> };
const I18NEXT_CHUNK = /\/assets\/i18n\.client-[\w-]+\.js$/;

function watch(page: Page) {
  const problems: string[] = [];
  const i18next: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && !m.text().startsWith('Failed to load resource')) problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  page.on('request', (r) => {
    if (I18NEXT_CHUNK.test(new URL(r.url()).pathname)) i18next.push(r.url());
  });
  return { problems, i18next };
}

test.describe('every demo page that hydrates shows its recorded texts without i18next, and only those carry a record', () => {
  for (const { site, path } of pages.filter((p) => (p.status ?? 200) === 200)) {
    test(`${site}${path}`, async ({ page }) => {
      const seen = watch(page);
      const answer = await page.goto(siteUrl(site, path), { waitUntil: 'networkidle' });
      // Read in the document as sent: React may take the module script out once it has hydrated.
      const hydrates = /<script\b[^>]*type="module"/.test((await answer?.text()) ?? '');
      // A page without JavaScript carries no record either.
      await expect(page.locator('#recorded-texts')).toHaveCount(hydrates ? 1 : 0);
      if (!hydrates) return;
      await waitForHydration(page);
      // No text the server did not record was asked (it would have fetched i18next) and no hydration error.
      expect(seen.i18next).toEqual([]);
      expect(seen.problems).toEqual([]);
    });
  }
});

test('a client navigation fetches i18next and shows the texts the server gives the same page', async ({ page }) => {
  const seen = watch(page);
  await page.goto(siteUrl('diag-paris15', '/'));
  await waitForHydration(page);
  await page.locator('#hero').getByRole('link', { name: 'Je vends' }).click();
  await expect(page).toHaveURL(/\/devis\?souhait=vendre$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Demander un devis : votre projet');
  const navigated = await page.locator('main').innerText();
  expect(seen.i18next).toHaveLength(1);

  const fresh = await page.context().newPage();
  await fresh.goto(siteUrl('diag-paris15', '/devis?souhait=vendre'));
  await waitForHydration(fresh);
  expect(navigated).toBe(await fresh.locator('main').innerText());
  expect(seen.problems).toEqual([]);
});
