import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test';
import demoPages from '../e2e/demo-pages.json' with { type: 'json' };
import { CONSENT_COOKIE, CONSENT_PURPOSES, consentFor, serializeConsent } from '../domain/consent/consent';
import { PIPELINE_PORTS } from '../playwright.conformance.config';
import { comparableHeaders, comparableText, englishPath } from './compare';

/*
 * Every demo page (e2e/demo-pages.json: every family), in French and English, before and after
 * consent, with JavaScript off and on, answered by our pipeline and by React Router's own entry
 * template from the same build (decision 0157). Equal: the status, the headers that matter, the
 * visible text, and the hydration outcome; and neither shows a console error.
 * Our pipeline's first answer of a page is rendered (JavaScript off), the second comes from the
 * render cache (JavaScript on): both are compared.
 */

type Pipeline = keyof typeof PIPELINE_PORTS;
const PIPELINES = Object.keys(PIPELINE_PORTS) as Pipeline[];
const SITES = [...new Set(demoPages.pages.map((p) => p.site))];

/** Our own hosts; anything else is stopped before it leaves (tests never reach the internet). */
function isFirstParty(url: string): boolean {
  const { protocol, hostname } = new URL(url);
  if (protocol === 'data:' || protocol === 'blob:' || protocol === 'about:') return true;
  return hostname === 'localhost' || hostname.endsWith('.localhost') || hostname === '127.0.0.1';
}

const BLANK_GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

type Variant = { javaScript: boolean; consent: boolean };
const VARIANTS: Variant[] = [
  { javaScript: false, consent: false },
  { javaScript: true, consent: false },
  { javaScript: false, consent: true },
  { javaScript: true, consent: true },
];

async function contextFor(browser: Browser, { javaScript, consent }: Variant): Promise<BrowserContext> {
  // Reduced motion: rotating headlines and carousels hold still, so the text read is the text rendered.
  const context = await browser.newContext({ javaScriptEnabled: javaScript, viewport: { width: 1440, height: 900 }, reducedMotion: 'reduce' });
  await context.route((url) => !isFirstParty(url.href), (route) => route.abort());
  // Images and videos say nothing about the render and cost both servers their resizing: a blank pixel answers.
  await context.route((url) => isFirstParty(url.href) && (url.pathname.startsWith('/img/') || url.pathname.startsWith('/media/') || /\.(png|jpe?g|webp|avif|gif|svg|mp4|m3u8|ts|woff2?)$/.test(url.pathname)), (route) =>
    route.request().resourceType() === 'image' ? route.fulfill({ status: 200, contentType: 'image/gif', body: BLANK_GIF }) : route.fulfill({ status: 204 }),
  );
  if (consent) {
    const value = serializeConsent(consentFor(CONSENT_PURPOSES, new Date()));
    await context.addCookies(SITES.flatMap((site) => PIPELINES.map((p) => ({ name: CONSENT_COOKIE, value, url: `http://${site}.localhost:${PIPELINE_PORTS[p]}/` }))));
  }
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => console.error(`CSP ${e.violatedDirective} ${e.blockedURI}`));
  });
  return context;
}

/** React has committed the hydration of the document (e2e/sites.ts waitForHydration). */
const hydrated = () => {
  const key = Object.keys(document).find((k) => k.startsWith('__reactContainer'));
  if (!key) return false;
  const root = (document as unknown as Record<string, { stateNode?: { current?: { memoizedState?: { isDehydrated?: boolean } } } }>)[key];
  return root?.stateNode?.current?.memoizedState?.isDehydrated === false;
};

type Observed = {
  status: number;
  headers: Record<string, string>;
  /** The visible text now (the page stays open until `close`). */
  readText: () => Promise<string>;
  hydration: 'none' | 'hydrated' | 'not hydrated';
  problems: string[];
  close: () => Promise<void>;
};

async function observe(context: BrowserContext, url: string, javaScript: boolean): Promise<Observed> {
  const page: Page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() !== 'error') return;
    // A third-party request stopped by the test, or the page's own status (a 404 page): compared as statuses, not errors.
    const failedLoad = m.text().startsWith('Failed to load resource');
    if (failedLoad && (!isFirstParty(m.location().url || url) || m.location().url === url)) return;
    problems.push(`console: ${m.text()} (${m.location().url})`);
  });
  // With JavaScript off no page script runs: a page error then comes from the browser's own tooling
  // (seen once: a Trusted Types callback 'no longer runnable' as the page closed).
  if (javaScript) page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  try {
    const response = await page.goto(url, { waitUntil: 'load' });
    if (!response) throw new Error(`no answer for ${url}`);
    let hydration: Observed['hydration'] = 'none';
    // Read in the HTML as sent: the document's module script may be gone from the DOM once React has hydrated.
    if (javaScript && /<script\b[^>]*\btype="module"/.test(await response.text())) {
      hydration = await page
        .waitForFunction(hydrated, undefined, { timeout: 20_000 })
        .then(() => 'hydrated' as const)
        .catch(() => 'not hydrated' as const);
      // What loads after hydration (the map's chunk and tiles after consent) settles before the text is read.
      await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
    }
    return {
      status: response.status(),
      headers: comparableHeaders(await response.headersArray()),
      // A page may name its own host (the legal notice does): the two servers' ports differ by design.
      readText: async () => comparableText(await page.locator('body').innerText()).replace(/localhost:\d+/g, 'localhost:PORT'),
      hydration,
      problems,
      close: () => page.close(),
    };
  } catch (error) {
    await page.close();
    throw error;
  }
}

/**
 * Both texts, once they agree or after about ten seconds: what a page loads after hydration (a map's
 * controls and markers after consent) may arrive at different moments on the two servers.
 */
async function settledTexts(ours: Observed, reference: Observed): Promise<[string, string]> {
  let texts = await Promise.all([ours.readText(), reference.readText()]);
  for (let attempt = 0; attempt < 20 && texts[0] !== texts[1]; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    texts = await Promise.all([ours.readText(), reference.readText()]);
  }
  return texts;
}

let contexts: BrowserContext[] = [];
test.beforeAll(async ({ browser }) => {
  contexts = await Promise.all(VARIANTS.map((v) => contextFor(browser, v)));
});
test.afterAll(async () => {
  await Promise.all(contexts.map((c) => c.close()));
});

for (const { site, path } of demoPages.pages) {
  test(`${site} ${path.slice(0, 80)}: same status, headers, text and hydration as React Router's entry, in French and English, JS off and on, before and after consent, no console error`, async () => {
    for (const [language, pagePath] of [['fr', path], ['en', englishPath(path)]] as const) {
      for (const [index, variant] of VARIANTS.entries()) {
        const label = `${language}, JS ${variant.javaScript ? 'on' : 'off'}, ${variant.consent ? 'after' : 'before'} consent`;
        const [ours, reference] = (await Promise.all(PIPELINES.map((p) => observe(contexts[index]!, `http://${site}.localhost:${PIPELINE_PORTS[p]}${pagePath}`, variant.javaScript)))) as [Observed, Observed];
        try {
          expect(ours.status, `status (${label})`).toBe(reference.status);
          expect(ours.headers, `headers (${label})`).toEqual(reference.headers);
          const [ourText, referenceText] = await settledTexts(ours, reference);
          expect(ourText, `visible text (${label})`).toBe(referenceText);
          expect(ours.hydration, `hydration (${label})`).toBe(reference.hydration);
          if (variant.javaScript && ours.status === 200) expect(ours.hydration, `hydration (${label})`).not.toBe('not hydrated');
          expect(ours.problems, `our console (${label})`).toEqual([]);
          expect(reference.problems, `reference console (${label})`).toEqual([]);
        } finally {
          await Promise.all([ours.close(), reference.close()]);
        }
      }
    }
  });
}
