import { expect, test } from '@playwright/test';
import Database from 'better-sqlite3';
import { E2E_DATABASE_PATH, siteUrl, waitForHydration } from './sites';

// Under /en the listing pages' interface is English (heading built on the server, filters, property
// page); French under / is unchanged (e2e/listings.spec.ts). Legal advert mentions stay French.

function fRatedFlat(): { slug: string; title: string } {
  const conn = new Database(E2E_DATABASE_PATH, { readonly: true, fileMustExist: true });
  try {
    return conn.prepare("SELECT slug, title FROM listings WHERE network_site_id = 'reseau' AND publication = 'published' AND status = 'sale' AND type = 'Appartement' AND dpe_letter = 'F' ORDER BY id LIMIT 1").get() as { slug: string; title: string };
  } finally {
    conn.close();
  }
}

test('sale search under /en: English heading, page title and filters; French under /', async ({ page }) => {
  await page.goto(siteUrl('reseau', '/en/recherche-bien?types=Maison'));
  const heading = page.getByTestId('search-heading');
  await expect(heading).toHaveText(/^\d[\d,]* (house|houses) for sale$/);
  await expect(page).toHaveTitle(/^\d[\d,]* (house|houses) for sale · /);
  const filters = page.getByRole('form', { name: 'Search filters' });
  for (const label of ['Location', 'House', 'Budget', 'Area', 'Rooms', 'More filters']) await expect(filters.locator('summary', { hasText: label })).toBeVisible();
  await expect(filters.getByLabel('Sort by')).toBeVisible();
  await expect(filters.getByRole('option', { name: 'Price: low to high' })).toHaveCount(1);
  await expect(filters.getByRole('option', { name: 'Price: low to high' })).toHaveAttribute('value', 'prixAsc');
  await expect(filters.getByRole('button', { name: 'Search', exact: true })).toBeVisible();
  // Property type names on the cards are English too (the stored value and the URL stay 'Maison').
  const types = page.getByTestId('listing-type');
  await expect(types.first()).toBeVisible();
  // 'Maison' is any house (issue 38): villas and village houses too, each named in English.
  const shown = await types.allTextContents();
  expect(shown).toContain('House');
  const frenchNames = ['Maison', 'Villa', 'Maison de village', 'Mas', 'Bastide', 'Chalet', 'Ferme', 'Propriete', 'Château'];
  expect(shown.filter((t) => frenchNames.includes(t) && t !== 'Villa' && t !== 'Chalet')).toEqual([]);

  await waitForHydration(page);
  await filters.locator('summary', { hasText: 'Budget' }).click();
  const open = page.locator('details[open]');
  await expect(open.getByLabel('Maximum (€)')).toBeVisible();
  await expect(open.getByRole('link', { name: 'Clear' })).toBeVisible();
  await expect(open.getByRole('button', { name: 'Apply' })).toBeVisible();
  await expect(page.getByText('Effacer')).toHaveCount(0);

  await page.goto(siteUrl('reseau', '/recherche-bien?types=Maison'));
  await expect(page.getByTestId('search-heading')).toHaveText(/^\d[\d\s]* maisons? à vendre$/);
  await expect(page.getByTestId('listing-type').first()).toHaveText('Maison');
  await expect(page.getByRole('form', { name: 'Filtres de recherche' }).getByLabel('Trier par')).toBeVisible();
});

test('rental search under /en: English heading, tabs and form labels', async ({ page }) => {
  await page.goto(siteUrl('sevran', '/en/recherche-location'));
  await expect(page.getByTestId('search-heading')).toHaveText(/^\d[\d,]* (property|properties) to rent$/);
  const tabs = page.getByRole('navigation', { name: 'Property type' });
  for (const name of ['All', 'House', 'Flat']) await expect(tabs.getByRole('link', { name, exact: true })).toBeVisible();
  await expect(tabs.getByRole('link', { name: 'House', exact: true })).toHaveAttribute('href', /types=Maison/);
  const form = page.getByRole('form', { name: 'Rental search' });
  await expect(form.getByLabel('Town or postcode')).toBeVisible();
  await expect(form.getByLabel('Maximum rent (€)')).toBeVisible();
});

test('property page under /en: English summary, tabs, energy card and contact form labels; legal mentions kept', async ({ page }) => {
  const flat = fRatedFlat();
  await page.goto(siteUrl('reseau', `/en/bien-immobilier/${flat.slug}`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(flat.title);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^Flat for sale in .+: €[\d,]+ including fees/);
  await expect(page.getByRole('heading', { name: 'At a glance' })).toBeVisible();
  await expect(page.getByTestId('summary')).toContainText('Living area');
  await expect(page.getByTestId('summary')).toContainText('Flat');
  await expect(page.getByTestId('summary')).not.toContainText('Appartement');
  const tabs = page.getByRole('tablist', { name: 'About the property' });
  for (const name of ['Description', 'Details', 'Location', 'Documents']) await expect(tabs.getByRole('tab', { name })).toBeVisible();
  await expect(page.getByTestId('energy-card').getByRole('heading', { name: 'Energy performance' })).toBeVisible();
  await expect(page.getByTestId('energy-card')).toContainText('kWh/m²/year');
  // Wording fixed by French law stays French.
  await expect(page.getByTestId('energy-card')).toContainText('Logement à consommation énergétique excessive');
  await expect(page.getByRole('heading', { name: 'Legal information' })).toBeVisible();
  await expect(page.getByTestId('mentions-in-french')).toContainText('given in French, as the law words them');
  await expect(page.getByTestId('georisques')).toHaveAttribute('lang', 'fr');

  const contact = page.locator('#contact');
  await expect(contact.getByRole('heading', { name: 'Contact the adviser' })).toBeVisible();
  await expect(contact.getByLabel('Name')).toBeVisible();
  await expect(contact.getByLabel('E-mail')).toBeVisible();
  await expect(contact.getByLabel('Phone (optional)')).toBeVisible();
  await expect(contact.getByLabel('I agree that my details may be used to contact me about this property.')).toBeVisible();
  await expect(contact.getByRole('button', { name: 'Send' })).toBeVisible();
  await expect(page.getByText('Contacter le conseiller')).toHaveCount(0);

  await waitForHydration(page);
  await tabs.getByRole('tab', { name: 'Details' }).click();
  await expect(page.getByText('Published on')).toBeVisible();

  // The same page in French: the type reads as the spec's word, no note about French mentions.
  await page.goto(siteUrl('reseau', `/bien-immobilier/${flat.slug}`));
  await expect(page.getByTestId('summary')).toContainText('Appartement');
  await expect(page.getByTestId('mentions-in-french')).toHaveCount(0);
});

test('buyer alert form under /en: property types in English, French values posted', async ({ page }) => {
  await page.goto(siteUrl('reseau', '/en/alerte-immobiliere'));
  const types = page.getByRole('group', { name: 'Property types' });
  await expect(types.getByLabel('House', { exact: true })).toHaveAttribute('value', 'Maison');
  await expect(types.getByLabel('Village house', { exact: true })).toHaveAttribute('value', 'Maison de village');
  await expect(types.getByText('Appartement', { exact: true })).toHaveCount(0);
});
