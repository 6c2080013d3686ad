import { expect, type Page, test } from '@playwright/test';
import { siteUrl, waitForHydration } from './sites';

// Issue 38 item 5: the valuation's surface is bounded per type with the field's own message, and
// step 3 shows the contact only to the browser that sent the request.

async function step1(page: Page, js: boolean, surface: string) {
  await page.goto(siteUrl('reseau', '/evaluation?adresse=3+rue+de+Paris+93270+Sevran'));
  if (js) await waitForHydration(page);
  await page.locator('label').filter({ hasText: /^Maison$/ }).click();
  await page.locator('input[name=surface]').fill(surface);
  await page.getByRole('button', { name: 'Suivant' }).click();
}

for (const js of [true, false]) {
  for (const surface of ['99999', '0']) {
    test(`${surface} m² ${js ? 'with' : 'without'} JavaScript: the surface field says its bounds, the address is not blamed`, async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: js, locale: 'fr-FR' });
      const page = await context.newPage();
      await step1(page, js, surface);
      await expect(page).toHaveURL(/\/evaluation\?/);
      const field = page.locator('input[name=surface]');
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      const describedBy = await field.getAttribute('aria-describedby');
      await expect(page.locator(`[id="${describedBy}"]`)).toHaveText(/^La surface habitable doit être comprise entre 9 et 2\s000 m² pour ce type de bien\.$/);
      await expect(field).toHaveValue(surface);
      await expect(page.getByLabel(/Adresse du bien/)).toHaveValue('3 rue de Paris 93270 Sevran');
      await expect(page.getByText('Indiquez l’adresse et la surface du bien pour continuer.')).toHaveCount(0);
      await context.close();
    });
  }
}

test('step 2 reached by a hand-made URL with 99999 m² goes back to step 1 with the surface message', async ({ page }) => {
  await page.goto(siteUrl('reseau', '/evaluation-two?adresse=Sevran&type=Appartement&surface=99999'));
  await expect(page).toHaveURL(/\/evaluation\?.*manquants=1/);
  await expect(page.getByText(/La surface habitable doit être comprise entre 9 et 1\s000 m² pour ce type de bien\./)).toBeVisible();
});

test('step 3 shows the name, e-mail and phone only to the browser that sent the request; the link elsewhere shows them masked', async ({ browser }) => {
  const sender = await browser.newContext({ javaScriptEnabled: false, locale: 'fr-FR' });
  const page = await sender.newPage();
  await page.goto(siteUrl('reseau', '/evaluation-two?adresse=3+rue+de+Paris+93270+Sevran&type=Appartement&surface=64'));
  await page.locator('input[name=firstName]').fill('Camille');
  await page.locator('input[name=lastName]').fill('Roux');
  await page.locator('input[name=email]').fill('camille.roux@exemple.example');
  await page.locator('input[name=phone]').fill('06 11 22 33 44');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Obtenir mon estimation' }).click();
  await expect(page).toHaveURL(/\/evaluation-three\?demande=/);
  await expect(page.getByText('camille.roux@exemple.example')).toBeVisible();
  await expect(page.getByText('06 11 22 33 44')).toBeVisible();
  await expect(page.getByText('Roux', { exact: true })).toBeVisible();
  const link = page.url();
  await sender.close();

  const other = await browser.newContext({ locale: 'fr-FR' });
  const elsewhere = await other.newPage();
  const response = await elsewhere.goto(link);
  expect(response?.status()).toBe(200);
  const html = (await response?.text()) ?? '';
  for (const secret of ['camille.roux', 'Camille', 'Roux', '06 11 22 33', '0611223344']) expect(html).not.toContain(secret);
  await expect(elsewhere.getByText('c•••@e•••')).toBeVisible();
  await expect(elsewhere.getByText('•• •• •• •• 44')).toBeVisible();
  await expect(elsewhere.getByText('Vos coordonnées ne s’affichent en entier que sur l’appareil qui a envoyé la demande.')).toBeVisible();
  await other.close();
});
