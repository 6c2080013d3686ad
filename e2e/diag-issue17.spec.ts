import Database from 'better-sqlite3';
import { expect, test } from '@playwright/test';
import { apiTarget, E2E_DATABASE_PATH, siteUrl, waitForHydration } from './sites';

// Issue 17: what a first visitor tripped over on the diagnostics sites.

const PARIS = 'diag-paris15';
const ANNECY = 'diag-annecy';
const ANSWERS = 'projet=vendre&bien=appartement&copropriete=oui&dpeDeja=non&construction=apres1997&gaz=aucuneInstallationGaz&electricite=electriciteMoins15&pieces=3&surface=64';

function leadCount(email: string): number {
  const db = new Database(E2E_DATABASE_PATH, { readonly: true, fileMustExist: true });
  try {
    return (db.prepare('SELECT COUNT(*) AS n FROM leads WHERE email = ?').get(email) as { n: number }).n;
  } finally {
    db.close();
  }
}

test('item 2: junk answers send the visitor back to step 1 with French messages (no JavaScript)', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: 'fr-FR' });
  const page = await context.newPage();
  await page.goto(siteUrl(PARIS, `/devis-informations?${ANSWERS.replace('surface=64', 'surface=999999999')}&address=x`));
  await expect(page).toHaveURL(/\/devis\?.*manquants=1/);
  const alert = page.getByRole('alert').filter({ hasText: 'Merci de corriger les réponses suivantes' });
  await expect(alert).toContainText('Surface : indiquez une surface entre 2 et 10 000 m² (vous avez saisi 999 999 999 m²).');
  await expect(alert).toContainText('Adresse du bien : indiquez le numéro et la rue, ou choisissez une adresse proposée.');
  await expect(alert).toContainText('le code postal (5 chiffres) manque');
  await context.close();
});

test('item 2: the API refuses a script tag as a first name and stores nothing', async ({ request }) => {
  const email = `junk-${Date.now()}@example.fr`;
  const { url, headers } = apiTarget(PARIS, '/api/devis');
  const body = Object.fromEntries(new URLSearchParams(`${ANSWERS}&address=12 rue de Siam&postcode=29200&city=Brest`));
  const response = await request.post(url, { headers, data: { ...body, civility: 'madame', firstName: '<script>alert(1)</script>', lastName: 'Martin', email, phone: '06 12 34 56 78' } });
  expect(response.status()).toBe(400);
  expect((await response.json()).message).toBe('Prénom : lettres, espaces, tirets et apostrophes uniquement');
  expect(leadCount(email)).toBe(0);
});

test('item 3: Annecy marks Loi Carrez as required but not offered, and leaves it out', async ({ page }) => {
  await page.goto(siteUrl(ANNECY, `/devis-informations?${ANSWERS}&address=8+avenue+de+Chamb%C3%A9ry&postcode=74000&city=Annecy`));
  const carrez = page.locator('#diag-carrez');
  await expect(carrez).toContainText('Obligatoire');
  await expect(carrez).toContainText('non proposé par votre diagnostiqueur');
  await expect(carrez.getByRole('button')).toHaveCount(0);
  await page.goto(siteUrl(ANNECY));
  const text = page.locator('section[aria-labelledby="obligatoires-title"] p').first();
  await expect(text).not.toContainText(/termites|Carrez|Boutin/);
});

test('item 4: the reminder does not repeat postcode and city after a picked suggestion', async ({ page }) => {
  await page.goto(siteUrl(PARIS, `/devis-informations?${ANSWERS}&address=42+Rue+de+la+Convention+75015+Paris&postcode=75015&city=Paris`));
  const reminder = page.getByRole('region', { name: 'Mon projet' });
  await expect(reminder).toContainText('42 Rue de la Convention 75015 Paris');
  await expect(reminder).not.toContainText('75015 Paris, 75015 Paris');
});

test('item 5: a toggle pressed without JavaScript comes back to that diagnostic', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: 'fr-FR', viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto(siteUrl(PARIS, `/devis-informations?${ANSWERS}&address=12+rue+de+Siam&postcode=29200&city=Brest`));
  await page.getByRole('button', { name: /^Gaz : / }).click();
  await expect(page).toHaveURL(/\/devis-informations\?.*ajout=gaz.*#diag-gaz$/);
  await expect(page.locator('#diag-gaz')).toBeInViewport();
  await context.close();
});

test('item 6: after a result, the next step; the comparison table keeps its key columns at 390 px', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(siteUrl('diag-annecy', '/dpe-2026-simulateur?numero=2429E1836524K'));
  await expect(page.getByRole('heading', { name: 'Et maintenant ?' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Demander un devis (d’audit énergétique|pour un nouveau DPE)/ })).toHaveAttribute('href', /^\/devis\?/);
  await page.goto(siteUrl('diag-annecy', '/dpe-2026-simulateur?numero=2429E1836524K,2369E2047713B'));
  const table = page.getByRole('table');
  for (const name of ['N° DPE', 'Avant', 'Après', 'Gain']) {
    const box = await table.getByRole('columnheader', { name, exact: true }).boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(390);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('item 8: a call button in the mobile header below 640 px', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(siteUrl(PARIS));
  const call = page.getByRole('banner').getByRole('link', { name: 'Appeler le 06 39 98 15 24' });
  await expect(call).toBeVisible();
  await expect(call).toHaveAttribute('href', 'tel:+33639981524');
});

test('item 10: the menu icon becomes a close icon; the nearby towns say they open', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(siteUrl(PARIS));
  const button = page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true });
  await expect(button.locator('svg:visible')).toHaveCount(1);
  const closed = await button.locator('svg:visible path').getAttribute('d');
  await button.click();
  await expect.poll(() => button.locator('svg:visible path').getAttribute('d')).not.toBe(closed);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeHidden();
  await expect.poll(() => button.locator('svg:visible path').getAttribute('d')).toBe(closed);
  await expect(page.getByText('(5 villes)')).toBeVisible();
  await expect(page.getByText('Afficher', { exact: true })).toBeVisible();
});

test('item 10: the reviews carousel stays still under reduced motion and has a pause control', async ({ browser }) => {
  const context = await browser.newContext({ reducedMotion: 'reduce', locale: 'fr-FR' });
  const page = await context.newPage();
  await page.goto(siteUrl(PARIS));
  await waitForHydration(page);
  await expect(page.getByRole('button', { name: 'Lecture automatique' })).toBeVisible();
  await context.close();
  const moving = await browser.newPage();
  await moving.goto(siteUrl(PARIS));
  await waitForHydration(moving);
  await moving.getByRole('button', { name: 'Mettre en pause' }).click();
  await expect(moving.getByRole('button', { name: 'Lecture automatique' })).toBeVisible();
  await moving.close();
});

test('item 10: the news article links to the simulator; the contact phone looks like a link', async ({ page }) => {
  await page.goto(siteUrl(PARIS, '/actualites/dpe-2026-coefficient-electricite-1-9'));
  await expect(page.getByRole('link', { name: 'simulateur DPE 2026' })).toHaveAttribute('href', '/dpe-2026-simulateur');
  await page.goto(siteUrl(PARIS, '/contact'));
  const phone = page.getByRole('main').getByRole('link', { name: '06 39 98 15 24' });
  await expect(phone).toHaveCSS('text-decoration-line', 'underline');
});

test('item 11: the freebie PDF is the local diagnostician’s (its content is checked in server/pdf)', async ({ request }) => {
  const pdfOf = async (site: string) => {
    const { url, headers } = apiTarget(site, '/documents/tableau-des-diagnostics.pdf');
    const response = await request.get(url, { headers });
    expect(response.status()).toBe(200);
    return response.body();
  };
  const [paris, annecy] = [await pdfOf(PARIS), await pdfOf(ANNECY)];
  expect(paris.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  // Branded per site: two diagnosticians never get the same document.
  expect(paris.equals(annecy)).toBe(false);
});

test('item 12: the videos are the product’s own, served by the product', async ({ page, request }) => {
  await page.goto(siteUrl(PARIS));
  const link = page.getByRole('link', { name: 'Voir la vidéo de présentation' });
  await expect(link).toHaveAttribute('href', '/media/video/diagnostic.mp4');
  await expect(page.getByText(/Vidéo : animation générée/)).toBeVisible();
  for (const path of ['/media/video/diagnostic.mp4', '/media/video/diagnostic/index.m3u8']) {
    const { url, headers } = apiTarget(PARIS, path);
    expect((await request.get(url, { headers })).status()).toBe(200);
  }
  expect(await page.content()).not.toMatch(/mux\.dev|youtube(-nocookie)?\.com/);
});
