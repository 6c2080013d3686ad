import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { waitForMail } from './mailbox';
import { E2E_PORT } from '../playwright.config';
import { apiTarget, siteUrl } from './sites';
import { BACKOFFICE, backofficeContext, signIn } from './backoffice-session';

const LEA = 'lea.garnier@maisonfort.example';
const CLAIRE = 'claire.vasseur@diageo.example';
const THOMAS = 'thomas.garnier@maisonfort.example';

test('the Sevran owner signs in by e-mail link, works a lead just posted on sevran.localhost and exports it; the diag-paris15 owner does not see it', async ({ browser }) => {
  test.setTimeout(90_000);
  const visitor = await backofficeContext(browser);
  const firstName = `Ophélie${Date.now()}`;
  const landing = await visitor.newPage();
  await landing.goto(siteUrl('sevran', '/estimation-gratuite?utm_source=google&gclid=e2e'));
  const form = landing.locator('form#estimation');
  await form.getByLabel('Adresse du bien').fill('3 rue de Paris, 93270 Sevran');
  await form.getByLabel('Prénom').fill(firstName);
  await form.getByLabel('Téléphone').fill('06 39 98 00 01');
  await form.getByRole('button', { name: 'Recevoir mon estimation gratuite' }).click();
  await expect(landing.getByText('Merci ! Nous vous recontactons très vite')).toBeVisible();
  await visitor.close();

  const owner = await backofficeContext(browser, 390);
  const page = await owner.newPage();
  await signIn(page, LEA);
  await page.getByRole('link', { name: firstName }).click();
  await expect(page.getByRole('heading', { level: 1, name: firstName })).toBeVisible();
  const leadUrl = page.url();
  await expect(page.getByText('Page d’atterrissage')).toBeVisible();
  await expect(page.getByText('e2e', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Passer en cours' }).click();
  await expect(page.getByText('Statut : Nouveau → En cours')).toBeVisible();

  const assigned = Date.now();
  await page.getByLabel('Conseiller').selectOption({ label: 'Thomas Garnier' });
  await page.getByRole('button', { name: 'Attribuer' }).click();
  await expect(page.getByText('Attribué à Thomas Garnier.')).toBeVisible();
  const mail = await waitForMail((m) => m.to.includes(THOMAS) && m.subject.startsWith('Un prospect vous a été attribué') && Date.parse(m.receivedAt) >= assigned - 1000, 'the assignment mail to the adviser');
  expect(mail.text).toContain('/gestion/prospects/');

  await page.getByLabel('Ajouter une note').fill('Rappeler mardi matin');
  await page.getByRole('button', { name: 'Enregistrer la note' }).click();
  await expect(page.getByText('Rappeler mardi matin')).toBeVisible();

  await page.getByRole('link', { name: '← Tous les prospects' }).click();
  await page.getByLabel('Nom, e-mail ou téléphone').fill(firstName);
  await page.getByRole('button', { name: 'Filtrer' }).click();
  await expect(page.getByRole('status')).toHaveText('1 prospect');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Exporter en CSV' }).click()]);
  const csv = fs.readFileSync((await download.path())!, 'utf8');
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  const lines = csv.slice(1).trim().split('\r\n');
  expect(lines[0]).toBe('Date;Site;Formulaire;Statut;Nom;Prénom;E-mail;Téléphone;Message');
  expect(lines).toHaveLength(2);
  // Paris time a spreadsheet reads, and the phone the French way (stored UTC and E.164).
  expect(lines[1]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2};/);
  expect(lines[1]).toContain(`;Page d’atterrissage;En cours;;${firstName};;06 39 98 00 01;`);
  await owner.close();

  const diagnostician = await backofficeContext(browser);
  const other = await diagnostician.newPage();
  await signIn(other, CLAIRE);
  await expect(other.getByText(firstName)).toHaveCount(0);
  await other.getByLabel('Nom, e-mail ou téléphone').fill(firstName);
  await other.getByRole('button', { name: 'Filtrer' }).click();
  await expect(other.getByRole('status')).toHaveText('0 prospect');
  const direct = await other.goto(leadUrl);
  expect(direct?.status()).toBe(404);
  await expect(other.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeVisible();
  await diagnostician.close();
});

test('a franchisee host answers 404 for /gestion; the back-office is private, not indexed, and ships no script but the sign-in page’s passkey script', async ({ request, page }) => {
  const onSevran = apiTarget('sevran', '/gestion');
  const publicAnswer = await request.get(onSevran.url, { headers: onSevran.headers, maxRedirects: 0 });
  expect(publicAnswer.status()).toBe(404);
  expect(await publicAnswer.text()).toContain('Maisonfort Sevran');
  const signInPage = await request.get(`http://127.0.0.1:${E2E_PORT}/gestion/connexion`, { headers: { host: `gestion.localhost:${E2E_PORT}` } });
  expect(signInPage.status()).toBe(200);
  expect(signInPage.headers()['cache-control']).toBe('private, no-store');
  expect(signInPage.headers()['x-robots-tag']).toBe('noindex, nofollow');
  // The sign-in page loads one script, the passkey button's (decision 0090), under this answer's nonce; other pages none.
  expect(signInPage.headers()['content-security-policy']).toMatch(/script-src 'nonce-[^']+'; connect-src 'self'/);
  expect(signInPage.headers()['x-render-cache']).toBeUndefined();
  const html = await signInPage.text();
  expect(html.match(/<script/g)).toHaveLength(1);
  expect(html).toMatch(/<script type="module" src="\/assets\/gestion-passkeys-[\w-]+\.js" nonce="/);
  const linkPage = await request.get(`http://127.0.0.1:${E2E_PORT}/gestion/auth/magic-link/verify?token=x`, { headers: { host: `gestion.localhost:${E2E_PORT}` } });
  expect(linkPage.headers()['content-security-policy']).toContain("script-src 'none'");
  expect(await linkPage.text()).not.toContain('<script');
  expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
  await page.goto(`http://gestion.localhost:${E2E_PORT}/en/gestion/connexion`);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to the back-office' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

for (const width of [390, 1440]) {
  test(`axe: the back-office's sign-in, inbox and lead pages at ${width}px have no WCAG A/AA violation`, async ({ browser }) => {
    test.setTimeout(60_000);
    const context = await backofficeContext(browser, width, true);
    const page = await context.newPage();
    const audit = async (label: string) => {
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
      expect(results.violations.map((v) => `${label} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`)).toEqual([]);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${label} is no wider than the screen`).toBeLessThanOrEqual(0);
    };
    await page.goto(`${BACKOFFICE}/connexion`);
    await audit('sign-in');
    await signIn(page, LEA, () => audit('sign-in link page'));
    await audit('inbox');
    const first = page.locator('a[href*="/gestion/prospects/"]').first();
    if ((await first.count()) === 0) {
      // A fresh run may have no Sevran lead yet: one from the landing page.
      const visitor = await backofficeContext(browser);
      const landing = await visitor.newPage();
      await landing.goto(siteUrl('sevran', '/estimation-gratuite'));
      const form = landing.locator('form#estimation');
      await form.getByLabel('Adresse du bien').fill('3 rue de Paris, 93270 Sevran');
      await form.getByLabel('Prénom').fill('Axe');
      await form.getByLabel('Téléphone').fill('06 39 98 00 02');
      await form.getByRole('button', { name: 'Recevoir mon estimation gratuite' }).click();
      await visitor.close();
      await page.reload();
    }
    await page.locator('a[href*="/gestion/prospects/"]').first().click();
    await expect(page.getByRole('heading', { level: 2, name: 'Ce que le visiteur a envoyé' })).toBeVisible();
    await audit('lead');
    await context.close();
  });
}
