import AxeBuilder from '@axe-core/playwright';
import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { BACKOFFICE, signIn } from './backoffice-session';

const THOMAS = 'thomas.garnier@maisonfort.example';
/** The axe runs register passkeys of their own: another member, so the journey above starts with none whatever the order. */
const ADMIN = 'admin@reseau.example';

/** Chromium's virtual authenticator (DevTools protocol): a platform passkey provider with a fingerprint reader that always says yes. */
async function withVirtualAuthenticator(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
}

async function newContext(browser: Browser, width: number, javaScriptEnabled: boolean, storageState?: Awaited<ReturnType<BrowserContext['storageState']>>): Promise<BrowserContext> {
  return browser.newContext({ viewport: { width, height: 900 }, locale: 'fr-FR', javaScriptEnabled, storageState });
}

/** Every Content-Security-Policy violation the page reports in its console. */
function cspViolations(page: Page): string[] {
  const found: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) found.push(message.text());
  });
  return found;
}

test('a member signed in by the mailed link registers a passkey on ‘Mon compte’, signs out, and signs in with it; without JavaScript the page still lists and deletes it', async ({ browser }) => {
  test.setTimeout(90_000);
  const context = await newContext(browser, 1440, true);
  const page = await context.newPage();
  const violations = cspViolations(page);
  await withVirtualAuthenticator(page);
  await signIn(page, THOMAS);
  // The inbox ships no script at all.
  expect(await page.locator('script').count()).toBe(0);

  await page.getByRole('link', { name: 'Mon compte' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mon compte' })).toBeVisible();
  await expect(page.getByText('Aucune clé d’accès enregistrée.')).toBeVisible();
  // With a browser that can make one, the form replaces the note.
  await expect(page.getByText('Pour ajouter une clé d’accès, ouvrez cette page')).toBeHidden();
  await page.getByRole('button', { name: 'Ajouter une clé d’accès' }).click();
  await expect(page.getByText('Merci de donner un nom à cette clé d’accès.')).toBeVisible();
  await expect(page.getByLabel('Nom de la nouvelle clé d’accès')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Nom de la nouvelle clé d’accès').fill('Ordinateur de test');
  await page.getByRole('button', { name: 'Ajouter une clé d’accès' }).click();
  await expect(page.getByRole('status')).toHaveText('La clé d’accès est enregistrée : vous pourrez l’utiliser à votre prochaine connexion.');
  const item = page.getByRole('listitem').filter({ hasText: 'Ordinateur de test' });
  await expect(item).toContainText(/Ajoutée le \d{1,2} \S+ \d{4}/);

  await page.getByRole('button', { name: 'Se déconnecter', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Connexion au back-office' })).toBeVisible();
  await page.getByRole('button', { name: 'Me connecter avec une clé d’accès' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Prospects' })).toBeVisible();
  await page.getByRole('link', { name: 'Mon compte' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'Ordinateur de test' })).toContainText('dernière connexion le');
  expect(violations).toEqual([]);

  // The same member without JavaScript: the page lists the passkey, offers no button it cannot run, and deletes it with a plain form.
  const noScript = await newContext(browser, 390, false, await context.storageState());
  const plain = await noScript.newPage();
  await plain.goto(`${BACKOFFICE}/compte`);
  await expect(plain.getByRole('paragraph').filter({ hasText: 'Ordinateur de test' })).toBeVisible();
  await expect(plain.getByRole('button', { name: 'Ajouter une clé d’accès' })).toBeHidden();
  await expect(plain.getByText('Pour ajouter une clé d’accès, ouvrez cette page')).toBeVisible();
  await plain.getByRole('button', { name: 'Supprimer Ordinateur de test' }).click();
  await expect(plain.getByRole('status')).toHaveText('La clé d’accès est supprimée : elle ne permet plus de se connecter.');
  await expect(plain.getByText('Aucune clé d’accès enregistrée.')).toBeVisible();
  await plain.goto(`${BACKOFFICE}/connexion`);
  await expect(plain.getByRole('heading', { level: 1, name: 'Prospects' })).toBeVisible();
  await noScript.close();

  // The deleted passkey no longer signs in: the page says so and the e-mail link stays.
  await page.getByRole('button', { name: 'Se déconnecter', exact: true }).click();
  await page.getByRole('button', { name: 'Me connecter avec une clé d’accès' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /clé d’accès/ })).toContainText('Cette clé d’accès n’est pas (ou plus) reconnue.');
  await expect(page.getByRole('heading', { level: 1, name: 'Connexion au back-office' })).toBeVisible();
  await context.close();
});

test('without JavaScript the sign-in page offers the e-mail link only, and loads its script under the page’s own nonce', async ({ browser }) => {
  const context = await newContext(browser, 390, false);
  const page = await context.newPage();
  const response = await page.goto(`${BACKOFFICE}/connexion`);
  await expect(page.getByRole('button', { name: 'Recevoir mon lien de connexion' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Me connecter avec une clé d’accès' })).toBeHidden();
  const csp = response!.headers()['content-security-policy'] ?? '';
  const nonce = /script-src 'nonce-([^']+)'/.exec(csp)?.[1];
  expect(nonce, csp).toBeTruthy();
  const script = page.locator('script');
  await expect(script).toHaveCount(1);
  await expect(script).toHaveAttribute('src', /^\/assets\/gestion-passkeys-[\w-]+\.js$/);
  // The nonce attribute is hidden from the DOM once parsed; the served HTML carries it.
  expect(await response!.text()).toContain(`nonce="${nonce}"`);
  await context.close();
});

for (const width of [390, 1440]) {
  test(`axe: the sign-in page with its passkey button and ‘Mon compte’ with a passkey at ${width}px have no WCAG A/AA violation`, async ({ browser }) => {
    test.setTimeout(60_000);
    const context = await newContext(browser, width, true);
    const page = await context.newPage();
    await withVirtualAuthenticator(page);
    const audit = async (label: string) => {
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
      expect(results.violations.map((v) => `${label} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`)).toEqual([]);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${label} is no wider than the screen`).toBeLessThanOrEqual(0);
    };
    await page.goto(`${BACKOFFICE}/connexion`);
    await expect(page.getByRole('button', { name: 'Me connecter avec une clé d’accès' })).toBeVisible();
    await audit('sign-in');
    await signIn(page, ADMIN);
    await page.goto(`${BACKOFFICE}/compte`);
    await page.getByLabel('Nom de la nouvelle clé d’accès').fill(`Clé ${width}`);
    await page.getByRole('button', { name: 'Ajouter une clé d’accès' }).click();
    await expect(page.getByRole('status')).toBeVisible();
    await audit('account');
    await context.close();
  });
}
