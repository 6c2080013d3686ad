import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import Database from 'better-sqlite3';
import { E2E_DATABASE_PATH, siteUrl, waitForHydration } from './sites';

// The recruitment site (network spec §2 'Recruitment pages', issue 15).

const ROUTES: Array<{ path: string; anchors: string[] }> = [
  { path: '/', anchors: ['rdv'] },
  { path: '/reseau', anchors: ['performances', 'best-ca', 'humain'] },
  { path: '/services', anchors: [] },
  { path: '/tarifs', anchors: ['comparateur', 'rdv'] },
  { path: '/formations', anchors: ['continue', 'webinaires', 'seminaire', 'clubs', 'marketing', 'rdv'] },
  { path: '/reunion-d-information', anchors: ['inscription', 'rdv'] },
  { path: '/temoignages', anchors: [] },
  { path: '/comparateur-revenus', anchors: ['comparateur'] },
  { path: '/mentions-legales', anchors: [] },
  { path: '/protection-donnees', anchors: [] },
];

const url = (path: string) => siteUrl('recrutement', path);
/** The page's text with every kind of space made plain, so '54 200' matches whatever space Intl wrote. */
const plainText = async (page: Page) => (await page.locator('body').innerText()).replace(/[\s\u00a0\u202f]+/g, ' ');

function storedSignups(email: string): Array<{ type: string; firstname: string; payload: string }> {
  const db = new Database(E2E_DATABASE_PATH, { readonly: true, fileMustExist: true });
  try {
    return db.prepare('SELECT type, firstname, payload FROM leads WHERE email = ?').all(email) as Array<{ type: string; firstname: string; payload: string }>;
  } finally {
    db.close();
  }
}

for (const { path, anchors } of ROUTES) {
  test(`${path} answers 200 with its anchors and the active menu link`, async ({ page }) => {
    const response = await page.goto(url(path));
    expect(response?.status()).toBe(200);
    for (const id of anchors) await expect(page.locator(`[id="${id}"]`)).toHaveCount(1);
    const menuHref = path === '/mentions-legales' || path === '/protection-donnees' ? null : path;
    if (menuHref) await expect(page.getByRole('navigation', { name: 'Menu principal' }).locator('[aria-current="page"]')).toHaveAttribute('href', menuHref);
    expect(await plainText(page)).not.toMatch(/NaN|Infinity|\{\w+\}/);
  });
}

test('the comparator with no parameter shows the spec results', async ({ page }) => {
  await page.goto(url('/comparateur-revenus'));
  const text = await plainText(page);
  for (const figure of ['54 200 €', '25 800 €', '1 500 €', '76 220 €', '+22 020 € (+40,6 %)']) expect(text).toContain(figure);
  await expect(page.getByTestId('comparateur-jours')).toHaveText('73');
});

for (const query of ['ventes=0', 'ca=0', 'ca=0&ventes=0', 'ca=abc&part=-4', 'ca=&ventes=&mensuel=&part=']) {
  test(`the comparator with ${query} shows no NaN or Infinity`, async ({ page }) => {
    const response = await page.goto(url(`/comparateur-revenus?${query}`));
    expect(response?.status()).toBe(200);
    const html = await page.content();
    expect(html).not.toMatch(/NaN|Infinity/);
  });
}

test('the comparator works without JavaScript: a GET form renders the result from the URL', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(url('/comparateur-revenus'));
  await page.getByLabel('Chiffre d’affaires annuel HT').fill('100000');
  await page.getByLabel('Nombre de ventes par an').fill('1');
  await page.getByRole('button', { name: 'Calculer' }).click();
  await expect(page).toHaveURL(/ca=100000/);
  // 100,000 € in one sale: 5 slices × 150 € = 750 €, network net 96,970 € (never the spec's 93,400 €).
  await expect(page.getByTestId('comparateur-net-reseau')).toHaveText(/96\s?970/);
  await context.close();
});

test('the comparator updates live, keeps its state in the URL, and suggests references', async ({ page }) => {
  await page.goto(url('/comparateur-revenus'));
  await waitForHydration(page);
  await page.getByLabel('Nombre de ventes par an').fill('0');
  await expect(page.getByTestId('comparateur-frais-admin')).toHaveText(/600/);
  await expect(page).toHaveURL(/ventes=0/);
  const search = page.getByRole('combobox', { name: /réseau ou agence actuel/ });
  await search.fill('reseau');
  await expect(page.getByRole('option')).toHaveCount(8);
  await search.fill('RHO');
  await page.getByRole('option', { name: /Réseau Rhô/ }).click();
  await expect(page.getByLabel('Pourcentage par vente')).toHaveValue('100');
  await expect(page.getByLabel('Frais par vente HT')).toHaveValue('350');
  await expect(page).toHaveURL(/ref=R%C3%A9seau\+Rh%C3%B4|ref=R%C3%A9seau%20Rh%C3%B4/);
  await search.fill('alpha');
  await expect(page.getByRole('option')).toHaveCount(1);
  await search.press('Escape');
  await expect(page.getByRole('option')).toHaveCount(0);
});

test('the tarifs toggle works without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(url('/tarifs'));
  await expect(page.locator('#tarifs-titre')).toHaveText('L’offre Mandataire immobilier');
  await page.getByRole('navigation', { name: 'Choisir votre profil' }).getByRole('link', { name: 'Agence' }).click();
  await expect(page).toHaveURL(/profil=agence/);
  await expect(page.locator('#tarifs-titre')).toHaveText('L’offre Agence');
  expect(await plainText(page)).toContain('230 € HT / mois');
  await context.close();
});

test('on /tarifs?profil=agence the comparator counts the Agence offer shown (230 € HT), and keeps it after a submit without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(url('/tarifs?profil=agence'));
  expect(await plainText(page)).toContain('230 € HT / mois');
  const comparator = page.locator('#comparateur');
  // 80,000 € − 12 × 230 € − 1,500 € of admin fees
  await expect(page.getByTestId('comparateur-net-reseau')).toHaveText(/75\s?740/);
  expect((await comparator.innerText()).replace(/[\s\u00a0\u202f]+/g, ' ')).toContain('12 mois × 230 € HT.');
  await page.getByLabel('Nombre de ventes par an').fill('20');
  await page.getByRole('button', { name: 'Calculer' }).click();
  await expect(page).toHaveURL(/profil=agence.*ventes=20|ventes=20.*profil=agence/);
  // 20 invoices of 4,000 €: one slice each, 3,000 € of admin fees; 80,000 − 2,760 − 3,000
  await expect(page.getByTestId('comparateur-net-reseau')).toHaveText(/74\s?240/);
  // A decimal number of sales (typed in a shared link) is counted whole, and the page says so.
  await page.goto(url('/tarifs?profil=agence&ventes=10,5'));
  await expect(comparator).toContainText('Nombre de ventes par an : 10,5 n’est pas un nombre entier, compté comme 10.');
  await context.close();
});

test('a negative current net caps the free days at 227 and says why; amounts use one minus sign', async ({ page }) => {
  await page.goto(url('/comparateur-revenus?part=0&mensuel=500'));
  await expect(page.getByTestId('comparateur-jours')).toHaveText('227');
  const text = await plainText(page);
  expect(text).toContain('le compte s’arrête donc à 227');
  expect(text).toContain('\u22126 000 €');
  expect(await page.locator('#comparateur').innerText()).not.toMatch(/-\d/);
});

test('a sign-up without JavaScript is stored and shows the success state', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const email = `sans-js-${Date.now()}@exemple.example`;
  await page.goto(url('/reunion-d-information'));
  await page.getByLabel('Prénom').fill('Inès');
  await page.getByLabel('Email').fill('ines@');
  await page.getByRole('button', { name: 'Je m’inscris' }).click();
  // Refused: every wrong field names its spec message and what was typed is still there (posted to the page itself).
  await expect(page.getByText('Champ obligatoire')).toHaveCount(2);
  await expect(page.getByText('Email invalide')).toBeVisible();
  await expect(page.getByText('Veuillez sélectionner une option')).toBeVisible();
  await expect(page.getByText('Vous devez accepter la politique')).toBeVisible();
  await expect(page.getByLabel('Prénom')).toHaveValue('Inès');
  await expect(page.getByLabel('Email')).toHaveValue('ines@');
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  expect(storedSignups(email)).toHaveLength(0);

  await page.getByLabel('Prénom').fill('Inès');
  await page.getByLabel(/^Nom/).fill('Lambert');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Téléphone').fill('06 39 98 45 12');
  await page.getByLabel('Agence').check();
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Je m’inscris' }).click();
  await expect(page.getByText('Vous êtes inscrit(e) !')).toBeVisible();
  await expect(page.getByRole('status')).toContainText(/mardi \d+ \S+ \d{4} à 9h00/);
  const leads = storedSignups(email);
  expect(leads).toHaveLength(1);
  expect(leads[0]).toMatchObject({ type: 'reunion-information', firstname: 'Inès' });
  expect(JSON.parse(leads[0]!.payload)).toMatchObject({ profile: 'Agence', when: 'mardi-prochain' });
  await context.close();
});

test('with JavaScript the sign-up shows the messages on submit and clears each when edited', async ({ page }) => {
  const email = `avec-js-${Date.now()}@exemple.example`;
  await page.goto(url('/reunion-d-information'));
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Je m’inscris' }).click();
  await expect(page.getByText('Vous devez accepter la politique')).toBeVisible();
  await expect(page.getByText('Email invalide')).toBeVisible();
  await expect(page.getByText('Champ obligatoire')).toHaveCount(3);
  expect(page.url()).toBe(url('/reunion-d-information'));
  // Editing a field clears its message (even though 'ines@' is still wrong); the next submit checks again.
  await page.getByLabel('Email').fill('ines@');
  await expect(page.getByText('Email invalide')).toHaveCount(0);
  await expect(page.getByText('Champ obligatoire')).toHaveCount(3);
  await page.getByRole('button', { name: 'Je m’inscris' }).click();
  await expect(page.getByText('Email invalide')).toBeVisible();
  await page.getByLabel('Prénom').fill('Inès');
  await page.getByLabel(/^Nom/).fill('Lambert');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Téléphone').fill('0639984512');
  await page.getByLabel('Mandataire immobilier').check();
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Je m’inscris' }).click();
  await expect(page.getByText('Vous êtes inscrit(e) !')).toBeVisible();
  expect(storedSignups(email)).toHaveLength(1);
});

test('in English the sign-up speaks English: labels, the messages on submit, the meeting date', async ({ page }) => {
  await page.goto(url('/en/reunion-d-information'));
  await waitForHydration(page);
  await expect(page.getByRole('radio', { name: /^Tuesday \d+ \w+ \d{4} at 9:00$/ })).toBeChecked();
  await page.getByRole('button', { name: 'Sign me up' }).click();
  await expect(page.getByText('Required field', { exact: true })).toHaveCount(3);
  await expect(page.getByText('Invalid email')).toBeVisible();
  await expect(page.getByText('Please select an option')).toBeVisible();
  await expect(page.getByText('You must accept the policy')).toBeVisible();
  await page.goto(url('/en/comparateur-revenus'));
  await expect(page.getByLabel('Yearly turnover excl. VAT')).toHaveValue('80000');
  // The key figure's label (the line of the table below says it too).
  await expect(page.locator('dt', { hasText: 'Days worked for free' })).toBeVisible();
});

test('the video modal opens on click, holds the player behind the media consent, traps and restores focus, closes with Escape or the backdrop', async ({ page }) => {
  await page.goto(url('/temoignages'));
  await waitForHydration(page);
  const link = page.getByRole('link', { name: /Voir la vidéo : Sophie Lemaire/ });
  await link.click();
  const dialog = page.getByRole('dialog', { name: 'Vidéo : Sophie Lemaire' });
  await expect(dialog).toBeVisible();
  // No player (no request to the video host) before the visitor allows the 'media' purpose.
  await expect(dialog.locator('iframe')).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Fermer la vidéo' })).toBeFocused();
  // Focus stays inside the modal dialog.
  for (let i = 0; i < 4; i++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(link).toBeFocused();

  await link.click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Autoriser et afficher' }).click();
  await expect(dialog.locator('iframe')).toHaveAttribute('src', /youtube-nocookie\.com\/embed\/mfDemo00002\?autoplay=1/);
  // The backdrop (outside the video box) closes it too.
  await page.mouse.click(5, 5);
  await expect(dialog).toBeHidden();
  await expect(link).toBeFocused();

  // Once granted, the next video plays at once.
  await page.getByRole('link', { name: /Voir la vidéo : Karim Benali/ }).click();
  await expect(page.getByRole('dialog', { name: 'Vidéo : Karim Benali' }).locator('iframe')).toHaveAttribute('src', /autoplay=1/);
});

test('content pages ship no JavaScript', async ({ page }) => {
  // The home too: its testimonial cards are the static teaser (decision 0051).
  for (const path of ['/', '/en/', '/reseau', '/services', '/formations']) {
    await page.goto(url(path));
    await expect(page.locator('script[src]')).toHaveCount(0);
  }
});

for (const width of [390, 1440]) {
  for (const { path } of ROUTES) {
    test(`axe: recrutement${path} at ${width}px has no violation and no sideways scroll`, async ({ browser }) => {
      const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'fr-FR' });
      const page = await context.newPage();
      await page.goto(url(path));
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
      await context.close();
    });
  }
}

test('under /en the comparator explains its lines and notices in English, French stays as before', async ({ page }) => {
  await page.goto(url('/en/comparateur-revenus?ca=abc'));
  expect(await plainText(page)).toContain('Yearly turnover excl. VAT: “abc” is not a number, counted as 0.');
  await page.goto(url('/en/comparateur-revenus'));
  const text = await plainText(page);
  expect(text).toContain('12 months × 150 € excl. VAT.');
  expect(text).toContain('10 invoices of 8 000 € on average; each one counts 1 slice of 20 000 € at 150 € excl. VAT.');
  expect(text).toContain('the hidden costs are worth 73 days.');
  expect(text).not.toContain('factures');
  await page.goto(url('/comparateur-revenus'));
  expect(await plainText(page)).toContain('10 factures de 8 000 € en moyenne ; chacune compte 1 tranche de 20 000 € à 150 € HT.');
});

test('under /en the tarifs page shows its headings, buttons and common offer lines in English', async ({ page }) => {
  await page.goto(url('/en/tarifs'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Simple prices, no percentage taken');
  await expect(page.getByRole('link', { name: 'Compare my income' })).toBeVisible();
  const text = await plainText(page);
  expect(text).toContain('Administrative fees: 150 € excl. VAT per 20 000 € slice invoiced');
  expect(text).toContain('13 software tools included');
  expect(text).toContain('Answers to your questions within 48 h');
  await page.goto(url('/tarifs'));
  expect(await plainText(page)).toContain('Frais administratifs : 150 € HT par tranche de 20 000 € facturée');
});
