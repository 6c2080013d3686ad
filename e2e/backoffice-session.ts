import { type Browser, type BrowserContext, expect, type Page } from '@playwright/test';
import { E2E_PORT } from '../playwright.config';
import { waitForMail } from './mailbox';

/** The back-office on this run's operator host. */
export const BACKOFFICE = `http://gestion.localhost:${E2E_PORT}/gestion`;

/**
 * Signs in as a person would: a signed-out visit lands on the sign-in page, asks for a link, opens it
 * from the mail the test SMTP server caught (a page that changes nothing: a mail scanner may fetch it
 * first), then presses the button that signs in.
 */
export async function signIn(page: Page, email: string, onLinkPage?: () => Promise<void>): Promise<void> {
  // Two workers signing in the same member at once may each open the other's link (or a link the newer
  // request replaced): the sign-in page then says the link is no longer valid, and a person asks again.
  for (let attempt = 1; ; attempt += 1) {
    if (await signInOnce(page, email, onLinkPage)) return;
    if (attempt === 3) throw new Error(`sign-in of ${email} refused three times`);
  }
}

async function signInOnce(page: Page, email: string, onLinkPage?: () => Promise<void>): Promise<boolean> {
  const asked = Date.now();
  await page.goto(BACKOFFICE);
  await expect(page).toHaveURL(/\/gestion\/connexion$/);
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByRole('button', { name: 'Recevoir mon lien de connexion' }).click();
  await expect(page.getByRole('status')).toContainText('Si cette adresse est celle d’un membre, un lien de connexion vient de lui être envoyé.');
  const mail = await waitForMail((m) => m.to.includes(email) && m.subject === 'Votre lien de connexion au back-office' && Date.parse(m.receivedAt) >= asked - 1000, `the sign-in mail to ${email}`);
  const link = /https?:\/\/\S+\/gestion\/auth\/magic-link\/verify\?\S+/.exec(mail.text)?.[0];
  expect(link, 'a sign-in link in the mail').toBeTruthy();
  await page.goto(link!);
  await expect(page.getByRole('heading', { level: 1, name: 'Se connecter au back-office' })).toBeVisible();
  await onLinkPage?.();
  await page.getByRole('button', { name: 'Me connecter' }).click();
  const inbox = page.getByRole('heading', { level: 1, name: 'Prospects' });
  const refused = page.getByText('Ce lien de connexion n’est plus valable', { exact: false });
  await expect(inbox.or(refused)).toBeVisible();
  return inbox.isVisible();
}

/** The back-office ships no script: used with JavaScript off, as a browser without it would (axe turns it on to run). */
export function backofficeContext(browser: Browser, width = 1440, javaScriptEnabled = false): Promise<BrowserContext> {
  return browser.newContext({ viewport: { width, height: 900 }, locale: 'fr-FR', javaScriptEnabled, acceptDownloads: true });
}

/** Follows one of the header's links as a person would: on a phone they sit behind 'Menu', opened first. */
export async function followNav(page: Page, name: string): Promise<void> {
  const menu = page.getByText('Menu', { exact: true });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole('navigation', { name: 'Back-office' }).getByRole('link', { name, exact: true }).click();
}
