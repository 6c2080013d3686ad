import { expect, test } from '@playwright/test';
import { leadsByEmail } from './lead-rows';
import { siteUrl } from './sites';

/*
 * Issue 30 item 2 (decision 0161): a form posted without JavaScript comes back at the form and its
 * answer, not at the top of a long page. The form's action carries the fragment of the form (the
 * property contact's #contact, the adviser contact's #formulaire); on a phone (390 px) the page is
 * long, so the answer is in view only when the browser went to the fragment.
 */
test.use({ javaScriptEnabled: false, locale: 'fr-FR', timezoneId: 'Europe/Paris', viewport: { width: 390, height: 844 } });

test('property contact without JavaScript: sent, the page comes back at the form with its confirmation in view', async ({ page }) => {
  await page.goto(siteUrl('reseau', '/recherche-bien'));
  await page.locator('a[href^="/bien-immobilier/"]').first().click();
  await expect(page).toHaveURL(/\/bien-immobilier\/[^/#]+$/);
  const email = `arrivee.bien.${Date.now()}@example.fr`;
  const form = page.locator('#contact');
  await form.getByLabel('Nom *').fill('Inès Arrivée');
  await form.getByLabel('E-mail *').fill(email);
  await form.getByLabel(/J’accepte que mes données/).check();
  await form.getByRole('button', { name: 'Envoyer' }).click();
  await expect(page).toHaveURL(/\/bien-immobilier\/[^/#]+#contact$/);
  await expect(form.getByText('Merci, votre message a bien été envoyé !')).toBeInViewport();
  await expect.poll(async () => (await leadsByEmail(email)).length).toBe(1);
});

test('property contact without JavaScript: a bad e-mail comes back at the form, its message in view', async ({ page }) => {
  await page.goto(siteUrl('reseau', '/recherche-bien'));
  await page.locator('a[href^="/bien-immobilier/"]').first().click();
  const form = page.locator('#contact');
  await form.getByLabel('Nom *').fill('Inès Arrivée');
  await form.getByLabel('E-mail *').fill('ines@exemple');
  await form.getByLabel(/J’accepte que mes données/).check();
  await form.getByRole('button', { name: 'Envoyer' }).click();
  await expect(page).toHaveURL(/#contact$/);
  await expect(form.getByText('Email invalide')).toBeInViewport();
  await expect(form.getByLabel('E-mail *')).toHaveValue('ines@exemple');
});

test('adviser contact without JavaScript: sent, the page comes back at the form with its confirmation in view', async ({ page }) => {
  await page.goto(siteUrl('reseau', '/contact-conseiller/lea-garnier'));
  const email = `arrivee.conseiller.${Date.now()}@example.fr`;
  const form = page.locator('#formulaire');
  await form.getByRole('textbox', { name: 'Prénom', exact: true }).fill('Inès');
  await form.getByRole('textbox', { name: 'Nom', exact: true }).fill('Arrivée');
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await form.getByRole('textbox', { name: 'Téléphone', exact: true }).fill('06 12 34 56 78');
  await form.getByRole('button', { name: 'Envoyer' }).click();
  await expect(page).toHaveURL(/\/contact-conseiller\/lea-garnier\?onglet=message#formulaire$/);
  await expect(form.getByText('Merci, votre message a bien été envoyé !')).toBeInViewport();
  await expect.poll(async () => (await leadsByEmail(email)).length).toBe(1);
});

test('adviser contact without JavaScript: missing fields come back at the form, the spec message in view, the input kept', async ({ page }) => {
  await page.goto(siteUrl('reseau', '/contact-conseiller/lea-garnier'));
  const form = page.locator('#formulaire');
  await form.getByRole('link', { name: 'Devis' }).click();
  await form.getByRole('textbox', { name: 'Prénom', exact: true }).fill('Inès');
  await form.getByLabel('Surface (m²)').fill('64');
  await form.getByRole('button', { name: 'Envoyer' }).click();
  await expect(page).toHaveURL(/\?onglet=devis#formulaire$/);
  await expect(form.getByText('Merci de compléter prénom, nom, email et téléphone.')).toBeInViewport();
  await expect(form.getByRole('textbox', { name: 'Prénom', exact: true })).toHaveValue('Inès');
  await expect(form.getByLabel('Surface (m²)')).toHaveValue('64');
});
