import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { countRows } from './db';
import { siteUrl } from './sites';

// Network spec §1/§2 (agency variant) and the Sevran landing (issue 14).
const SEVRAN_ROUTES = ['/', '/estimation-gratuite'];

for (const path of SEVRAN_ROUTES) {
  test(`sevran ${path} answers 200`, async ({ page }) => {
    const response = await page.goto(siteUrl('sevran', path));
    expect(response?.status()).toBe(200);
  });
}

test('with showLouer off, no Louer in menu, footer or hero, and /recherche-location is a 404', async ({ page }) => {
  await page.goto(siteUrl('agence-versailles', '/'));
  await expect(page.getByRole('link', { name: 'Acheter', exact: true }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Louer', exact: true })).toHaveCount(0);
  await expect(page.getByText('LOUER', { exact: true })).toHaveCount(0);
  const response = await page.goto(siteUrl('agence-versailles', '/recherche-location'));
  expect(response?.status()).toBe(404);
});

test('with showLouer on, Sevran shows Louer in the menu, the footer and the hero tabs', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(siteUrl('sevran', '/'));
  await expect(page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Louer' })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Louer' })).toBeVisible();
  await expect(page.getByText('LOUER', { exact: true })).toBeVisible();
});

test('home tabs work without JavaScript: the buy tab searches with q, max and types', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: 'fr-FR' });
  const page = await context.newPage();
  await page.goto(siteUrl('sevran', '/'));
  await page.getByText('ACHETER', { exact: true }).click();
  await page.locator('#buy-q').fill('Sevran');
  await page.locator('#buy-max').fill('300000');
  await page.locator('form[action="/recherche-bien"]').getByLabel('Maison').check();
  await page.locator('form[action="/recherche-bien"]').getByRole('button', { name: 'Rechercher' }).click();
  await expect(page).toHaveURL(/\/recherche-bien\?q=Sevran&max=300000&types=Maison$/);
  await context.close();
});

test('a landing lead posted without JavaScript is stored once with its campaign values', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: 'fr-FR' });
  const page = await context.newPage();
  const firstName = `Nadia${Date.now()}`;
  const response = await page.goto(siteUrl('sevran', '/estimation-gratuite?utm_source=google&utm_medium=cpc&gclid=abc'));
  expect(await response?.text()).not.toContain('<script type="module"');
  const form = page.locator('form#estimation');
  await form.getByRole('button', { name: 'Recevoir mon estimation gratuite' }).click();
  await expect(page.getByText('Merci de renseigner l’adresse du bien, votre nom et votre téléphone.')).toBeVisible();
  await expect(page).toHaveURL(/gclid=abc/);
  await form.getByLabel('Adresse du bien').fill('3 rue de Paris, 93270 Sevran');
  await form.getByLabel('Prénom').fill(firstName);
  await form.getByLabel('Téléphone').fill('06 39 98 00 00');
  await form.getByRole('button', { name: 'Recevoir mon estimation gratuite' }).click();
  await expect(page.getByText('Merci ! Nous vous recontactons très vite (souvent sous 15 min ouvrées).')).toBeVisible();
  expect(await countRows("SELECT COUNT(*) AS n FROM leads WHERE site_id = ? AND firstname = ? AND payload LIKE '%\"gclid\":\"abc\"%' AND payload LIKE '%\"utm_medium\":\"cpc\"%'", ['sevran', firstName])).toBe(1);
  await context.close();
});

test('the landing carries FAQPage and Service structured data', async ({ page }) => {
  await page.goto(siteUrl('sevran', '/estimation-gratuite'));
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const types = blocks.flatMap((b) => [JSON.parse(b)].flat().map((x: { '@type': string }) => x['@type']));
  expect(types).toEqual(expect.arrayContaining(['FAQPage', 'Service']));
  const service = blocks.map((b) => JSON.parse(b)).find((x) => x['@type'] === 'Service');
  expect(service.offers).toMatchObject({ price: '0', priceCurrency: 'EUR' });
  expect(service.areaServed.map((a: { name: string }) => a.name)).toEqual(['Sevran', 'Aulnay-sous-Bois', 'Le Blanc-Mesnil', 'Bondy']);
  await expect(page.locator('details')).toHaveCount(4);
});

for (const width of [390, 1440]) {
  for (const [site, path] of [['sevran', '/'], ['sevran', '/estimation-gratuite'], ['agence-versailles', '/']] as const) {
    test(`axe: ${site}${path} at ${width} px has no violation and no sideways scroll`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(siteUrl(site, path));
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });
  }
}
