import { expect, test } from '@playwright/test';
import { countRows } from './db';
import { apiTarget, siteUrl, waitForHydration } from './sites';

// Issue 12 items 3-5: the adviser directory, profiles and contact forms of the network site.
const DIRECTORY = '/conseillers-immobiliers';

test('the directory for 93270 lists the Sevran pair first, both covering the town', async ({ page }) => {
  await page.goto(siteUrl('reseau', `${DIRECTORY}?cp=93270`));
  await expect(page.getByRole('heading', { level: 2, name: /conseillers autour de Sevran \(93270\)/ })).toBeVisible();
  const names = page.getByRole('list', { name: 'Conseillers' }).getByRole('heading', { level: 3 });
  await expect(names.nth(0)).toHaveText(/Garnier$/);
  await expect(names.nth(1)).toHaveText(/Garnier$/);
  expect((await names.allTextContents()).slice(0, 2).sort()).toEqual(['Léa Garnier', 'Thomas Garnier']);
  const first = page.getByRole('list', { name: 'Conseillers' }).getByRole('listitem').first();
  await expect(first.getByRole('link', { name: /^Appeler / })).toHaveAttribute('href', /^tel:\+33199009327|^tel:\+3319900932[78]$/);
  await expect(first.getByRole('link', { name: /^Écrire à / })).toHaveAttribute('href', /^\/contact-conseiller\/[a-z-]*garnier$/);
  await expect(first.getByRole('link', { name: /^Voir le profil de / })).toHaveAttribute('href', /^\/conseiller\/[a-z-]*garnier$/);
});

test('distances read the French way: "À 10,1 km", never "10.1"', async ({ page }) => {
  await page.goto(siteUrl('reseau', `${DIRECTORY}?cp=93270`));
  const distances = page.getByRole('list', { name: 'Conseillers' }).getByText(/^À .* km$/);
  await expect(distances.first()).toBeVisible();
  const texts = await distances.allTextContents();
  expect(texts.some((t) => /,\d km$/.test(t))).toBe(true);
  for (const text of texts) expect(text).toMatch(/^À \d+(,\d)? km$/);
});

test('picking a place suggestion searches that town with its postcode', async ({ page }) => {
  await page.goto(siteUrl('reseau', DIRECTORY));
  await waitForHydration(page);
  await page.getByRole('combobox', { name: 'Ville, code postal, département ou région' }).fill('Sevran');
  await page.getByRole('option', { name: /^Sevran \(93270\)/ }).click();
  await page.getByRole('button', { name: 'Rechercher' }).click();
  await expect(page).toHaveURL(/cp=93270/);
  await expect(page).toHaveURL(/ville=Sevran/);
  await expect(page.getByRole('heading', { level: 2, name: /conseillers autour de Sevran \(93270\)/ })).toBeVisible();
});

test('a name that matches nobody shows no card and the empty state', async ({ page }) => {
  await page.goto(siteUrl('reseau', `${DIRECTORY}?name=xyz`));
  await expect(page.getByText('Aucun conseiller ne correspond à votre recherche.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Conseillers' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 2, name: '0 conseiller' })).toBeVisible();
});

test('more than 10 advisers: 10 per page and a page 2 reached by its link, the filters kept', async ({ page }) => {
  await page.goto(siteUrl('reseau', `${DIRECTORY}?region=11&regionNom=${encodeURIComponent('Île-de-France')}`));
  const all = Number((await page.getByRole('heading', { level: 2, name: /conseillers à Île-de-France/ }).textContent())?.match(/^(\d+)/)?.[1]);
  // Without a filter the whole network (about 50) is listed.
  await page.goto(siteUrl('reseau', DIRECTORY));
  const total = Number((await page.locator('#advisers-count').textContent())?.match(/^(\d+)/)?.[1]);
  expect(total).toBeGreaterThan(10);
  expect(all).toBeLessThan(total);
  await expect(page.getByRole('list', { name: 'Conseillers' }).getByRole('listitem')).toHaveCount(10);
  await page.getByRole('navigation', { name: 'Pages de conseillers' }).getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('list', { name: 'Conseillers' }).getByRole('listitem')).toHaveCount(Math.min(10, total - 10));
});

test('searching again from page 2 goes back to page 1 (the form carries no page)', async ({ page }) => {
  await page.goto(siteUrl('reseau', `${DIRECTORY}?page=2`));
  await page.getByLabel('Nom du conseiller').fill('garnier');
  await page.getByRole('button', { name: 'Rechercher' }).click();
  await expect(page).toHaveURL(/name=garnier/);
  expect(new URL(page.url()).searchParams.get('page')).toBeNull();
  await expect(page.getByRole('list', { name: 'Conseillers' }).getByRole('listitem')).toHaveCount(2);
});

test('a profile without reviews says so; one with reviews shows their average; unknown slug 404; /conseiller redirects', async ({ page, request }) => {
  // romain-roussel (Reims) is seeded without reviews: the database says so too.
  expect(await countRows("SELECT COUNT(*) AS n FROM adviser_reviews r JOIN advisers a ON a.id = r.adviser_id WHERE a.slug = ?", ['romain-roussel'])).toBe(0);
  await page.goto(siteUrl('reseau', '/conseiller/romain-roussel'));
  await expect(page.getByRole('heading', { level: 1, name: 'Romain Roussel' })).toBeVisible();
  await expect(page.getByText("Pas encore d'avis.")).toBeVisible();

  await page.goto(siteUrl('reseau', '/conseiller/lea-garnier'));
  await expect(page.getByText("Pas encore d'avis.")).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Demander une estimation' }).first()).toHaveAttribute('href', '/evaluation?conseiller=lea-garnier');
  await expect(page.getByText(/immatriculé au RSAC de Bobigny sous le numéro/)).toBeVisible();
  await expect(page.getByText(/carte professionnelle .* garantie financière/)).toBeVisible();
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  const agent = jsonLd.map((text) => JSON.parse(text) as Record<string, unknown>).find((item) => JSON.stringify(item['@type']).includes('RealEstateAgent'));
  expect(agent?.aggregateRating).toMatchObject({ '@type': 'AggregateRating', reviewCount: 5 });
  // 'Mes biens': tabs are links with counts; an empty tab says the spec's message.
  await page.getByRole('link', { name: /^À louer \(\d+\)$/ }).click();
  await expect(page).toHaveURL(/biens=rent/);
  await expect(page.getByRole('link', { name: /^À louer/ })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('link', { name: 'Voir toutes mes ventes' })).toHaveAttribute('href', '/recherche-bien');

  const target = apiTarget('reseau', '/conseiller/personne-inconnue');
  const missing = await request.get(target.url, { headers: target.headers, failOnStatusCode: false });
  expect(missing.status()).toBe(404);
  await page.goto(siteUrl('reseau', '/conseiller'));
  await expect(page).toHaveURL(new RegExp(`${DIRECTORY}$`));
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the devis form posts, comes back with the spec message, and one lead addressed to the adviser is stored', async ({ page }) => {
    const email = `devis-${Date.now()}@client.example`;
    await page.goto(siteUrl('reseau', '/contact-conseiller/thomas-garnier'));
    await page.getByRole('link', { name: 'Devis' }).click();
    await expect(page).toHaveURL(/onglet=devis/);
    await page.getByRole('textbox', { name: 'Prénom', exact: true }).fill('Inès');
    await page.getByRole('textbox', { name: 'Nom', exact: true }).fill('Martin');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await page.getByRole('textbox', { name: 'Téléphone', exact: true }).fill('06 12 34 56 78');
    await page.getByLabel('Type de bien').selectOption('Appartement');
    await page.getByLabel('Surface (m²)').fill('64');
    await page.getByLabel('Code postal ou ville').fill('93270');
    await page.getByRole('button', { name: 'Envoyer' }).click();
    await expect(page.getByText('Merci, votre demande de devis a bien été envoyée !')).toBeVisible();
    const where = "FROM leads WHERE email = ? AND type = 'conseiller-devis' AND recipients LIKE ? AND payload LIKE ?";
    expect(await countRows(`SELECT COUNT(*) AS n ${where}`, [email, '%thomas.garnier@maisonfort.example%', '%"typeBien":"Appartement"%'])).toBe(1);
  });

  test('missing fields come back with the spec message and store nothing', async ({ page }) => {
    await page.goto(siteUrl('reseau', '/contact-conseiller/lea-garnier'));
    const firstName = `Incomplet${Date.now()}`;
    await page.getByRole('textbox', { name: 'Prénom', exact: true }).fill(firstName);
    await page.getByRole('button', { name: 'Envoyer' }).click();
    await expect(page.getByText('Merci de compléter prénom, nom, email et téléphone.')).toBeVisible();
    expect(await countRows('SELECT COUNT(*) AS n FROM leads WHERE firstname = ?', [firstName])).toBe(0);
  });

  test('a description over 260 characters is clamped to 3 lines and opens with Voir plus / Voir moins', async ({ page }) => {
    await page.goto(siteUrl('reseau', '/conseiller/lea-garnier'));
    const text = page.getByText(/^Léa accompagne vendeurs/);
    const clamped = (await text.boundingBox())!.height;
    await page.getByText('Voir plus').click();
    await expect(page.getByText('Voir moins')).toBeVisible();
    expect((await text.boundingBox())!.height).toBeGreaterThan(clamped);
    await page.getByText('Voir moins').click();
    await expect(page.getByText('Voir plus')).toBeVisible();
  });

  test('the directory search form works: a name finds the pair', async ({ page }) => {
    await page.goto(siteUrl('reseau', DIRECTORY));
    await page.getByLabel('Nom du conseiller').fill('GARNIER');
    await page.getByRole('button', { name: 'Rechercher' }).click();
    await expect(page.getByRole('list', { name: 'Conseillers' }).getByRole('listitem')).toHaveCount(2);
  });
});

test('with JavaScript the message form validates, shows Envoi... then the success message and empties itself', async ({ page }) => {
  await page.goto(siteUrl('reseau', '/contact-conseiller/lea-garnier'));
  await waitForHydration(page);
  await page.getByRole('textbox', { name: 'Prénom', exact: true }).fill('Paul');
  await page.getByRole('button', { name: 'Envoyer' }).click();
  await expect(page.getByText('Merci de compléter prénom, nom, email et téléphone.')).toBeVisible();
  const email = `message-${Date.now()}@client.example`;
  await page.getByRole('textbox', { name: 'Nom', exact: true }).fill('Durand');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Téléphone', exact: true }).fill('0612345678');
  await page.getByLabel('Message', { exact: true }).fill('Bonjour, pouvez-vous me rappeler ?');
  // Hold the answer back to see the sending state (no timing: the test releases it).
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  // The form posts to its own page (decision 0161): the fetcher's POST is held, the page's loads are not.
  await page.route(/\/contact-conseiller\/lea-garnier/, async (route) => {
    if (route.request().method() === 'POST') await held;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Envoyer' }).click();
  await expect(page.getByRole('button', { name: 'Envoi...' })).toBeDisabled();
  release();
  await expect(page.getByText('Merci, votre message a bien été envoyé !')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Prénom', exact: true })).toHaveValue('');
  expect(await countRows("SELECT COUNT(*) AS n FROM leads WHERE email = ? AND type = 'conseiller-message' AND recipients LIKE ?", [email, '%lea.garnier@maisonfort.example%'])).toBe(1);
});


test('the sitemap lists the directory and every profile, not the redirecting spec paths; English pages are translated', async ({ request, page }) => {
  const { url, headers } = apiTarget('reseau', '/sitemap.xml');
  const xml = await (await request.get(url, { headers })).text();
  expect(xml).toContain('/conseillers-immobiliers</loc>');
  expect(xml).toContain('/conseiller/lea-garnier</loc>');
  expect(xml).not.toContain('/conseiller</loc>');
  expect(xml).not.toContain('/contact-conseiller</loc>');
  await page.goto(siteUrl('reseau', '/en/conseiller/romain-roussel'));
  await expect(page.getByText('No reviews yet.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Request a valuation' }).first()).toHaveAttribute('href', '/en/evaluation?conseiller=romain-roussel');
});

// axe at 390 and 1440 px on the three pages: e2e/a11y.spec.ts, which runs over e2e/demo-pages.json.

test.describe('the adviser maps wait for consent (purpose maps)', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  for (const path of [`${DIRECTORY}?cp=93270`, '/contact-conseiller/lea-garnier']) {
    test(`${path}: no tile request before consent; the map then fills the placeholder's box`, async ({ context, page }) => {
      const tileRequests: string[] = [];
      context.on('request', (request) => {
        if (!new URL(request.url()).hostname.endsWith('localhost') && new URL(request.url()).hostname !== '127.0.0.1') tileRequests.push(request.url());
      });
      // Tiles never leave the machine: they are counted, then refused.
      await context.route((url) => url.hostname.endsWith('tile.openstreetmap.org'), (route) => route.abort());
      await page.goto(siteUrl('reseau', path), { waitUntil: 'networkidle' });
      await waitForHydration(page);
      const gate = page.locator('[data-consent-gate="maps"]');
      await expect(gate).toHaveAttribute('data-consent-placeholder', 'maps');
      await expect(page.locator('.leaflet-container')).toHaveCount(0);
      expect(tileRequests).toEqual([]);
      // Measured at the top of the page: clicking scrolls the button into view, and the directory's map is sticky.
      const boxInPage = () =>
        gate.evaluate((el) => {
          window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
          const r = el.getBoundingClientRect();
          return [r.left, r.top, r.width, r.height].map(Math.round);
        });
      const before = await boxInPage();
      await gate.getByRole('button', { name: 'Autoriser et afficher' }).click();
      await expect(page.locator('.leaflet-container')).toHaveCount(1);
      await expect(gate).not.toHaveAttribute('data-consent-placeholder', 'maps');
      expect(await boxInPage()).toEqual(before);
      await expect.poll(() => tileRequests.some((u) => u.includes('tile.openstreetmap.org'))).toBe(true);
    });
  }
});
