// Screenshots of pages at 390 px and 1440 px wide, to look at what a visitor sees.
// Usage: node scripts/screenshots.mjs <port> <outDir> <site:path> [site:path …]
// SCREENSHOT_COOKIE='name=value' sends a cookie (a back-office session) to every page.
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';

const [port, outDir, ...targets] = process.argv.slice(2);
mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--host-resolver-rules=MAP *.localhost 127.0.0.1'],
});
for (const target of targets) {
  const [site, ...rest] = target.split(':');
  const path = rest.join(':') || '/';
  for (const width of [390, 1440]) {
    const context = await browser.newContext({ viewport: { width, height: width < 800 ? 844 : 900 } });
    const cookie = process.env.SCREENSHOT_COOKIE?.split(/=(.*)/s);
    if (cookie?.[1]) await context.addCookies([{ name: cookie[0], value: cookie[1], domain: `${site}.localhost`, path: '/', secure: cookie[0].startsWith('__Secure-'), httpOnly: true, sameSite: 'Lax' }]);
    const page = await context.newPage();
    const url = `http://${site}.localhost:${port}${path}`;
    const response = await page.goto(url, { waitUntil: 'networkidle' }).catch((e) => ({ status: () => String(e.message).slice(0, 80) }));
    // Scroll through the page so lazy images load before the full-page capture; instantly, as the
    // sites' CSS scrolls smoothly and a capture taken mid-way shows the sticky header out of place.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 600) {
        window.scrollTo({ top: y, behavior: 'instant' });
        await new Promise((r) => setTimeout(r, 60));
      }
      window.scrollTo({ top: 0, behavior: 'instant' });
    });
    await page.waitForLoadState('networkidle');
    const name = `${site}${path.replace(/[^a-z0-9]+/gi, '_').slice(0, 80)}-${width}.png`;
    await page.screenshot({ path: `${outDir}/${name}`, fullPage: true });
    console.log(response?.status?.(), name);
    await context.close();
  }
}
await browser.close();
