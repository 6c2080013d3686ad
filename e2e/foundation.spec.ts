import { expect, test } from '@playwright/test';
import { apiTarget, DEMO_SITES, DIRECTORY_URL, siteUrl } from './sites';
import { countRows } from './db';

test('the directory lists every demo site with a link to its host', async ({ page }) => {
  await page.goto(DIRECTORY_URL);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('vitrine — sites de démonstration');
  for (const id of DEMO_SITES) {
    await expect(page.locator(`a[href="${siteUrl(id)}"]`)).toBeVisible();
  }
});

for (const id of DEMO_SITES.filter((s) => s !== 'diag-brest')) {
  test(`${id}: an unknown page answers the site's own 404, inside its header and footer`, async ({ page }) => {
    const response = await page.goto(siteUrl(id, '/cette-page-nexiste-pas'));
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable');
    await expect(page.locator('header').first()).toBeVisible();
    await expect(page.locator('footer')).toBeVisible();
    await expect(page.getByRole('link', { name: /accueil/i }).first()).toBeVisible();
  });
}

test('an unknown host gets a plain 404, never a default site', async ({ page }) => {
  const response = await page.goto(siteUrl('inconnu', '/'));
  expect(response?.status()).toBe(404);
  await expect(page.getByText('Aucun site n’est publié à cette adresse.')).toBeVisible();
  await expect(page.locator('header')).toHaveCount(0);
});

test('the diag header lists only the services the CRM enables', async ({ page }) => {
  await page.goto(siteUrl('diag-annecy', '/introuvable'));
  await page.setViewportSize({ width: 1440, height: 900 });
  const nav = page.getByRole('navigation', { name: 'Menu principal' });
  await nav.getByText('Diagnostics', { exact: true }).click();
  await expect(nav.getByRole('link', { name: 'Diagnostic DPE' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Loi Carrez' })).toHaveCount(0);
  await page.goto(siteUrl('diag-paris15', '/introuvable'));
  await page.getByRole('navigation', { name: 'Menu principal' }).getByText('Diagnostics', { exact: true }).click();
  await expect(page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Loi Carrez' })).toBeVisible();
  await expect(page.getByRole('link', { name: '06 39 98 15 24' })).toBeVisible();
});

// Hidden when showLouer is off: app/families/agence/agence-settings.test.ts (no demo site has it off).
test('the agency menu shows Louer on the Sevran site, whose showLouer is on', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(siteUrl('sevran', '/introuvable'));
  await expect(page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Louer' })).toBeVisible();
});

// React Router refuses an action whose Origin differs from the request's origin: a real browser
// form post on each site host must pass that check and store the lead.
for (const id of ['diag-paris15', 'diag-annecy']) {
  test(`${id}: a plain HTML form post on the site's own host is accepted and stored`, async ({ page }) => {
    const message = `Bonjour ${id} ${Date.now()}`;
    await page.goto(siteUrl(id, '/introuvable'));
    await page.evaluate((text) => {
      const form = document.createElement('form');
      form.method = 'post';
      form.action = '/api/contact/';
      for (const [name, value] of Object.entries({ name: 'Test E2E', email: 'e2e@example.fr', message: text, redirectTo: '/introuvable' })) {
        const input = document.createElement('input');
        input.name = name;
        input.value = value;
        form.append(input);
      }
      document.body.append(form);
      form.submit();
    }, message);
    await page.waitForURL(/envoye=1/);
    expect(new URL(page.url()).host).toBe(`${id}.localhost:${new URL(siteUrl(id)).port}`);
    expect(await countRows('SELECT COUNT(*) AS n FROM leads WHERE site_id = ? AND message = ?', [id, message])).toBe(1);
  });
}

test('the JSON API resolves the site from X-Site and X-Subdomain', async ({ request }) => {
  const response = await request.post(`http://127.0.0.1:${new URL(DIRECTORY_URL).port}/api/cms-websites/contact`, {
    headers: { 'X-Site': 'diageo.fr', 'X-Subdomain': 'paris15', 'content-type': 'application/json' },
    data: { type: 'freebies', firstname: 'Léa', lastname: 'Martin', email: 'lea@example.fr', message: null, phone: '', payload: { freebie: 'tableau-des-diags', depuisUrl: 'http://x/' } },
  });
  expect(response.status()).toBe(201);
  expect(await response.json()).toMatchObject({ success: true });
});

test('robots.txt, sitemap.xml and the favicon are served per site', async ({ request }) => {
  const get = (site: string, path: string) => {
    const { url, headers } = apiTarget(site, path);
    return request.get(url, { headers });
  };
  const robots = await get('diag-paris15', '/robots.txt');
  expect(await robots.text()).toContain('Sitemap: https://paris15.diageo.fr/sitemap.xml');
  const sitemap = await get('diag-paris15', '/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()['content-type']).toContain('xml');
  const xml = await sitemap.text();
  expect(xml).toContain('<urlset');
  // The site's own production host, its home and its contact page; never another site's host.
  expect(xml).toContain('<loc>https://paris15.diageo.fr/</loc>');
  expect(xml).toContain('<loc>https://paris15.diageo.fr/contact</loc>');
  expect(xml).not.toContain('annecy.diageo.fr');
  const favicon = await get('reseau', '/favicon.ico');
  expect(favicon.status()).toBe(200);
  expect(favicon.headers()['content-type']).toBe('image/png');
});

test('static files carry the security headers; a bad Host is a French 400; a foreign Origin cannot post a lead', async ({ request, page }) => {
  const home = await page.goto(siteUrl('diag-paris15', '/'));
  const asset = await page.evaluate(() => document.querySelector<HTMLLinkElement>('link[rel="stylesheet"]')?.href ?? '');
  expect(home?.headers()['x-content-type-options']).toBe('nosniff');
  const { url, headers } = apiTarget('diag-paris15', new URL(asset).pathname);
  const css = await request.get(url, { headers });
  expect(css.status()).toBe(200);
  expect(css.headers()['content-security-policy']).toContain("frame-ancestors 'self'");
  expect(css.headers()['strict-transport-security']).toMatch(/^max-age=\d+/);
  expect(css.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(css.headers()['x-content-type-options']).toBe('nosniff');

  const badHost = await request.get(`http://127.0.0.1:${new URL(DIRECTORY_URL).port}/`, { headers: { host: 'x:99999' } });
  expect(badHost.status()).toBe(400);
  expect(await badHost.text()).toContain('En-tête Host invalide.');

  const message = `Origine étrangère ${Date.now()}`;
  const contact = apiTarget('diag-paris15', '/api/contact/');
  const foreign = await request.post(contact.url, { headers: { ...contact.headers, origin: 'https://evil.example' }, form: { name: 'Eve', email: 'eve@example.fr', message } });
  expect(foreign.status()).toBe(403);
  expect(await countRows('SELECT COUNT(*) AS n FROM leads WHERE message = ?', [message])).toBe(0);
});
