import { expect, type Page, test } from '@playwright/test';
import { apiTarget, siteUrl } from './sites';

const PARIS = 'diag-paris15';

/** Collects the CSP violations the page reports (an inline script refused by its nonce shows here). */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  return () => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);
}

test.describe('render cache (decisions 0039, 0046)', () => {
  for (const path of ['/', '/contact', '/dpe-2026-simulateur']) {
    test(`a cached ${path} runs its scripts allowed by their hashes, with no CSP violation`, async ({ page }) => {
      const violations = await watchViolations(page);
      const errors: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) errors.push(m.text());
      });
      // Two answers from the server's cache (no browser cache in between): no nonce, script hashes in
      // the CSP, and the hydration script (it carries the answer's own form key) hashed per answer.
      const answers = [];
      const target = apiTarget(PARIS, path);
      for (let i = 0; i < 3; i++) answers.push(await page.request.get(target.url, { headers: target.headers }));
      const [, second, third] = answers;
      expect(third?.headers()['x-render-cache']).toBe('hit');
      const [csp2, csp3] = [second?.headers()['content-security-policy'] ?? '', third?.headers()['content-security-policy'] ?? ''];
      expect(csp3).toContain("'sha256-");
      expect(csp3).not.toContain("'nonce-");
      expect(csp3).not.toBe(csp2);
      expect(await third?.text()).not.toContain(' nonce="');
      // Then in the browser, twice: a cached page, and again (a 304 keeps the browser's copy and its CSP).
      await page.goto(siteUrl(PARIS, path));
      await page.goto(siteUrl(PARIS, path));
      // Hydrated: React Router's inline scripts ran (their nonce matched).
      await page.waitForFunction(() => Boolean((window as unknown as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules));
      expect(await violations()).toEqual([]);
      expect(errors).toEqual([]);
    });
  }
});

test('a cached page with its own lead form gives each visitor their own idempotency key, and no shared cache may keep it', async ({ page }) => {
  const target = apiTarget('sevran', '/estimation-gratuite');
  const keys: string[] = [];
  for (let i = 0; i < 3; i++) {
    const answer = await page.request.get(target.url, { headers: target.headers });
    expect(answer.status()).toBe(200);
    if (i > 0) expect(answer.headers()['x-render-cache']).toBe('hit');
    expect(answer.headers()['cache-control']).toBe('private, no-store');
    keys.push(/name="idempotencyKey"[^>]*value="([^"]+)"|value="([^"]+)"[^>]*name="idempotencyKey"/.exec(await answer.text())?.slice(1).find(Boolean) ?? '');
  }
  expect(keys.every(Boolean)).toBe(true);
  expect(new Set(keys).size).toBe(3);
});
