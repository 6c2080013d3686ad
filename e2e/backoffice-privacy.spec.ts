import AxeBuilder from '@axe-core/playwright';
import { type Browser, expect, test } from '@playwright/test';
import { countRows } from './db';
import { siteUrl } from './sites';
import { BACKOFFICE, backofficeContext, followNav, signIn } from './backoffice-session';

const ADMIN = 'admin@reseau.example';
const THOMAS = 'thomas.garnier@maisonfort.example';

/** A lead from the Sevran landing page with a phone number of its own; returns the number as typed and the first name. */
async function postLead(browser: Browser): Promise<{ phone: string; firstName: string }> {
  const digits = String(Date.now()).slice(-8);
  const phone = `07 ${digits.slice(0, 2)} ${digits.slice(2, 4)} ${digits.slice(4, 6)} ${digits.slice(6, 8)}`;
  const firstName = `Effaçable${digits}`;
  const visitor = await backofficeContext(browser, 1440, true);
  const landing = await visitor.newPage();
  await landing.goto(siteUrl('sevran', '/estimation-gratuite'));
  const form = landing.locator('form#estimation');
  await form.getByLabel('Adresse du bien').fill('3 rue de Paris, 93270 Sevran');
  await form.getByLabel('Prénom').fill(firstName);
  await form.getByLabel('Téléphone').fill(phone);
  await form.getByRole('button', { name: 'Recevoir mon estimation gratuite' }).click();
  await expect(landing.getByText('Merci ! Nous vous recontactons très vite')).toBeVisible();
  await visitor.close();
  return { phone, firstName };
}

test('a network admin finds a person’s lead by phone, confirms and erases it (read back), and sets the retention delay; an adviser gets 404', async ({ browser }) => {
  test.setTimeout(120_000);
  const { phone, firstName } = await postLead(browser);
  const context = await backofficeContext(browser, 390);
  const page = await context.newPage();
  await signIn(page, ADMIN);
  await followNav(page, 'Données personnelles');
  await expect(page.getByRole('heading', { level: 1, name: 'Données personnelles' })).toBeVisible();

  // A bad number: a French message next to the field.
  await page.getByLabel('Numéro de téléphone').fill('12');
  await page.getByRole('button', { name: 'Rechercher' }).click();
  await expect(page.getByLabel('Numéro de téléphone')).toHaveAccessibleDescription('Merci de saisir un numéro de téléphone valide (au moins 8 chiffres).');

  // Typed another way than the visitor did: +33 and no spaces.
  await page.getByLabel('Numéro de téléphone').fill(`+33${phone.replace(/\s/g, '').slice(1)}`);
  await page.getByRole('button', { name: 'Rechercher' }).click();
  await expect(page.getByRole('heading', { level: 2, name: '1 demande trouvée' })).toBeVisible();
  await expect(page.getByText(firstName)).toBeVisible();
  await page.getByRole('button', { name: 'Effacer les données de cette demande…' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Confirmer l’effacement' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: '1 demande sera anonymisée' })).toBeVisible();
  // Nothing is erased before the confirmation.
  expect(await countRows('select count(*) as n from leads where firstname = ?', [firstName])).toBe(1);
  await page.getByRole('button', { name: 'Confirmer l’effacement définitif' }).click();
  await expect(page.getByRole('status')).toHaveText('1 demande a été effacée.');
  await expect(page.getByText(firstName)).toHaveCount(0);
  const digits = phone.replace(/\D/g, '').slice(1);
  expect(await countRows('select count(*) as n from leads where firstname = ? or phone like ?', [firstName, `%${digits}`])).toBe(0);
  expect(await countRows("select count(*) as n from audit_events where action = 'lead.erase' and actor = ?", [ADMIN])).toBeGreaterThanOrEqual(1);

  // The retention delay: a refused value shows its message next to the field; a good one is stored.
  await page.getByLabel('Durée', { exact: true }).fill('61');
  await page.getByLabel('Unité').selectOption('mois');
  await page.getByRole('button', { name: 'Enregistrer la durée' }).click();
  await expect(page.getByLabel('Durée', { exact: true })).toHaveAccessibleDescription('La durée ne peut pas dépasser 1 826 jours (5 ans).');
  await page.getByLabel('Durée', { exact: true }).fill('24');
  await page.getByRole('button', { name: 'Enregistrer la durée' }).click();
  await expect(page.getByRole('status')).toHaveText('La durée de conservation a été enregistrée.');
  await expect(page.getByText('effacées automatiquement 730 jours après')).toBeVisible();
  expect(await countRows("select lead_retention_days as n from networks where id = 'maisonfort'", [])).toBe(730);
  // Back to the default for the other tests of the run.
  await page.getByLabel('Durée', { exact: true }).fill('36');
  await page.getByRole('button', { name: 'Enregistrer la durée' }).click();
  await expect(page.getByText(/effacées automatiquement 1\s095 jours après/)).toBeVisible();
  await context.close();

  const adviser = await backofficeContext(browser, 1440);
  const other = await adviser.newPage();
  await signIn(other, THOMAS);
  await expect(other.getByRole('link', { name: 'Données personnelles' })).toHaveCount(0);
  const direct = await other.goto(`${BACKOFFICE}/donnees-personnelles?phone=${encodeURIComponent(phone)}`);
  expect(direct?.status()).toBe(404);
  await adviser.close();
});

for (const width of [390, 1440]) {
  test(`axe: the personal-data page, its results and its confirmation at ${width}px have no WCAG A/AA violation`, async ({ browser }) => {
    test.setTimeout(90_000);
    const { phone } = await postLead(browser);
    const context = await backofficeContext(browser, width, true);
    const page = await context.newPage();
    const audit = async (label: string) => {
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
      expect(results.violations.map((v) => `${label} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`)).toEqual([]);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${label} is no wider than the screen`).toBeLessThanOrEqual(0);
    };
    await signIn(page, ADMIN);
    await page.goto(`${BACKOFFICE}/donnees-personnelles`);
    await audit('empty page');
    await page.goto(`${BACKOFFICE}/donnees-personnelles?email=pas-une-adresse`);
    await audit('search error');
    await page.goto(`${BACKOFFICE}/donnees-personnelles?phone=${encodeURIComponent(phone)}`);
    await expect(page.getByRole('heading', { level: 2, name: '1 demande trouvée' })).toBeVisible();
    await audit('results');
    await page.screenshot({ path: `/work/wt/shots/privacy/results-${width}.png`, fullPage: true }).catch(() => undefined);
    await page.getByRole('button', { name: 'Effacer les données de cette demande…' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Confirmer l’effacement' })).toBeVisible();
    await audit('confirmation');
    await page.screenshot({ path: `/work/wt/shots/privacy/confirm-${width}.png`, fullPage: true }).catch(() => undefined);
    await context.close();
  });
}
