import { expect, test } from '@playwright/test';
import { apiTarget } from './sites';

// Issue 38 item 6: each agency's pages name its own towns. Every page of both demo agencies (their
// sitemap, the pages left out of it, their English versions) is read as sent, head and JSON-LD
// included: none may name a town of the other agency's sector (the seeded records' listCities and
// address).
const TOWNS = {
  sevran: ['Sevran', 'Aulnay-sous-Bois', 'Aulnay sous bois', 'Le Blanc-Mesnil', 'Le Blanc mesnil', 'Bondy', '93270'],
  'agence-versailles': ['Versailles', 'Le Chesnay-Rocquencourt', 'Chesnay', 'Viroflay', 'Buc', '78000'],
} as const;
type Agency = keyof typeof TOWNS;
const OTHER: Record<Agency, Agency> = { sevran: 'agence-versailles', 'agence-versailles': 'sevran' };
const NOT_IN_SITEMAP = ['/evaluation-two?adresse=1+rue+test&type=Maison&surface=80', '/favoris', '/actualite/article-inconnu', '/page-inconnue', '/estimation-gratuite', '/recherche-location'];
const ENGLISH = ['/en', '/en/vendre', '/en/evaluation', '/en/contact', '/en/actualites', '/en/estimation-gratuite'];

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const townPattern = (towns: readonly string[]) => new RegExp(`(?<![\\p{L}\\d-])(${towns.map(escape).join('|')})(?![\\p{L}\\d-])`, 'iu');

for (const agency of Object.keys(TOWNS) as Agency[]) {
  test(`no page of ${agency} names a town of ${OTHER[agency]}`, async ({ request }) => {
    test.setTimeout(120_000);
    const sitemap = apiTarget(agency, '/sitemap.xml');
    const listed = [...(await (await request.get(sitemap.url, { headers: sitemap.headers })).text()).matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)].map((m) => m[1] || '/');
    expect(listed).toEqual(expect.arrayContaining(['/', '/vendre', '/evaluation', '/contact']));
    const foreign = townPattern(TOWNS[OTHER[agency]]);
    const own = townPattern(TOWNS[agency]);
    const seen: string[] = [];
    let namesItsOwn = 0;
    for (const path of [...new Set([...listed, ...NOT_IN_SITEMAP, ...ENGLISH])]) {
      const target = apiTarget(agency, path);
      const answer = await request.get(target.url, { headers: target.headers, maxRedirects: 0 });
      const html = await answer.text();
      const match = foreign.exec(html);
      if (match) seen.push(`${path}: “${html.slice(Math.max(0, match.index - 60), match.index + 40)}”`);
      if (answer.status() === 200 && own.test(html)) namesItsOwn += 1;
    }
    expect(seen).toEqual([]);
    // The check reads real pages: most of them name the agency's own towns.
    expect(namesItsOwn).toBeGreaterThan(5);
  });
}
