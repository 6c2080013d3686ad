import AxeBuilder from '@axe-core/playwright';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { Webhook } from 'standardwebhooks';
import { startSignedReceiver } from '../tests/helpers/signed-receiver';
import { E2E_PORT } from '../playwright.config';
import { siteUrl } from './sites';
import { BACKOFFICE, followNav, signIn } from './backoffice-session';

const ADMIN = 'admin@reseau.example';
const SHOTS = process.env.E2E_SHOTS_DIR;

async function audit(page: Page, label: string, width: number): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  expect(results.violations.map((v) => `${label} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`)).toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${label} is no wider than the screen`).toBeLessThanOrEqual(0);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${label}-${width}.png`, fullPage: true });
}

const newPage = async (browser: Browser, width: number, javaScriptEnabled = false) => (await browser.newContext({ viewport: { width, height: 900 }, locale: 'fr-FR', javaScriptEnabled })).newPage();

test('the network admin creates an API key without JavaScript, the CRM reads with it, then it is revoked (401)', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const page = await newPage(browser, 390);
  await signIn(page, ADMIN);
  await followNav(page, 'API');
  await expect(page.getByRole('heading', { level: 1, name: 'Clés API du réseau' })).toBeVisible();
  await page.getByLabel('Nom de la clé').fill('CRM siège e2e');
  await page.getByLabel('Prospects').selectOption('write');
  await page.getByRole('combobox', { name: 'Sites', exact: true }).selectOption('write');
  await page.getByRole('button', { name: 'Créer la clé' }).click();
  await expect(page.getByRole('status')).toContainText('Clé « CRM siège e2e » créée.');
  const key = await page.getByLabel('Nouvelle clé').inputValue();
  expect(key).toMatch(/^vk_/);
  const api = (path: string) => request.get(`http://127.0.0.1:${E2E_PORT}/api/v1${path}`, { headers: { host: `gestion.localhost:${E2E_PORT}`, authorization: `Bearer ${key}` } });
  const sites = await api('/sites');
  expect(sites.status()).toBe(200);
  expect(((await sites.json()) as { items: { id: string }[] }).items.map((s) => s.id)).toContain('sevran');
  // The key may write sites: a refused value comes back on its field, nothing stored.
  const patch = await request.patch(`http://127.0.0.1:${E2E_PORT}/api/v1/sites/sevran`, { headers: { host: `gestion.localhost:${E2E_PORT}`, authorization: `Bearer ${key}` }, data: { settings: { numeroTel: 'abc' } } });
  expect(patch.status()).toBe(400);
  expect(((await patch.json()) as { errors: { pointer: string }[] }).errors.map((e) => e.pointer)).toEqual(['/settings/numeroTel']);
  // On a franchisee's host the API does not exist.
  const elsewhere = await request.get(`http://127.0.0.1:${E2E_PORT}/api/v1/sites`, { headers: { host: `sevran.localhost:${E2E_PORT}`, authorization: `Bearer ${key}` } });
  expect(elsewhere.status()).toBe(404);
  await page.goto(`${BACKOFFICE}/api`);
  await expect(page.getByText('Nouvelle clé')).toHaveCount(0);
  await page.getByRole('button', { name: 'Révoquer la clé « CRM siège e2e »' }).click();
  await expect(page.getByText(/Révoquée le/).first()).toBeVisible();
  const revoked = await api('/sites');
  expect(revoked.status()).toBe(401);
  expect(revoked.headers()['content-type']).toContain('application/problem+json');
});

test('the network admin adds a webhook without JavaScript; a lead posted on sevran.localhost reaches the CRM signed, and is replayed from the log', async ({ browser }) => {
  test.setTimeout(90_000);
  const receiver = await startSignedReceiver();
  try {
    const page = await newPage(browser, 1440);
    await signIn(page, ADMIN);
    await followNav(page, 'Webhooks');
    await page.getByLabel('Adresse (https)').fill(receiver.url);
    await page.getByLabel('Nouveau prospect (lead.created)').check();
    await page.getByRole('button', { name: 'Ajouter l’adresse' }).click();
    await expect(page.getByRole('status')).toContainText('Voici son secret de signature');
    const secret = await page.getByLabel('Secret de signature').inputValue();
    receiver.setSecret(secret);

    const visitor = await newPage(browser, 1440, true);
    const firstName = `Webhook${Date.now()}`;
    await visitor.goto(siteUrl('sevran', '/estimation-gratuite'));
    const form = visitor.locator('form#estimation');
    await form.getByLabel('Adresse du bien').fill('3 rue de Paris, 93270 Sevran');
    await form.getByLabel('Prénom').fill(firstName);
    await form.getByLabel('Téléphone').fill('06 39 98 00 03');
    await form.getByRole('button', { name: 'Recevoir mon estimation gratuite' }).click();
    await expect(visitor.getByText('Merci ! Nous vous recontactons très vite')).toBeVisible();
    await expect.poll(() => receiver.accepted.filter((a) => a.message.data.firstname === firstName).length, { timeout: 20_000 }).toBe(1);
    const delivered = receiver.calls.at(-1)!;
    expect(new Webhook(secret).verify(delivered.body, delivered.headers)).toMatchObject({ type: 'lead.created' });

    await page.goto(`${BACKOFFICE}/webhooks`);
    await page.getByRole('link', { name: 'Journal des envois' }).first().click();
    await expect(page.getByText('Reçu le', { exact: false }).first()).toBeVisible();
    await page.getByRole('button', { name: /Rejouer l’envoi/ }).first().click();
    await expect(page.getByRole('status')).toContainText('Envoi rejoué');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/webhook-log-entries-1440.png`, fullPage: true });
    await expect.poll(() => receiver.replays, { timeout: 20_000 }).toBe(1);
    expect(receiver.refused).toBe(0);
    // Deleted: nothing more is sent to it by the other suites' leads.
    await page.goto(`${BACKOFFICE}/webhooks`);
    await page.getByRole('button', { name: `Supprimer l’adresse ${receiver.url}` }).click();
    await expect(page.getByRole('button', { name: `Supprimer l’adresse ${receiver.url}` })).toHaveCount(0);
  } finally {
    await receiver.close();
  }
});

for (const width of [390, 1440]) {
  test(`the API and webhook pages pass axe at ${width} px`, async ({ browser }) => {
    test.setTimeout(90_000);
    const page = await (await browser.newContext({ viewport: { width, height: 900 }, locale: 'fr-FR', javaScriptEnabled: true })).newPage();
    await signIn(page, ADMIN);
    await page.goto(`${BACKOFFICE}/api`);
    await page.getByRole('button', { name: 'Créer la clé' }).click();
    await expect(page.getByText('Merci de nommer la clé')).toBeVisible();
    await audit(page, 'api-keys-errors', width);
    await page.getByLabel('Nom de la clé').fill(`Axe ${width}`);
    await page.getByLabel('Conseillers').selectOption('read');
    await page.getByRole('button', { name: 'Créer la clé' }).click();
    await audit(page, 'api-keys-created', width);
    await page.goto(`${BACKOFFICE}/webhooks`);
    await page.getByLabel('Adresse (https)').fill(`https://127.0.0.1:9/hooks/${width}`);
    await page.getByLabel('Prospect modifié (lead.updated)').check();
    await page.getByRole('button', { name: 'Ajouter l’adresse' }).click();
    await audit(page, 'webhooks', width);
    await page.getByRole('link', { name: 'Journal des envois' }).first().click();
    await audit(page, 'webhook-log', width);
  });
}

test('a key given "Annonces: lecture et écriture" without JavaScript lets the CRM publish a complete listing (shown on the agency’s search), and refuses an incomplete one with 422', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const page = await newPage(browser, 390);
  await signIn(page, ADMIN);
  await followNav(page, 'API');
  await page.getByLabel('Nom de la clé').fill('CRM annonces e2e');
  await page.getByRole('combobox', { name: 'Annonces', exact: true }).selectOption('write');
  await page.getByLabel('Conseillers').selectOption('read');
  await page.getByRole('button', { name: 'Créer la clé' }).click();
  await expect(page.getByRole('status')).toContainText('Clé « CRM annonces e2e » créée.');
  const key = await page.getByLabel('Nouvelle clé').inputValue();
  const headers = { host: `gestion.localhost:${E2E_PORT}`, authorization: `Bearer ${key}` };
  const url = (path: string) => `http://127.0.0.1:${E2E_PORT}/api/v1${path}`;
  const advisers = (await (await request.get(url('/advisers?limit=200'), { headers })).json()) as { items: { id: string; agencySiteId: string | null; active: boolean }[] };
  const adviser = advisers.items.find((a) => a.agencySiteId === 'sevran' && a.active);
  expect(adviser).toBeDefined();
  const title = `Maison API ${Date.now()}`;
  const body = {
    adviserId: adviser!.id,
    state: 'published',
    transaction: 'sale',
    type: 'Maison',
    title,
    description: 'Quatre pièces avec jardin.',
    price: 320000,
    zip: '93270',
    city: 'Sevran',
    area: 90,
    rooms: 4,
    sale: { feePercent: 4, feesPaidBy: 'vendeur' },
    energy: { kind: 'exempt', reason: 'vierge' },
    georisquesMention: true,
    photos: [{ src: 'listings/maison-1.svg', alt: 'Façade et jardin' }],
  };
  const incomplete = await request.put(url('/listings/external/e2e-incomplete'), { headers, data: { ...body, georisquesMention: false } });
  expect(incomplete.status()).toBe(422);
  expect(((await incomplete.json()) as { errors: { pointer: string }[] }).errors.map((e) => e.pointer)).toContain('/georisquesMention');
  const created = await request.put(url(`/listings/external/e2e-${Date.now()}`), { headers, data: body });
  expect(created.status()).toBe(201);

  const visitor = await newPage(browser, 1440, true);
  await expect(async () => {
    await visitor.goto(siteUrl('sevran', '/recherche-bien'));
    await expect(visitor.getByRole('link', { name: new RegExp(title) }).first()).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await visitor.getByRole('link', { name: new RegExp(title) }).first().click();
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  if (SHOTS) await visitor.screenshot({ path: `${SHOTS}/api-listing-page-1440.png`, fullPage: false });
});
