import { expect, test } from '@playwright/test';
import { E2E_PORT } from '../playwright.config';
import { apiTarget, siteUrl, waitForHydration } from './sites';

// Issue 38 item 14, the agency and recruitment details of the walk.
const PROPERTY = '/bien-immobilier/appartement-2-pieces-41-m-sevran-000001';

test.describe('property page actions', () => {
  test('without JavaScript, Imprimer and the script’s Partager are not offered (they could not work); Favori is a form', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: 'fr-FR' });
    const page = await context.newPage();
    await page.goto(siteUrl('sevran', PROPERTY));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (const name of ['Imprimer', 'Partager']) await expect(page.getByRole('button', { name, exact: true })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Favori', exact: true })).toBeVisible();
    await context.close();
  });

  test('with JavaScript, the three are there and Favori keeps the listing', async ({ page }) => {
    await page.goto(siteUrl('sevran', PROPERTY));
    await waitForHydration(page);
    for (const name of ['Imprimer', 'Partager']) await expect(page.getByRole('button', { name, exact: true })).toBeVisible();
    const favourite = page.getByRole('button', { name: 'Favori', exact: true });
    await expect(favourite).toHaveAttribute('aria-pressed', 'false');
    await favourite.click();
    await expect(favourite).toHaveAttribute('aria-pressed', 'true');
  });
});

test.describe('the cookie banner stays off the preferences page, which already is the consent form', () => {
  for (const path of ['/gestion-des-cookies', '/en/gestion-des-cookies']) {
    test(`${path}, opened directly`, async ({ page }) => {
      await page.goto(siteUrl('sevran', path));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('#consentement')).toHaveCount(0);
    });
  }

  test('reached from the banner’s Personnaliser, with JavaScript', async ({ page }) => {
    await page.goto(siteUrl('sevran', '/en/contact'));
    await waitForHydration(page);
    await expect(page.locator('#consentement')).toBeVisible();
    await page.locator('#consentement').getByRole('link').last().click();
    await expect(page).toHaveURL(/\/en\/gestion-des-cookies/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('#consentement')).toHaveCount(0);
  });
});

test('the recruitment home’s video pill sits under the testimonial’s initials', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(siteUrl('recrutement', '/'));
  const cards = page.locator('a', { has: page.locator('img[src*="/recrutement/"]') });
  expect(await cards.count()).toBeGreaterThan(1);
  for (const card of await cards.all()) {
    await card.scrollIntoViewIfNeeded();
    const image = (await card.locator('img').boundingBox())!;
    const pill = (await card.locator('span.rounded-full').boundingBox())!;
    // The poster draws the initials in a circle whose lowest point is at 450/720 of its height.
    expect(pill.y, await card.getAttribute('href') ?? '').toBeGreaterThanOrEqual(image.y + image.height * (450 / 720));
  }
});

test('links from the network to the recruitment site keep the demo’s port', async ({ request }) => {
  const found: string[] = [];
  for (const path of ['/', '/reseau', '/reseau-mandataires-immobiliers', '/en/', '/a-propos']) {
    const target = apiTarget('reseau', path);
    const html = await (await request.get(target.url, { headers: target.headers })).text();
    found.push(...[...html.matchAll(/href="(https?:\/\/[^"]*recrutement[^"]*)"/g)].map((m) => m[1]!));
  }
  expect(found.length).toBeGreaterThan(3);
  for (const href of found) expect(href).toMatch(new RegExp(`^http://recrutement\\.localhost:${E2E_PORT}/`));
});
