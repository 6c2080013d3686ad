import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { backofficeContext, signIn } from './backoffice-session';

const ADMIN = 'admin@reseau.example';

test('at 390 px without JavaScript, the back-office links sit behind "Menu": opened, a click on "Sites" leads there and marks it current', async ({ browser }, testInfo) => {
  const context = await backofficeContext(browser, 390);
  const page = await context.newPage();
  await signIn(page, ADMIN);
  const nav = page.getByRole('navigation', { name: 'Back-office' });
  await expect(nav).toHaveCount(0);
  await page.getByText('Menu', { exact: true }).click();
  await expect(nav.getByRole('link')).toHaveText(['Prospects', 'Sites', 'Annonces', 'Médias', 'Membres', 'Journal', 'Données personnelles', 'API', 'Webhooks', 'Routage', 'Statistiques', 'Mon compte']);
  await page.screenshot({ path: testInfo.outputPath('menu-open-390.png'), fullPage: true });
  await nav.getByRole('link', { name: 'Sites' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sites' })).toBeVisible();
  await page.getByText('Menu', { exact: true }).click();
  await expect(nav.getByRole('link', { name: 'Sites' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Prospects' })).not.toHaveAttribute('aria-current', 'page');
  await context.close();
});

test('at 1440 px the links are in the header row, no "Menu"; a site owner of a property network sees no "Rendez-vous"', async ({ browser }, testInfo) => {
  const context = await backofficeContext(browser, 1440);
  const page = await context.newPage();
  await signIn(page, 'lea.garnier@maisonfort.example');
  await expect(page.getByText('Menu', { exact: true })).toBeHidden();
  const nav = page.getByRole('navigation', { name: 'Back-office' });
  await expect(nav.getByRole('link')).toHaveText(['Prospects', 'Sites', 'Annonces', 'Médias', 'Données personnelles', 'Statistiques', 'Mon compte']);
  await expect(nav.getByRole('link', { name: 'Prospects' })).toHaveAttribute('aria-current', 'page');
  await page.screenshot({ path: testInfo.outputPath('header-1440.png'), fullPage: true });
  await context.close();
});

for (const width of [390, 1440]) {
  test(`axe: the back-office header, menu open, at ${width}px has no WCAG A/AA violation and is no wider than the screen`, async ({ browser }) => {
    const context = await backofficeContext(browser, width, true);
    const page = await context.newPage();
    await signIn(page, ADMIN);
    if (width < 768) await page.getByText('Menu', { exact: true }).click();
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await context.close();
  });
}
