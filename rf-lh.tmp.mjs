// Temporary (not committed): Lighthouse JSON of the recruitment pages on port 5151.
import fs from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startServer } from './scripts/lib/server.mjs';
const PORT = 5151;
const paths = (process.env.PATHS ?? '/').split(',');
const server = await startServer(PORT, 'rf-audit');
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'] });
try {
  for (const p of paths) {
    const r = await lighthouse(`http://recrutement.localhost:${PORT}${p}`, { port: chrome.port, output: 'json', logLevel: 'error', formFactor: 'mobile' });
    const lhr = r.lhr;
    const name = p.replace(/\W+/g, '_') || 'home';
    fs.writeFileSync(`/tmp/rf-lh${name}.json`, JSON.stringify(lhr));
    const a = lhr.audits;
    console.log(p, ['performance', 'accessibility', 'best-practices', 'seo'].map((c) => Math.round(lhr.categories[c].score * 100)).join('/'), 'LCP', Math.round(a['largest-contentful-paint'].numericValue), 'TBT', Math.round(a['total-blocking-time'].numericValue), 'FCP', Math.round(a['first-contentful-paint'].numericValue), 'SI', Math.round(a['speed-index'].numericValue), 'CLS', (a['cumulative-layout-shift'].numericValue ?? -1).toFixed(3));
  }
} finally {
  await chrome.kill();
  server.kill();
}
