import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { BACKOFFICE, backofficeContext, signIn } from './backoffice-session';
import { selectRows } from './db';
import { siteUrl } from './sites';

const ADMIN = 'admin@reseau.example';
const THOMAS = 'thomas.garnier@maisonfort.example';
const SHOTS = '/work/wt/shots/routing';

async function thomasListing(): Promise<{ slug: string }> {
  const [row] = await selectRows<{ slug: string }>(
    "SELECT l.slug FROM listings l JOIN advisers a ON a.id = l.adviser_id WHERE a.email = ? AND a.agency_site_id = 'sevran' AND l.publication = 'published' AND l.status = 'sale' ORDER BY l.id LIMIT 1",
    [THOMAS],
  );
  expect(row, 'a published Sevran listing of Thomas Garnier').toBeTruthy();
  return row!;
}

/** A visitor writes to the listing's adviser from the Sevran site (JavaScript on or off). */
async function contactFromListing(page: Page, slug: string, name: string): Promise<void> {
  await page.goto(siteUrl('sevran', `/bien-immobilier/${slug}`));
  await page.getByLabel('Nom *').fill(name);
  await page.getByLabel('E-mail *').fill(`${name.toLowerCase()}@example.test`);
  await page.getByLabel(/J’accepte que mes données/).check();
  await page.getByRole('button', { name: 'Envoyer' }).click();
  await expect(page.getByText('Merci, votre message a bien été envoyé !')).toBeVisible();
}

async function axe(page: Page, label: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  expect(results.violations.map((v) => `${label} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`)).toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${label} is no wider than the screen`).toBeLessThanOrEqual(0);
}

test('a lead from a Sevran listing goes to its adviser; with the adviser on leave it goes by the next rule; the lead page says why', async ({ browser }) => {
  test.setTimeout(120_000);
  const { slug } = await thomasListing();
  const stamp = Date.now();
  const first = `Routage${stamp}a`;
  const second = `Routage${stamp}b`;

  // 1. The visitor (JavaScript on) writes from Thomas's listing: the lead is Thomas's.
  const visitor = await browser.newContext({ locale: 'fr-FR' });
  await contactFromListing(await visitor.newPage(), slug, first);
  await visitor.close();

  const admin = await backofficeContext(browser, 1440);
  const page = await admin.newPage();
  await signIn(page, ADMIN);
  await page.getByRole('link', { name: first }).click();
  const routing = page.getByRole('region', { name: 'Routage' });
  await expect(routing).toContainText('Attribuée à Thomas Garnier.');
  await expect(routing).toContainText('Conseiller du bien ou du profil : attribuée à Thomas Garnier');

  // 2. The network admin marks Thomas on leave, on the routing page (a plain form, no script).
  await page.goto(`${BACKOFFICE}/routage`);
  await expect(page.getByRole('heading', { level: 1, name: 'Routage des demandes' })).toBeVisible();
  await page.getByLabel('En congés jusqu’au (inclus)').nth(await memberIndex(page, 'Thomas Garnier')).fill('2099-12-31');
  await page.getByRole('button', { name: 'Enregistrer pour Thomas Garnier' }).click();
  await expect(page.getByText('Thomas Garnier — en congés jusqu’au 31/12/2099')).toBeVisible();

  // 3. The visitor (JavaScript off) writes again: the next rule (the default: the site's owner) takes it.
  const noScript = await browser.newContext({ locale: 'fr-FR', javaScriptEnabled: false });
  await contactFromListing(await noScript.newPage(), slug, second);
  await noScript.close();
  await page.goto(BACKOFFICE);
  await page.getByRole('link', { name: second }).click();
  await expect(routing).toContainText('Attribuée à Léa Garnier (Sevran).');
  await expect(routing).toContainText('Thomas Garnier : en congés jusqu’au 31 déc. 2099');
  await expect(routing).toContainText('Règle « Règle par défaut » : attribuée à Léa Garnier (Sevran)');
  const leadUrl = page.url();

  // Looked at: the lead page and the routing page at 1440 and 390 px, axe-clean.
  await page.screenshot({ path: `${SHOTS}/lead-1440.png`, fullPage: true });
  await page.goto(`${BACKOFFICE}/routage`);
  await page.screenshot({ path: `${SHOTS}/routage-1440.png`, fullPage: true });
  const narrow = await backofficeContext(browser, 390, true);
  await narrow.addCookies(await admin.cookies());
  const small = await narrow.newPage();
  await small.goto(leadUrl);
  await axe(small, 'lead page');
  await small.screenshot({ path: `${SHOTS}/lead-390.png`, fullPage: true });
  await small.goto(`${BACKOFFICE}/routage`);
  await axe(small, 'routing page');
  await small.screenshot({ path: `${SHOTS}/routage-390.png`, fullPage: true });
  await small.goto(`${BACKOFFICE}/spam`);
  await axe(small, 'spam page');
  await small.screenshot({ path: `${SHOTS}/spam-390.png`, fullPage: true });
  await narrow.close();

  // Back from leave: the next lead is Thomas's again (and the other suites find him present).
  await page.getByLabel('En congés jusqu’au (inclus)').nth(await memberIndex(page, 'Thomas Garnier')).fill('');
  await page.getByRole('button', { name: 'Enregistrer pour Thomas Garnier' }).click();
  await expect(page.getByText('Thomas Garnier — en congés')).toHaveCount(0);
  await admin.close();
});

test('the network admin adds a rule with the form, sees a refused one explained next to its field, and deletes it', async ({ browser }) => {
  test.setTimeout(90_000);
  const admin = await backofficeContext(browser, 1440);
  const page = await admin.newPage();
  await signIn(page, ADMIN);
  await page.goto(`${BACKOFFICE}/routage`);
  const name = `Corse ${Date.now()}`;
  await page.getByLabel('Nom de la règle').fill(name);
  await page.getByLabel('Départements', { exact: true }).fill('2A, 20');
  await page.getByRole('button', { name: 'Ajouter la règle' }).click();
  await expect(page.getByText('Département inconnu : écrivez par exemple 93, 2A ou 971.')).toBeVisible();
  await page.getByLabel('Nom de la règle').fill(name);
  await page.getByLabel('Départements', { exact: true }).fill('2A, 2B');
  await page.getByLabel('Au responsable du site').check();
  await page.getByRole('button', { name: 'Ajouter la règle' }).click();
  await expect(page.getByText(`${name}`, { exact: false }).first()).toBeVisible();
  await expect(page.getByText('Départements : 2A, 2B').first()).toBeVisible();
  await page.getByRole('button', { name: `Supprimer « ${name} »` }).click();
  await expect(page.getByRole('button', { name: `Supprimer « ${name} »` })).toHaveCount(0);
  await admin.close();
});

/** The position of a member's availability form among the page's. */
async function memberIndex(page: Page, name: string): Promise<number> {
  const buttons = await page.getByRole('button', { name: /^Enregistrer pour / }).allTextContents();
  const index = buttons.findIndex((b) => b === `Enregistrer pour ${name}`);
  expect(index, `${name}'s availability form`).toBeGreaterThanOrEqual(0);
  return index;
}
