import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { countRows } from './db';
import { apiTarget, siteUrl, waitForHydration } from './sites';

// Network spec §1/§2 (agency variant) and the Sevran landing (issue 14): every agency route.
const SEVRAN_ROUTES = [
  '/',
  '/estimation-gratuite',
  '/vendre',
  '/evaluation',
  '/evaluation?adresse=3+rue+de+Paris+93270+Sevran',
  '/actualites',
  '/actualite/vendre-a-sevran-les-prix-en-2025',
  '/contact',
  '/recherche-bien',
  '/recherche-location',
  '/favoris',
  '/mentions-legales',
  '/protection-donnees',
  '/politique-cookies',
  '/cgu',
  '/plan-du-site',
];

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

test('every menu and footer link of both agencies answers 200', async ({ page, request }) => {
  for (const site of ['sevran', 'agence-versailles']) {
    await page.goto(siteUrl(site, '/'));
    const hrefs = await page.locator('header nav a, footer a').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).getAttribute('href') ?? ''));
    const internal = [...new Set(hrefs.filter((h) => h.startsWith('/')))];
    expect(internal).toEqual(expect.arrayContaining(['/', '/vendre', '/recherche-bien', '/actualites', '/contact', '/mentions-legales']));
    for (const href of internal) {
      const { url, headers } = apiTarget(site, href);
      expect((await request.get(url, { headers })).status(), `${site}${href}`).toBe(200);
    }
  }
});

test('home buy tab: place suggestions from 2 characters, digits-only budget, and the last search to resume', async ({ page }) => {
  await page.goto(siteUrl('sevran', '/recherche-bien?q=Sevran'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await waitForHydration(page);
  await page.goto(siteUrl('sevran', '/'));
  await waitForHydration(page);
  await page.getByText('ACHETER', { exact: true }).click();
  const buy = page.locator('.hero-panel-buy');
  await expect(buy.getByText('Ma dernière recherche :')).toBeVisible();
  await expect(buy.getByRole('link', { name: 'Reprendre' })).toHaveAttribute('href', '/recherche-bien?q=Sevran');
  await page.locator('#buy-q').fill('B');
  await expect(page.getByRole('option')).toHaveCount(0);
  await page.locator('#buy-q').fill('Bondy');
  await expect(page.getByRole('option', { name: /Bondy \(93140\)/ })).toBeVisible();
  await page.getByRole('option', { name: /Bondy \(93140\)/ }).click();
  await page.locator('#buy-max').pressSequentially('25a0 000');
  await expect(page.locator('#buy-max')).toHaveValue('250000');
  await buy.getByLabel('Appartement').check();
  await buy.getByRole('button', { name: 'Rechercher' }).click();
  await expect(page).toHaveURL(/\/recherche-bien\?q=Bondy\+%2893140%29&max=250000&types=Appartement$/);
});

test('/vendre: the hero address form goes to /evaluation?adresse= without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: 'fr-FR' });
  const page = await context.newPage();
  await page.goto(siteUrl('sevran', '/vendre'));
  await page.getByLabel('Adresse du bien à estimer').fill('3 rue de Paris, 93270 Sevran');
  await page.getByRole('button', { name: 'Débuter mon estimation' }).click();
  await expect(page).toHaveURL(/\/evaluation\?adresse=3\+rue\+de\+Paris%2C\+93270\+Sevran$/);
  await expect(page.getByLabel(/Adresse/).first()).toHaveValue('3 rue de Paris, 93270 Sevran');
  await context.close();
});

test('the blog has a back link home and the article offers \'Faire estimer mon bien\'', async ({ page }) => {
  await page.goto(siteUrl('sevran', '/actualites'));
  await expect(page.getByRole('link', { name: '← Retour à l’accueil' })).toHaveAttribute('href', '/');
  await page.getByRole('link', { name: 'Vendre à Sevran : où en sont les prix ?' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vendre à Sevran : où en sont les prix ?');
  await expect(page.getByRole('link', { name: 'Faire estimer mon bien' })).toHaveAttribute('href', '/evaluation');
  await page.goto(siteUrl('sevran', '/'));
  await expect(page.locator('#home-blog ~ ul > li, section[aria-labelledby="home-blog"] li')).toHaveCount(3);
});

test('contact: card, message form with JavaScript (Envoi..., success), address only when showAddress', async ({ page }) => {
  await page.goto(siteUrl('sevran', '/contact'));
  await expect(page.locator('#contenu').getByText('12 avenue du Général Leclerc, 93270 Sevran')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Appeler' })).toHaveAttribute('href', /^tel:/);
  await expect(page.getByRole('link', { name: 'Écrire' })).toHaveAttribute('href', 'mailto:sevran@maisonfort.example');
  await expect(page.getByText('Du lundi au vendredi, 9h-18h').first()).toBeVisible();
  await expect(page.locator('[data-consent-placeholder="maps"]')).toBeVisible();
  await waitForHydration(page);
  const lastName = `Morel${Date.now()}`;
  await page.getByRole('button', { name: 'Envoyer' }).click();
  await expect(page.getByText('Merci de compléter prénom, nom, email et téléphone.')).toBeVisible();
  await page.getByLabel('Prénom *').fill('Inès');
  await page.getByLabel('Nom *', { exact: true }).fill(lastName);
  await page.getByLabel('E-mail *').fill('ines@exemple.example');
  await page.getByLabel('Téléphone *').fill('06 12 34 56 78');
  await page.getByRole('button', { name: 'Envoyer' }).click();
  await expect(page.getByText('Merci, votre message a bien été envoyé !')).toBeVisible();
  expect(await countRows('SELECT COUNT(*) AS n FROM leads WHERE site_id = ? AND lastname = ?', ['sevran', lastName])).toBe(1);

  await page.goto(siteUrl('agence-versailles', '/contact'));
  await expect(page.getByText('3 rue de la Paroisse')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Appeler' })).toBeVisible();
  await expect(page.locator('[data-consent-gate="maps"]')).toHaveCount(0);
});

test('contact form works without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: 'fr-FR' });
  const page = await context.newPage();
  const lastName = `SansJs${Date.now()}`;
  await page.goto(siteUrl('sevran', '/contact'));
  await page.getByLabel('Prénom *').fill('Paul');
  await page.getByLabel('Nom *', { exact: true }).fill(lastName);
  await page.getByLabel('E-mail *').fill('paul@exemple.example');
  await page.getByLabel('Téléphone *').fill('0612345678');
  await page.getByRole('button', { name: 'Envoyer' }).click();
  await expect(page.getByText('Merci, votre message a bien été envoyé !')).toBeVisible();
  expect(await countRows('SELECT COUNT(*) AS n FROM leads WHERE site_id = ? AND lastname = ?', ['sevran', lastName])).toBe(1);
  await context.close();
});

const AXE_PAGES = [
  ...['/', '/estimation-gratuite', '/vendre', '/evaluation', '/actualites', '/actualite/vendre-a-sevran-les-prix-en-2025', '/contact', '/recherche-bien', '/recherche-location', '/mentions-legales'].map((p) => ['sevran', p] as const),
  ...['/', '/vendre', '/actualites', '/contact'].map((p) => ['agence-versailles', p] as const),
];

for (const width of [390, 1440]) {
  for (const [site, path] of AXE_PAGES) {
    test(`axe: ${site}${path} at ${width} px has no violation and no sideways scroll`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(siteUrl(site, path));
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });
  }
}
