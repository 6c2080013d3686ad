import { type Browser, expect, type Page, test } from '@playwright/test';
import { leadsByEmail as leadsFor } from './lead-rows';
import { apiTarget, siteUrl, waitForHydration } from './sites';
import { waitForMail } from './mailbox';

/*
 * Journeys of the diagnostics franchise site (spec diagnostics-franchise-site.md §2, §4, §5, §8)
 * on the seeded demo sites: diag-paris15 (every service, reviews, banner, 11 posts), diag-annecy
 * (few services, no reviews, 2 posts) and diag-brest (under construction).
 */

const PARIS = 'diag-paris15';
const ANNECY = 'diag-annecy';
const BREST = 'diag-brest';

let seq = 0;
/** An address no other test (nor an earlier run on the same file) uses. */
function uniqueEmail(tag: string): string {
  seq += 1;
  return `${tag}-${Date.now()}-${process.pid}-${seq}@example.fr`;
}

/** Fails the test on any alert/confirm/prompt, e.g. one fired by unsanitised content. */
function failOnDialog(page: Page): string[] {
  const seen: string[] = [];
  page.on('dialog', (dialog) => {
    seen.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return seen;
}

/** Parses a slot parameter dd-mm-yy-HHhMM as local wall-clock time. */
function slotDate(param: string): Date {
  const m = /^(\d{2})-(\d{2})-(\d{2})-(\d{2})h(\d{2})$/.exec(param);
  expect(m, `slot parameter ${param}`).not.toBeNull();
  const [dd, mm, yy, hh, mi] = m!.slice(1).map(Number) as [number, number, number, number, number];
  return new Date(2000 + yy, mm - 1, dd, hh, mi);
}

test.describe('home page — diag-paris15 (every service, reviews, banner)', () => {
  test('the hero offers a quote by project, with a link for professionals', async ({ page }) => {
    await page.goto(siteUrl(PARIS));
    const hero = page.locator('#hero');
    await expect(hero.getByRole('heading', { level: 1 })).toContainText('Demander un devis');
    await expect(hero.getByRole('heading', { level: 1 })).toContainText('Prendre rendez-vous');
    await expect(hero.getByText('Votre projet :')).toBeVisible();
    await expect(hero.getByRole('link', { name: 'Je vends' })).toHaveAttribute('href', '/devis?souhait=vendre');
    await expect(hero.getByRole('link', { name: 'Je loue' })).toHaveAttribute('href', '/devis?souhait=louer');
    await expect(hero.getByRole('link', { name: 'Je rénove' })).toHaveAttribute('href', '/devis?souhait=renover');
    await expect(hero.getByRole('link', { name: 'Cliquez ici' })).toHaveAttribute('href', '/professionnel');

    await hero.getByRole('link', { name: 'Je loue' }).click();
    await expect(page).toHaveURL(siteUrl(PARIS, '/devis?souhait=louer'));
  });

  test('the hero toggles to appointments: two slots two weeks ahead and the urgent option', async ({ page }) => {
    await page.goto(siteUrl(PARIS));
    await waitForHydration(page);
    const hero = page.locator('#hero');
    await hero.getByRole('link', { name: 'Prendre rendez-vous' }).click();
    await expect(hero.getByText('Choisissez un créneau proposé :')).toBeVisible();
    await expect(hero.getByRole('link', { name: 'Je vends' })).toHaveCount(0);
    // The toggle happens in place with JavaScript: no navigation.
    await expect(page).toHaveURL(siteUrl(PARIS));

    const slots = hero.getByRole('listitem').getByRole('link');
    await expect(slots).toHaveCount(2);
    const expected = [
      { weekday: 2, label: /^Mardi \d{1,2} \p{L}+ à 9h30$/u, time: '09h30' },
      { weekday: 3, label: /^Mercredi \d{1,2} \p{L}+ à 14h$/u, time: '14h00' },
    ];
    const now = Date.now();
    for (const [i, want] of expected.entries()) {
      const slot = slots.nth(i);
      await expect(slot).toHaveText(want.label);
      const href = (await slot.getAttribute('href')) ?? '';
      expect(href).toMatch(new RegExp(`^/devis\\?date=\\d{2}-\\d{2}-\\d{2}-${want.time}$`));
      const when = slotDate(href.slice('/devis?date='.length));
      expect(when.getDay()).toBe(want.weekday);
      const days = (when.getTime() - now) / 86_400_000;
      expect(days).toBeGreaterThan(7);
      expect(days).toBeLessThan(17);
    }
    await expect(hero.getByRole('link', { name: /C.est urgent, une autre date/ })).toHaveAttribute('href', '/devis?date=autreDate');

    // And back to the quote mode.
    await hero.getByRole('link', { name: 'Demander un devis' }).click();
    await expect(hero.getByRole('link', { name: 'Je vends' })).toBeVisible();
    await expect(hero.getByText('Choisissez un créneau proposé :')).toHaveCount(0);

    await hero.getByRole('link', { name: 'Prendre rendez-vous' }).click();
    await hero.getByRole('link', { name: /C.est urgent, une autre date/ }).click();
    await expect(page).toHaveURL(siteUrl(PARIS, '/devis?date=autreDate'));
  });

  test('the simulator banner links to the simulator', async ({ page }) => {
    await page.goto(siteUrl(PARIS));
    const banner = page.getByRole('complementary', { name: 'Réforme du DPE 2026' });
    await expect(banner).toContainText('Réforme du DPE au 1er janvier 2026');
    await expect(banner.getByRole('link', { name: 'Simuler ma nouvelle étiquette' })).toHaveAttribute('href', '/dpe-2026-simulateur');
  });

  test('the sections follow in order: mandatory diagnostics, steps, reasons, reviews, news', async ({ page }) => {
    await page.goto(siteUrl(PARIS));
    const headings = page.getByRole('heading', { level: 2 });
    const texts = await headings.allInnerTexts();
    const order = ['Les diagnostics obligatoires', 'Les étapes d’un diagnostic', '3 raisons de choisir', 'Avis de nos clients', 'Nos dernières actualités'];
    const positions = order.map((title) => texts.findIndex((t) => t.trim().startsWith(title)));
    expect(positions, `h2 on the page: ${texts.join(' | ')}`).not.toContain(-1);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);

    const mandatory = page.locator('section[aria-labelledby="obligatoires-title"]');
    await expect(mandatory.getByRole('link', { name: 'Demander un devis' })).toHaveAttribute('href', '/devis');
    await expect(mandatory.getByRole('link', { name: 'En savoir plus' })).toHaveAttribute('href', '#savoir-plus-diag');
    await expect(page.locator('#savoir-plus-diag')).toHaveCount(1);
  });

  test('"Avis de nos clients" shows three testimonials and the rating with one decimal', async ({ page }) => {
    await page.goto(siteUrl(PARIS));
    const reviews = page.locator('section[aria-labelledby="avis-title"]');
    await expect(reviews.getByRole('heading', { name: 'Avis de nos clients' })).toBeVisible();
    await expect(reviews.getByRole('link', { name: 'Laisser votre témoignage' })).toHaveAttribute('href', 'https://avis.example/diageo-paris15');
    await expect(reviews.locator('figcaption')).toHaveText(['Mathilde R.', 'Karim B.', 'Hélène et Marc D.']);
    // 4.86 → "4,9": one decimal, French comma, and five whole stars beside it (one rule everywhere, issue 17 item 9).
    await expect(reviews.getByText(/^\d,\d$/)).toHaveText('4,9');
    const stars = page.getByRole('img', { name: 'Note : 4,9 sur 5' }).first();
    await expect(stars.locator('path[fill="currentColor"]')).toHaveCount(5);
    await expect(stars.locator('linearGradient')).toHaveCount(0);
    await expect(reviews.getByText('57 avis', { exact: true })).toBeVisible();
    await expect(reviews.getByRole('link', { name: 'Voir tous les avis clients' })).toHaveAttribute('href', 'https://avis.example/diageo-paris15');
    await expect(reviews.getByRole('button', { name: /Afficher le témoignage \d/ })).toHaveCount(3);
  });

  test('"Nos dernières actualités" features the newest post, three more and a link to all news', async ({ page }) => {
    await page.goto(siteUrl(PARIS));
    const news = page.locator('section[aria-labelledby="actus-title"]');
    await expect(news.getByRole('heading', { name: 'Nos dernières actualités' })).toBeVisible();
    const articles = news.locator('a[href^="/actualites/"]');
    await expect(articles).toHaveCount(4);
    await expect(articles.first()).toHaveAttribute('href', '/actualites/meubles-de-tourisme-dpe-obligatoire');
    await expect(news.getByRole('link', { name: 'Voir toutes les actualités' })).toHaveAttribute('href', '/actualites');
  });

  test('the header shows the phone in pairs, the rating bar and every service in its menus', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(siteUrl(PARIS));
    const header = page.locator('header').first();
    await expect(header.getByRole('link', { name: '06 39 98 15 24' })).toHaveAttribute('href', 'tel:+33639981524');
    await expect(header.getByRole('link', { name: 'Devis gratuit' })).toHaveAttribute('href', '/devis');
    await expect(header.getByText('Paris 15e').first()).toBeVisible();
    await expect(header.getByRole('link', { name: '57 avis' })).toHaveAttribute('href', 'https://avis.example/diageo-paris15');

    const nav = page.getByRole('navigation', { name: 'Menu principal' });
    const diagnostics = nav.locator('details', { has: page.locator('summary', { hasText: 'Diagnostics' }) });
    const others = nav.locator('details', { has: page.locator('summary', { hasText: 'Autres prestations' }) });
    await expect(diagnostics.getByRole('link', { includeHidden: true })).toHaveCount(11);
    await expect(others.getByRole('link', { includeHidden: true })).toHaveCount(20);
    await expect(nav.getByRole('link', { name: 'Actualités' })).toHaveAttribute('href', '/actualites');
    await expect(nav.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');

    await expect(diagnostics.getByRole('link', { name: 'Diagnostic amiante' })).toBeHidden();
    await diagnostics.locator('summary').click();
    await expect(diagnostics.getByRole('link', { name: 'Diagnostic amiante' })).toHaveAttribute('href', '/diagnostics/diagnostic-amiante');
    await expect(others.getByRole('link', { name: 'Attestation RT 2012' })).toBeHidden();
  });

  test.describe('on a 390 px phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the menu button opens the panel with the services, "Prendre rendez-vous" and the phone', async ({ page }) => {
      await page.goto(siteUrl(PARIS));
      // One menu for every width (decision 0063): hidden behind the button on a phone.
      const mobileNav = page.getByRole('navigation', { name: 'Menu principal', includeHidden: true });
      await expect(mobileNav).toBeHidden();

      await page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true }).click();
      await expect(mobileNav).toBeVisible();
      await expect(mobileNav.getByRole('link', { name: 'Prendre rendez-vous' })).toBeVisible();
      await expect(mobileNav.getByRole('link', { name: 'Appeler le 06 39 98 15 24' })).toHaveAttribute('href', 'tel:+33639981524');
      await expect(mobileNav.getByText('Diagnostics', { exact: true })).toBeVisible();
      await expect(mobileNav.getByRole('link', { name: 'Actualités' })).toBeVisible();
    });

    test('a panel opened on a narrow window closes when the window widens, and the row shows in the header', async ({ page }) => {
      await page.goto(siteUrl(PARIS));
      await waitForHydration(page);
      await page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true }).click();
      const panel = page.locator('#menu-site');
      await expect.poll(() => panel.evaluate((el) => el.matches(':popover-open'))).toBe(true);
      await page.setViewportSize({ width: 1440, height: 900 });
      await expect.poll(() => panel.evaluate((el) => el.matches(':popover-open'))).toBe(false);
      const nav = page.getByRole('navigation', { name: 'Menu principal' });
      await expect(nav.getByRole('link', { name: 'Actualités' })).toBeVisible();
      await expect(nav.getByRole('link', { name: 'Prendre rendez-vous' })).toBeHidden();
      const box = await nav.boundingBox();
      const header = await page.locator('header > div.h-16').boundingBox();
      expect(box && header && box.y >= header.y && box.y + box.height <= header.y + header.height).toBe(true);
    });

    test('from the keyboard, the panel comes next after its button and Escape closes it', async ({ page }) => {
      await page.goto(siteUrl(PARIS));
      const button = page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true });
      await button.focus();
      await page.keyboard.press('Enter');
      const nav = page.getByRole('navigation', { name: 'Menu principal' });
      await expect(nav).toBeVisible();
      await page.keyboard.press('Tab');
      await expect(nav.getByText('Diagnostics', { exact: true })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(nav).toBeHidden();
    });
  });
});

test.describe('home page — diag-annecy (few services, no reviews, banner off)', () => {
  test('no reviews section and no simulator banner; the news are still there', async ({ page }) => {
    await page.goto(siteUrl(ANNECY));
    await expect(page.locator('#hero').getByRole('link', { name: 'Je vends' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Les diagnostics obligatoires' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Avis de nos clients' })).toHaveCount(0);
    await expect(page.getByText('Voir tous les avis clients')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Simuler ma nouvelle étiquette' })).toHaveCount(0);
    await expect(page.getByRole('complementary', { name: 'Réforme du DPE 2026' })).toHaveCount(0);

    const news = page.locator('section[aria-labelledby="actus-title"]');
    await expect(news.locator('a[href^="/actualites/"]')).toHaveCount(2);
    await expect(news.locator('a[href^="/actualites/"]').first()).toHaveAttribute('href', '/actualites/dpe-2026-logements-chauffes-electricite-annecy');
  });

  test('the header has its own phone, no rating bar, and lists only the services the CRM enables', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(siteUrl(ANNECY));
    const header = page.locator('header').first();
    await expect(header.getByRole('link', { name: '01 99 00 17 42' })).toHaveAttribute('href', 'tel:+33199001742');
    await expect(header.getByText(/\d+ avis/)).toHaveCount(0);

    const nav = page.getByRole('navigation', { name: 'Menu principal' });
    const diagnostics = nav.locator('details', { has: page.locator('summary', { hasText: 'Diagnostics' }) });
    const others = nav.locator('details', { has: page.locator('summary', { hasText: 'Autres prestations' }) });
    await expect(diagnostics.getByRole('link', { includeHidden: true })).toHaveText([
      'Diagnostic DPE',
      'Diagnostic amiante',
      'Diagnostic plomb',
      'Diagnostic gaz',
      'Diagnostic électricité',
      'État des risques',
    ]);
    // RT 2012 has no CRM flag: always offered.
    await expect(others.getByRole('link', { includeHidden: true })).toHaveText(['Audit énergétique', 'Attestation RT 2012']);
  });
});

test.describe('diag-brest — under construction', () => {
  test('shows the construction notice, the default phone, the table download, the reasons and the steps', async ({ page }) => {
    await page.goto(siteUrl(BREST));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ce site est en cours de construction');
    await expect(page.getByText('Contactez moi au')).toContainText('Contactez moi au 01 99 00 44 10');
    await expect(page.getByRole('link', { name: '01 99 00 44 10' })).toHaveAttribute('href', 'tel:+33199004410');
    await expect(page.getByRole('link', { name: 'Télécharger le tableau', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: /^3 raisons de choisir/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Les étapes d’un diagnostic' })).toBeVisible();
    // Its own minimal chrome: no menu, no quote hero.
    await expect(page.getByRole('navigation', { name: 'Menu principal' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Je vends' })).toHaveCount(0);
  });

  test('the family pages are not published there', async ({ page }) => {
    expect((await page.goto(siteUrl(BREST, '/actualites')))?.status()).toBe(404);
    expect((await page.goto(siteUrl(BREST, '/diagnostics/diagnostic-dpe')))?.status()).toBe(404);
  });

  // Issue 17 item 1: the legal notice exists on every site, and every page that collects data reaches it.
  test('has a complete legal notice, a footer to it and, on the no-JS freebie page, a header home', async ({ page }) => {
    const response = await page.goto(siteUrl(BREST, '/mentions-legales'));
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mentions légales');
    for (const name of ['Éditeur du site', 'Hébergeur', 'Médiation de la consommation', 'Données personnelles']) {
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    await expect(page.getByText('RCS Brest 934 567 890')).toBeVisible();
    // Decision 0128 (CNIL exemption, condition 5): the notice tells the visitor about the cookieless count.
    await expect(page.getByText(/sans conserver votre adresse IP ni aucun identifiant\. Ces statistiques sont conservées 25 mois\./)).toBeVisible();
    await page.goto(siteUrl(BREST));
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Mentions légales' })).toHaveAttribute('href', '/mentions-legales');
    await expect(footer.getByRole('link', { name: 'Données personnelles' })).toHaveAttribute('href', '/mentions-legales#donnees-personnelles');
    await page.goto(siteUrl(BREST, '/tableau-des-diagnostics'));
    await expect(page.getByRole('banner').getByRole('link', { name: /retour à l’accueil/ })).toHaveAttribute('href', '/');
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Mentions légales' })).toBeVisible();
  });
});

test.describe('legal notice on every diag site (issue 17 item 1)', () => {
  for (const id of [PARIS, ANNECY]) {
    test(`${id}: host, RCS, mediator and personal data; the H1 stands out from the H2s`, async ({ page }) => {
      expect((await page.goto(siteUrl(id, '/mentions-legales')))?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 2, name: 'Hébergeur' })).toBeVisible();
      await expect(page.getByText(/^RCS (Paris|Annecy) \d{3} \d{3} \d{3}$/)).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'Médiation de la consommation' })).toBeVisible();
      await expect(page.locator('#donnees-personnelles')).toHaveText('Données personnelles');
      const size = (selector: string) => page.locator(selector).first().evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
      expect(await size('h1')).toBeGreaterThan((await size('h2')) * 1.3);
    });
  }
});

test.describe('service pages', () => {
  test('/diagnostics/diagnostic-amiante: heading from the content, who does it, and the quote', async ({ page }) => {
    const response = await page.goto(siteUrl(PARIS, '/diagnostics/diagnostic-amiante'));
    expect(response?.status()).toBe(200);
    // The content's first h1 becomes the page heading, once.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Diagnostic amiante');
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.getByText('Votre diagnostiqueur : Claire Vasseur · Paris 15e')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Quand est-il obligatoire ?' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Demander un devis gratuit' })).toHaveAttribute('href', '/devis');
    await expect(page).toHaveTitle('Diagnostic amiante : obligations et validité');
    await page.getByRole('link', { name: 'Demander un devis gratuit' }).click();
    await expect(page).toHaveURL(siteUrl(PARIS, '/devis'));
  });

  test('a franchisee’s own text replaces the family text on that site only', async ({ page }) => {
    await page.goto(siteUrl(PARIS, '/diagnostics/diagnostic-dpe'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Diagnostic DPE à Paris 15e');
    await page.goto(siteUrl(ANNECY, '/diagnostics/diagnostic-dpe'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Diagnostic de performance énergétique (DPE)');
    await expect(page.getByText('Votre diagnostiqueur : Julien Perrotin · Annecy et le lac')).toBeVisible();
  });

  test('/prestations/rt2012, in the menu, is written (issue 17 item 10)', async ({ page }) => {
    const response = await page.goto(siteUrl(PARIS, '/prestations/rt2012'));
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Attestation RT 2012 de fin de travaux');
    await expect(page.getByText('Contenu à venir')).toHaveCount(0);
    await expect(page.getByText(/perméabilité à l’air/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Demander un devis gratuit' })).toHaveAttribute('href', '/devis');
  });

  test('an unknown slug, a diagnostic under /prestations and a service the CRM switches off answer 404', async ({ page }) => {
    for (const [site, path] of [
      [PARIS, '/diagnostics/diagnostic-inconnu'],
      [PARIS, '/prestations/diagnostic-amiante'],
      [ANNECY, '/diagnostics/loi-carrez'],
    ] as const) {
      const response = await page.goto(siteUrl(site, path));
      expect(response?.status(), `${site}${path}`).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable');
    }
  });
});

test.describe('news', () => {
  test('/actualites: the newest post "À LA UNE", nine per page, next and previous pages', async ({ page }) => {
    const response = await page.goto(siteUrl(PARIS, '/actualites'));
    expect(response?.status()).toBe(200);
    const main = page.locator('main#contenu');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Actualités');
    await expect(main.getByText('À LA UNE')).toHaveCount(1);
    const items = main.locator('a[href^="/actualites/"]');
    await expect(items).toHaveCount(9);
    await expect(items.first()).toHaveText('Meublés de tourisme : le DPE devient un critère de location');
    await expect(main.getByText('Page 1 sur 2')).toBeVisible();
    await expect(main.getByRole('link', { name: '← Précédent' })).toHaveCount(0);
    const next = main.getByRole('link', { name: 'Suivant →' });
    await expect(next).toHaveAttribute('href', '/actualites?page=2');

    await page.goto(siteUrl(PARIS, '/actualites?page=2'));
    await expect(main.getByText('Page 2 sur 2')).toBeVisible();
    await expect(items).toHaveCount(2);
    await expect(items.first()).toHaveText('Audit énergétique : les maisons classées E concernées depuis 2025');
    await expect(main.getByRole('link', { name: 'Suivant →' })).toHaveCount(0);
    await expect(main.getByRole('link', { name: '← Précédent' })).toHaveAttribute('href', '/actualites');
    await expect(page).toHaveTitle(/^Actualités, page 2/);
  });

  test('a post shows its title, its date in French and the way back to the list', async ({ page }) => {
    await page.goto(siteUrl(PARIS, '/actualites'));
    await expect(page.getByRole('link', { name: 'Plomb dans les logements anciens : le CREP expliqué' })).toHaveAttribute('href', '/actualites/plomb-logements-anciens-crep');
    await page.goto(siteUrl(PARIS, '/actualites/plomb-logements-anciens-crep'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Plomb dans les logements anciens : le CREP expliqué');
    await expect(page.locator('time')).toHaveText('9 septembre 2025');
    await expect(page.getByRole('link', { name: '← Toutes les actualités' })).toHaveAttribute('href', '/actualites');
  });

  test('an article with unsafe HTML renders without script, event handler or javascript: link', async ({ page }) => {
    const dialogs = failOnDialog(page);
    const response = await page.goto(siteUrl(PARIS, '/actualites/preparer-la-visite-du-diagnostiqueur'));
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bien préparer la visite du diagnostiqueur');
    await expect(page.locator('time')).toHaveText('14 octobre 2025');
    const content = page.locator('.prose-content');
    await expect(content.getByRole('heading', { name: 'Les documents utiles' })).toBeVisible();
    await expect(content.getByText('Téléchargez notre liste de vérification')).toBeVisible();
    await expect(content.locator('script')).toHaveCount(0);
    await expect(content.locator('[onerror], [onclick], [onload]')).toHaveCount(0);
    await expect(page.locator('a[href^="javascript:" i]')).toHaveCount(0);
    expect(await content.innerHTML()).not.toMatch(/alert\(|javascript:/i);
    // Nothing ran: no dialog, no global set by content. A content page ships no script at all, apart
    // from the consent layer's own inline ones (frame check, Consent Mode defaults: app/consent).
    await expect(page.locator('script:not([type="application/ld+json"]):not([data-consent-script])')).toHaveCount(0);
    await expect(page.locator('script[src]')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
    expect(dialogs).toEqual([]);
  });

  test('an unknown article answers 404', async ({ page }) => {
    const response = await page.goto(siteUrl(PARIS, '/actualites/article-inexistant'));
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable');
  });

  test('diag-annecy: one page of news; ?page=99 is a 404 and a malformed page is page 1', async ({ page }) => {
    await page.goto(siteUrl(ANNECY, '/actualites'));
    const main = page.locator('main#contenu');
    await expect(main.locator('a[href^="/actualites/"]')).toHaveCount(2);
    await expect(main.getByText('À LA UNE')).toHaveCount(1);
    await expect(page.getByRole('navigation', { name: 'Pages d’actualités' })).toHaveCount(0);
    // Another site's post is not published here.
    expect((await page.goto(siteUrl(ANNECY, '/actualites/plomb-logements-anciens-crep')))?.status()).toBe(404);

    const beyond = await page.goto(siteUrl(ANNECY, '/actualites?page=99'));
    expect(beyond?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable');

    const malformed = await page.goto(siteUrl(ANNECY, '/actualites?page=abc'));
    expect(malformed?.status()).toBe(200);
    await expect(page.locator('main#contenu a[href^="/actualites/"]')).toHaveCount(2);
  });
});

test.describe('contact page', () => {
  test('shows the contact details of the CRM', async ({ page }) => {
    await page.goto(siteUrl(PARIS, '/contact'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact');
    await expect(page.getByText('42 rue de la Convention, 75015 Paris')).toBeVisible();
    await expect(page.locator('main#contenu').getByRole('link', { name: '06 39 98 15 24' })).toHaveAttribute('href', 'tel:+33639981524');
    await expect(page.getByRole('link', { name: 'claire.vasseur@diageo.example' })).toHaveAttribute('href', 'mailto:claire.vasseur@diageo.example');
    await expect(page.locator('main#contenu').getByRole('list', { name: 'Réseaux sociaux' }).getByRole('link')).toHaveText(['Facebook', 'Instagram', 'LinkedIn', 'YouTube']);
  });

  test('an empty or invalid submission shows a validation message and sends nothing', async ({ page }) => {
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST') posts.push(r.url());
    });
    await page.goto(siteUrl(PARIS, '/contact'));
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Envoyer le message' }).click();
    await expect(page.getByText('Le nom est obligatoire.')).toBeVisible();
    await expect(page.getByText('Message envoyé avec succès !')).toHaveCount(0);

    await page.getByLabel('Nom').fill('Jeanne Test');
    await page.getByLabel('Email').fill('pas-un-email');
    await page.getByLabel('Message').fill('Bonjour');
    await page.getByRole('button', { name: 'Envoyer le message' }).click();
    await expect(page.getByText('Email invalide')).toBeVisible();
    await expect(page).toHaveURL(siteUrl(PARIS, '/contact'));
    expect(posts).toEqual([]);
  });

  test('a filled submission shows the success message, clears the fields, stores a contact lead and e-mails it to the site', async ({ page }) => {
    const email = uniqueEmail('contact');
    await page.goto(siteUrl(PARIS, '/contact'));
    await waitForHydration(page);
    await page.getByLabel('Nom').fill('Jeanne Dupont');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Message').fill('Bonjour, je vends un deux-pièces rue Lecourbe. Quels diagnostics ?');
    await page.getByRole('button', { name: 'Envoyer le message' }).click();

    await expect(page.getByText('Message envoyé avec succès !')).toBeVisible();
    await expect(page.getByLabel('Nom')).toHaveValue('');
    await expect(page.getByLabel('Email')).toHaveValue('');
    await expect(page.getByLabel('Message')).toHaveValue('');
    await expect(page).toHaveURL(siteUrl(PARIS, '/contact'));

    await expect.poll(async () => (await leadsFor(email)).length).toBe(1);
    const [lead] = await leadsFor(email);
    expect(lead).toMatchObject({
      site_id: PARIS,
      type: 'contact',
      endpoint: '/api/contact/',
      firstname: 'Jeanne Dupont',
      message: 'Bonjour, je vends un deux-pièces rue Lecourbe. Quels diagnostics ?',
    });

    // Delivered through the outbox to the suite's test SMTP server, addressed to the CRM's e-mail.
    const mail = await waitForMail((m) => m.text.includes(email), 'the contact lead e-mailed to the site');
    expect(mail.to).toContain('claire.vasseur@diageo.example');
    expect(mail.text).toContain('Bonjour, je vends un deux-pièces rue Lecourbe. Quels diagnostics ?');
  });
});

test.describe('freebie: the mandatory diagnostics table', () => {
  test('the dialog validates, thanks with the PDF link, stores the lead and reopens empty', async ({ page, request }) => {
    const email = uniqueEmail('freebie');
    const dialogs = failOnDialog(page);
    await page.goto(siteUrl(PARIS));
    await waitForHydration(page);

    const dialog = page.getByRole('dialog', { name: 'Le tableau des diagnostics obligatoires' });
    await expect(dialog).toBeHidden();
    await page.getByRole('link', { name: 'Télécharger le tableau', exact: true }).click();
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(siteUrl(PARIS));
    await expect(dialog.getByText('En envoyant ce formulaire, vous acceptez de recevoir des communications électroniques')).toBeVisible();

    // Empty, then an invalid e-mail: the same message beside the e-mail field, nothing stored.
    const invalid = dialog.getByText('Merci de compléter Prénom, Nom et un email valide.');
    await dialog.getByRole('button', { name: 'Recevoir le tableau' }).click();
    await expect(invalid).toBeVisible();
    await expect(dialog.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await dialog.getByLabel('Prénom').fill('Léa');
    await dialog.getByLabel('Nom', { exact: true }).fill('Martin');
    await dialog.getByLabel('Email').fill('lea martin@example.fr');
    await dialog.getByRole('button', { name: 'Recevoir le tableau' }).click();
    await expect(invalid).toBeVisible();

    await dialog.getByLabel('Email').fill(email);
    await dialog.getByRole('button', { name: 'Recevoir le tableau' }).click();
    await expect(dialog.getByText('Merci ! Votre tableau est prêt.')).toBeVisible();
    const pdfLink = dialog.getByRole('link', { name: 'Télécharger le tableau (PDF)' });
    await expect(pdfLink).toHaveAttribute('href', '/documents/tableau-des-diagnostics.pdf');

    const { url, headers } = apiTarget(PARIS, (await pdfLink.getAttribute('href')) ?? '');
    const pdf = await request.get(url, { headers });
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    await expect.poll(async () => (await leadsFor(email)).length).toBe(1);
    const [lead] = await leadsFor(email);
    expect(lead).toMatchObject({ site_id: PARIS, type: 'freebies', firstname: 'Léa', lastname: 'Martin' });
    const payload = JSON.parse(lead!.payload) as { freebie?: string; depuisUrl?: string };
    expect(payload.freebie).toBe('tableau-des-diags');
    expect(payload.depuisUrl).toContain(`${PARIS}.localhost`);

    // Closing resets the thank-you state and the fields.
    await dialog.getByRole('button', { name: 'Fermer' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('link', { name: 'Télécharger le tableau', exact: true }).click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Merci ! Votre tableau est prêt.')).toHaveCount(0);
    await expect(dialog.getByLabel('Prénom')).toHaveValue('');
    await expect(dialog.getByLabel('Nom', { exact: true })).toHaveValue('');
    await expect(dialog.getByLabel('Email')).toHaveValue('');
    await expect(invalid).toHaveCount(0);

    // Escape closes it too.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    expect(dialogs).toEqual([]);
  });

  test('the under-construction site offers the same download', async ({ page }) => {
    const email = uniqueEmail('freebie-brest');
    await page.goto(siteUrl(BREST));
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Télécharger le tableau', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Le tableau des diagnostics obligatoires' });
    await dialog.getByLabel('Prénom').fill('Yann');
    await dialog.getByLabel('Nom', { exact: true }).fill('Le Goff');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByRole('button', { name: 'Recevoir le tableau' }).click();
    await expect(dialog.getByRole('link', { name: 'Télécharger le tableau (PDF)' })).toBeVisible();
    await expect.poll(async () => (await leadsFor(email)).map((l) => `${l.site_id}/${l.type}`)).toEqual([`${BREST}/freebies`]);
  });
});

test.describe('without JavaScript', () => {
  async function noJsPage(browser: Browser): Promise<Page> {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: 'fr-FR', timezoneId: 'Europe/Paris' });
    return context.newPage();
  }

  test('the contact form posts to its page, which shows the success message and stores one lead', async ({ browser }) => {
    const page = await noJsPage(browser);
    const email = uniqueEmail('contact-nojs');
    await page.goto(siteUrl(PARIS, '/contact'));
    await page.getByLabel('Nom').fill('Paul Sans JS');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Message').fill('Envoyé sans JavaScript.');
    await page.getByRole('button', { name: 'Envoyer le message' }).click();
    await expect(page).toHaveURL(siteUrl(PARIS, '/contact'));
    await expect(page.getByText('Message envoyé avec succès !')).toBeVisible();
    await expect(page.getByLabel('Nom')).toHaveValue('');
    await expect.poll(async () => (await leadsFor(email)).map((l) => `${l.type}/${l.firstname}/${l.message}`)).toEqual(['contact/Paul Sans JS/Envoyé sans JavaScript.']);
    await page.context().close();
  });

  test('a bad e-mail comes back with the visitor’s input and the field’s message, nothing stored', async ({ browser }) => {
    const page = await noJsPage(browser);
    await page.goto(siteUrl(PARIS, '/contact'));
    await page.getByLabel('Nom').fill('Paul Sans JS');
    await page.getByLabel('Email').fill('paul@exemple');
    await page.getByLabel('Message').fill('Mon message, à garder.');
    await page.getByRole('button', { name: 'Envoyer le message' }).click();
    await expect(page).toHaveURL(siteUrl(PARIS, '/contact'));
    const emailField = page.getByLabel('Email');
    await expect(emailField).toHaveValue('paul@exemple');
    await expect(page.getByLabel('Nom')).toHaveValue('Paul Sans JS');
    await expect(page.getByLabel('Message')).toHaveValue('Mon message, à garder.');
    await expect(emailField).toHaveAttribute('aria-invalid', 'true');
    const describedBy = await emailField.getAttribute('aria-describedby');
    await expect(page.locator(`[id="${describedBy}"]`)).toHaveText('Email invalide');
    await expect(page.getByLabel('Nom')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Message envoyé avec succès !')).toHaveCount(0);
    expect(await leadsFor('paul@exemple')).toEqual([]);
    await page.context().close();
  });

  test('the hero title link switches to appointment mode', async ({ browser }) => {
    const page = await noJsPage(browser);
    await page.goto(siteUrl(PARIS));
    const hero = page.locator('#hero');
    await hero.getByRole('link', { name: 'Prendre rendez-vous' }).click();
    await expect(page).toHaveURL(siteUrl(PARIS, '/?mode=rendezvous#hero'));
    await expect(hero.getByRole('listitem').getByRole('link')).toHaveCount(2);
    await expect(hero.getByRole('link', { name: /C.est urgent, une autre date/ })).toHaveAttribute('href', '/devis?date=autreDate');
    await page.context().close();
  });

  test('the mobile menu’s "Prendre rendez-vous" opens the hero in appointment mode', async ({ browser }) => {
    const page = await noJsPage(browser);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(siteUrl(PARIS));
    await page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true }).click();
    await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Prendre rendez-vous' }).click();
    const hero = page.locator('#hero');
    await expect(hero.getByText('Choisissez un créneau proposé :')).toBeVisible();
    await expect(hero.getByRole('listitem').getByRole('link')).toHaveCount(2);
    await page.context().close();
  });

  test('"Télécharger le tableau" leads to a page with the same form, which thanks with the PDF link', async ({ browser }) => {
    const page = await noJsPage(browser);
    const email = uniqueEmail('freebie-nojs');
    await page.goto(siteUrl(PARIS));
    await page.getByRole('link', { name: 'Télécharger le tableau', exact: true }).click();
    await expect(page).toHaveURL(siteUrl(PARIS, '/tableau-des-diagnostics'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Le tableau des diagnostics obligatoires');
    await page.getByLabel('Prénom').fill('Inès');
    await page.getByLabel('Nom', { exact: true }).fill('Sans Script');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Recevoir le tableau' }).click();
    await expect(page).toHaveURL(siteUrl(PARIS, '/tableau-des-diagnostics'));
    await expect(page.getByRole('link', { name: 'Télécharger le tableau (PDF)' })).toHaveAttribute('href', '/documents/tableau-des-diagnostics.pdf');
    await expect.poll(async () => (await leadsFor(email)).map((l) => `${l.type}/${(JSON.parse(l.payload) as { freebie?: string }).freebie}`)).toEqual(['freebies/tableau-des-diags']);
    await page.context().close();
  });
});

// Client-side navigation (loaders must read the `url` argument, not request.url, under v8_passThroughRequests).

test.describe('client-side navigation', () => {
  test('home → "Voir toutes les actualités" → next page → an article', async ({ page }) => {
    await page.goto(siteUrl(PARIS));
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Voir toutes les actualités' }).click();
    await expect(page).toHaveURL(siteUrl(PARIS, '/actualites'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Actualités');
    await page.getByRole('link', { name: 'Suivant →' }).click();
    await expect(page).toHaveURL(siteUrl(PARIS, '/actualites?page=2'));
    await expect(page.getByText('Page 2 sur 2')).toBeVisible();
    await page.getByRole('link', { name: 'Audit énergétique : les maisons classées E concernées depuis 2025' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Audit énergétique : les maisons classées E concernées depuis 2025');
  });

  test('the header menu → a service page', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(siteUrl(PARIS));
    await waitForHydration(page);
    const nav = page.getByRole('navigation', { name: 'Menu principal' });
    await nav.locator('summary', { hasText: 'Diagnostics' }).click();
    await nav.getByRole('link', { name: 'Diagnostic amiante' }).click();
    await expect(page).toHaveURL(siteUrl(PARIS, '/diagnostics/diagnostic-amiante'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Diagnostic amiante');
  });

  test.describe('on a 390 px phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('"Prendre rendez-vous" in the menu opens the hero in appointment mode and closes the panel', async ({ page }) => {
        await page.goto(siteUrl(PARIS));
      await waitForHydration(page);
      await page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true }).click();
      await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Prendre rendez-vous' }).click();
      const hero = page.locator('#hero');
      await expect(hero.getByText('Choisissez un créneau proposé :')).toBeVisible();
      await expect(hero.getByRole('listitem').getByRole('link')).toHaveCount(2);
      await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeHidden();
    });
  });
});
