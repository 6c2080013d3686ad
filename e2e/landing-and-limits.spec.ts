import { expect, test } from '@playwright/test';
import { leadsByEmail, leadsByFirstName } from './lead-rows';
import { apiTarget, siteUrl, waitForHydration } from './sites';

// Issue 38 items 8 and 14: the paid landing's form and notes; a contact message is never cut.

test('the landing on a phone: tap to call, "Gérer les cookies", a consent note that does not call itself optional', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: 'fr-FR', viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto(siteUrl('sevran', '/estimation-gratuite'));
  const call = page.getByRole('link', { name: /^Appeler l’agence au / });
  await expect(call).toBeVisible();
  await expect(call).toHaveAttribute('href', /^tel:\+33\d{9}$/);
  const cookies = page.locator('footer').getByRole('link', { name: 'Gérer les cookies' });
  await expect(cookies).toBeVisible();
  const target = await cookies.getAttribute('href');
  expect(target).toMatch(/^\/gestion-des-cookies/);
  const { url, headers } = apiTarget('sevran', target!);
  expect((await page.request.get(url, { headers })).status()).toBe(200);
  const form = page.locator('form#estimation');
  await expect(form).toContainText('vous acceptez d’être recontacté(e)');
  await expect(form).not.toContainText('facultatif, révocable');
  await expect(page.getByText(/Consentement facultatif/)).toHaveCount(0);
  await context.close();
});

test('the landing without JavaScript: \'+33 (0)6-12-34-56-78\' is stored +33612345678; empty fields each say so and keep the rest', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: 'fr-FR' });
  const page = await context.newPage();
  const firstName = `Noé${Date.now().toString(26).replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)}`;
  await page.goto(siteUrl('sevran', '/estimation-gratuite'));
  const form = page.locator('form#estimation');
  await form.getByLabel('Prénom').fill(firstName);
  await form.getByLabel('Téléphone').fill('+33 (0)6-12-34-56-78');
  await form.getByRole('button', { name: 'Recevoir mon estimation gratuite' }).click();
  await expect(page.getByText('Merci de renseigner l’adresse du bien, votre nom et votre téléphone.')).toBeVisible();
  const address = form.getByLabel('Adresse du bien');
  await expect(address).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator(`[id="${await address.getAttribute('aria-describedby')}"]`)).toHaveText('Ce champ est obligatoire.');
  await expect(form.getByLabel('Prénom')).toHaveValue(firstName);
  await expect(form.getByLabel('Téléphone')).toHaveValue('+33 (0)6-12-34-56-78');
  expect(await leadsByFirstName(firstName)).toEqual([]);
  await address.fill('3 rue de Paris, 93270 Sevran');
  await form.getByRole('button', { name: 'Recevoir mon estimation gratuite' }).click();
  await expect(page.getByText('Merci ! Nous vous recontactons très vite (souvent sous 15 min ouvrées).')).toBeVisible();
  await expect.poll(async () => (await leadsByFirstName(firstName)).map((l) => l.phone)).toEqual(['+33612345678']);
  await context.close();
});

const LONG = 'a'.repeat(5001);

test('adviser message with JavaScript: a counter, and past 5 000 characters a French refusal, nothing sent', async ({ page }) => {
  const email = `limite-js-${Date.now()}@exemple.example`;
  await page.goto(siteUrl('reseau', '/contact-conseiller/lea-garnier'));
  await waitForHydration(page);
  const box = page.getByLabel('Message', { exact: true });
  await expect(page.getByText(/^0 \/ 5\s000 caractères$/)).toBeVisible();
  await box.fill('Bonjour');
  await expect(page.getByText(/^7 \/ 5\s000 caractères$/)).toBeVisible();
  await page.getByRole('textbox', { name: 'Prénom', exact: true }).fill('Inès');
  await page.getByRole('textbox', { name: 'Nom', exact: true }).fill('Limite');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Téléphone', exact: true }).fill('06 12 34 56 78');
  await box.fill(LONG);
  // Never cut: the whole text stays in the box.
  await expect(box).toHaveValue(LONG);
  await expect(page.getByText(/5\s001 \/ 5\s000 caractères/)).toBeVisible();
  await expect(page.getByText('Votre message dépasse 5 000 caractères : raccourcissez-le pour l’envoyer.')).toBeVisible();
  await page.locator('#formulaire').getByRole('button', { name: 'Envoyer' }).click();
  await expect(page.getByText(/^Merci, votre message/)).toHaveCount(0);
  expect(await leadsByEmail(email)).toEqual([]);
});

test('adviser message without JavaScript: past 5 000 characters the server refuses it with the message field\'s French message', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: 'fr-FR' });
  const page = await context.newPage();
  const email = `limite-sansjs-${Date.now()}@exemple.example`;
  await page.goto(siteUrl('reseau', '/contact-conseiller/lea-garnier'));
  await page.getByRole('textbox', { name: 'Prénom', exact: true }).fill('Inès');
  await page.getByRole('textbox', { name: 'Nom', exact: true }).fill('Limite');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Téléphone', exact: true }).fill('06 12 34 56 78');
  await page.getByLabel('Message', { exact: true }).fill(LONG);
  await page.locator('#formulaire').getByRole('button', { name: 'Envoyer' }).click();
  await expect(page.getByText('Votre message dépasse 5 000 caractères : raccourcissez-le pour l’envoyer.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(email);
  expect(await leadsByEmail(email)).toEqual([]);
  await context.close();
});
