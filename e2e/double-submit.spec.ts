import { expect, type Page, test } from '@playwright/test';
import { leadsByEmail } from './lead-rows';
import { siteUrl } from './sites';

/*
 * Without JavaScript a double click sends the same plain post twice (issue 30: the property contact
 * and buyer alert forms had no server-rendered idempotency key; the adviser contact posts to its page too, so it stored two leads). The browser's
 * post is sent twice as it left the page; one lead must be stored, and the visitor sees the confirmation.
 */
test.use({ javaScriptEnabled: false, locale: 'fr-FR', timezoneId: 'Europe/Paris' });

/** Every post to this endpoint reaches the server twice, the same body both times (a double click). */
async function postTwice(page: Page, endpoint: string): Promise<void> {
  await page.route(`**${endpoint}`, async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    // Node does not resolve *.localhost as Chromium does: the same request to 127.0.0.1, its Host kept.
    const url = new URL(route.request().url());
    const options = { url: url.href.replace(url.hostname, '127.0.0.1'), headers: { ...route.request().headers(), host: url.host }, maxRedirects: 0 };
    await route.fetch(options);
    const second = await route.fetch(options);
    await route.fulfill({ response: second });
  });
}

const FORMS = [
  {
    name: 'property contact',
    // Posted to the property page itself (decision 0160).
    endpoint: '/bien-immobilier/*',
    async open(page: Page) {
      await page.goto(siteUrl('reseau', '/recherche-bien'));
      await page.locator('a[href^="/bien-immobilier/"]').first().click();
      await expect(page).toHaveURL(/\/bien-immobilier\/[^/]+$/);
      return page.locator('#contact');
    },
    async fill(page: Page, email: string) {
      await page.getByLabel('Nom *').fill('Double Clic');
      await page.getByLabel('E-mail *').fill(email);
      await page.getByLabel(/J’accepte que mes données/).check();
      await page.locator('#contact').getByRole('button', { name: 'Envoyer' }).click();
      await expect(page.getByText('Merci, votre message a bien été envoyé !')).toBeVisible();
    },
  },
  {
    name: 'adviser contact',
    // Posted to the adviser's contact page itself (decision 0161).
    endpoint: '/contact-conseiller/*',
    async open(page: Page) {
      await page.goto(siteUrl('reseau', '/contact-conseiller/lea-garnier'));
      return page.locator('#formulaire form');
    },
    async fill(page: Page, email: string) {
      await page.getByRole('textbox', { name: 'Prénom', exact: true }).fill('Double');
      await page.getByRole('textbox', { name: 'Nom', exact: true }).fill('Clic');
      await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
      await page.getByRole('textbox', { name: 'Téléphone', exact: true }).fill('06 12 34 56 78');
      await page.locator('#formulaire').getByRole('button', { name: 'Envoyer' }).click();
      await expect(page.getByText('Merci, votre message a bien été envoyé !')).toBeVisible();
    },
  },
  {
    name: 'buyer alert',
    endpoint: '/api/alertes',
    async open(page: Page) {
      await page.goto(siteUrl('reseau', '/alerte-immobiliere'));
      return page.locator('#alerte form');
    },
    async fill(page: Page, email: string) {
      await page.getByLabel('Vente', { exact: true }).check();
      await page.getByLabel('Maison', { exact: true }).check();
      await page.locator('input[name=localites]:visible').fill('Sevran (93270)');
      await page.getByLabel('Nom *', { exact: true }).fill('Clic');
      await page.getByLabel('Prénom *', { exact: true }).fill('Double');
      await page.getByLabel('Téléphone *', { exact: true }).fill('06 12 34 56 78');
      await page.getByLabel('Email *', { exact: true }).fill(email);
      await page.getByLabel(/J’accepte que mes données/).check();
      await page.locator('#alerte').getByRole('button', { name: 'Envoyer' }).click();
      await expect(page.getByText('Merci ! Votre demande d’alerte a bien été prise en compte.')).toBeVisible();
    },
  },
];

for (const form of FORMS) {
  test(`${form.name} without JavaScript: each answer renders its own key, and a double submit stores one lead`, async ({ page }) => {
    const first = await (await form.open(page)).locator('input[name=idempotencyKey]').inputValue();
    // The second answer of the same page may come from the render cache: its key must be fresh all the same.
    const second = await (await form.open(page)).locator('input[name=idempotencyKey]').inputValue();
    expect(first).not.toBe('');
    expect(second).not.toBe(first);

    const email = `double.${form.endpoint.replace(/\W/g, '')}.${Date.now()}@example.fr`;
    await postTwice(page, form.endpoint);
    await form.fill(page, email);
    await expect.poll(async () => (await leadsByEmail(email)).length).toBe(1);
  });
}
