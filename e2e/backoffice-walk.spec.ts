import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { backofficeContext, signIn } from './backoffice-session';
import { E2E_PORT } from '../playwright.config';

const ORIGIN = `http://gestion.localhost:${E2E_PORT}`;

/** Each seeded role and the header links it is offered (tests/backoffice-nav.integration.test.ts checks who sees what). */
const ROLES: [string, number][] = [
  ['admin@reseau.example', 12], // network admin, Maisonfort
  ['lea.garnier@maisonfort.example', 7], // owner of sevran
  ['thomas.garnier@maisonfort.example', 3], // adviser of sevran
  ['claire.vasseur@diageo.example', 7], // owner of diag-paris15
];

for (const [email, links] of ROLES) {
  test(`${email}: at 390 px, in French and under /en, every header link answers 200 in its language, is no wider than the screen and has no axe violation`, async ({ browser }, testInfo) => {
    test.setTimeout(240_000);
    // The back-office ships no script: JavaScript on only lets axe run.
    const context = await backofficeContext(browser, 390, true);
    const page = await context.newPage();
    await signIn(page, email);
    const seen: { href: string; answer: string }[] = [];
    const expected: { href: string; answer: string }[] = [];
    for (const [lang, start] of [['fr', '/gestion'], ['en', '/en/gestion']] as const) {
      await page.goto(ORIGIN + start);
      await page.getByText('Menu', { exact: true }).click();
      const nav = page.getByRole('navigation', { name: 'Back-office' });
      const hrefs = await nav.getByRole('link').evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''));
      expect(hrefs).toHaveLength(links);
      for (const href of hrefs) {
        expect(href.startsWith(start), `${href} stays in ${lang}`).toBe(true);
        const response = await page.goto(ORIGIN + href);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
        const violations = axe.violations.map((v) => `${v.id} ${v.nodes.map((n) => n.target.join(' ')).slice(0, 2).join(' | ')}`).join('; ');
        seen.push({ href, answer: `${response?.status()} lang=${await page.locator('html').getAttribute('lang')} wider-by=${Math.max(0, overflow)} axe=[${violations}]` });
        expected.push({ href, answer: `200 lang=${lang} wider-by=0 axe=[]` });
        await page.screenshot({ path: testInfo.outputPath(`${lang}${href.replace(/^\/(en\/)?gestion/, '').replace(/\W+/g, '-') || '-inbox'}-390.png`), fullPage: true });
      }
    }
    expect(seen).toEqual(expected);
    await context.close();
  });
}

test('the listing editor names the property types in the page’s language: "Flat" under /en, "Appartement" in French (found by the walk: they were French under /en)', async ({ browser }) => {
  const context = await backofficeContext(browser, 390);
  const page = await context.newPage();
  await signIn(page, 'thomas.garnier@maisonfort.example');
  await page.goto(`${ORIGIN}/en/gestion/annonces/nouvelle`);
  const type = page.getByLabel('Property type');
  await expect(type.locator('option:checked')).toHaveText('Flat');
  await expect(type.locator('option[value="Terrain à batir"]')).toHaveText('Building land');
  await page.goto(`${ORIGIN}/gestion/annonces/nouvelle`);
  await expect(page.getByLabel('Type de bien').locator('option:checked')).toHaveText('Appartement');
  await context.close();
});

test('an unknown back-office address answers 404 with the back-office’s "Page introuvable" page and its header, in French and under /en (found by the walk: a signed-in member saw the raw body "null")', async ({ browser }) => {
  const context = await backofficeContext(browser, 390);
  const page = await context.newPage();
  await signIn(page, 'lea.garnier@maisonfort.example');
  const french = await page.goto(`${ORIGIN}/gestion/sites/sevran/nulle-part`);
  expect(french?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Retour aux prospects' })).toBeVisible();
  const english = await page.goto(`${ORIGIN}/en/gestion/nowhere`);
  expect(english?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.locator('body')).not.toHaveText('null');
  await context.close();
});
