import AxeBuilder from '@axe-core/playwright';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { encodeZone, parseZone, zoneContains } from '../domain/geo/search-zone';
import { selectRows } from './db';
import { siteUrl, waitForHydration } from './sites';

/** Issue 39: an alert from a radius search, the distance and €/m² sorts, the buyer's costs; JavaScript on and off. */

const RADIUS_SEARCH = '/recherche-bien?q=Sevran+%2893270%29&proximite=10&types=Maison&max=600000&surfHabMin=60';

async function pageWith(browser: Browser, javaScript: boolean): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: javaScript });
  return context.newPage();
}

const numbers = async (page: Page, testId: string, attribute: string) => (await page.getByTestId(testId).evaluateAll((els, a) => els.map((e) => Number(e.getAttribute(a))), attribute)) as number[];

for (const javaScript of [true, false]) {
  const mode = javaScript ? 'with JavaScript' : 'without JavaScript';

  test(`an alert created from a radius search carries its criteria (${mode})`, async ({ browser }) => {
    const page = await pageWith(browser, javaScript);
    const email = `alerte-recherche-${javaScript ? 'js' : 'nojs'}-${Date.now()}@example.test`;
    await page.goto(siteUrl('reseau', RADIUS_SEARCH));
    await expect(page.getByTestId('search-heading')).toContainText('autour de Sevran (93270)');
    if (javaScript) await waitForHydration(page);
    await page.getByRole('link', { name: 'Créer une alerte pour cette recherche' }).click();
    await expect(page).toHaveURL(/\/alerte-immobiliere\?/);
    if (javaScript) await waitForHydration(page);
    await expect(page.getByLabel('Vente', { exact: true })).toBeChecked();
    await expect(page.getByLabel('Maison', { exact: true })).toBeChecked();
    await expect(page.getByLabel('Appartement', { exact: true })).not.toBeChecked();
    await expect(page.getByLabel('Proximité')).toHaveValue('10');
    await expect(page.getByLabel('Prix maximum (€)')).toHaveValue('600000');
    await expect(page.getByLabel('Surface minimum (m²)')).toHaveValue('60');
    if (javaScript) await expect(page.getByRole('list', { name: 'Localités choisies' }).getByRole('listitem')).toHaveText(['Sevran (93270)×']);
    await page.getByLabel('Nom *', { exact: true }).fill('Martin');
    await page.getByLabel('Prénom *', { exact: true }).fill('Inès');
    await page.getByLabel('Téléphone *', { exact: true }).fill('06 12 34 56 78');
    await page.getByLabel('Email *', { exact: true }).fill(email);
    await page.getByLabel(/J’accepte que mes données/).check();
    await page.getByRole('button', { name: 'Envoyer' }).click();
    await expect(page.getByText('Merci ! Votre demande d’alerte a bien été prise en compte.')).toBeVisible();
    const [alert] = await selectRows<{ criteria: string }>('SELECT criteria FROM buyer_alerts WHERE email = ?', [email]);
    const criteria = JSON.parse(alert!.criteria);
    expect(criteria).toMatchObject({ offre: ['Vente'], typesBiens: ['Maison'], proximiteKm: 10, prixMin: null, prixMax: 600000, surfMin: 60, chambresMin: null, localites: [{ label: 'Sevran (93270)', zip: '93270', name: 'Sevran' }] });
    expect(criteria.localites[0].centre.lat).toBeCloseTo(48.94, 1);
    await page.context().close();
  });

  test(`sort by distance then by price per m², the cards in that order (${mode})`, async ({ browser }) => {
    const page = await pageWith(browser, javaScript);
    await page.goto(siteUrl('reseau', '/recherche-bien?q=Sevran+%2893270%29&proximite=10'));
    if (javaScript) await waitForHydration(page);
    const sort = page.getByLabel('Trier par');
    for (const [label, value, testId, attribute] of [
      ['Distance', 'distance', 'listing-distance', 'data-km'],
      ['Prix au m² croissant', 'prixM2Asc', 'listing-price-m2', 'data-price-m2'],
    ] as const) {
      await sort.selectOption({ label });
      if (!javaScript) await page.getByRole('button', { name: 'Rechercher', exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`sort=${value}`));
      await expect(page.getByTestId('search-heading')).toContainText('autour de Sevran (93270)');
      // With JavaScript the list changes after the URL: read it until the navigation has rendered.
      await expect
        .poll(async () => {
          const values = await numbers(page, testId, attribute);
          return values.length > 5 && values.every((v, i) => i === 0 || v >= values[i - 1]!);
        })
        .toBe(true);
    }
    await page.context().close();
  });

  test(`the property page's costs and loan simulator answer the GET form (${mode})`, async ({ browser }) => {
    const page = await pageWith(browser, javaScript);
    await page.goto(siteUrl('reseau', '/recherche-bien?q=Sevran+%2893270%29&types=Appartement&sort=prixAsc'));
    const first = page.getByTestId('listing-cards').getByRole('link').first();
    const href = await first.getAttribute('href');
    await page.goto(siteUrl('reseau', href!));
    await expect(page.getByTestId('price-benchmark')).toContainText(/^Prix au m² : [\d\u202f ]+ €/);
    // Sharing: the script's button with JavaScript; without it, by e-mail or a link to copy (no dead button).
    if (javaScript) {
      await waitForHydration(page);
      await expect(page.getByRole('button', { name: 'Partager' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Partager par e-mail' })).toBeHidden();
    } else {
      await expect(page.getByRole('button', { name: 'Imprimer' })).toBeHidden();
      await page.locator('summary', { hasText: 'Partager' }).click();
      await expect(page.getByRole('link', { name: 'Partager par e-mail' })).toHaveAttribute('href', new RegExp(`^mailto:\\?subject=.+&body=${encodeURIComponent(siteUrl('reseau', href!)).replace(/[.?]/g, '\\$&')}$`));
      await expect(page.getByLabel('Lien à copier')).toHaveValue(siteUrl('reseau', href!));
    }
    const section = page.getByTestId('buyer-costs');
    await expect(section.getByRole('heading', { name: 'Ce que vous paierez' })).toBeVisible();
    await expect(section.getByTestId('acquisition-costs')).toHaveText(/^[\d\u202f ]+ €$/);
    await expect(section).toContainText('Droit départemental 5,00 % (Seine-Saint-Denis)');
    await section.getByLabel('Taux nominal annuel (%)').fill('trois');
    await section.getByRole('button', { name: 'Calculer' }).click();
    await expect(section.getByText('Indiquez un taux entre 0 et 20 %, par exemple 3,5.')).toBeVisible();
    await section.getByLabel('Taux nominal annuel (%)').fill('3,5');
    await section.getByLabel('Apport personnel (€)').fill('20000');
    await section.getByLabel(/Revenus nets mensuels/).fill('4000');
    await section.getByRole('button', { name: 'Calculer' }).click();
    await expect(page).toHaveURL(/taux=3%2C5/);
    await expect(section.getByTestId('loan-monthly')).toContainText('sur 20 ans à 3,50 %');
    await expect(section.getByTestId('loan-capacity')).toContainText(/Capacité d’emprunt au plafond de 35 % : 1\s400 € par mois/);
    await expect(section.getByLabel('Taux nominal annuel (%)')).toHaveValue('3,5');
    await page.context().close();
  });
}

const AXE_PAGES = [
  ['radius search sorted by distance', '/recherche-bien?q=Sevran+%2893270%29&proximite=10&sort=distance'],
  ['rental search with surface, rooms and furnished', '/recherche-location?q=Sevran+%2893270%29&surfHabMin=20&meuble=non&sort=prixAsc'],
  ['property page with the loan figures and a refused field', '/bien-immobilier/appartement-2-pieces-41-m-sevran-000001?taux=3%2C5&apport=abc&revenus=4000'],
  ['alert form prefilled from a search', `/alerte-immobiliere?offre=Vente&typesBiens=Maison&localites=Sevran+%2893270%29&proximiteVille=10&prixMax=300000`],
] as const;

for (const width of [390, 1440]) {
  for (const [label, path] of AXE_PAGES) {
    test(`axe: ${label} at ${width}px has no WCAG A/AA violation and no sideways scroll`, async ({ browser }) => {
      const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'fr-FR' });
      const page = await context.newPage();
      expect((await page.goto(siteUrl('reseau', path)))?.status()).toBe(200);
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
      await context.close();
    });
  }
}

// A concave zone (an L) over Sevran and Aulnay-sous-Bois, as the map would put it in the URL.
const ZONE = encodeZone([[48.915, 2.46], [48.965, 2.46], [48.965, 2.535], [48.94, 2.535], [48.94, 2.51], [48.915, 2.51]]);

test('a zone around Sevran and Aulnay-sous-Bois in the URL: only the listings inside, the same list with and without JavaScript, kept by a sort', async ({ browser }) => {
  const polygon = parseZone(ZONE)!;
  const rows = await selectRows<{ slug: string; lat: number; lng: number }>("SELECT slug, lat, lng FROM listings WHERE network_site_id = 'reseau' AND publication = 'published' AND status = 'sale' AND lat IS NOT NULL AND lng IS NOT NULL", []);
  const inside = new Set(rows.filter((r) => zoneContains(polygon, { lat: Number(r.lat), lng: Number(r.lng) })).map((r) => `/bien-immobilier/${r.slug}`));
  expect(inside.size).toBeGreaterThan(3);
  const lists: string[][] = [];
  for (const javaScript of [true, false]) {
    const page = await pageWith(browser, javaScript);
    await page.goto(siteUrl('reseau', `/recherche-bien?zone=${encodeURIComponent(ZONE)}&sort=prixAsc`));
    const heading = page.getByTestId('search-heading');
    await expect(heading).toContainText('dans la zone choisie');
    await expect(heading).toHaveAttribute('data-total', String(inside.size));
    const hrefs = await page.getByTestId('listing-cards').locator('h2 a').evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
    expect(hrefs.length).toBe(Math.min(12, inside.size));
    for (const href of hrefs) expect(inside.has(href), href).toBe(true);
    lists.push(hrefs);
    if (javaScript) {
      await waitForHydration(page);
      await page.getByLabel('Trier par').selectOption({ label: 'Prix décroissant' });
      await expect(page).toHaveURL(/sort=prixDesc/);
      expect(new URL(page.url()).searchParams.get('zone')).toBe(ZONE);
      await expect(heading).toHaveAttribute('data-total', String(inside.size));
    } else {
      await page.getByRole('link', { name: 'Effacer la zone' }).click();
      await expect(heading).not.toContainText('dans la zone choisie');
      expect(new URL(page.url()).searchParams.get('zone')).toBeNull();
    }
    await page.context().close();
  }
  expect(lists[1]).toEqual(lists[0]);
});

const SEVRAN_CENTRE = { lat: 48.9378, lng: 2.5311 };
const AULNAY_CENTRE = { lat: 48.9457, lng: 2.4918 };

async function listingsInside(zoneParam: string, minPrice = 0): Promise<Set<string>> {
  const polygon = parseZone(zoneParam)!;
  const rows = await selectRows<{ slug: string; lat: number; lng: number }>(`SELECT slug, lat, lng FROM listings WHERE network_site_id = 'reseau' AND publication = 'published' AND status = 'sale' AND lat IS NOT NULL AND lng IS NOT NULL AND price >= ${Number(minPrice)}`, []);
  return new Set(rows.filter((r) => zoneContains(polygon, { lat: Number(r.lat), lng: Number(r.lng) })).map((r) => `/bien-immobilier/${r.slug}`));
}

async function resultList(page: Page): Promise<{ total: number; hrefs: string[] }> {
  const total = Number(await page.getByTestId('search-heading').getAttribute('data-total'));
  const hrefs = await page.getByTestId('listing-cards').locator('h2 a').evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
  return { total, hrefs };
}

test.describe('the zone drawn on the search map (after maps consent)', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('a zone drawn around Sevran and Aulnay-sous-Bois by clicks: only the listings inside, and the URL alone gives the same list without JavaScript; then "Rechercher dans cette zone"', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    // The map opens on the zone of the URL (an L over the two towns), which the drawing then replaces.
    await page.goto(siteUrl('reseau', `/recherche-bien?zone=${encodeURIComponent(ZONE)}&min=100000`));
    await waitForHydration(page);
    // No map and no zone tools before consent.
    await expect(page.getByRole('button', { name: 'Dessiner une zone' })).toHaveCount(0);
    await page.locator('[data-consent-placeholder="maps"]').getByRole('button', { name: 'Autoriser et afficher' }).click();
    await page.getByRole('button', { name: 'Dessiner une zone' }).click();
    await expect(page.getByRole('button', { name: 'Terminer la zone' })).toBeDisabled();
    const box = (await page.getByRole('region', { name: /^Carte des résultats/ }).boundingBox())!;
    // A concave ring of six clicks over most of the map, which shows the results around Sevran.
    const ring = [[0.12, 0.2], [0.88, 0.2], [0.88, 0.85], [0.5, 0.85], [0.5, 0.6], [0.12, 0.6]] as const;
    for (const [i, [x, y]] of ring.entries()) {
      await page.mouse.click(box.x + x * box.width, box.y + y * box.height);
      await expect(page.getByRole('status').filter({ hasText: 'Cliquez sur la carte' })).toContainText(`${i + 1} point`);
    }
    await page.getByRole('button', { name: 'Terminer la zone' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('zone')).not.toBe(ZONE);
    const url = new URL(page.url());
    const drawn = url.searchParams.get('zone')!;
    const polygon = parseZone(drawn)!;
    expect(polygon.points).toHaveLength(6);
    expect(zoneContains(polygon, SEVRAN_CENTRE), JSON.stringify(polygon.points)).toBe(true);
    expect(zoneContains(polygon, AULNAY_CENTRE)).toBe(true);
    // Drawn on a map of the two towns, not of France.
    expect(polygon.bbox.maxLat - polygon.bbox.minLat).toBeLessThan(0.3);
    expect(polygon.bbox.maxLng - polygon.bbox.minLng).toBeLessThan(0.3);
    expect(drawn).not.toBe(ZONE);
    // The other filters stay.
    expect(url.searchParams.get('min')).toBe('100000');
    const inside = await listingsInside(drawn, 100_000);
    expect(inside.size).toBeGreaterThan(3);
    const heading = page.getByTestId('search-heading');
    await expect(heading).toContainText('dans la zone choisie');
    await expect(heading).toHaveAttribute('data-total', String(inside.size));
    const withScript = await resultList(page);
    expect(withScript.hrefs.length).toBe(Math.min(12, inside.size));
    for (const href of withScript.hrefs) expect(inside.has(href), href).toBe(true);
    // The zone is outlined on the map.
    await expect(page.locator('.leaflet-overlay-pane path')).toHaveCount(1);

    const noScript = await pageWith(browser, false);
    await noScript.goto(page.url());
    expect(await resultList(noScript)).toEqual(withScript);
    await expect(noScript.getByRole('button', { name: 'Dessiner une zone' })).toHaveCount(0);
    await noScript.context().close();

    // 'Rechercher dans cette zone': the rectangle the map shows.
    await page.getByRole('button', { name: 'Rechercher dans cette zone' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('zone')).not.toBe(drawn);
    const rectangle = new URL(page.url()).searchParams.get('zone')!;
    expect(parseZone(rectangle)!.points).toHaveLength(4);
    const inView = await listingsInside(rectangle, 100_000);
    await expect(heading).toHaveAttribute('data-total', String(inView.size));
    for (const href of (await resultList(page)).hrefs) expect(inView.has(href), href).toBe(true);
    await context.close();
  });
});

for (const javaScript of [true, false]) {
  const mode = javaScript ? 'with JavaScript' : 'without JavaScript';

  test(`'Favori' keeps two listings in the favourites cookie, /favoris lists them and 'Retirer' removes one (${mode})`, async ({ browser }) => {
    const page = await pageWith(browser, javaScript);
    const rows = await selectRows<{ slug: string; title: string }>("SELECT slug, title FROM listings WHERE network_site_id = 'reseau' AND publication = 'published' AND status = 'sale' ORDER BY id LIMIT 2", []);
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      await page.goto(siteUrl('reseau', `/bien-immobilier/${row.slug}`));
      const favourite = page.getByRole('button', { name: 'Favori', exact: true });
      if (javaScript) {
        await waitForHydration(page);
        await expect(favourite).toHaveAttribute('aria-pressed', 'false');
        await favourite.click();
        await expect(favourite).toHaveAttribute('aria-pressed', 'true');
        await expect(page.getByText('Bien ajouté à vos favoris.')).toBeVisible();
      } else {
        await favourite.click();
        await expect(page).toHaveURL(/\/favoris$/);
      }
    }
    await page.goto(siteUrl('reseau', '/favoris'));
    const list = page.getByTestId('favourites');
    // The newest first.
    await expect(list.getByRole('listitem').getByRole('link')).toHaveText([rows[1]!.title, rows[0]!.title]);
    const cookie = (await page.context().cookies()).find((c) => c.name === 'vitrine_favoris')!;
    expect(cookie.value).toBe(`${rows[1]!.slug}/${rows[0]!.slug}`);
    if (javaScript) await waitForHydration(page);
    await list.getByRole('button', { name: `Retirer ${rows[1]!.title} de vos favoris` }).click();
    await expect(page).toHaveURL(/\/favoris$/);
    await expect(page.getByTestId('favourites').getByRole('listitem').getByRole('link')).toHaveText([rows[0]!.title]);
    // The list is the visitor's own: another browser sees none of it.
    const other = await pageWith(browser, javaScript);
    await other.goto(siteUrl('reseau', '/favoris'));
    await expect(other.getByText('Aucun favori pour le moment.')).toBeVisible();
    await other.context().close();
    await page.context().close();
  });
}

test("the Localisation tab: what the map will show before consent, then a circle around the commune's centre and no marker on the listing's own point", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const [row] = await selectRows<{ slug: string }>("SELECT slug FROM listings WHERE network_site_id = 'reseau' AND publication = 'published' AND status = 'sale' AND insee = '93071' ORDER BY id LIMIT 1", []);
  await page.goto(siteUrl('reseau', `/bien-immobilier/${row!.slug}`));
  await waitForHydration(page);
  await page.getByRole('tab', { name: 'Localisation' }).click();
  const panel = page.getByRole('tabpanel');
  await expect(panel).toContainText('La carte montre un cercle d’environ 1 km autour du centre de Sevran : jamais l’adresse du bien');
  // The nearest stations from the bundled IDFM file, before any consent (decision 0147).
  await expect(panel.getByText('Gares et stations les plus proches du centre de Sevran')).toBeVisible();
  await expect(panel.getByRole('listitem')).toHaveText([/^Sevran-Livry \(RER B\) : 0,3 km à vol d’oiseau$/, /^Sevran-Beaudottes \(RER B\) : 1,1 km/, /km à vol d’oiseau$/, /km à vol d’oiseau$/]);
  await expect(panel).toContainText('Source : Île-de-France Mobilités, emplacement des gares et stations (novembre 2025).');
  // Rendered by the server: without JavaScript the page's HTML carries the list.
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const bare = await noScript.newPage();
  await bare.goto(siteUrl('reseau', `/bien-immobilier/${row!.slug}`));
  expect(await bare.content()).toContain('Sevran-Livry (RER B) : 0,3 km à vol d’oiseau');
  await noScript.close();
  const gate = panel.locator('[data-consent-placeholder="maps"]');
  await expect(gate).toContainText('Contenu externe : la carte du secteur de Sevran');
  await gate.getByRole('button', { name: 'Autoriser et afficher' }).click();
  await expect(panel.locator('.leaflet-overlay-pane path')).toHaveCount(1);
  await expect(panel.locator('.leaflet-marker-icon')).toHaveCount(0);
  await context.close();
});

test('the Localisation map made while its tab was hidden (consent given earlier) shows the circle once the tab opens', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const [row] = await selectRows<{ slug: string }>("SELECT slug FROM listings WHERE network_site_id = 'reseau' AND publication = 'published' AND status = 'sale' AND insee = '93071' ORDER BY id LIMIT 1", []);
  await page.goto(siteUrl('reseau', `/bien-immobilier/${row!.slug}`));
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Tout accepter' }).click();
  await page.getByRole('tab', { name: 'Localisation' }).click();
  const circle = page.getByRole('tabpanel').locator('.leaflet-overlay-pane path');
  await expect(circle).toHaveCount(1);
  // Fitted to the map: the circle's box lies within the map's and fills a good part of it.
  await expect.poll(async () => {
    const map = (await page.getByRole('region', { name: /^Carte de Sevran/ }).boundingBox())!;
    const c = (await circle.boundingBox())!;
    return c.width > map.width * 0.3 && c.x >= map.x - 1 && c.x + c.width <= map.x + map.width + 1;
  }).toBe(true);
  await context.close();
});
