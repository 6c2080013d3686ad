// node /tmp/lh-one.mjs <url> : Lighthouse mobile metrics for one page
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
const FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: FLAGS });
for (const url of process.argv.slice(2)) {
  const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', formFactor: 'mobile', onlyCategories: ['performance'] });
  const a = lhr.audits;
  const m = (id) => `${id}=${Math.round(a[id].numericValue)}(${a[id].score})`;
  console.log(url, 'perf', Math.round(lhr.categories.performance.score * 100), m('first-contentful-paint'), m('largest-contentful-paint'), m('total-blocking-time'), m('speed-index'), 'cls', a['cumulative-layout-shift'].numericValue.toFixed(3));
  const lcpEl = a['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet;
  console.log('  LCP element', lcpEl?.slice(0, 160));
  const phases = a['largest-contentful-paint-element']?.details?.items?.[1]?.items;
  console.log('  LCP phases', JSON.stringify(phases?.map((p) => [p.phase, Math.round(p.timing)])));
  const boot = a['bootup-time']?.details?.items?.slice(0, 5).map((i) => [i.url.replace(/^.*\//, ''), Math.round(i.total), Math.round(i.scripting)]);
  console.log('  bootup', JSON.stringify(boot));
  const lt = a['long-tasks']?.details?.items?.slice(0, 6).map((i) => [i.url.replace(/^.*\//, ''), Math.round(i.startTime), Math.round(i.duration)]);
  console.log('  long tasks', JSON.stringify(lt));
  const shifts = a['layout-shifts']?.details?.items?.slice(0, 3).map((i) => [i.node?.snippet?.slice(0, 120), i.score]);
  if (shifts?.length) console.log('  shifts', JSON.stringify(shifts));
}
await chrome.kill();
