import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { energyLettersFromFigures } from '../domain/listings/energy-letters';
import { backofficeContext, followNav, signIn } from './backoffice-session';
import { siteUrl } from './sites';

const THOMAS = 'thomas.garnier@maisonfort.example';
const letters = energyLettersFromFigures({ kwhPerM2: 180, co2KgPerM2: 30 }, 52);

/** What the gate asks for a flat for sale, typed and chosen through the editor's controls. */
async function complete(page: Page) {
  const text: Array<[string, string]> = [
    ['Prix affiché (€) : honoraires inclus, ou loyer charges comprises', '210000'],
    ['Honoraires (% TTC)', '5'],
    ['Prix hors honoraires (€)', '200000'],
    ['Surface habitable (m²)', '52'],
    ['Pièces', '3'],
    ['Chambres', '2'],
    ['Énergie primaire (kWh/m²/an)', '180'],
    ['Émissions (kg CO₂/m²/an)', '30'],
    ['Dépenses annuelles d’énergie, minimum (€)', '900'],
    ['Dépenses annuelles d’énergie, maximum (€)', '1300'],
    ['Année de référence des prix de l’énergie', '2025'],
    ['Nombre de lots de la copropriété', '40'],
    ['Charges annuelles de copropriété (€)', '1800'],
    ['Ajouter une photo : une image de la médiathèque du site, ou l’adresse de l’image', 'listings/appartement-1.svg'],
    ['Texte alternatif de la nouvelle photo', 'Séjour avec balcon'],
  ];
  for (const [label, value] of text) await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByLabel('Honoraires à la charge de').selectOption({ label: 'l’acquéreur' });
  await page.getByLabel('Diagnostic de performance énergétique').selectOption({ label: 'Étiquette DPE' });
  await page.getByLabel('Classe énergie').selectOption(letters.overall ?? 'D');
  await page.getByLabel('Classe climat').selectOption(letters.ges ?? 'D');
  await page.getByLabel('Balcon').check();
}

/** SHOTS_DIR=… saves the editor at 390 and 1440 px to look at (not a check). */
async function shoot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 390, height: 900 });
}

test('an adviser creates a listing, is told what is missing, completes and publishes it; it is found in /recherche-bien; its lowered price shows on its page', async ({ browser }) => {
  test.setTimeout(300_000);
  const title = `Appartement e2e ${Date.now()}`;
  const context = await backofficeContext(browser, 390);
  const page = await context.newPage();
  await signIn(page, THOMAS);
  await followNav(page, 'Annonces');
  await expect(page.getByRole('heading', { level: 1, name: 'Annonces' })).toBeVisible();
  await page.getByRole('link', { name: 'Nouvelle annonce' }).click();

  // A draft with a title and a town: saved, and the page lists what publishing needs, by field.
  await page.getByLabel('Titre', { exact: true }).fill(title);
  await page.getByLabel('Code postal').fill('93270');
  await page.getByLabel('Commune').fill('Sevran');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByRole('status')).toHaveText('Annonce enregistrée.');
  await expect(page.getByText(/mentions manquent pour publier cette annonce/)).toBeVisible();
  await expect(page.getByText('Pour publier : Surface habitable obligatoire.')).toBeVisible();
  await expect(page.getByLabel('Surface habitable (m²)')).toHaveAccessibleDescription('Pour publier : Surface habitable obligatoire.');
  // axe runs a script: the same page in a context with JavaScript on, signed in with the same session.
  const checked = await browser.newContext({ storageState: await context.storageState(), viewport: { width: 390, height: 900 }, locale: 'fr-FR' });
  const axePage = await checked.newPage();
  await axePage.goto(page.url());
  expect((await new AxeBuilder({ page: axePage }).analyze()).violations).toEqual([]);
  await checked.close();
  await shoot(page, 'editor-draft');

  // Publishing it incomplete: refused, each mention next to its field.
  await page.getByLabel('État de l’annonce').selectOption({ label: 'Publiée' });
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByRole('alert')).toContainText('L’annonce n’est pas enregistrée');
  await expect(page.getByLabel('Surface habitable (m²)')).toHaveAccessibleDescription('Surface habitable obligatoire.');
  await expect(page.getByText('Au moins une photo.')).toBeVisible();
  await shoot(page, 'editor-refused');

  // Completed, then published.
  await complete(page);
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByRole('status')).toHaveText('Annonce enregistrée.');
  await expect(page.getByText(/^Publiée · /)).toBeVisible();
  const editorUrl = page.url();

  // On the public search (the render cache drops the site's pages when the listing changes).
  const visitor = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'fr-FR' });
  const search = await visitor.newPage();
  await expect(async () => {
    await search.goto(siteUrl('sevran', '/recherche-bien'));
    await expect(search.getByRole('link', { name: new RegExp(title) }).first()).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await search.getByRole('link', { name: new RegExp(title) }).first().click();
  await expect(search.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const propertyUrl = search.url();
  await expect(search.getByTestId('price-drop')).toHaveCount(0);

  // The price lowered in the editor: the page says by how much, since when.
  await page.goto(editorUrl);
  await page.getByLabel('Prix affiché (€) : honoraires inclus, ou loyer charges comprises', { exact: true }).fill('199500');
  await page.getByLabel('Prix hors honoraires (€)').fill('190000');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByRole('status')).toHaveText('Annonce enregistrée.');
  await expect(async () => {
    await search.goto(propertyUrl);
    await expect(search.getByTestId('price-drop')).toHaveText(/^Prix en baisse de 5 % depuis le \d{1,2}(er)? \p{L}+$/u, { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await visitor.close();
  await context.close();
});

test('an adviser fills the DPE from the ADEME number: empty fields filled with the 2026 label, a different class typed is flagged next to it and kept, nothing saved — without JavaScript, at 390 px', async ({ browser }) => {
  test.setTimeout(240_000);
  const title = `Maison ADEME e2e ${Date.now()}`;
  const context = await backofficeContext(browser, 390);
  const page = await context.newPage();
  await signIn(page, THOMAS);
  await followNav(page, 'Annonces');
  await page.getByRole('link', { name: 'Nouvelle annonce' }).click();
  await page.getByLabel('Titre', { exact: true }).fill(title);
  await page.getByLabel('Code postal').fill('93270');
  await page.getByLabel('Commune').fill('Sevran');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByRole('status')).toHaveText('Annonce enregistrée.');
  const editorUrl = page.url();

  // The demo's certificate source answers like ADEME's open data (ADEME_API_URL=offline).
  await page.getByLabel('Numéro ADEME du DPE (13 caractères)').fill('2429 e183 6524 k');
  await page.getByLabel('Classe énergie').selectOption('G');
  await page.getByRole('button', { name: 'Remplir ou vérifier le DPE avec l’ADEME' }).click();
  await expect(page.getByRole('status')).toContainText('DPE 2429E1836524K lu à l’ADEME : des valeurs saisies diffèrent du certificat');
  await expect(page.getByLabel('Classe énergie')).toHaveValue('G');
  await expect(page.getByLabel('Classe énergie')).toHaveAccessibleDescription('Le DPE 2429E1836524K à l’ADEME indique E (étiquette recalculée en 2026 ; F sur le certificat) : vous avez saisi G. Vérifiez avant de publier.');
  await expect(page.getByLabel('Énergie primaire (kWh/m²/an)')).toHaveValue('290');
  await expect(page.getByLabel('Classe climat')).toHaveValue('C');
  await expect(page.getByLabel('Classe climat')).toHaveAccessibleDescription('Rempli depuis le DPE 2429E1836524K à l’ADEME : C.');
  await shoot(page, 'editor-ademe');
  // Nothing was saved: the stored draft still has no DPE.
  await page.goto(editorUrl);
  await expect(page.getByLabel('Énergie primaire (kWh/m²/an)')).toHaveValue('');
  await context.close();
});
