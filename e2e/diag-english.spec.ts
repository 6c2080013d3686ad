import { expect, test } from '@playwright/test';
import { siteUrl, waitForHydration } from './sites';

// Issue 10 item 4 leftovers (decision 0044): under /en the texts the domain writes (reasons, validity,
// contact validation, recap, slots, simulator explanation) and the diag page titles are English;
// French unchanged under /.

const SITE = 'diag-paris15';
const STEP2 = '/devis-informations?projet=vendre&bien=maison&copropriete=non&dpeDeja=non&construction=avant1949&gaz=plus15&electricite=electricitePlus15&pieces=4&surface=120&address=12+rue+de+Siam&postcode=29200&city=Brest';

test('step 2: reasons, validity, page title and contact validation in English under /en, French under /', async ({ page }) => {
  await page.goto(siteUrl(SITE, `/en${STEP2}`));
  await expect(page).toHaveTitle(/^Quote request: my diagnostics · /);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', 'The mandatory diagnostics for your property, and your details to receive the quote.');
  const dpe = page.locator('#diag-dpe');
  await expect(dpe.getByText('No valid existing EPC (DPE)')).toBeVisible();
  await expect(dpe.getByText('Validity: 10 years')).toBeVisible();
  await expect(page.locator('#diag-plomb').getByText('Dwelling built before 1949')).toBeVisible();
  await expect(page.locator('#diag-gaz').getByText('Validity: 3 years')).toBeVisible();
  await expect(page.getByText('Logement construit avant 1949')).toHaveCount(0);

  await waitForHydration(page);
  await page.getByRole('button', { name: 'Get my quote' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Please fill in');
  await expect(alert).toContainText('First name');
  await page.getByLabel('First name').fill('<b>');
  await page.getByLabel('Last name').fill('Martin');
  await page.getByLabel('Phone').fill('12');
  await page.getByLabel('Email', { exact: true }).fill('x');
  await page.getByRole('button', { name: 'Get my quote' }).click();
  await expect(alert).toContainText('First name: letters, spaces, hyphens and apostrophes only');
  await expect(alert).toContainText('Invalid email');
  await expect(alert).toContainText('Invalid phone number');

  await page.goto(siteUrl(SITE, STEP2));
  await expect(page).toHaveTitle(/^Demande de devis : mes diagnostics · /);
  await expect(page.locator('#diag-dpe').getByText('Pas de DPE valide existant')).toBeVisible();
  await expect(page.locator('#diag-dpe').getByText('Validité : 10 ans')).toBeVisible();
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Recevoir mon devis' }).click();
  await expect(page.getByRole('alert')).toContainText('Merci de compléter');
  await expect(page.getByRole('alert')).toContainText('Prénom');
});

test('recap and slots in English under /en, French under /', async ({ page }) => {
  const criteria = 'projet=vendre&bien=maison&diags=dpe,erp&date=autreDate';
  await page.goto(siteUrl(SITE, `/en/devis-recapitulatif?${criteria}`));
  await expect(page).toHaveTitle(/^Request sent · /);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Your appointment request has been sent');
  await expect(page.getByText(/will call you very soon to offer you an appointment\./)).toBeVisible();

  await page.goto(siteUrl(SITE, `/devis-recapitulatif?${criteria}`));
  await expect(page).toHaveTitle(/^Demande envoyée · /);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Votre demande de rendez-vous est envoyée');
  await expect(page.getByText(/vous appelle très vite pour vous proposer un rendez-vous\./)).toBeVisible();

  // The hero's two proposed slots.
  await page.goto(siteUrl(SITE, '/en/?mode=rendezvous'));
  await expect(page).toHaveTitle(/^Property diagnostics · /);
  await expect(page.locator('#hero').getByText(/^(Tuesday|Wednesday) \d+ [A-Z][a-z]+ at \d+:\d\d$/).first()).toBeVisible();
  await page.goto(siteUrl(SITE, '/?mode=rendezvous'));
  await expect(page).toHaveTitle(/^Diagnostics immobiliers · /);
  await expect(page.locator('#hero').getByText(/^(Mardi|Mercredi) \d+ [a-zéû]+ à \d+h(\d\d)?$/).first()).toBeVisible();
});

test('simulator: title and explanation in English under /en, French under /', async ({ page }) => {
  // Another site than simulator.spec.ts, which counts the tracking rows of this certificate on diag-paris15.
  await page.goto(siteUrl('diag-annecy', '/en/dpe-2026-simulateur?numero=2429E1836524K'));
  await expect(page).toHaveTitle(/^2026 EPC simulator: your new label · /);
  await expect(page.getByText(/^The label (goes from|stays)/)).toBeVisible();
  await expect(page.getByText(/L’étiquette (passe|reste)/)).toHaveCount(0);
  await page.goto(siteUrl('diag-annecy', '/dpe-2026-simulateur?numero=2429E1836524K'));
  await expect(page).toHaveTitle(/^Simulateur DPE 2026 : votre nouvelle étiquette · /);
  await expect(page.getByText(/^L’étiquette (passe|reste)/)).toBeVisible();
});

test('address combobox list in English under /en', async ({ page }) => {
  await page.goto(siteUrl(SITE, '/en/devis?souhait=vendre'));
  await waitForHydration(page);
  const combobox = page.getByRole('combobox', { name: 'Address' });
  await combobox.pressSequentially('Bres');
  await expect(page.getByRole('listbox', { name: 'Suggested addresses' })).toBeVisible();
});
