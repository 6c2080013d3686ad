import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import Database from 'better-sqlite3';
import { apiTarget, E2E_DATABASE_PATH, siteUrl, waitForHydration } from './sites';

function db() {
  return new Database(E2E_DATABASE_PATH, { readonly: true, fileMustExist: true });
}

function one<T>(sql: string, ...args: unknown[]): T {
  const conn = db();
  try {
    return conn.prepare(sql).get(...args) as T;
  } finally {
    conn.close();
  }
}

/** A search page's HTML fetched without a browser (faster over 20 pages): heading total, cards' prices and types. */
async function searchPage(request: APIRequestContext, site: string, path: string) {
  const { url, headers } = apiTarget(site, path);
  const response = await request.get(url, { headers });
  expect(response.status()).toBe(200);
  const html = await response.text();
  const total = Number(/data-testid="search-heading" data-total="(\d+)"/.exec(html)?.[1] ?? /data-total="(\d+)"/.exec(html)?.[1]);
  const prices = [...html.matchAll(/data-testid="listing-price" data-price="(\d+)"/g)].map((m) => Number(m[1]));
  const types = [...html.matchAll(/data-testid="listing-type">([^<]+)</g)].map((m) => m[1]);
  const pages = [...html.matchAll(/aria-label="Page (\d+)"/g)].map((m) => Number(m[1]));
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, '&') ?? null;
  return { total, prices, types, canonical, pageCount: pages.length ? Math.max(...pages) : 1 };
}

/** What a buyer means by 'Maison' (issue 38 item 4): villas, village houses, mas… are houses too. */
const HOUSES = ['Maison', 'Villa', 'Maison de village', 'Mas', 'Bastide', 'Chalet', 'Ferme', 'Propriete', 'Château'];
const HOUSES_SQL = HOUSES.map((t) => `'${t}'`).join(', ');

test('sale search: houses at most 300 000 € on the network site, count equal to the database and to the cards over every page', async ({ request }) => {
  const expected = one<{ n: number }>(`SELECT count(*) AS n FROM listings WHERE network_site_id = 'reseau' AND publication = 'published' AND status = 'sale' AND type IN (${HOUSES_SQL}) AND price <= 300000`).n;
  expect(expected).toBeGreaterThan(12);
  const first = await searchPage(request, 'reseau', '/recherche-bien?types=Maison&max=300000');
  expect(first.total).toBe(expected);
  // One canonical per place and type: the budget is a variation of it.
  expect(first.canonical).toMatch(/\/recherche-bien\?types=Maison$/);
  let cards = first.prices.length;
  const allPrices = [...first.prices];
  const allTypes = [...first.types];
  for (let p = 2; p <= first.pageCount; p++) {
    const next = await searchPage(request, 'reseau', `/recherche-bien?types=Maison&max=300000&page=${p}`);
    cards += next.prices.length;
    allPrices.push(...next.prices);
    allTypes.push(...next.types);
  }
  expect(cards).toBe(expected);
  expect(allTypes.every((t) => HOUSES.includes(t ?? ""))).toBe(true);
  expect(allTypes.some((t) => t !== 'Maison')).toBe(true);
  expect(allPrices.every((p) => p <= 300_000)).toBe(true);
});

test('sale search sorted by price ascending: prices never go down, across the first two pages', async ({ request }) => {
  const one1 = await searchPage(request, 'reseau', '/recherche-bien?types=Maison&max=300000&sort=prixAsc');
  const two = await searchPage(request, 'reseau', '/recherche-bien?types=Maison&max=300000&sort=prixAsc&page=2');
  const prices = [...one1.prices, ...two.prices];
  expect(prices.length).toBeGreaterThan(12);
  expect(prices).toEqual([...prices].sort((a, b) => a - b));
  const lowest = one<{ p: number }>(`SELECT min(price) AS p FROM listings WHERE network_site_id = 'reseau' AND publication = 'published' AND status = 'sale' AND type IN (${HOUSES_SQL})`).p;
  expect(prices[0]).toBe(lowest);
});

test('rental search on the Sevran agency: 3 pages of 8, only its advisers’ listings; changing the type goes back to page 1', async ({ page, request }) => {
  const expected = one<{ n: number }>("SELECT count(*) AS n FROM listings l JOIN advisers a ON a.id = l.adviser_id WHERE a.agency_site_id = 'sevran' AND l.publication = 'published' AND l.status = 'rent'").n;
  expect(expected).toBeGreaterThan(16);
  expect(expected).toBeLessThanOrEqual(24);
  const counts = [];
  for (const p of [1, 2, 3]) counts.push((await searchPage(request, 'sevran', `/recherche-location${p > 1 ? `?page=${p}` : ''}`)).prices.length);
  expect(counts).toEqual([8, 8, expected - 16]);
  await page.goto(siteUrl('sevran', '/recherche-location?page=2'));
  await expect(page.getByTestId('search-heading')).toHaveText(`${expected} biens à louer`);
  await expect(page.getByRole('link', { name: 'Page 3' })).toBeVisible();
  await page.getByRole('link', { name: 'Maison', exact: true }).click();
  await expect(page).toHaveURL(/types=Maison/);
  expect(new URL(page.url()).searchParams.get('page')).toBeNull();
});

test('sale filters work without JavaScript (a GET form) and the empty result says so', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(siteUrl('reseau', '/recherche-bien'));
  await page.getByText('Budget').click();
  await page.getByLabel('Maximum (€)').fill('1');
  await page.locator('details[open]').getByRole('button', { name: 'Appliquer' }).click();
  await expect(page).toHaveURL(/max=1/);
  await expect(page.getByText('Aucun bien ne correspond à vos critères.')).toBeVisible();
  await context.close();
});

function fRatedFlat(): { slug: string; title: string; adviser_id: string } {
  return one("SELECT slug, title, adviser_id FROM listings WHERE network_site_id = 'reseau' AND publication = 'published' AND status = 'sale' AND type = 'Appartement' AND dpe_letter = 'F' ORDER BY id LIMIT 1");
}

test('the page of an F-rated flat shows the fee split, the energy cost range, the excessive-energy wording and Géorisques', async ({ page }) => {
  const flat = fRatedFlat();
  await page.goto(siteUrl('reseau', `/bien-immobilier/${flat.slug}`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(flat.title);
  await expect(page.getByTestId('price-mentions')).toContainText(/Honoraires (de [\d,]+ % TTC à la charge de l’acquéreur, calculés sur le prix hors honoraires de [\d\s ]+ €|à la charge du vendeur)/);
  await expect(page.getByTestId('energy-card')).toContainText(/Montant estimé des dépenses annuelles d’énergie pour un usage standard : entre [\d\s ]+ € et [\d\s ]+ € par an\. Prix moyens des énergies indexés au 1er janvier \d{4}/);
  await expect(page.getByTestId('energy-card')).toContainText('Logement à consommation énergétique excessive');
  await expect(page.getByTestId('georisques')).toContainText('Géorisques');
  await expect(page.getByRole('link', { name: 'www.georisques.gouv.fr' })).toHaveAttribute('href', 'https://www.georisques.gouv.fr');
});

async function leadsFor(email: string): Promise<Array<{ type: string; recipients: string[]; payload: { bien?: { slug?: string }; conseiller?: { id?: string } } }>> {
  const conn = db();
  try {
    const rows = conn.prepare('SELECT type, recipients, payload FROM leads WHERE email = ?').all(email) as Array<{ type: string; recipients: string | null; payload: string }>;
    return rows.map((r) => ({ type: r.type, recipients: JSON.parse(r.recipients ?? '[]') as string[], payload: JSON.parse(r.payload) as never }));
  } finally {
    conn.close();
  }
}

async function fillContact(page: Page, email: string) {
  await page.getByLabel('Nom *').fill('Inès Test');
  await page.getByLabel('E-mail *').fill(email);
  await page.getByLabel(/J’accepte que mes données/).check();
}

test('posting the property contact form stores one lead addressed to the listing’s adviser', async ({ page }) => {
  const flat = fRatedFlat();
  const adviserEmail = one<{ email: string }>('SELECT email FROM advisers WHERE id = ?', flat.adviser_id).email;
  const email = `contact-${Date.now()}@example.test`;
  await page.goto(siteUrl('reseau', `/bien-immobilier/${flat.slug}`));
  await waitForHydration(page);
  await expect(page.getByLabel('Message')).toHaveValue(`Bonjour, je suis intéressé(e) par : ${flat.title}`);
  await fillContact(page, email);
  await page.getByRole('button', { name: 'Envoyer' }).click();
  await expect(page.getByText('Merci, votre message a bien été envoyé !')).toBeVisible();
  await expect.poll(async () => (await leadsFor(email)).length).toBe(1);
  const [lead] = await leadsFor(email);
  expect(lead!.type).toBe('bien-contact');
  expect(lead!.recipients).toEqual([adviserEmail]);
  expect(lead!.payload.bien?.slug).toBe(flat.slug);
  expect(lead!.payload.conseiller?.id).toBe(flat.adviser_id);
});

test('the property contact form works without JavaScript', async ({ browser }) => {
  const flat = fRatedFlat();
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const email = `nojs-${Date.now()}@example.test`;
  await page.goto(siteUrl('reseau', `/bien-immobilier/${flat.slug}`));
  await fillContact(page, email);
  await page.getByRole('button', { name: 'Envoyer' }).click();
  await expect(page.getByText('Merci, votre message a bien été envoyé !')).toBeVisible();
  expect((await leadsFor(email)).length).toBe(1);
  await context.close();
});

test('property routes: no slug redirects to a listing, unknown slug 404 with the search, sold 410 with similar listings, other sites’ listings 404 on the agency', async ({ page }) => {
  await page.goto(siteUrl('reseau', '/bien-immobilier'));
  await expect(page).toHaveURL(/\/bien-immobilier\/[a-z0-9-]+$/);
  const missing = await page.goto(siteUrl('reseau', '/bien-immobilier/nexiste-pas'));
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('link', { name: 'Rechercher un bien à acheter' })).toBeVisible();
  const sold = one<{ slug: string }>("SELECT slug FROM listings WHERE network_site_id = 'reseau' AND publication = 'published' AND status = 'sold' ORDER BY id LIMIT 1");
  const gone = await page.goto(siteUrl('reseau', `/bien-immobilier/${sold.slug}`));
  expect(gone?.status()).toBe(410);
  await expect(page.getByRole('heading', { name: 'Ce bien a été vendu' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Biens similaires' })).toBeVisible();
  const elsewhere = one<{ slug: string }>("SELECT l.slug FROM listings l JOIN advisers a ON a.id = l.adviser_id WHERE a.agency_site_id IS NULL AND l.publication = 'published' AND l.status = 'sale' ORDER BY l.id LIMIT 1");
  expect((await page.goto(siteUrl('sevran', `/bien-immobilier/${elsewhere.slug}`)))?.status()).toBe(404);
});

test('the agent card links to the adviser profile on the network site only: the agency site has no profile pages', async ({ page }) => {
  const local = one<{ slug: string; adviser: string }>(
    "SELECT l.slug, a.slug AS adviser FROM listings l JOIN advisers a ON a.id = l.adviser_id WHERE a.agency_site_id = 'sevran' AND l.publication = 'published' AND l.status = 'sale' ORDER BY l.id LIMIT 1",
  );
  const card = page.getByRole('complementary', { name: 'Votre conseiller' });
  await page.goto(siteUrl('reseau', `/bien-immobilier/${local.slug}`));
  await expect(card.getByRole('link', { name: 'Voir le profil' })).toHaveAttribute('href', `/conseiller/${local.adviser}`);
  expect((await page.goto(siteUrl('reseau', `/conseiller/${local.adviser}`)))?.status()).toBe(200);
  await page.goto(siteUrl('sevran', `/bien-immobilier/${local.slug}`));
  await expect(card.getByRole('link', { name: 'Appeler' })).toBeVisible();
  await expect(card.getByRole('link', { name: 'Voir le profil' })).toHaveCount(0);
  expect((await page.goto(siteUrl('sevran', `/conseiller/${local.adviser}`)))?.status()).toBe(404);
});

test('buyer alert: spec messages, locality chips with Enter, then one alert and one lead stored', async ({ page }) => {
  const email = `alerte-${Date.now()}@example.test`;
  await page.goto(siteUrl('reseau', '/alerte-immobiliere'));
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Envoyer' }).click();
  await expect(page.getByRole('alert')).toHaveText('Merci de compléter Nom, Prénom, Téléphone et Email.');
  await page.getByLabel('Vente', { exact: true }).check();
  await page.getByLabel('Maison', { exact: true }).check();
  const locality = page.getByLabel('Localités (Entrée pour ajouter)');
  for (const text of ['Sevran (93270)', ' Sevran (93270) ', 'Bondy']) {
    await locality.fill(text);
    await locality.press('Enter');
  }
  await expect(page.getByRole('list', { name: 'Localités choisies' }).getByRole('listitem')).toHaveCount(2);
  await page.getByLabel('Prix maximum (€)').fill('300000');
  await page.getByLabel('Jardin', { exact: true }).check();
  await page.getByLabel('Nom *', { exact: true }).fill('Martin');
  await page.getByLabel('Prénom *', { exact: true }).fill('Inès');
  await page.getByLabel('Téléphone *', { exact: true }).fill('06 12 34 56 78');
  await page.getByLabel('Email *', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Envoyer' }).click();
  await expect(page.getByRole('alert')).toHaveText('Merci d’accepter les conditions d’utilisation des données.');
  await page.getByLabel(/J’accepte que mes données/).check();
  await page.getByRole('button', { name: 'Envoyer' }).click();
  await expect(page.getByText('Merci ! Votre demande d’alerte a bien été prise en compte.')).toBeVisible();
  const alert = one<{ status: string; criteria: string; site_id: string }>('SELECT status, criteria, site_id FROM buyer_alerts WHERE email = ?', email);
  expect(alert.status).toBe('pending');
  expect(alert.site_id).toBe('reseau');
  expect(JSON.parse(alert.criteria)).toMatchObject({ offre: ['Vente'], typesBiens: ['Maison'], prixMax: 300000, exterieur: ['JARDIN'], localites: [{ label: 'Sevran (93270)', zip: '93270' }, { label: 'Bondy' }] });
  expect((await leadsFor(email)).map((l) => l.type)).toEqual(['alerte-acheteur']);
});

test('buyer alert: the place field suggests towns ("Aulnay" → Aulnay-sous-Bois), the picked one is stored with its centre', async ({ page }) => {
  const email = `alerte-lieu-${Date.now()}@example.test`;
  await page.goto(siteUrl('reseau', '/alerte-immobiliere'));
  await waitForHydration(page);
  const locality = page.getByRole('combobox', { name: 'Localités (Entrée pour ajouter)' });
  await locality.pressSequentially('Aulnay');
  await page.getByRole('option', { name: 'Aulnay-sous-Bois (93600)' }).click();
  await expect(page.getByRole('list', { name: 'Localités choisies' }).getByRole('listitem')).toHaveText(['Aulnay-sous-Bois (93600)×']);
  await expect(locality).toHaveValue('');
  await page.getByLabel('Nom *', { exact: true }).fill('Martin');
  await page.getByLabel('Prénom *', { exact: true }).fill('Inès');
  await page.getByLabel('Téléphone *', { exact: true }).fill('06 12 34 56 78');
  await page.getByLabel('Email *', { exact: true }).fill(email);
  await page.getByLabel(/J’accepte que mes données/).check();
  await page.getByRole('button', { name: 'Envoyer' }).click();
  await expect(page.getByText('Merci ! Votre demande d’alerte a bien été prise en compte.')).toBeVisible();
  const alert = one<{ criteria: string }>('SELECT criteria FROM buyer_alerts WHERE email = ?', email);
  const [place] = JSON.parse(alert.criteria).localites;
  expect(place).toMatchObject({ label: 'Aulnay-sous-Bois (93600)', zip: '93600', name: 'Aulnay-sous-Bois' });
  expect(place.centre.lat).toBeCloseTo(48.94, 1);
});

test('buyer alert without JavaScript: a refused post keeps the input, a complete one stores the alert', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const email = `alerte-nojs-${Date.now()}@example.test`;
  await page.goto(siteUrl('reseau', '/alerte-immobiliere'));
  await page.getByLabel('Vente', { exact: true }).check();
  await page.getByLabel('Appartement', { exact: true }).check();
  await page.getByLabel('Maison', { exact: true }).check();
  await page.getByLabel('Localités (Entrée pour ajouter)').fill('Sevran (93270), Bondy');
  await page.getByLabel('Prix maximum (€)').fill('300000');
  await page.getByLabel('Nom *', { exact: true }).fill('Martin');
  await page.getByLabel('Prénom *', { exact: true }).fill('Inès');
  await page.getByLabel('Email *', { exact: true }).fill(email);
  await page.getByLabel(/J’accepte que mes données/).check();
  await page.getByRole('button', { name: 'Envoyer' }).click();
  await expect(page.getByRole('alert')).toHaveText('Merci de compléter Nom, Prénom, Téléphone et Email.');
  await expect(page.getByLabel('Email *', { exact: true })).toHaveValue(email);
  await expect(page.getByLabel('Maison', { exact: true })).toBeChecked();
  await expect(page.getByLabel('Prix maximum (€)')).toHaveValue('300000');
  await page.getByLabel('Téléphone *', { exact: true }).fill('06 12 34 56 78');
  await page.getByRole('button', { name: 'Envoyer' }).click();
  await expect(page.getByText('Merci ! Votre demande d’alerte a bien été prise en compte.')).toBeVisible();
  const alert = one<{ status: string; criteria: string }>('SELECT status, criteria FROM buyer_alerts WHERE email = ?', email);
  expect(alert.status).toBe('pending');
  expect(JSON.parse(alert.criteria)).toMatchObject({ offre: ['Vente'], typesBiens: ['Appartement', 'Maison'], prixMax: 300000, localites: [{ label: 'Sevran (93270)', zip: '93270' }, { label: 'Bondy' }] });
  await context.close();
});

test('alert links: an unknown confirmation token or a forged unsubscribe link is a French 4xx page, noindex', async ({ page }) => {
  const confirm = await page.goto(siteUrl('reseau', '/alerte-immobiliere/confirmation?jeton=inconnu-inconnu-inconnu-00'));
  expect(confirm?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Lien invalide ou expiré' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  const forged = await page.goto(siteUrl('reseau', '/alerte-immobiliere/desinscription?alerte=x&signature=AAAA'));
  expect(forged?.status()).toBe(403);
  await expect(page.getByRole('heading', { name: 'Lien invalide ou expiré' })).toBeVisible();
});

test('the search map: no tile requested before consent, then the map in the same box (no shift)', async ({ page }) => {
  const tiles: string[] = [];
  await page.route(/tile\.openstreetmap\.org/, (route) => {
    tiles.push(route.request().url());
    return route.fulfill({ status: 204 });
  });
  await page.goto(siteUrl('reseau', '/recherche-bien'));
  await waitForHydration(page);
  const gate = page.locator('[data-consent-gate="maps"]');
  await expect(gate).toBeVisible();
  const before = await gate.boundingBox();
  expect(tiles).toEqual([]);
  await gate.getByRole('button', { name: 'Autoriser et afficher' }).click();
  await expect(page.locator('[data-consent-gate="maps"] .leaflet-container')).toBeVisible();
  const after = await page.locator('[data-consent-gate="maps"]').boundingBox();
  expect(after?.height).toBe(before?.height);
  await expect.poll(() => tiles.length).toBeGreaterThan(0);
});

const AXE_PAGES = [
  ['reseau', '/recherche-bien?types=Maison&max=300000'],
  ['sevran', '/recherche-location'],
  ['reseau', 'F-RATED-FLAT'],
  ['reseau', '/alerte-immobiliere'],
  ['reseau', '/favoris'],
] as const;

for (const width of [390, 1440]) {
  for (const [site, target] of AXE_PAGES) {
    test(`axe: ${site}${target} at ${width}px has no violation and no sideways scroll`, async ({ browser }) => {
      const path = target === 'F-RATED-FLAT' ? `/bien-immobilier/${fRatedFlat().slug}` : target;
      const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'fr-FR' });
      const page = await context.newPage();
      expect((await page.goto(siteUrl(site, path)))?.status()).toBe(200);
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
      await context.close();
    });
  }
}
