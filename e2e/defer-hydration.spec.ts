import { expect, type Page, test } from '@playwright/test';
import { apiTarget, siteUrl, waitForHydration } from './sites';

// Decision 0055: a hydrating page paints before the browser fetches its modules.
const PARIS = 'diag-paris15';

/** Everything that would show a broken hydration: console errors (React's hydration warnings are), page errors, CSP violations. */
async function watchProblems(page: Page): Promise<() => Promise<string[]>> {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => console.error(`CSP ${e.violatedDirective} ${e.blockedURI}`));
  });
  return async () => problems;
}

for (const { name, path, cache } of [
  // A query string bypasses the render cache: the page carries its response's nonce.
  { name: 'rendered for the request', path: '/?origine=test', cache: null },
  // The same page from the render cache: no nonce, its scripts allowed by their hashes (decision 0046).
  { name: 'served from the render cache', path: '/', cache: 'hit' },
]) {
  test(`diag home ${name}: no modulepreload in its HTML, hydrates after the paint, no error`, async ({ page }) => {
    const target = apiTarget(PARIS, path);
    let answer = await page.request.get(target.url, { headers: target.headers });
    if (cache) answer = await page.request.get(target.url, { headers: target.headers });
    expect(answer.status()).toBe(200);
    expect(answer.headers()['x-render-cache'] ?? null).toBe(cache);
    const csp = answer.headers()['content-security-policy'] ?? '';
    expect(csp).toContain(cache ? "'sha256-" : "'nonce-");
    const html = await answer.text();
    expect(html).not.toContain('rel="modulepreload"');
    const moduleScript = /<script\b[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(moduleScript).toContain('requestAnimationFrame');
    expect(moduleScript).not.toMatch(/^import /m);
    const announced = JSON.parse(/for \(const href of (\[[^\]]*\])\)/.exec(moduleScript)?.[1] ?? '[]') as string[];
    // React Router's entry and the diag family's chunk (decision 48) are among the deferred preloads.
    expect(announced).toEqual(expect.arrayContaining([expect.stringMatching(/^\/assets\/entry\.client-/), expect.stringMatching(/^\/assets\/family-/)]));

    const problems = await watchProblems(page);
    const fetched: string[] = [];
    page.on('request', (r) => fetched.push(new URL(r.url()).pathname));
    await page.goto(siteUrl(PARIS, path));
    await waitForHydration(page);
    // A JavaScript-only behaviour works: the reviews' autoplay control.
    await page.getByRole('button', { name: 'Mettre en pause' }).click();
    await expect(page.getByRole('button', { name: 'Lecture automatique' })).toBeVisible();
    // Every preload the document lost was fetched all the same, announced by the deferred script.
    expect(fetched).toEqual(expect.arrayContaining(announced));
    expect(await problems()).toEqual([]);
  });
}
