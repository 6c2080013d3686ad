import AxeBuilder from '@axe-core/playwright';
import { type Browser, expect, type Page, test } from '@playwright/test';
import exifReader from 'exif-reader';
import sharp from 'sharp';
import { isoToParisLocal } from '../domain/news/news-post';
import { countRows } from './db';
import { apiTarget, siteUrl } from './sites';
import { BACKOFFICE, backofficeContext, followNav, signIn } from './backoffice-session';
import { startSecondInstance } from './second-instance';

const LEA = 'lea.garnier@maisonfort.example';
const DAY = 24 * 3600 * 1000;

/** A JPEG as a phone writes it: EXIF with a GPS position. */
async function phonePhoto(colour: { r: number; g: number; b: number }): Promise<Buffer> {
  return sharp({ create: { width: 1600, height: 1000, channels: 3, background: colour } })
    .jpeg({ quality: 85 })
    .withExif({ IFD0: { Make: 'Phone' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 56/1 2/1', GPSLongitudeRef: 'E', GPSLongitude: '2/1 31/1 27/1' } })
    .toBuffer();
}

async function gpsOf(bytes: Buffer): Promise<unknown> {
  const { exif } = await sharp(bytes).metadata();
  return exif ? (exifReader(exif).GPSInfo ?? null) : null;
}

async function upload(page: Page, file: { name: string; buffer: Buffer }, alt: string): Promise<void> {
  await page.getByLabel('Fichier image').setInputFiles({ name: file.name, mimeType: 'image/jpeg', buffer: file.buffer });
  await page.getByLabel('Texte alternatif', { exact: true }).first().fill(alt);
  await page.getByRole('button', { name: 'Ajouter l’image' }).click();
}

async function axeClean(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** A public page of Sevran, asked again until `check` passes (the render cache drops the site's pages on its next poll). */
async function publicly(browser: Browser, check: (page: Page) => Promise<void>): Promise<void> {
  const visitor = await backofficeContext(browser, 390);
  const page = await visitor.newPage();
  await expect(async () => check(page)).toPass({ timeout: 20_000 });
  await visitor.close();
}

test('the Sevran owner’s media library refuses a PHP file named .jpg and a 40 MB image, keeps a photo without its GPS position, shown by two instances sharing one database (no JavaScript)', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const context = await backofficeContext(browser);
  const page = await context.newPage();
  await signIn(page, LEA);
  await followNav(page, 'Médias');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Médiathèque de Maisonfort Sevran — Léa & Thomas Garnier');
  const stored = () => countRows("select count(*) as n from media_images where site_id = 'sevran'", []);
  const before = await stored();

  await upload(page, { name: 'photo.jpg', buffer: Buffer.from('<?php system($_GET["c"]); ?>\n') }, 'Une photo');
  await expect(page.locator('#file-error')).toHaveText('Ce fichier n’est pas une image JPEG, PNG, WebP ou AVIF lisible.');
  await expect(page.getByLabel('Fichier image')).toHaveAttribute('aria-invalid', 'true');

  const huge = Buffer.alloc(40 * 1024 * 1024);
  (await phonePhoto({ r: 1, g: 2, b: 3 })).copy(huge);
  await upload(page, { name: 'enorme.jpg', buffer: huge }, 'Une très grande photo');
  await expect(page.locator('#file-error')).toHaveText('L’image dépasse 15 Mo : réduisez-la avant de l’envoyer.');
  expect(await stored()).toBe(before);

  const alt = `Vitrine de l’agence ${Date.now().toString(36)}`;
  await upload(page, { name: 'vitrine.jpg', buffer: await phonePhoto({ r: 30, g: 120, b: 200 }) }, alt);
  await expect(page.getByRole('status')).toHaveText('Image ajoutée.');
  expect(await stored()).toBe(before + 1);
  const thumbnail = page.getByRole('img', { name: alt });
  await expect(thumbnail).toBeVisible();
  const src = (await thumbnail.getAttribute('src')) ?? '';
  expect(src).toMatch(/^\/img\/.+\/uploads\/[0-9a-f]{64}\.jpg$/);
  const target = apiTarget('sevran', src);
  const served = await request.get(target.url, { headers: { ...target.headers, accept: 'image/webp' } });
  expect(served.status()).toBe(200);
  const bytes = Buffer.from(await served.body());
  expect((await sharp(bytes).metadata()).width).toBe(320);
  expect(await gpsOf(bytes)).toBeNull();

  // Another instance over the same database serves the same image (the originals live in the database, decision 0102).
  const second = await startSecondInstance();
  try {
    const other = second.apiTarget('sevran', src);
    const servedThere = await request.get(other.url, { headers: { ...other.headers, accept: 'image/webp' } });
    expect(servedThere.status()).toBe(200);
    const bytesThere = Buffer.from(await servedThere.body());
    expect((await sharp(bytesThere).metadata()).width).toBe(320);
    expect(await gpsOf(bytesThere)).toBeNull();
  } finally {
    await second.stop();
  }

  await context.close();
});

test('axe: the media library, the news list and a news post form (its editor loaded) have no violation at 1440 and 390 px', async ({ browser }) => {
  test.setTimeout(120_000);
  // axe runs as a script: JavaScript on here (the pages are the same without it but for the editor).
  const context = await backofficeContext(browser, 1440, true);
  const page = await context.newPage();
  await signIn(page, LEA);
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of ['/sites/sevran/medias', '/sites/sevran/actualites', '/sites/sevran/actualites/nouvelle']) {
      await page.goto(`${BACKOFFICE}${path}`);
      if (path.endsWith('nouvelle')) await expect(page.getByRole('toolbar', { name: 'Mise en forme du texte' })).toBeVisible();
      await axeClean(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), `${path} at ${width} px is no wider than the screen`).toBeLessThanOrEqual(0);
    }
  }
  await context.close();
});

test('a Sevran news post with a cover: scheduled tomorrow it is hidden; published it shows and is in sitemap.xml; renamed, the old URL answers 301 (editor with JavaScript, then the plain form without)', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const slug = `marche-e2e-${Date.now().toString(36)}`;
  const title = `Le marché de Sevran ${slug.slice(-5)}`;
  const withScript = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'fr-FR' });
  const page = await withScript.newPage();
  await signIn(page, LEA);
  // A cover in the library first.
  await page.goto(`${BACKOFFICE}/sites/sevran/medias`);
  const coverAlt = `Couverture ${slug}`;
  await upload(page, { name: 'couverture.jpg', buffer: await phonePhoto({ r: 200, g: 90, b: 30 }) }, coverAlt);
  await expect(page.getByRole('status')).toHaveText('Image ajoutée.');

  await page.goto(`${BACKOFFICE}/sites/sevran/actualites`);
  await page.getByRole('link', { name: 'Nouvelle actualité' }).click();
  await page.getByLabel('Titre', { exact: true }).fill(title);
  await page.getByLabel('Adresse (slug)').fill(slug);
  await page.getByLabel('Catégorie').selectOption('Quartiers');
  await page.getByLabel('Date de publication').fill(isoToParisLocal(new Date(Date.now() + DAY).toISOString()));
  // The rich-text editor replaced the textarea: bold through its toolbar.
  const editor = page.getByRole('textbox', { name: 'Texte' });
  await editor.click();
  await page.keyboard.type('Les prix au mois de décembre. ');
  await page.getByRole('button', { name: 'Gras' }).click();
  await expect(page.getByRole('button', { name: 'Gras' })).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.type('Hausse de 2 %.');
  await page.getByRole('radio', { name: coverAlt }).check();
  await page.getByRole('button', { name: 'Enregistrer l’actualité' }).click();
  await expect(page.getByRole('status')).toHaveText('Actualité enregistrée.');
  await expect(page.getByText('Programmée ·')).toBeVisible();
  const [row] = await import('./db').then((db) => db.selectRows<{ description_html: string; image: string }>('select description_html, image from posts where slug = ?', [slug]));
  expect(row?.description_html).toBe('<p>Les prix au mois de décembre. <strong>Hausse de 2 %.</strong></p>');
  expect(row?.image).toMatch(/^uploads\/[0-9a-f]{64}\.jpg$/);
  const editUrl = page.url().replace(/\?.*$/, '');
  await withScript.close();

  // Scheduled: neither on the blog nor at its address.
  const article = apiTarget('sevran', `/actualite/${slug}`);
  expect((await request.get(article.url, { headers: article.headers })).status()).toBe(404);
  await publicly(browser, async (visitor) => {
    await visitor.goto(siteUrl('sevran', '/actualites'));
    await expect(visitor.getByText(title)).toHaveCount(0);
  });

  // Published now, then renamed, through the plain form (no JavaScript).
  const plain = await backofficeContext(browser, 390);
  const form = await plain.newPage();
  await signIn(form, LEA);
  await form.goto(editUrl);
  await expect(form.getByLabel('Texte', { exact: true })).toHaveValue('<p>Les prix au mois de décembre. <strong>Hausse de 2 %.</strong></p>');
  await form.getByLabel('Date de publication').fill(isoToParisLocal(new Date(Date.now() - 60_000).toISOString()));
  await form.getByRole('button', { name: 'Enregistrer l’actualité' }).click();
  await expect(form.getByRole('status')).toHaveText('Actualité enregistrée.');
  await expect(form.getByText('Publiée ·')).toBeVisible();

  await publicly(browser, async (visitor) => {
    await visitor.goto(siteUrl('sevran', `/actualite/${slug}`));
    await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 1000 });
    await expect(visitor.locator('strong', { hasText: 'Hausse de 2 %.' })).toBeVisible();
    await expect(visitor.locator(`img[src*="uploads/"]`).first()).toBeVisible();
  });
  const sitemap = apiTarget('sevran', '/sitemap.xml');
  expect(await (await request.get(sitemap.url, { headers: sitemap.headers })).text()).toContain(`/actualite/${slug}</loc>`);

  await form.getByLabel('Adresse (slug)').fill(`${slug}-hiver`);
  await form.getByRole('button', { name: 'Enregistrer l’actualité' }).click();
  await expect(form.getByRole('status')).toHaveText('Actualité enregistrée.');
  await expect(async () => {
    const old = await request.get(article.url, { headers: article.headers, maxRedirects: 0 });
    expect(old.status()).toBe(301);
    expect(old.headers().location).toBe(`/actualite/${slug}-hiver`);
  }).toPass({ timeout: 20_000 });
  const renamed = apiTarget('sevran', `/actualite/${slug}-hiver`);
  expect((await request.get(renamed.url, { headers: renamed.headers })).status()).toBe(200);
  const map = await (await request.get(sitemap.url, { headers: sitemap.headers })).text();
  expect(map).toContain(`/actualite/${slug}-hiver</loc>`);
  expect(map).not.toContain(`/actualite/${slug}</loc>`);

  // Other suites read Sevran's blog: this post goes away again (unpublished, its address a 404).
  await form.getByRole('button', { name: 'Dépublier l’actualité' }).click();
  await expect(form.getByText('Dépubliée ·')).toBeVisible();
  await expect(async () => expect((await request.get(renamed.url, { headers: renamed.headers })).status()).toBe(404)).toPass({ timeout: 20_000 });
  await plain.close();
});
