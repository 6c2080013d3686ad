import Database from 'better-sqlite3';
import { expect, type Page, test } from '@playwright/test';
import { apiTarget, E2E_DATABASE_PATH, siteUrl, waitForHydration } from './sites';

// The DPE 2026 simulator of the diag family (diagnostics spec §2 simulator page, §4, §5, §7.4, §8).
// Offline mode: the bundled sample certificates answer (server/clients/ademe/sample-client.server.ts).

const PATH = '/dpe-2026-simulateur';
const HOUSE = '2429E1836524K'; // all-electric house, F today, E on 1 January 2026
const TERTIARY = '2531T0258461P';
const VIERGE = '2459T1407736F';
const NOT_FOUND = 'Aucun DPE trouvé pour ce numéro (logements et tertiaire). Vérifiez la casse et les caractères.';
const TRACK_PATH = '/api/cms-websites/activ-simulateur-track';

function trackingRows(siteId: string, numero: string): number {
  const db = new Database(E2E_DATABASE_PATH, { readonly: true, fileMustExist: true });
  try {
    return (db.prepare('SELECT COUNT(*) AS n FROM simulator_tracking WHERE site_id = ? AND numero = ?').get(siteId, numero) as { n: number }).n;
  } finally {
    db.close();
  }
}

async function search(page: Page, input: string) {
  await page.getByLabel('Numéro ADEME du DPE').fill(input);
  await page.getByRole('button', { name: 'Calculer ma nouvelle étiquette' }).click();
}

/** The A-to-G scale of a comparison panel names its letter. */
const scale = (page: Page, title: string, letter: string) => page.getByRole('region', { name: title }).getByRole('list', { name: `Échelle de A à G, ${title.toLowerCase()} : ${letter}` });

test('one number: the comparison F → E, the info cards, and one tracking row (not repeated on reload)', async ({ page }) => {
  const tracks: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === TRACK_PATH) tracks.push(r.postData() ?? '');
  });
  // A repeat in the same run (--repeat-each) finds the row of the previous pass.
  // Only this spec opens this certificate on diag-paris15 in a browser (others use diag-annecy): its rows are this file's.
  const rowsBefore = trackingRows('diag-paris15', HOUSE);
  await page.goto(siteUrl('diag-paris15', PATH));
  await waitForHydration(page);
  const tracked = page.waitForResponse((r) => new URL(r.url()).pathname === TRACK_PATH);
  await search(page, HOUSE);
  await expect(page).toHaveURL(new RegExp(`\\?numero=${HOUSE}$`));
  await expect(page.getByRole('heading', { name: 'Comparatif des étiquettes' })).toBeVisible();
  await expect(scale(page, 'Actuellement', 'F')).toBeVisible();
  await expect(scale(page, 'Au 1er janvier 2026 (estimation)', 'E')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Au 1er janvier 2026 (estimation)' })).toContainText(/Gain estimé : \d+ kWh\/m²\/an \(\d+ %\)/);
  await expect(page.getByRole('region', { name: 'Actuellement' })).not.toContainText('Gain estimé');
  await expect(page.getByRole('region', { name: 'Actuellement' })).toContainText(/Énergie primaire : \d+ kWh\/m²\/an/);
  await expect(page.getByRole('region', { name: 'Actuellement' })).toContainText(/GES : \d+ kgCO₂\/m²\/an/);
  // The three info cards.
  await expect(page.getByText('Adresse', { exact: true })).toBeVisible();
  await expect(page.getByText('14 Rue de Kerichen 29200 Brest')).toBeVisible();
  await expect(page.getByText('Surface de référence', { exact: true })).toBeVisible();
  await expect(page.getByText(/^\d+ m²$/).first()).toBeVisible();
  await expect(page.getByText('Valide jusqu’au', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Calculer ma nouvelle étiquette' })).toBeEnabled();

  const response = await tracked;
  if (rowsBefore === 0) {
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ success: true });
  }
  expect(tracks).toHaveLength(1);
  expect(JSON.parse(tracks[0]!)).toMatchObject({ numero: HOUSE });
  expect(trackingRows('diag-paris15', HOUSE)).toBe(1);

  // The same result again (same tab): no second call, no second row.
  await page.reload();
  await expect(scale(page, 'Au 1er janvier 2026 (estimation)', 'E')).toBeVisible();
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  expect(tracks).toHaveLength(1);
  expect(trackingRows('diag-paris15', HOUSE)).toBe(1);
});

test('lowercase and spaces find the same certificate', async ({ page }) => {
  await page.goto(siteUrl('diag-annecy', PATH));
  await waitForHydration(page);
  await search(page, '  2429 e183 6524k ');
  await expect(page.getByText(`DPE n° ${HOUSE}`)).toBeVisible();
  await expect(scale(page, 'Au 1er janvier 2026 (estimation)', 'E')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('an unknown number shows the red not-found box and no result', async ({ page }) => {
  await page.goto(siteUrl('diag-paris15', PATH));
  await waitForHydration(page);
  await search(page, '9999X9999999Z');
  await expect(page.getByRole('alert')).toHaveText(NOT_FOUND);
  await expect(page.getByRole('heading', { name: 'Comparatif des étiquettes' })).toHaveCount(0);
  // A new search clears the previous error.
  await search(page, HOUSE);
  await expect(page.getByRole('heading', { name: 'Comparatif des étiquettes' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('a tertiary certificate shows the amber notice; a blank one the "vierge" note', async ({ page }) => {
  await page.goto(siteUrl('diag-annecy', `${PATH}?numero=${TERTIARY}`));
  await expect(page.getByText('DPE tertiaire.')).toBeVisible();
  await expect(page.getByText(/Les seuils appliqués sont ceux des bâtiments tertiaires/)).toBeVisible();
  await expect(page.getByText(/est « vierge »/)).toHaveCount(0);
  await page.goto(siteUrl('diag-annecy', `${PATH}?numero=${VIERGE}`));
  await expect(page.getByText(/Ce DPE est « vierge » : les valeurs de classe ne sont pas disponibles/)).toBeVisible();
});

test('several numbers: the table with "Non trouvé", and the first found as the main result', async ({ page }) => {
  await page.goto(siteUrl('diag-annecy', PATH));
  await waitForHydration(page);
  await search(page, `${HOUSE}, xx, ${TERTIARY}`);
  await expect(page.getByRole('heading', { name: 'Résultats pour plusieurs DPE' })).toBeVisible();
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveText(['N° DPE', 'Adresse', 'Surface', 'EP/m² actuel', 'EP/m² 2026', 'Avant', 'Après', 'Gain']);
  const rows = table.getByRole('row');
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(1).getByRole('rowheader')).toHaveText(HOUSE);
  await expect(rows.nth(1)).toContainText('14 Rue de Kerichen 29200 Brest');
  await expect(rows.nth(2)).toContainText('Non trouvé');
  await expect(rows.nth(3).getByRole('rowheader')).toHaveText(TERTIARY);
  await expect(rows.nth(3)).not.toContainText('Non trouvé');
  await expect(page.getByText(`DPE n° ${HOUSE}`)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Comparatif des étiquettes' })).toHaveCount(1);
});

test('the button is disabled while the field is blank', async ({ page }) => {
  await page.goto(siteUrl('diag-paris15', PATH));
  await waitForHydration(page);
  const button = page.getByRole('button', { name: 'Calculer ma nouvelle étiquette' });
  const field = page.getByLabel('Numéro ADEME du DPE');
  await expect(field).toHaveAttribute('placeholder', 'Entrez ici le numéro ADEME');
  await expect(button).toBeDisabled();
  await field.fill('   ');
  await expect(button).toBeDisabled();
  await field.fill(HOUSE);
  await expect(button).toBeEnabled();
  await field.fill('');
  await expect(button).toBeDisabled();
});

test('without JavaScript the GET form shows the result', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: 'fr-FR' });
  const page = await context.newPage();
  try {
    await page.goto(siteUrl('diag-paris15', PATH));
    await search(page, HOUSE);
    await expect(page).toHaveURL(new RegExp(`\\?numero=${HOUSE}$`));
    await expect(scale(page, 'Actuellement', 'F')).toBeVisible();
    await expect(scale(page, 'Au 1er janvier 2026 (estimation)', 'E')).toBeVisible();
    await expect(page.getByLabel('Numéro ADEME du DPE')).toHaveValue(HOUSE);
  } finally {
    await context.close();
  }
});

test('API: one certificate, an unknown one, and a missing list', async ({ request }) => {
  const get = (path: string) => {
    const { url, headers } = apiTarget('diag-paris15', path);
    return request.get(url, { headers });
  };
  const found = await get(`/api/dpe/${HOUSE}`);
  expect(found.status()).toBe(200);
  expect(found.headers()['content-type']).toContain('application/json');
  const body = (await found.json()) as { record: { numero_dpe: string }; today: { letters: { overall: string } }; at2026: { letters: { overall: string } } };
  expect(body.record.numero_dpe).toBe(HOUSE);
  expect(body.today.letters.overall).toBe('F');
  expect(body.at2026.letters.overall).toBe('E');

  const unknown = await get('/api/dpe/9999X9999999Z');
  expect(unknown.status()).toBe(404);
  expect(await unknown.json()).toEqual({ message: NOT_FOUND });

  const empty = await get('/api/dpe?numeros=');
  expect(empty.status()).toBe(400);
  expect(((await empty.json()) as { message: string }).message).toMatch(/au moins un numéro/);

  const many = await get(`/api/dpe?numeros=${HOUSE},xx`);
  expect(many.status()).toBe(200);
  const { rows } = (await many.json()) as { rows: Array<{ numero: string; error: string | null; afterLetter: string | null }> };
  expect(rows.map((r) => [r.error, r.afterLetter])).toEqual([
    [null, 'E'],
    ['Non trouvé', null],
  ]);
});

// simulator_tracking keeps one line per (site, numero, page_url): a repeat is accepted, not refused.
test('tracking: a second visitor tracking the same certificate on the same page is accepted', async ({ request }) => {
  const { url, headers } = apiTarget('diag-paris15', TRACK_PATH);
  const pageUrl = `http://diag-paris15.localhost/dpe-2026-simulateur#${Date.now()}-${Math.random().toString(36).slice(2)}`;
  const post = () => request.post(url, { headers: { ...headers, 'content-type': 'application/json' }, data: { numero: VIERGE, pageUrl } });
  const first = await post();
  expect(first.status()).toBe(200);
  const second = await post();
  expect(second.status()).toBe(200);
  expect(await second.json()).toEqual({ success: true });
});
