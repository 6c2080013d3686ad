import AxeBuilder from '@axe-core/playwright';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { countRows } from './db';
import { apiTarget, siteUrl } from './sites';
import { BACKOFFICE, backofficeContext, signIn } from './backoffice-session';

const ADMIN = 'admin@reseau.example';
const SEVRAN_PHONE = '06 39 98 22 77';

/** Opens Sevran's record from the sites list, sets its phone and saves. */
async function setSevranPhone(page: Page, phone: string): Promise<void> {
  await page.goto(BACKOFFICE);
  await page.getByRole('navigation', { name: 'Back-office' }).getByRole('link', { name: 'Sites' }).click();
  await page.getByRole('link', { name: 'Maisonfort Sevran — Léa & Thomas Garnier' }).click();
  await page.getByLabel('Téléphone').fill(phone);
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByRole('status')).toContainText('Modifications enregistrées');
}

/** The public contact page of Sevran, asked again until it shows `text` (the render cache drops the site's pages on its next poll). */
async function publicContactShows(browser: Browser, text: string): Promise<void> {
  const visitor = await backofficeContext(browser, 390);
  const page = await visitor.newPage();
  await expect(async () => {
    await page.goto(siteUrl('sevran', '/contact'));
    await expect(page.getByText(text, { exact: true }).first()).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await visitor.close();
}

test('the network admin changes Sevran’s phone in the back-office and sevran.localhost shows the new number; a wrong number is refused next to its field; the journal shows the change', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await backofficeContext(browser);
  const page = await context.newPage();
  await signIn(page, ADMIN);
  try {
    // A number that is none: refused next to its field, in French, with what was typed kept.
    await page.goto(`${BACKOFFICE}/sites/sevran`);
    await page.getByLabel('Téléphone').fill('06 12');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByRole('alert')).toHaveText('Le formulaire contient des erreurs : corrigez les champs signalés.');
    await expect(page.getByLabel('Téléphone')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Téléphone')).toHaveValue('06 12');
    await expect(page.locator('#settings\\.numeroTel-error')).toHaveText('Saisissez un numéro de téléphone valide, par exemple 01 23 45 67 89.');

    await setSevranPhone(page, '01 99 00 93 99');
    await publicContactShows(browser, '01 99 00 93 99');

    await page.getByRole('link', { name: 'Journal' }).click();
    const entry = page.getByRole('listitem').filter({ hasText: 'Site modifié' }).first();
    await expect(entry).toContainText(ADMIN);
    await expect(entry).toContainText('Téléphone');
    await expect(entry).toContainText('0639982277 → 01 99 00 93 99');
  } finally {
    // Other suites read the demo's Sevran: its number back, through the same form.
    await setSevranPhone(page, SEVRAN_PHONE);
    await publicContactShows(browser, SEVRAN_PHONE);
    await context.close();
  }
});

test('the network admin creates an agency site, which serves its pages at once; unpublished, its host answers the 404 page and its lead form stores nothing', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const id = `agence-e2e-${Date.now().toString(36)}`;
  const context = await backofficeContext(browser, 390);
  const page = await context.newPage();
  await signIn(page, ADMIN);
  await page.goto(`${BACKOFFICE}/sites`);
  await page.getByRole('link', { name: 'Créer un site' }).click();
  await page.getByLabel('Type de site').selectOption({ label: 'Agence' });
  await page.getByRole('button', { name: 'Choisir ce type de site' }).click();
  await page.getByLabel('Identifiant', { exact: true }).fill(id);
  await page.getByLabel('Nom du site').fill('Maisonfort Essai');
  await page.getByLabel('Téléphone').fill('04 72 00 00 00');
  await page.getByLabel('E-mail', { exact: true }).fill('essai@maisonfort.example');
  await page.getByRole('button', { name: 'Créer le site' }).click();
  await expect(page.getByRole('status')).toHaveText('Site créé et mis en ligne.');

  const visitor = await backofficeContext(browser, 390);
  const publicPage = await visitor.newPage();
  await publicPage.goto(siteUrl(id, '/contact'));
  await expect(publicPage.getByText('04 72 00 00 00', { exact: true }).first()).toBeVisible();

  await page.getByRole('button', { name: 'Dépublier le site' }).click();
  await expect(page.getByText('Agence · Dépublié')).toBeVisible();
  // Its pages: the unknown-host 404 page (asked again until the render cache has dropped its copy).
  await expect(async () => {
    const answer = await publicPage.goto(siteUrl(id, '/contact'));
    expect(answer?.status()).toBe(404);
  }).toPass({ timeout: 15_000 });
  // Its lead form: refused in French, nothing stored.
  const target = apiTarget(id, '/api/expertimo/contact');
  const refused = await request.post(target.url, { headers: target.headers, data: { kind: 'contact', firstName: 'Paul', lastName: 'Durand', email: 'paul@example.fr', phone: '06 39 98 00 00', message: 'Bonjour' } });
  expect(refused.status()).toBe(404);
  expect(await refused.text()).toContain('Site inconnu : impossible d’enregistrer la demande.');
  expect(await countRows('select count(*) as n from leads where site_id = ?', [id])).toBe(0);
  await visitor.close();
  await context.close();
});

for (const width of [390, 1440]) {
  test(`axe: the back-office's sites list, site record, new-site and journal pages at ${width}px have no WCAG A/AA violation`, async ({ browser }) => {
    test.setTimeout(90_000);
    const context = await backofficeContext(browser, width, true);
    const page = await context.newPage();
    const audit = async (label: string) => {
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
      expect(results.violations.map((v) => `${label} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`)).toEqual([]);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${label} is no wider than the screen`).toBeLessThanOrEqual(0);
    };
    await signIn(page, ADMIN);
    await page.goto(`${BACKOFFICE}/sites`);
    await audit('sites');
    await page.goto(`${BACKOFFICE}/sites/sevran`);
    await audit('site record');
    await page.getByLabel('Téléphone').fill('06 12');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await audit('site record with an error');
    await page.goto(`${BACKOFFICE}/sites/nouveau?famille=agence`);
    await audit('new site');
    await page.goto(`${BACKOFFICE}/journal`);
    await audit('journal');
    await context.close();
  });
}
