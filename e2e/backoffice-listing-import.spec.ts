import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { POLIRIS } from '../domain/listings/poliris';
import { polirisCsv, polirisZip, rentFlat, saleFlat } from '../tests/helpers/poliris';
import { backofficeContext, followNav, signIn } from './backoffice-session';

const LEA = 'lea.garnier@maisonfort.example';

/** SHOTS_DIR=… saves the page at 390 and 1440 px to look at (not a check). */
async function shoot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 390, height: 900 });
}

test('a site owner checks a Poliris ZIP (nothing saved), imports it (line by line: created as drafts with what they lack, the missing photo named, a refused line with why), and a second import changes nothing — without JavaScript, at 390 px', async ({ browser }) => {
  test.setTimeout(300_000);
  const lines = [
    { ...saleFlat(1), [POLIRIS.technicalId]: 'E2E-1', [POLIRIS.title]: 'Appartement importé e2e' },
    { ...rentFlat(2), [POLIRIS.technicalId]: 'E2E-2', [POLIRIS.title]: 'Location importée e2e' },
    { ...saleFlat(3), [POLIRIS.technicalId]: 'E2E-3', [POLIRIS.title]: 'Brouillon importé e2e', [POLIRIS.energyLetter]: '', [POLIRIS.energyKwh]: '' },
    { ...saleFlat(4), [POLIRIS.technicalId]: '', [POLIRIS.title]: 'Ligne sans identifiant' },
  ];
  // The ZIP names a photo it does not hold: every listing is kept as a draft ('Au moins une photo'), so
  // this test adds nothing to the public pages nor to the site's media library that other suites read.
  const file = { name: 'Logiciel_sevran.zip', mimeType: 'application/zip', buffer: Buffer.from(polirisZip(polirisCsv(lines))) };
  const context = await backofficeContext(browser, 390);
  const page = await context.newPage();
  await signIn(page, LEA);
  await followNav(page, 'Annonces');
  await page.getByRole('link', { name: 'Importer (Poliris)' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Importer des annonces (Poliris)' })).toBeVisible();
  const checked = await browser.newContext({ storageState: await context.storageState(), viewport: { width: 390, height: 900 }, locale: 'fr-FR' });
  const axePage = await checked.newPage();
  await axePage.goto(page.url());
  expect((await new AxeBuilder({ page: axePage }).analyze()).violations).toEqual([]);
  await checked.close();

  // The dry run: every line reported, nothing saved.
  await page.getByLabel('Fichier ZIP ou annonces.csv').setInputFiles(file);
  await page.getByRole('button', { name: 'Vérifier' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Vérification (rien n’a été enregistré)' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('3 créées, 0 mises à jour, 0 inchangées, 1 refusées ; 3 en brouillon ; 0 retirées.');
  await followNav(page, 'Annonces');
  await expect(page.getByText('Appartement importé e2e')).toHaveCount(0);

  // The import: the same report, applied.
  await page.getByRole('link', { name: 'Importer (Poliris)' }).click();
  await page.getByLabel('Fichier ZIP ou annonces.csv').setInputFiles(file);
  await page.getByRole('button', { name: 'Importer', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Import effectué' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('3 créées, 0 mises à jour, 0 inchangées, 1 refusées ; 3 en brouillon ; 0 retirées.');
  await expect(page.getByText('Créée — enregistrée en brouillon, il manque :')).toHaveCount(3);
  await expect(page.getByText('Photo 1 (photo.jpg) : fichier absent de l’archive ZIP.')).toHaveCount(3);
  await expect(page.getByText('DPE (rangs 176 à 179) : Classe énergie et climat (DPE) obligatoire, ou mention du bien non soumis.')).toBeVisible();
  await expect(page.getByText('Identifiant technique (rang 175) manquant : la ligne ne peut pas être rapprochée d’une annonce.')).toBeVisible();
  await shoot(page, 'import-report');

  // Again: nothing changes.
  await page.getByLabel('Fichier ZIP ou annonces.csv').setInputFiles(file);
  await page.getByRole('button', { name: 'Importer', exact: true }).click();
  await expect(page.getByRole('status')).toHaveText('0 créées, 0 mises à jour, 3 inchangées, 1 refusées ; 3 en brouillon ; 0 retirées.');
  await followNav(page, 'Annonces');
  await expect(page.getByRole('link', { name: 'Appartement importé e2e' })).toBeVisible();
  await shoot(page, 'listings-with-import-link');
  await context.close();
});

test('a site owner sets the agency’s scheduled feed (a wrong address refused next to its field), sees it with its next fetch, and deletes it — without JavaScript, at 390 px, axe 0', async ({ browser }) => {
  test.setTimeout(180_000);
  const context = await backofficeContext(browser, 390);
  const page = await context.newPage();
  await signIn(page, LEA);
  await followNav(page, 'Annonces');
  await page.getByRole('link', { name: 'Importer (Poliris)' }).click();
  const feed = page.getByRole('region', { name: 'Flux programmé (adresse web)' });
  await expect(feed.getByText('Aucun flux programmé.')).toBeVisible();

  await feed.getByLabel('Adresse du fichier').fill('ftp://logiciel.example/export.zip');
  await feed.getByLabel('Fréquence').selectOption({ label: 'Toutes les 6 heures' });
  await feed.getByRole('button', { name: 'Enregistrer le flux' }).click();
  await expect(page.getByLabel('Adresse du fichier')).toHaveAccessibleDescription(/Adresse invalide : par exemple https:\/\/logiciel\.example\/export\/annonces\.zip\./);
  const checked = await browser.newContext({ storageState: await context.storageState(), viewport: { width: 390, height: 900 }, locale: 'fr-FR', javaScriptEnabled: true });
  const axePage = await checked.newPage();
  await axePage.goto(page.url());
  expect((await new AxeBuilder({ page: axePage }).analyze()).violations).toEqual([]);
  await checked.close();

  await page.getByLabel('Adresse du fichier').fill('https://logiciel.example/export/annonces.zip');
  await page.getByLabel('Fréquence').selectOption({ label: 'Toutes les 6 heures' });
  await page.getByRole('button', { name: 'Enregistrer le flux' }).click();
  await expect(page.getByText('Flux enregistré : il sera relevé dans les prochaines minutes.')).toBeVisible();
  const saved = page.getByRole('article', { name: /Sevran/ });
  await expect(saved.getByText('https://logiciel.example/export/annonces.zip')).toBeVisible();
  await expect(saved.getByText('Toutes les 6 heures')).toBeVisible();
  await expect(saved.getByText('jamais')).toBeVisible();
  await shoot(page, 'import-feed');
  await saved.getByRole('button', { name: 'Supprimer le flux' }).click();
  await expect(page.getByText('Aucun flux programmé.')).toBeVisible();
  await context.close();
});
