// The back-office's pages for `npm run audit`: signs in as a person does (the mailed link, caught by
// the e2e suite's test SMTP server), then runs axe and Lighthouse on the sign-in, inbox, lead and
// 'Mon compte' pages at 390 px (Lighthouse mobile) and 1440 px (Lighthouse desktop), with the session
// cookie. Lighthouse's SEO and performance are left out: these pages are private and never indexed.
import { spawn } from 'node:child_process';
import AxeBuilder from '@axe-core/playwright';
import lighthouse from 'lighthouse';

const MEMBER = 'lea.garnier@maisonfort.example';
const WIDTHS = [
  { width: 390, height: 844, formFactor: 'mobile' },
  { width: 1440, height: 900, formFactor: 'desktop' },
];

/** The e2e suite's mail catcher on two ports: the server's SMTP_URL, and the mails read back over HTTP. */
export async function startMailCatcher(smtpPort, httpPort) {
  const child = spawn('node', ['e2e/support/mail-catcher.mjs', String(smtpPort), String(httpPort)], { stdio: ['ignore', 'ignore', 'inherit'] });
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${httpPort}/mails`)).ok) return child;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  throw new Error('mail catcher did not start');
}

async function signInLink(httpPort, since) {
  for (let i = 0; i < 150; i++) {
    const mails = await (await fetch(`http://127.0.0.1:${httpPort}/mails`)).json();
    const mail = mails.find((m) => m.to.includes(MEMBER) && Date.parse(m.receivedAt) >= since - 1000);
    const link = mail && /https?:\/\/\S+\/gestion\/auth\/magic-link\/verify\?\S+/.exec(mail.text)?.[0];
    if (link) return link;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no sign-in mail for ${MEMBER}`);
}

/** Signs in with a browser page: the session cookie (name=value) and a lead page's path. */
async function signIn(browser, origin, httpPort) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const since = Date.now();
  await page.goto(`${origin}/gestion/connexion`);
  await page.getByLabel('Adresse e-mail').fill(MEMBER);
  await page.getByRole('button', { name: 'Recevoir mon lien de connexion' }).click();
  await page.getByRole('status').waitFor();
  await page.goto(await signInLink(httpPort, since));
  await page.getByRole('button', { name: 'Me connecter' }).click();
  await page.getByRole('heading', { level: 1, name: 'Prospects' }).waitFor();
  const lead = await page.locator('a[href*="/gestion/prospects/"]').first().getAttribute('href');
  const cookies = await context.cookies();
  await context.close();
  const session = cookies.find((c) => c.name.endsWith('session_token'));
  if (!session || !lead) throw new Error('sign-in gave no session or the inbox has no lead');
  return { cookie: session, lead };
}

/** One row per page and width, like the public pages' rows of scripts/audit.mjs. */
export async function auditBackoffice({ browser, chromePort, port, mailHttpPort }) {
  const origin = `http://gestion.localhost:${port}`;
  const { cookie, lead } = await signIn(browser, origin, mailHttpPort);
  const pages = [
    { label: 'gestion/connexion', path: '/gestion/connexion', signedIn: false },
    { label: 'gestion (inbox)', path: '/gestion', signedIn: true },
    { label: 'gestion/prospects/:id', path: lead, signedIn: true },
    { label: 'gestion/compte', path: '/gestion/compte', signedIn: true },
  ];
  const rows = [];
  for (const page of pages) {
    for (const { width, height, formFactor } of WIDTHS) {
      const context = await browser.newContext({ viewport: { width, height } });
      if (page.signedIn) await context.addCookies([cookie]);
      const tab = await context.newPage();
      await tab.goto(`${origin}${page.path}`);
      if (page.signedIn && new URL(tab.url()).pathname === '/gestion/connexion') throw new Error(`${page.label}: the session cookie did not sign in`);
      const axe = await new AxeBuilder({ page: tab }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      await context.close();
      let lhr = null;
      let error = null;
      for (let attempt = 1; attempt <= 2; attempt += 1) {
        try {
          const result = await lighthouse(
            `${origin}${page.path}`,
            { port: chromePort, output: 'json', logLevel: 'error', onlyCategories: ['accessibility', 'best-practices'], extraHeaders: page.signedIn ? { Cookie: `${cookie.name}=${cookie.value}` } : undefined },
            formFactor === 'desktop'
              ? { extends: 'lighthouse:default', settings: { formFactor: 'desktop', screenEmulation: { mobile: false, width, height, deviceScaleFactor: 1, disabled: false }, throttlingMethod: 'provided' } }
              : undefined,
          );
          lhr = result?.lhr ?? null;
          error = lhr?.runtimeError?.code ?? (lhr ? null : 'no result');
          // A signed-in page that answered the sign-in page instead: the cookie did not take.
          if (!error && page.signedIn && new URL(lhr.finalDisplayedUrl).pathname === '/gestion/connexion') error = 'redirected to the sign-in page';
        } catch (e) {
          error = e instanceof Error ? e.message.slice(0, 120) : String(e);
        }
        if (!error) break;
      }
      const score = (id) => (error || !lhr ? '' : Math.round((lhr.categories[id]?.score ?? 0) * 100));
      const failing = error || !lhr ? [] : lhr.categories.accessibility.auditRefs.filter((r) => r.weight > 0 && lhr.audits[r.id]?.score === 0).map((r) => r.id);
      rows.push({ page: `${page.label} @${width}`, axe: axe.violations.length, a11y: score('accessibility'), bp: score('best-practices'), error: error ?? '', note: failing.join(' ') });
      console.log(JSON.stringify(rows.at(-1)));
    }
  }
  return rows;
}
