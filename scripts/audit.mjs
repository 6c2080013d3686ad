// `npm run audit`: axe (WCAG A/AA) and Lighthouse (mobile) over every demo page of the built server.
// Prints one table; writes reports/audit.json. Uses the system Chromium (CHROME_PATH, default /usr/bin/chromium).
import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { auditBackoffice, startMailCatcher } from './lib/backoffice-audit.mjs';
import { getBytes } from './lib/http-get.mjs';
import { readDemoPages, startServer } from './lib/server.mjs';
import { median, tbtGaps } from './lib/tbt-gap.mjs';

// AUDIT_PORT: several checkouts on one machine each audit on their own port.
const PORT = Number(process.env.AUDIT_PORT ?? 4320);
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
// Optional filter: pages whose `site/path` contains one of these comma-separated parts (a part ending
// with `$` must equal it: `reseau/$` is the home only).
const only = process.env.AUDIT_ONLY?.split(',').filter(Boolean);
// AUDIT_RUNS=N: Lighthouse N times per page; the scores are those of Lighthouse's median run and the total
// blocking time the median of the N (one run is noisy on a shared machine).
const RUNS = Math.max(1, Number(process.env.AUDIT_RUNS ?? 1) || 1);
// The back-office's pages too (sign-in, inbox, lead, 'Mon compte'), signed in through the mailed link: AUDIT_ONLY=gestion for them alone.
const withBackoffice = !only?.length || only.includes('gestion');
const mailCatcher = withBackoffice ? await startMailCatcher(PORT + 200, PORT + 300) : null;
const server = await startServer(PORT, 'audit', withBackoffice ? { SMTP_URL: `smtp://127.0.0.1:${PORT + 200}`, OUTBOX_INTERVAL_MS: '500' } : {});
// Every demo page, and every page of the JavaScript budget table.
const budgets = JSON.parse(fs.readFileSync('e2e/js-budgets.json', 'utf8')).pages;
// `noindex` on a page: it is not meant for search engines (a variant, a development page), so Lighthouse's
// is-crawlable fails by design; the row says so and gives the SEO score of the other audits.
const demo = [{ site: null, path: '/', noindex: 'directory of demo sites, a development page' }, ...readDemoPages()];
const extra = budgets.filter((b) => !demo.some((p) => p.site === b.site && p.path === b.path)).map(({ site, path }) => ({ site, path }));
const pages = [...demo, ...extra].filter((p) => !only?.length || only.some((part) => (part.endsWith('$') ? `${p.site ?? 'directory'}${p.path}` === part.slice(0, -1) : `${p.site ?? 'directory'}${p.path}`.includes(part))));
const url = (p) => `http://${p.site ? `${p.site}.localhost` : 'localhost'}:${PORT}${p.path}`;
const rows = [];
// The JavaScript budgets (decision 0041), also enforced in CI by e2e/js-budget.spec.ts.
const budgetOf = (p) => budgets.find((b) => b.site === p.site && b.path === p.path);
const failures = [];
/** By URL as well as type, like the CI test: a chunk fetched by <link rel="modulepreload"> is not typed 'Script'. */
function isOwnScript(item, pageUrl) {
  try {
    const address = new URL(item.url);
    return address.origin === new URL(pageUrl).origin && (item.resourceType === 'Script' || /\.m?js$/.test(address.pathname));
  } catch {
    return false;
  }
}
/**
 * The compressed bodies of a page's scripts, as the browser receives them (it asks for brotli): what
 * the budget counts, and what e2e/js-budget.spec.ts sums in CI. Lighthouse's transfer size adds each
 * file's response headers (about 1.3 KB of security headers per chunk on HTTP/1.1).
 */
async function scriptBodyBytes(urls) {
  const sizes = await Promise.all(
    [...new Set(urls)].map((address) => {
      const { hostname, port, pathname, search } = new URL(address);
      return getBytes(port, pathname + search, { host: `${hostname}:${port}`, 'accept-encoding': 'gzip, deflate, br, zstd' }).then((body) => body.length);
    }),
  );
  return sizes.reduce((sum, n) => sum + n, 0);
}
try {
  const browser = await chromium.launch({ executablePath: CHROME, args: FLAGS.slice(1) });
  const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: FLAGS });
  for (const page of pages) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const tab = await context.newPage();
    await tab.goto(url(page));
    const axe = await new AxeBuilder({ page: tab }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    await context.close();

    // Lighthouse refuses error pages (a 404 is a correct answer, not a page to score).
    let lhr = null;
    let error = null;
    const runs = [];
    for (let run = 1; run <= RUNS && !error && (page.status ?? 200) === 200; run += 1) {
      // One second try: on a busy machine Lighthouse sometimes loses the navigation (NO_NAVSTART) of a
      // page that loads fine; an error that comes back twice is reported.
      for (let attempt = 1; attempt <= 2; attempt += 1) {
        try {
          const result = await lighthouse(url(page), { port: chrome.port, output: 'json', logLevel: 'error', formFactor: 'mobile' });
          lhr = result?.lhr ?? null;
          // Lighthouse reports a page it could not load (NO_FCP, a navigation error…) as a runtimeError, scores null.
          error = lhr?.runtimeError?.code ?? (lhr ? null : 'no result');
        } catch (e) {
          error = e instanceof Error ? e.message.slice(0, 120) : String(e);
        }
        if (!error) break;
      }
      if (lhr && !error) runs.push(lhr);
    }
    if (runs.length > 1) lhr = computeMedianRun(runs);
    const tbtMs = runs.length ? median(runs.map((r) => r.audits['total-blocking-time']?.numericValue ?? 0)) : null;
    // A failed run is an error, not a row of zeros: its scores stay empty.
    const score = (id) => (error || !lhr ? '' : Math.round((lhr.categories[id]?.score ?? 0) * 100));
    // SEO without is-crawlable: what a noindex page scores on the audits that still apply to it.
    const seoIndexFree = () => {
      const refs = (lhr.categories.seo?.auditRefs ?? []).filter((r) => r.id !== 'is-crawlable' && r.weight > 0 && lhr.audits[r.id]?.score !== null);
      const weight = refs.reduce((sum, r) => sum + r.weight, 0);
      return weight ? Math.round((refs.reduce((sum, r) => sum + r.weight * (lhr.audits[r.id].score ?? 0), 0) / weight) * 100) : 0;
    };
    const notCrawlable = !error && lhr?.audits['is-crawlable']?.score === 0;
    const note = !notCrawlable ? '' : page.noindex ? `noindex by design (${page.noindex}); SEO without is-crawlable ${seoIndexFree()}` : 'UNEXPECTED noindex';
    const scripts = lhr?.audits['resource-summary']?.details?.items?.find((i) => i.resourceType === 'script');
    const scriptUrls = (lhr?.audits['network-requests']?.details?.items ?? []).filter((i) => isOwnScript(i, url(page))).map((i) => i.url);
    const jsBodies = error || !lhr ? null : Math.round((await scriptBodyBytes(scriptUrls)) / 102.4) / 10;
    const budget = budgetOf(page);
    rows.push({
      page: `${page.site ?? 'directory'}${page.path}`,
      axe: axe.violations.length,
      perf: score('performance'),
      a11y: score('accessibility'),
      bp: score('best-practices'),
      seo: score('seo'),
      cls: error || !lhr ? '' : Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
      'TBT ms': error || tbtMs === null ? '' : Math.round(tbtMs),
      'JS kB': jsBodies ?? '',
      'JS budget': budget ? `${budget.budget}${budget.ceiling ? ` (now ≤ ${budget.ceiling})` : ''}` : '',
      'JS kB with headers': error || !lhr ? '' : Math.round((scripts?.transferSize ?? 0) / 1024),
      error: error ?? '',
      note,
    });
    // The budget is enforced in CI by e2e/js-budget.spec.ts; the audit reports a page above it too.
    if (budget && jsBodies !== null && jsBodies > (budget.ceiling ?? budget.budget)) failures.push(`${rows.at(-1).page}: ${jsBodies} KB of JavaScript, budget ${budget.ceiling ?? budget.budget} KB`);
    if (error) failures.push(`${rows.at(-1).page}: ${error}`);
    if (note.startsWith('UNEXPECTED')) failures.push(`${rows.at(-1).page}: noindex, not marked as such in e2e/demo-pages.json`);
    console.log(JSON.stringify(rows.at(-1)));
  }
  const backofficeRows = withBackoffice ? await auditBackoffice({ browser, chromePort: chrome.port, port: PORT, mailHttpPort: PORT + 300 }) : [];
  for (const row of backofficeRows) if (row.error || row.axe > 0 || row.a11y !== 100) failures.push(`${row.page}: ${row.error || `axe ${row.axe}, accessibility ${row.a11y} ${row.note}`}`);
  rows.push(...backofficeRows);
  await browser.close();
  await chrome.kill();
} finally {
  server.kill();
  mailCatcher?.kill();
}
console.table(rows);
// Issue 35: each interactive page's total blocking time against its site's content pages (a report, not
// a verdict: one machine's figure; AUDIT_RUNS=5 for medians).
const gaps = tbtGaps(rows.filter((r) => typeof r['TBT ms'] === 'number' && typeof r['JS kB'] === 'number').map((r) => ({ site: r.page.split('/')[0], page: r.page, jsKb: r['JS kB'], tbtMs: r['TBT ms'] })));
console.log(`Total blocking time of each interactive page against the content pages of its site (median of ${RUNS} run${RUNS > 1 ? 's' : ''}; target: at most 100 ms above):`);
console.table(gaps);
fs.mkdirSync('reports', { recursive: true });
fs.writeFileSync('reports/audit.json', JSON.stringify(rows, null, 2));
fs.writeFileSync('reports/audit-tbt-gaps.json', JSON.stringify(gaps, null, 2));
if (failures.length) {
  console.error(`Audit failed on ${failures.length} page(s):\n  ${failures.join('\n  ')}`);
  process.exitCode = 1;
}
