import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { siteUrl, waitForHydration } from './sites';

/** Third-party players and widgets are answered locally: a test never reaches the internet. */
async function blockThirdParties(page: Page) {
  await page.route(/youtube-nocookie\.com|player\.vimeo\.com|calendly\.com/, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>lecteur</title>' }));
}

test.describe('home hero video (spec §2)', () => {
  test('chosen on the server, self-served, plays on a wide screen with no hydration error', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'fr-FR' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    const response = await page.goto(siteUrl('reseau', '/'));
    const html = (await response?.text()) ?? '';
    // In the server's HTML already (no hydration mismatch), without a source until the browser decides.
    expect(html).toMatch(/data-video-src="\/media\/video\/reseau\/ambiance-[12]\.mp4"/);
    const video = page.locator('video[data-video-src]');
    await expect(video).toHaveAttribute('src', /\/media\/video\/reseau\/ambiance-[12]\.mp4$/);
    // It plays (muted, looping) and fades in over the poster.
    await expect(video).toHaveAttribute('data-playing', 'true');
    expect(await video.evaluate((v: HTMLVideoElement) => ({ paused: v.paused, muted: v.muted, loop: v.loop }))).toEqual({ paused: false, muted: true, loop: true });
    // Self-served: no consent placeholder for it.
    await expect(page.locator('[data-consent-placeholder="media"]')).toHaveCount(0);
    await waitForHydration(page);
    expect(errors.filter((e) => /hydrat/i.test(e))).toEqual([]);
    await context.close();
  });

  test('reduced motion or a phone: the poster only, the video is never loaded', async ({ browser }) => {
    for (const options of [{ viewport: { width: 1440, height: 900 }, reducedMotion: 'reduce' as const }, { viewport: { width: 390, height: 844 } }]) {
      const context = await browser.newContext({ ...options, locale: 'fr-FR' });
      const page = await context.newPage();
      const videoRequests: string[] = [];
      page.on('request', (r) => {
        if (r.url().includes('/media/video/')) videoRequests.push(r.url());
      });
      await page.goto(siteUrl('reseau', '/'));
      await waitForHydration(page);
      await expect(page.locator('video[data-video-src]')).not.toHaveAttribute('src', /.+/);
      expect(videoRequests).toEqual([]);
      // The poster shows (every width of its srcset is one the image route serves).
      const poster = page.locator('section img[fetchpriority="high"]').first();
      await expect.poll(() => poster.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      await context.close();
    }
  });
});

test('the last search shows under the hero tabs with Reprendre', async ({ page }) => {
  await page.goto(siteUrl('reseau', '/recherche-bien?mode=acheter&q=Sevran&types=Maison'));
  await waitForHydration(page);
  await page.goto(siteUrl('reseau', '/'));
  const line = page.getByTestId('hero-last-search');
  await expect(line).toContainText('Ma dernière recherche');
  await expect(line.getByRole('link', { name: /Reprendre/ })).toHaveAttribute('href', /^\/recherche-bien\?.*q=Sevran/);
});

test.describe('/vendre hero tabs without JavaScript (spec §2)', () => {
  test('ESTIMER MON BIEN goes to /evaluation with adresse, surface and type', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: 'fr-FR' });
    const page = await context.newPage();
    await page.goto(siteUrl('reseau', '/vendre'));
    await page.locator('#sell-estimate-address').fill('12 rue de la Gare Sevran');
    await page.locator('form[action="/evaluation"] input[name=surface]').fill('70');
    await page.getByText('Appartement', { exact: true }).first().click();
    await page.getByRole('button', { name: 'Estimer mon bien' }).click();
    const url = new URL(page.url());
    expect(url.pathname).toBe('/evaluation');
    expect(Object.fromEntries(url.searchParams)).toEqual({ adresse: '12 rue de la Gare Sevran', surface: '70', type: 'Appartement' });
    await expect(page.getByLabel(/Adresse du bien/)).toHaveValue('12 rue de la Gare Sevran');
    await context.close();
  });

  test('TROUVER UN CONSEILLER goes to the adviser directory with q', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: 'fr-FR' });
    const page = await context.newPage();
    await page.goto(siteUrl('reseau', '/vendre'));
    await page.getByText('TROUVER UN CONSEILLER', { exact: true }).click();
    await page.locator('#sell-adviser-place').fill('93270');
    await page.getByRole('button', { name: 'Trouver un conseiller' }).click();
    expect(new URL(page.url()).pathname).toBe('/conseillers-immobiliers');
    expect(new URL(page.url()).searchParams.get('q')).toBe('93270');
    await expect(page.locator('#contenu').getByText('Léa Garnier').first()).toBeVisible();
    await context.close();
  });
});

test('/vendre adviser tab with JavaScript: a picked town adds cp and ville for the directory', async ({ page }) => {
  await page.goto(siteUrl('reseau', '/vendre'));
  await waitForHydration(page);
  await page.getByText('TROUVER UN CONSEILLER', { exact: true }).click();
  await page.locator('#sell-adviser-place').fill('Sevran');
  await page.getByRole('option', { name: /Sevran/ }).first().click();
  await page.getByRole('button', { name: 'Trouver un conseiller' }).click();
  await expect(page).toHaveURL(/\/conseillers-immobiliers\?/);
  const params = new URL(page.url()).searchParams;
  expect(params.get('cp')).toBe('93270');
  expect(params.get('ville')).toBe('Sevran');
});

test.describe('testimonial video modal (spec §2)', () => {
  test('opens on the card, focus inside; Escape, backdrop and close button close it and focus returns', async ({ page }) => {
    await blockThirdParties(page);
    await page.goto(siteUrl('reseau', '/reseau'));
    await waitForHydration(page);
    const dialog = page.locator('dialog[open]');
    const card = page.getByRole('link', { name: /Voir la vidéo : Le réseau Maisonfort en 3 minutes/ });

    await card.click();
    await expect(dialog).toBeVisible();
    await expect(page.getByRole('button', { name: 'Fermer la vidéo' })).toBeFocused();
    // Focus stays in the modal.
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null || document.activeElement === document.body)).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(card).toBeFocused();

    await card.click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(dialog).toHaveCount(0);

    await card.click();
    await page.getByRole('button', { name: 'Fermer la vidéo' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(card).toBeFocused();
  });

  test('the video host waits for consent, then the player is set with autoplay', async ({ page }) => {
    await blockThirdParties(page);
    await page.goto(siteUrl('reseau', '/reseau'));
    await waitForHydration(page);
    await page.getByRole('link', { name: /Voir la vidéo : Le réseau Maisonfort en 3 minutes/ }).click();
    const dialog = page.locator('dialog[open]');
    await expect(dialog.locator('iframe')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Autoriser et afficher' }).click();
    await expect(dialog.locator('iframe')).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/mfReseau0001?autoplay=1&rel=0');
  });

  test('axe: the open modal has no violation', async ({ page }) => {
    await page.goto(siteUrl('reseau', '/reseau'));
    await waitForHydration(page);
    await page.getByRole('link', { name: /Voir la vidéo : Olivier/ }).click();
    await expect(page.locator('dialog[open]')).toBeVisible();
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });
});

test('booking widget: a placeholder until consent, then the booking page in a frame', async ({ page }) => {
  await blockThirdParties(page);
  const calendly: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('calendly.com')) calendly.push(r.url());
  });
  // A static page (decision 50): no script, the consent button is a plain form post that comes back here.
  await page.goto(siteUrl('reseau', '/reseau-mandataires-immobiliers'));
  const block = page.locator('#rdv');
  await expect(block.locator('[data-consent-placeholder="booking"]')).toBeVisible();
  await expect(block.locator('iframe')).toHaveCount(0);
  expect(calendly).toEqual([]);
  await block.getByRole('button', { name: 'Autoriser et afficher' }).click();
  await expect(block.locator('iframe')).toHaveAttribute('src', 'https://calendly.com/maisonfort-demo/rendez-vous?hide_gdpr_banner=1');
});

test('before consent, the pages with the video, testimonials and booking widget ask no other host for anything', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'fr-FR' });
  const outside: string[] = [];
  const firstParty = (url: string) => /^(data|blob|about):/.test(url) || /^https?:\/\/([a-z0-9-]+\.)*localhost(:\d+)?\//.test(url) || url.startsWith('http://127.0.0.1');
  await context.route((url) => !firstParty(url.href), (route) => {
    outside.push(route.request().url());
    return route.abort();
  });
  const page = await context.newPage();
  for (const path of ['/', '/vendre', '/reseau', '/reseau-mandataires-immobiliers']) {
    await page.goto(siteUrl('reseau', path));
    // Content pages ship no script (decision 50): wait for the network to settle, not for hydration.
    await page.waitForLoadState('networkidle');
  }
  expect(outside).toEqual([]);
  await context.close();
});
