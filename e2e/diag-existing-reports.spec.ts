import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { siteUrl, waitForHydration } from './sites';

/*
 * Issue 33 item 5: step 1 asks for the diagnostics already done (day, result); step 2 says which are
 * still valid for the sale and leaves them out of the firm price. With JavaScript (after hydration)
 * and without, clicking the controls. The flat of the booking test: 4 rooms, before 1949, Paris 15.
 */
const STEP1 =
  '/devis?projet=vendre&bien=appartement&copropriete=oui&dpeDeja=non&construction=avant1949&gaz=aucuneInstallationGaz&electricite=electricitePlus15&pieces=4&surface=75&address=10+place+des+Cinq+Martyrs+du+Lycee+Buffon&postcode=75015&city=Paris';

async function declare(page: Page, js: boolean) {
  await page.goto(siteUrl('diag-paris15', STEP1));
  if (js) await waitForHydration(page);
  await page.getByText('Des diagnostics déjà réalisés ? Indiquez leur date').click();
  await page.getByLabel('DPE : réalisé le').fill('2019-05-20');
  await page.getByLabel('Amiante : réalisé le').fill('2014-05-05');
  await page.getByLabel('Amiante : résultat').selectOption({ label: 'Pas d’amiante repérée' });
  // axe runs its script in the page: only with JavaScript.
  if (js) expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await page.getByRole('button', { name: 'Valider' }).click();
  await expect(page).toHaveURL(/\/devis-informations\?/);
  if (js) await waitForHydration(page);
}

for (const js of [true, false]) {
  test.describe(`diagnostics already done (${js ? 'JavaScript' : 'no JavaScript'})`, () => {
    test.use({ javaScriptEnabled: js });

    test('a 2019 DPE is said expired at the end of 2024; an asbestos survey without asbestos is left out of the price', async ({ page }) => {
      await declare(page, js);
      // One canonical parameter in every later link.
      expect(new URL(page.url()).searchParams.get('existants')).toBe('dpe:2019-05-20,amiante:2014-05-05:absent');
      await expect(page.getByTestId('existing-dpe')).toContainText('DPE du 20/05/2019 : plus valable, il a expiré le 31/12/2024.');
      await expect(page.getByTestId('existing-dpe')).toContainText('entre le 1er janvier 2018 et le 30 juin 2021');
      await expect(page.getByTestId('existing-amiante')).toContainText('Amiante du 05/05/2014 : encore valable, sans limite de durée, non facturé.');
      await expect(page.locator('#diag-amiante').getByText('Encore valable', { exact: true })).toBeVisible();
      // No toggle for a diagnostic an existing report covers.
      await expect(page.locator('#diag-amiante').getByRole('button')).toHaveCount(0);
      const price = page.getByTestId('quote-price');
      await expect(price.getByRole('row', { name: /^Amiante/ })).toHaveCount(0);
      // DPE 105 + ERP offered + electricity 80 + lead 100 + Carrez 60 + termites 80 = 425 €, 15 % off: 361,25 € HT, 433,50 € TTC.
      await expect(page.getByTestId('quote-price-ttc')).toHaveText(/^433,50\s€$/);
      if (js) expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

      // Back to step 1: the declared reports come back in their fields.
      await page.getByRole('link', { name: /Modifier/ }).first().click();
      await expect(page.getByLabel('DPE : réalisé le')).toHaveValue('2019-05-20');
      await expect(page.getByLabel('Amiante : résultat')).toHaveValue('absent');
    });
  });
}
