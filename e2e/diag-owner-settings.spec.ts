import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { countRows } from './db';
import { backofficeContext, BACKOFFICE, signIn } from './backoffice-session';
import { apiTarget } from './sites';

/*
 * Issue 33 (decision 0123): the diag-paris15 owner sets blocked time in the calendar and imports a
 * price CSV, in the back-office (no script: its pages have none), at 390 and 1440 px, axe 0; a
 * blocked slot is no longer offered at step 2; a wrong CSV line is named and nothing is stored.
 */
const OWNER = 'claire.vasseur@diageo.example';
const STEP2 =
  '/devis-informations?projet=vendre&bien=appartement&copropriete=oui&dpeDeja=non&construction=avant1949&gaz=aucuneInstallationGaz&electricite=electricitePlus15&pieces=4&surface=75&address=10+place+des+Cinq+Martyrs+du+Lycee+Buffon&postcode=75015&city=Paris';
const SHOTS = process.env.SHOTS_DIR;

test('the owner blocks time (the slot leaves step 2) and imports a price CSV (a wrong line named, nothing stored), at 390 and 1440 px', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const offered = async () => {
    const { url, headers } = apiTarget('diag-paris15', STEP2);
    return [...(await (await request.get(url, { headers })).text()).matchAll(/<option value="(20\d\d-\d\d-\d\dT\d\d:\d\d)"/g)].map((m) => m[1]!);
  };
  for (const width of [1440, 390]) {
    // JavaScript on for axe only: the back-office pages carry no script.
    const context = await backofficeContext(browser, width, true);
    const page = await context.newPage();
    await signIn(page, OWNER);
    await page.goto(`${BACKOFFICE}/sites/diag-paris15`);
    await page.getByRole('link', { name: 'Agenda', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Agenda du diagnostiqueur — Diagéo Paris 15' })).toBeVisible();
    expect(await page.locator('script[src]').count()).toBe(0);
    expect((await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze()).violations.map((v) => v.id)).toEqual([]);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/agenda-${width}.png`, fullPage: true });

    // A wrong line: named next to its field, nothing stored.
    await page.getByLabel('Indisponibilités').fill('le 3 décembre');
    await page.getByRole('button', { name: 'Enregistrer l’agenda' }).click();
    await expect(page.getByText('Ligne 1 : écrivez un jour et une plage, comme 2026-12-03 14:00-16:00')).toBeVisible();
    if (width === 1440) {
      // Block the last slot offered now: it leaves step 2.
      const slot = (await offered()).at(-1)!;
      const [hh, mm] = slot.slice(11).split(':');
      await page.getByLabel('Indisponibilités').fill(`${slot.slice(0, 10)} ${hh}:${mm}-${String(Number(hh) + 1).padStart(2, '0')}:${mm}`);
      await page.getByRole('button', { name: 'Enregistrer l’agenda' }).click();
      await expect(page.getByRole('status')).toHaveText('Agenda enregistré. Les créneaux proposés en ligne en tiennent compte dès maintenant.');
      expect(await offered()).not.toContain(slot);
    }

    await page.goto(`${BACKOFFICE}/sites/diag-paris15`);
    await page.getByRole('link', { name: 'Tarifs', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Grille tarifaire — Diagéo Paris 15' })).toBeVisible();
    expect(await page.locator('script[src]').count()).toBe(0);
    expect((await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze()).violations.map((v) => v.id)).toEqual([]);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/tarifs-${width}.png`, fullPage: true });
    const versions = () => countRows('select count(*) as n from diag_price_grids where site_id = ?', ['diag-paris15']);
    const before = await versions();
    await page.getByLabel('Ou importer un fichier CSV').setInputFiles({ name: 'tarifs.csv', mimeType: 'text/csv', buffer: Buffer.from('diagnostic;type;a;b;c;d\ndpe;appartement;90;105;120;140\ndpf;maison;1;1;1;1\n') });
    await page.getByRole('button', { name: 'Enregistrer la nouvelle version' }).click();
    await expect(page.getByText('Ligne 3 : diagnostic inconnu « dpf »', { exact: false })).toBeVisible();
    if (SHOTS && width === 390) await page.screenshot({ path: `${SHOTS}/tarifs-erreur-390.png`, fullPage: true });
    expect(await versions()).toBe(before);
    await context.close();
  }
});
