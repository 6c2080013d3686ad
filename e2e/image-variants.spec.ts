import fs from 'node:fs';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { apiTarget } from './sites';

// Issue 38 item 7: every picture a page offers the browser (src, each srcset and preload imagesrcset
// candidate, CSS backgrounds) is a variant the image route renders: a width it refuses is a broken
// photo on some screen. Every demo page, and a property page of each site with listings.
const { pages } = JSON.parse(fs.readFileSync('e2e/demo-pages.json', 'utf8')) as { pages: Array<{ site: string; path: string; status?: number }> };
const PROPERTY_SITES = ['reseau', 'sevran'] as const;

/** The /img/ URLs an HTML document names, once each. */
function imageUrls(html: string): string[] {
  const found = new Set<string>();
  const add = (candidate: string) => {
    const url = candidate.trim().split(/\s+/)[0]?.replace(/&amp;/g, '&');
    if (url?.startsWith('/img/')) found.add(url);
  };
  for (const [, list] of html.matchAll(/\b(?:srcset|imagesrcset)="([^"]*)"/gi)) for (const candidate of (list ?? '').split(/,\s+/)) add(candidate);
  for (const [, url] of html.matchAll(/\b(?:src|href)="(\/img\/[^"]+)"/gi)) add(url ?? '');
  for (const [, url] of html.matchAll(/url\(['"]?(\/img\/[^'")]+)['"]?\)/gi)) add(url ?? '');
  return [...found];
}

async function expectServed(request: APIRequestContext, site: string, path: string) {
  const page = apiTarget(site, path);
  const html = await (await request.get(page.url, { headers: page.headers })).text();
  const urls = imageUrls(html);
  const refused: string[] = [];
  for (const url of urls) {
    const target = apiTarget(site, url);
    const answer = await request.get(target.url, { headers: { ...target.headers, accept: 'image/webp,image/*' } });
    if (answer.status() !== 200) refused.push(`${answer.status()} ${url}`);
  }
  expect(refused).toEqual([]);
  return urls;
}

test.describe('every image variant a page offers answers 200', () => {
  test.describe.configure({ timeout: 120_000 });
  for (const { site, path } of pages.filter((p) => (p.status ?? 200) === 200)) {
    test(`${site}${path}`, async ({ request }) => {
      await expectServed(request, site, path);
    });
  }

  for (const site of PROPERTY_SITES) {
    test(`the main photo of ${site}'s property pages, its srcset and its preload`, async ({ request }) => {
      const sitemap = apiTarget(site, '/sitemap.xml');
      const locs = [...(await (await request.get(sitemap.url, { headers: sitemap.headers })).text()).matchAll(/<loc>[^<]*?(\/bien-immobilier\/[^<]+)<\/loc>/g)].map((m) => m[1]!);
      expect(locs.length).toBeGreaterThan(2);
      for (const path of locs.slice(0, 3)) {
        const urls = await expectServed(request, site, path);
        // The main photo offers a phone at DPR 2 its own width (360 px × 2), not only larger ones.
        expect(urls.some((u) => u.startsWith('/img/w=720,')), path).toBe(true);
      }
    });
  }
});
