import { expect, test } from '@playwright/test';
import { backofficeContext, followNav, signIn } from './backoffice-session';

const THOMAS = 'thomas.garnier@maisonfort.example';

test('without JavaScript, an adviser sets "En congés jusqu’au" on his account page, sees it, then says he is back', async ({ browser }, testInfo) => {
  const context = await backofficeContext(browser, 390);
  const page = await context.newPage();
  await signIn(page, THOMAS);
  await followNav(page, 'Mon compte');
  await expect(page.getByRole('heading', { level: 2, name: 'Congés' })).toBeVisible();
  const until = new Date(Date.now() + 20 * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Europe/Paris' });
  await page.getByLabel('En congés jusqu’au').fill(until);
  await page.getByRole('button', { name: 'Enregistrer mes congés' }).click();
  await expect(page.getByRole('status')).toContainText('C’est noté : en congés jusqu’au');
  await expect(page.getByText('Vous êtes en congés jusqu’au')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('leave-390.png'), fullPage: true });
  // A past day: said next to the field, nothing changed.
  await page.getByLabel('En congés jusqu’au').fill('2020-01-01');
  await page.getByRole('button', { name: 'Enregistrer mes congés' }).click();
  await expect(page.getByText('Cette date est passée : choisissez aujourd’hui ou un jour à venir.')).toBeVisible();
  await page.getByLabel('En congés jusqu’au').fill('');
  await page.getByRole('button', { name: 'Enregistrer mes congés' }).click();
  await expect(page.getByRole('status')).toContainText('vous êtes de retour');
  await expect(page.getByText('Vous n’êtes pas en congés')).toBeVisible();
  await context.close();
});
