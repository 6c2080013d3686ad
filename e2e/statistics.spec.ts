import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { BACKOFFICE, backofficeContext, followNav, signIn } from './backoffice-session';
import { apiTarget, siteUrl } from './sites';

// Issue 36 item 4 on the built server: page views counted on the server (rendered and render-cache
// hits), no cookie, and the dashboard's numbers equal to them. A referring domain of this run's own
// makes the counts exact whatever other suites visit.
const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const ADMIN = 'admin@reseau.example';
const DIAG_OWNER = 'claire.vasseur@diageo.example';

async function visit(request: APIRequestContext, site: string, referrer: string, userAgent = FIREFOX) {
  const target = apiTarget(site, '/');
  const response = await request.get(target.url, { headers: { ...target.headers, 'user-agent': userAgent, referer: `https://${referrer}/article?id=42` } });
  expect(response.status()).toBe(200);
  return { cache: response.headers()['x-render-cache'], cookie: response.headers()['set-cookie'] };
}

/**
 * Reloads the dashboard until this run's referring domain shows `expected` views (the counters are
 * written in batches every few seconds, so a reload may show an earlier batch); fails if it never does
 * or shows more.
 */
async function expectReferrerCount(page: Page, query: string, referrer: string, expected: string): Promise<void> {
  await expect(async () => {
    await page.goto(`${BACKOFFICE}/statistiques${query}`);
    const row = page.getByTestId('referrers').getByRole('row').filter({ has: page.getByRole('rowheader', { name: referrer, exact: true }) });
    await expect(row.getByRole('cell').first()).toHaveText(expected, { timeout: 1000 });
  }).toPass({ timeout: 30_000 });
}

test('page views of three sites, render-cache hits included, are counted exactly, set no cookie, and the dashboard shows them', async ({ browser, request }, testInfo) => {
  test.slow();
  const referrer = `e2e-${Date.now().toString(36)}.example`;
  const answers = [];
  for (const site of ['sevran', 'reseau', 'diag-paris15']) for (let i = 0; i < 10; i++) answers.push(await visit(request, site, referrer));
  // Robots are not counted.
  for (const site of ['sevran', 'reseau', 'diag-paris15']) await visit(request, site, referrer, GOOGLEBOT);
  expect(answers.filter((a) => a.cache === 'hit').length).toBeGreaterThanOrEqual(27);
  expect(answers.map((a) => a.cookie).filter(Boolean)).toEqual([]);

  // A person's visit in a browser (JavaScript on): counted, and no cookie in the browser afterwards.
  const visitor = await browser.newContext({ userAgent: FIREFOX, locale: 'fr-FR' });
  const tab = await visitor.newPage();
  await tab.goto(siteUrl('sevran', '/'), { referer: `https://${referrer}/lien` });
  await expect(tab.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await visitor.cookies()).toEqual([]);
  await visitor.close();

  const context = await backofficeContext(browser, 1440);
  const page = await context.newPage();
  await signIn(page, ADMIN);
  await expectReferrerCount(page, '?site=sevran', referrer, '11');
  await expectReferrerCount(page, '?site=reseau', referrer, '10');
  await expectReferrerCount(page, '', referrer, '21');
  // Another network's site: not found.
  const other = await page.goto(`${BACKOFFICE}/statistiques?site=diag-paris15`);
  expect(other?.status()).toBe(404);
  await context.close();

  const diag = await backofficeContext(browser, 1440);
  const diagPage = await diag.newPage();
  await signIn(diagPage, DIAG_OWNER);
  await expectReferrerCount(diagPage, '?site=diag-paris15', referrer, '10');
  await diagPage.screenshot({ path: testInfo.outputPath('statistics-diag-1440.png'), fullPage: true });
  await diag.close();
});

test('without JavaScript, the header link opens the dashboard; choosing a site and a period and pressing "Afficher" puts them in the URL', async ({ browser }) => {
  const context = await backofficeContext(browser, 390);
  const page = await context.newPage();
  await signIn(page, ADMIN);
  await followNav(page, 'Statistiques');
  await expect(page.getByRole('heading', { level: 1, name: 'Statistiques' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Visites et pages avec formulaire vues, par jour' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Site' }).selectOption({ value: 'sevran' });
  const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Paris' });
  await page.getByLabel('Du', { exact: true }).fill(today);
  await page.getByLabel('Au', { exact: true }).fill(today);
  await page.getByRole('button', { name: 'Afficher' }).click();
  await expect(page).toHaveURL(new RegExp(`/gestion/statistiques\\?site=sevran&du=${today}&au=${today}$`));
  await expect(page.getByTestId('funnel').getByRole('row')).toHaveCount(5);
  // A period in the wrong order: said next to the field.
  await page.getByLabel('Du', { exact: true }).fill(today);
  await page.getByLabel('Au', { exact: true }).fill('2025-01-01');
  await page.getByRole('button', { name: 'Afficher' }).click();
  await expect(page.getByText('La date de fin doit suivre la date de début.')).toBeVisible();
  await context.close();
});

for (const width of [390, 1440]) {
  test(`axe: the dashboard at ${width}px has no WCAG A/AA violation and is no wider than the screen`, async ({ browser }, testInfo) => {
    const context = await backofficeContext(browser, width, true);
    const page = await context.newPage();
    await signIn(page, ADMIN);
    await page.goto(`${BACKOFFICE}/statistiques?site=sevran`);
    await page.getByText('Voir les chiffres par jour').click();
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: testInfo.outputPath(`statistics-${width}.png`), fullPage: true });
    await context.close();
  });
}
