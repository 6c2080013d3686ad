import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { DEMO_SITES, DIRECTORY_URL, siteUrl, waitForHydration } from './sites';

/*
 * Cookie consent (issue 10 item 5, CNIL guidance, network spec §4 'Tracking scripts'): a banner on
 * every site of every family, no request to a third party before consent, embeds behind a
 * placeholder, the choice changeable from every footer.
 */

const PARIS = 'diag-paris15';

/** Our own hosts: the demo sites (*.localhost) and the server's address. */
function isFirstParty(url: string): boolean {
  const { protocol, hostname } = new URL(url);
  if (protocol === 'data:' || protocol === 'blob:' || protocol === 'about:') return true;
  return hostname === 'localhost' || hostname.endsWith('.localhost') || hostname === '127.0.0.1';
}

/**
 * Records every request that leaves for another host, and stops it there: the tests see what the
 * page asks for without ever reaching the internet.
 */
async function watchThirdParties(context: BrowserContext): Promise<string[]> {
  const seen: string[] = [];
  context.on('request', (request) => {
    if (!isFirstParty(request.url())) seen.push(request.url());
  });
  await context.route((url) => !isFirstParty(url.href), (route) => route.abort());
  return seen;
}

const banner = (page: Page) => page.getByRole('region', { name: 'Vos choix en matière de cookies' });

test.describe('the consent banner', () => {
  for (const site of DEMO_SITES) {
    test(`shows on ${site} with three equally visible choices`, async ({ page }) => {
      await page.goto(siteUrl(site, '/'));
      await expect(banner(page)).toBeVisible();
      const choices = [
        banner(page).getByRole('button', { name: 'Tout accepter' }),
        banner(page).getByRole('button', { name: 'Tout refuser' }),
        banner(page).getByRole('link', { name: 'Personnaliser' }),
      ];
      const boxes = await Promise.all(choices.map(async (c) => (await c.boundingBox())!));
      const styles = await Promise.all(choices.map((c) => c.evaluate((el) => [getComputedStyle(el).backgroundColor, getComputedStyle(el).color, getComputedStyle(el).fontSize].join())));
      // Same colours and type; same height (widths follow the words).
      expect(new Set(styles).size).toBe(1);
      expect(new Set(boxes.map((b) => Math.round(b.height))).size).toBe(1);
      // 'Gérer les cookies' is in the page's footer.
      await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Gérer les cookies' })).toBeVisible();
    });
  }

  test('shows on the directory page', async ({ page }) => {
    await page.goto(DIRECTORY_URL);
    await expect(banner(page)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Gérer les cookies' })).toBeVisible();
  });

  test('is absent with ?noCookies=1', async ({ page }) => {
    for (const url of [siteUrl(PARIS, '/?noCookies=1'), siteUrl('sevran', '/?noCookies=1'), `${DIRECTORY_URL}?noCookies=1`]) {
      await page.goto(url);
      await expect(page.locator('main#contenu')).toBeVisible();
      await expect(banner(page)).toHaveCount(0);
    }
  });

  test('is absent when the page is shown in a frame', async ({ page }) => {
    // A same-site parent page (served by the test itself, our CSP allows only same-site framing).
    const parent = siteUrl(PARIS, '/page-parente-de-test');
    await page.route(parent, (route) => route.fulfill({ contentType: 'text/html', body: `<!doctype html><title>cadre</title><iframe title="cadre" src="/contact" width="800" height="600"></iframe>` }));
    await page.goto(parent);
    const framed = page.frameLocator('iframe[title="cadre"]');
    await expect(framed.locator('main#contenu h1')).toHaveText('Contact');
    await expect(framed.getByRole('region', { name: 'Vos choix en matière de cookies' })).toBeHidden();
  });
});

test.describe('before consent', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('no page asks anything of a third-party host', async ({ context, page }) => {
    const thirdParties = await watchThirdParties(context);
    for (const path of ['/', '/contact', '/mentions-legales', '/devis', '/dpe-2026-simulateur', '/tableau-des-diagnostics']) {
      await page.goto(siteUrl(PARIS, path), { waitUntil: 'networkidle' });
    }
    // The presentation video is served by the product itself (issue 17): its dialog embeds no third-party player.
    await page.goto(siteUrl(PARIS, '/'), { waitUntil: 'networkidle' });
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Voir la vidéo de présentation' }).click();
    const dialog = page.getByRole('dialog', { name: 'Vidéo de présentation' });
    await expect(dialog.locator('video')).toHaveCount(1);
    await expect(dialog.locator('iframe')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    expect(thirdParties).toEqual([]);
  });

  // Every family: the immo network (home, listings with their map, the three adviser pages), an agency and the recruitment site.
  const PAGES_OF_EACH_FAMILY: Array<[string, string]> = [
    ['diag-annecy', '/'],
    ['reseau', '/'],
    ['reseau', '/recherche-bien'],
    ['reseau', '/bien-immobilier'],
    ['reseau', '/conseillers-immobiliers?cp=93270'],
    ['reseau', '/conseiller/lea-garnier'],
    ['reseau', '/contact-conseiller/lea-garnier'],
    ['reseau', '/evaluation'],
    ['sevran', '/'],
    ['sevran', '/recherche-bien'],
    ['recrutement', '/'],
    ['recrutement', '/reunion-d-information'],
  ];
  test('no page of any family asks anything of a third-party host', async ({ context, page }) => {
    test.setTimeout(90_000);
    const thirdParties = await watchThirdParties(context);
    const visited: string[] = [];
    for (const [site, path] of PAGES_OF_EACH_FAMILY) {
      const response = await page.goto(siteUrl(site, path), { waitUntil: 'networkidle' });
      expect(response?.status(), `${site}${path}`).toBeLessThan(400);
      await expect(banner(page)).toBeVisible();
      visited.push(`${site}${path}`);
    }
    expect(visited).toHaveLength(PAGES_OF_EACH_FAMILY.length);
    expect(thirdParties).toEqual([]);
  });

  test('the contact map is a placeholder of the same size as the map', async ({ page }) => {
    await page.goto(siteUrl(PARIS, '/contact'));
    const placeholder = page.locator('[data-consent-placeholder="maps"]');
    await expect(placeholder).toContainText('Contenu externe : la carte OpenStreetMap');
    const before = (await placeholder.boundingBox())!;
    expect(Math.round(before.width / before.height * 3)).toBe(4); // the map's 4:3 box
    await expect(page.locator('iframe')).toHaveCount(0);
  });
});

test.describe('after consent', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("'Tout accepter' loads the map and the site's tracker, with Consent Mode defaults denied first", async ({ context, page }) => {
    const thirdParties = await watchThirdParties(context);
    await page.goto(siteUrl(PARIS, '/contact'));
    await waitForHydration(page);
    const gate = page.locator('[data-consent-gate="maps"]');
    const box = (await gate.boundingBox())!;
    await banner(page).getByRole('button', { name: 'Tout accepter' }).click();
    await expect(banner(page)).toHaveCount(0);
    const map = page.locator('iframe[title^="Plan d’accès"]');
    await expect(map).toHaveAttribute('src', /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html/);
    // No layout shift: the map takes the placeholder's place and size.
    await expect(gate.locator('iframe')).toHaveCount(1);
    const after = (await gate.boundingBox())!;
    expect([Math.round(after.x), Math.round(after.y), Math.round(after.width), Math.round(after.height)]).toEqual([
      Math.round(box.x),
      Math.round(box.y),
      Math.round(box.width),
      Math.round(box.height),
    ]);
    await expect.poll(() => thirdParties.some((u) => u.startsWith('https://www.openstreetmap.org/export/embed.html'))).toBe(true);
    await expect.poll(() => thirdParties.some((u) => u === 'https://www.googletagmanager.com/gtag/js?id=G-DEMO2026')).toBe(true);
    const consentCalls = await page.evaluate(() =>
      ((window as unknown as { dataLayer: IArguments[] }).dataLayer ?? []).filter((a) => a[0] === 'consent').map((a) => [a[1], a[2]]),
    );
    expect(consentCalls[0]).toEqual(['default', expect.objectContaining({ analytics_storage: 'denied', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' })]);
    expect(consentCalls[1]).toEqual(['update', { analytics_storage: 'granted' }]);

    // The choice holds on the next page, rendered by the server.
    await page.goto(siteUrl(PARIS, '/mentions-legales'));
    await expect(banner(page)).toHaveCount(0);
    await expect(page.locator('script[src="https://www.googletagmanager.com/gtag/js?id=G-DEMO2026"]')).toHaveCount(1);
  });

  test("'Tout refuser' keeps every third party out and closes the banner", async ({ context, page }) => {
    const thirdParties = await watchThirdParties(context);
    await page.goto(siteUrl(PARIS, '/contact'));
    await waitForHydration(page);
    await banner(page).getByRole('button', { name: 'Tout refuser' }).click();
    await expect(banner(page)).toHaveCount(0);
    await page.goto(siteUrl(PARIS, '/'), { waitUntil: 'networkidle' });
    await expect(banner(page)).toHaveCount(0);
    expect(thirdParties).toEqual([]);
    const cookie = (await context.cookies()).find((c) => c.name === 'vitrine_consentement')!;
    // Six months, to the day (CNIL).
    const sixMonths = new Date();
    sixMonths.setMonth(sixMonths.getMonth() + 6);
    expect(Math.abs(cookie.expires * 1000 - sixMonths.getTime())).toBeLessThan(2 * 24 * 3600 * 1000);
  });

  test("a placeholder's button shows that embed only, and the banner still asks", async ({ context, page }) => {
    const thirdParties = await watchThirdParties(context);
    await page.goto(siteUrl(PARIS, '/contact'));
    await waitForHydration(page);
    await page.locator('[data-consent-placeholder="maps"]').getByRole('button', { name: 'Autoriser et afficher' }).click();
    await expect(page.locator('iframe[title^="Plan d’accès"]')).toBeVisible();
    await expect(banner(page)).toBeVisible();
    await expect.poll(() => thirdParties.some((u) => u.startsWith('https://www.openstreetmap.org/'))).toBe(true);
    expect(thirdParties.filter((u) => u.includes('googletagmanager'))).toEqual([]);
  });

  test("'Personnaliser' and the footer's 'Gérer les cookies' change the choice", async ({ page }) => {
    await page.goto(siteUrl(PARIS, '/contact'));
    await banner(page).getByRole('link', { name: 'Personnaliser' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Gestion des cookies' })).toBeVisible();
    await page.getByRole('checkbox', { name: /Cartes/ }).check();
    await page.getByRole('button', { name: 'Enregistrer mes choix' }).click();
    await expect(page).toHaveURL(siteUrl(PARIS, '/contact'));
    await expect(page.locator('iframe[title^="Plan d’accès"]')).toHaveCount(1);
    await expect(banner(page)).toHaveCount(0);

    await page.getByRole('contentinfo').getByRole('link', { name: 'Gérer les cookies' }).click();
    await expect(page.getByText('Votre choix actuel : choix personnalisé')).toBeVisible();
    await expect(page.getByRole('checkbox', { name: /Cartes/ })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: /Mesure d’audience/ })).not.toBeChecked();
    await page.getByRole('button', { name: 'Tout refuser' }).click();
    await expect(page).toHaveURL(siteUrl(PARIS, '/contact'));
    await expect(page.locator('[data-consent-placeholder="maps"]')).toBeVisible();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("'Tout accepter' is a plain form post that comes back to the page with the embed", async ({ context, page }) => {
    await watchThirdParties(context);
    await page.goto(siteUrl(PARIS, '/contact'));
    await expect(page.locator('iframe')).toHaveCount(0);
    await banner(page).getByRole('button', { name: 'Tout accepter' }).click();
    await expect(page).toHaveURL(siteUrl(PARIS, '/contact'));
    await expect(banner(page)).toHaveCount(0);
    await expect(page.locator('iframe[title^="Plan d’accès"]')).toHaveCount(1);
  });
});
