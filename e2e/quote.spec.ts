import Database from 'better-sqlite3';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { E2E_DATABASE_PATH, siteUrl, waitForHydration } from './sites';

// The quote funnel of the diag family (diagnostics spec §2 quote steps, §3, §4, §5, §8).

const SITE = 'diag-paris15';
const url = (path: string) => siteUrl(SITE, path);

interface StoredLead {
  type: string;
  email: string;
  firstname: string;
  payload: {
    criteria: Record<string, string>;
    selectedDiagnostics: string[];
    isRendezVous: boolean;
    rendezVousDate: string;
    url: string;
  };
}

/** The leads stored for an e-mail (each test uses its own address), read-only. */
function leadsFor(email: string): StoredLead[] {
  const db = new Database(E2E_DATABASE_PATH, { readonly: true, fileMustExist: true });
  try {
    const rows = db.prepare('SELECT type, email, firstname, payload FROM leads WHERE email = ? ORDER BY created_at').all(email) as Array<Omit<StoredLead, 'payload'> & { payload: string }>;
    return rows.map((r) => ({ ...r, payload: JSON.parse(r.payload) as StoredLead['payload'] }));
  } finally {
    db.close();
  }
}

const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.fr`;

/** One step-1 question (a fieldset drawn as buttons): its legend names the group. */
const group = (page: Page, legend: string) => page.getByRole('group', { name: legend, exact: true });

async function choose(page: Page, legend: string, label: string) {
  const g = group(page, legend);
  await g.getByText(label, { exact: true }).click();
  await expect(g.getByRole('radio', { name: label, exact: true })).toBeChecked();
}

interface Answers {
  bien: string;
  copropriete: 'Oui' | 'Non';
  dpeDeja: 'Oui' | 'Non';
  dpeNote?: string;
  construction: string;
  gaz: string;
  electricite: string;
  pieces: string;
  surface: string;
}

async function answerStep1(page: Page, a: Answers) {
  await choose(page, 'Type de bien', a.bien);
  await choose(page, 'Le bien est-il en copropriété ?', a.copropriete);
  await choose(page, 'Avez-vous déjà un DPE en cours de validité ?', a.dpeDeja);
  if (a.dpeNote) await choose(page, 'Note de votre DPE', a.dpeNote);
  await choose(page, 'Année de construction', a.construction);
  await choose(page, 'Installation gaz', a.gaz);
  await choose(page, 'Installation électrique', a.electricite);
  await choose(page, 'Nombre de pièces', a.pieces);
  await page.getByLabel('Surface (m²)').fill(a.surface);
}

/** Types an address without picking a suggestion (the service may be offline): text, postcode, city. */
async function typeAddress(page: Page, address: string, postcode: string, city: string) {
  await page.getByRole('combobox', { name: 'Adresse' }).fill(address);
  await page.getByRole('combobox', { name: 'Adresse' }).press('Escape');
  await page.getByLabel('Code postal').fill(postcode);
  await page.getByLabel('Ville').fill(city);
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The toggle of one diagnostic in step 2 (its accessible name says whether it is included). */
const toggleOf = (page: Page, label: string) => page.getByRole('button', { name: new RegExp(`^${escapeRe(label)} : (inclus|non inclus)$`) });
/** The row of one diagnostic in step 2, and its badge. */
const badgeOf = (page: Page, label: string): Locator =>
  page
    .getByRole('listitem')
    .filter({ has: toggleOf(page, label) })
    .getByText(/^(Obligatoire|Non obligatoire|Ajouté|Retiré)$/);

async function expectBadges(page: Page, expected: Record<string, string>) {
  for (const [label, text] of Object.entries(expected)) await expect(badgeOf(page, label), label).toHaveText(text);
}

async function fillContact(page: Page, email: string, firstName = 'Léa') {
  await page.getByLabel('Prénom').fill(firstName);
  await page.getByLabel('Nom', { exact: true }).fill('Martin');
  await page.getByLabel('Téléphone').fill('06 12 34 56 78');
  await page.getByLabel('Email', { exact: true }).fill(email);
}

/** A complete set of answers in the URL, to open step 2 directly. */
const STEP2_SALE = '/devis-informations?projet=vendre&bien=appartement&copropriete=oui&dpeDeja=non&construction=apres1997&gaz=aucuneInstallationGaz&electricite=electriciteMoins15&pieces=3&surface=64&address=12+rue+de+Siam&postcode=29200&city=Brest';

test('sale from the home hero: answers, address autocomplete, required diagnostics, toggles, lead stored once', async ({ page }) => {
  await page.goto(url('/'));
  await waitForHydration(page);
  await page.locator('#hero').getByRole('link', { name: 'Je vends' }).click();
  await expect(page).toHaveURL(/\/devis\?souhait=vendre$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Demander un devis : votre projet');
  await waitForHydration(page);
  await expect(group(page, 'Type de projet').getByRole('radio', { name: 'Je vends' })).toBeChecked();

  await answerStep1(page, { bien: 'Maison', copropriete: 'Non', dpeDeja: 'Oui', dpeNote: 'F', construction: 'Avant 1949', gaz: '+ de 15 ans', electricite: 'Je ne sais pas', pieces: '4', surface: '120' });

  // Address autocomplete: an ARIA combobox, keyboard driven.
  const combobox = page.getByRole('combobox', { name: 'Adresse' });
  await expect(combobox).toHaveAttribute('aria-expanded', 'false');
  await combobox.pressSequentially('Bres');
  await expect(combobox).toHaveAttribute('aria-expanded', 'true');
  const listbox = page.getByRole('listbox', { name: 'Adresses proposées' });
  await expect(listbox).toBeVisible();
  const options = listbox.getByRole('option');
  await expect(options.first()).toHaveText('29200 Brest');
  expect(await options.count()).toBeLessThanOrEqual(8);
  await combobox.press('ArrowDown');
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  await expect(combobox).toHaveAttribute('aria-activedescendant', (await options.first().getAttribute('id'))!);
  await combobox.press('Enter');
  await expect(combobox).toHaveAttribute('aria-expanded', 'false');
  await expect(listbox).toBeHidden();
  await expect(combobox).toHaveValue('29200 Brest');
  await expect(page.getByLabel('Code postal')).toHaveValue('29200');
  await expect(page.getByLabel('Ville')).toHaveValue('Brest');
  // Enter picked the suggestion; it did not submit the form.
  await expect(page).toHaveURL(/\/devis\?/);

  await page.getByRole('button', { name: 'Valider' }).click();
  await expect(page).toHaveURL(/\/devis-informations\?/);
  const params = new URL(page.url()).searchParams;
  expect(Object.fromEntries([...params].filter(([, v]) => v !== ''))).toMatchObject({
    projet: 'vendre',
    bien: 'maison',
    copropriete: 'non',
    dpeDeja: 'oui',
    dpeNote: 'F',
    construction: 'avant1949',
    gaz: 'plus15',
    electricite: 'electriciteNSP',
    pieces: '4',
    surface: '120',
    address: '29200 Brest',
    postcode: '29200',
    city: 'Brest',
    lat: '48.4084', // Brest's centre in the bundled commune centres (offline address search)
    lon: '-4.4996',
  });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mes diagnostics');
  await waitForHydration(page);

  // Spec §5 table: sale of a house outside a condominium, DPE graded F, built before 1949, gas over
  // 15 years, electricity unknown, Brest (29: no termite order).
  await expectBadges(page, {
    DPE: 'Non obligatoire',
    'Audit énergétique': 'Obligatoire',
    'État des risques (ERP)': 'Obligatoire',
    Électricité: 'Obligatoire',
    Gaz: 'Obligatoire',
    Amiante: 'Obligatoire',
    'Plomb (CREP)': 'Obligatoire',
    'Loi Carrez': 'Non obligatoire',
    'Loi Boutin': 'Non obligatoire',
    Termites: 'Non obligatoire',
  });

  await toggleOf(page, 'Plomb (CREP)').click();
  await expect(badgeOf(page, 'Plomb (CREP)')).toHaveText('Retiré');
  await expect(toggleOf(page, 'Plomb (CREP)')).toHaveAttribute('aria-pressed', 'false');
  await toggleOf(page, 'Loi Carrez').click();
  await expect(badgeOf(page, 'Loi Carrez')).toHaveText('Ajouté');
  await expect(toggleOf(page, 'Loi Carrez')).toHaveAttribute('aria-pressed', 'true');
  // Toggling back returns to the default state, then again to the visitor's choice.
  await toggleOf(page, 'Loi Carrez').click();
  await expect(badgeOf(page, 'Loi Carrez')).toHaveText('Non obligatoire');
  await toggleOf(page, 'Loi Carrez').click();
  await expect(badgeOf(page, 'Loi Carrez')).toHaveText('Ajouté');

  const email = uniqueEmail('vente');
  await fillContact(page, email);
  await page.getByRole('button', { name: 'Recevoir mon devis' }).click();
  await expect(page).toHaveURL(/\/devis-recapitulatif\?/);
  const recap = new URL(page.url()).searchParams;
  expect(recap.get('diags')).toBe('audit,erp,electricite,gaz,amiante,carrez');
  expect(recap.get('date')).toBeNull();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Votre demande de devis est envoyée');
  await expect(page.getByText(/Votre devis est en cours de traitement/)).toBeVisible();
  const recapDiags = page.getByRole('region', { name: 'Mes diagnostics' }).getByRole('listitem');
  await expect(recapDiags).toHaveText(['Audit énergétique', 'État des risques (ERP)', 'Électricité', 'Gaz', 'Amiante', 'Loi Carrez']);
  await expect(page.getByRole('list', { name: 'Étapes de la demande' })).toContainText('Mon devis');

  await expect.poll(() => leadsFor(email).length).toBe(1);
  const [lead] = leadsFor(email);
  expect(lead!.type).toBe('devis');
  expect(lead!.payload.criteria).toMatchObject({ projet: 'vendre', bien: 'maison', dpeNote: 'F', surface: '120', postcode: '29200', city: 'Brest' });
  expect(lead!.payload.selectedDiagnostics).toEqual(['audit', 'erp', 'electricite', 'gaz', 'amiante', 'carrez']);
  expect(lead!.payload.isRendezVous).toBe(false);
  expect(lead!.payload.rendezVousDate).toBe('');
});

test('rental: Boutin and ERP required, Carrez and termites not (even in Paris)', async ({ page }) => {
  await page.goto(url('/devis?souhait=louer'));
  await waitForHydration(page);
  await expect(group(page, 'Type de projet').getByRole('radio', { name: 'Je loue' })).toBeChecked();
  await answerStep1(page, { bien: 'Appartement', copropriete: 'Oui', dpeDeja: 'Non', construction: 'Entre 1949 et le 01/07/1997', gaz: '- de 15 ans', electricite: '+ de 15 ans', pieces: '2', surface: '45' });
  await typeAddress(page, '10 rue de la Convention', '75015', 'Paris');
  await page.getByRole('button', { name: 'Valider' }).click();
  await expect(page).toHaveURL(/\/devis-informations\?.*projet=louer/);
  await expectBadges(page, {
    DPE: 'Obligatoire',
    'Audit énergétique': 'Non obligatoire',
    'État des risques (ERP)': 'Obligatoire',
    Électricité: 'Obligatoire',
    Gaz: 'Non obligatoire',
    Amiante: 'Non obligatoire',
    'Plomb (CREP)': 'Non obligatoire',
    'Loi Carrez': 'Non obligatoire',
    'Loi Boutin': 'Obligatoire',
    Termites: 'Non obligatoire',
  });
});

test('renovation: ERP, electricity, gas and asbestos are not required', async ({ page }) => {
  await page.goto(url('/'));
  await waitForHydration(page);
  await page.locator('#hero').getByRole('link', { name: 'Je rénove' }).click();
  await expect(page).toHaveURL(/\/devis\?souhait=renover$/);
  await expect(group(page, 'Type de projet').getByRole('radio', { name: 'Je rénove' })).toBeChecked();
  await waitForHydration(page);
  await answerStep1(page, { bien: 'Maison', copropriete: 'Non', dpeDeja: 'Non', construction: 'Avant 1949', gaz: '+ de 15 ans', electricite: '+ de 15 ans', pieces: '10 et +', surface: '210' });
  await typeAddress(page, '3 avenue Thiers', '33100', 'Bordeaux');
  await page.getByRole('button', { name: 'Valider' }).click();
  await expect(page).toHaveURL(/\/devis-informations\?.*projet=renover/);
  await expectBadges(page, {
    DPE: 'Obligatoire',
    'État des risques (ERP)': 'Non obligatoire',
    Électricité: 'Non obligatoire',
    Gaz: 'Non obligatoire',
    Amiante: 'Non obligatoire',
    'Plomb (CREP)': 'Non obligatoire',
    Termites: 'Non obligatoire',
  });
});

const QUICK_ANSWERS: Answers = { bien: 'Appartement', copropriete: 'Oui', dpeDeja: 'Non', construction: 'Après le 01/07/1997', gaz: 'Aucune installation', electricite: '- de 15 ans', pieces: '3', surface: '64' };

test('appointment from the home hero: the slot travels to the recap and the lead', async ({ page }) => {
  await page.goto(url('/'));
  await waitForHydration(page);
  const hero = page.locator('#hero');
  await hero.getByRole('link', { name: 'Prendre rendez-vous' }).click();
  const slot = hero.getByRole('listitem').getByRole('link').first();
  await expect(slot).toBeVisible();
  const slotLabel = (await slot.textContent())!.trim();
  await slot.click();
  await expect(page).toHaveURL(/\/devis\?date=\d{2}-\d{2}-\d{2}-\d{2}h\d{2}$/);
  const date = new URL(page.url()).searchParams.get('date')!;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Prendre rendez-vous : votre projet');
  const steps = page.getByRole('list', { name: 'Étapes de la demande' });
  await expect(steps).toContainText('Rendez-vous');
  await expect(steps).not.toContainText('Mon devis');
  await waitForHydration(page);

  await answerStep1(page, QUICK_ANSWERS);
  await typeAddress(page, '12 rue de Siam', '29200', 'Brest');
  await page.getByRole('button', { name: 'Valider' }).click();
  await expect(page).toHaveURL(new RegExp(`/devis-informations\\?.*date=${date}`));
  await expect(page.getByRole('region', { name: 'Mon projet' })).toContainText(slotLabel);
  await waitForHydration(page);
  const email = uniqueEmail('rdv');
  await fillContact(page, email);
  await page.getByRole('button', { name: 'Confirmer mon rendez-vous' }).click();

  await expect(page).toHaveURL(/\/devis-recapitulatif\?/);
  expect(new URL(page.url()).searchParams.get('date')).toBe(date);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Votre demande de rendez-vous est envoyée');
  // Inside the sentence the weekday is in lower case ('le mardi 8 décembre', issue 17 item 10).
  const inSentence = `${slotLabel.charAt(0).toLowerCase()}${slotLabel.slice(1)}`;
  await expect(page.getByText(`Rendez-vous demandé le ${inSentence}.`, { exact: false })).toBeVisible();
  await expect(page.getByText(/pour le confirmer ou vous proposer de le modifier/)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Étapes de la demande' })).toContainText('Rendez-vous');

  await expect.poll(() => leadsFor(email).length).toBe(1);
  const [lead] = leadsFor(email);
  expect(lead!.payload.isRendezVous).toBe(true);
  expect(lead!.payload.rendezVousDate).toBe(date);
  expect(lead!.payload.criteria.date).toBe(date);
});

test('appointment on another date: the recap says a date will be proposed', async ({ page }) => {
  await page.goto(url('/?mode=rendezvous'));
  await waitForHydration(page);
  await page.locator('#hero').getByRole('link', { name: 'C’est urgent, une autre date' }).click();
  await expect(page).toHaveURL(/\/devis\?date=autreDate$/);
  await expect(page.getByRole('list', { name: 'Étapes de la demande' })).toContainText('Rendez-vous');
  await waitForHydration(page);
  await answerStep1(page, QUICK_ANSWERS);
  await typeAddress(page, '12 rue de Siam', '29200', 'Brest');
  await page.getByRole('button', { name: 'Valider' }).click();
  await expect(page).toHaveURL(/\/devis-informations\?.*date=autreDate/);
  await waitForHydration(page);
  const email = uniqueEmail('autre-date');
  await fillContact(page, email);
  await page.getByRole('button', { name: 'Confirmer mon rendez-vous' }).click();
  await expect(page).toHaveURL(/\/devis-recapitulatif\?.*date=autreDate/);
  await expect(page.getByText(/vous appelle très vite pour vous proposer un rendez-vous/)).toBeVisible();
  await expect.poll(() => leadsFor(email).map((l) => [l.payload.isRendezVous, l.payload.rendezVousDate])).toEqual([[true, 'autreDate']]);
});

test('step 1 validation: the missing list, a second click clears a choice, DPE "Non" clears the grade', async ({ page }) => {
  await page.goto(url('/devis'));
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Valider' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Merci de compléter tous les champs. Les champs suivants sont manquants' });
  await expect(alert).toBeVisible();
  await expect(alert).toBeFocused();
  await expect(alert.getByRole('listitem')).toHaveText(['Type de bien', 'Copropriété', 'Année de construction', 'Installation gaz', 'Installation électrique', 'Nombre de pièces', 'Surface', 'Adresse du bien', 'DPE existant']);
  await expect(page).toHaveURL(/\/devis$/);

  // Clicking the chosen project again clears it.
  const projet = group(page, 'Type de projet');
  await expect(projet.getByRole('radio', { name: 'Je vends' })).toBeChecked();
  await projet.getByText('Je vends', { exact: true }).click();
  await expect(projet.getByRole('radio', { name: 'Je vends' })).not.toBeChecked();
  await choose(page, 'Type de bien', 'Maison');
  await group(page, 'Type de bien').getByText('Maison', { exact: true }).click();
  await expect(group(page, 'Type de bien').getByRole('radio', { name: 'Maison' })).not.toBeChecked();

  // DPE 'Oui' reveals the grade; 'Non' hides and clears it.
  await expect(group(page, 'Note de votre DPE')).toHaveCount(0);
  await choose(page, 'Avez-vous déjà un DPE en cours de validité ?', 'Oui');
  await expect(group(page, 'Note de votre DPE').getByRole('radio')).toHaveCount(8);
  await expect(group(page, 'Note de votre DPE')).toContainText('J\'attends le résultat');
  await page.getByRole('button', { name: 'Valider' }).click();
  await expect(alert.getByRole('listitem')).toHaveText(['Type de projet', 'Type de bien', 'Copropriété', 'Année de construction', 'Installation gaz', 'Installation électrique', 'Nombre de pièces', 'Surface', 'Adresse du bien', 'Note DPE']);
  await choose(page, 'Note de votre DPE', 'C');
  await choose(page, 'Avez-vous déjà un DPE en cours de validité ?', 'Non');
  await expect(group(page, 'Note de votre DPE')).toHaveCount(0);
  await choose(page, 'Avez-vous déjà un DPE en cours de validité ?', 'Oui');
  await expect(group(page, 'Note de votre DPE').getByRole('radio', { checked: true })).toHaveCount(0);

  // The surface keeps digits only.
  await page.getByLabel('Surface (m²)').pressSequentially('0a8b5');
  await expect(page.getByLabel('Surface (m²)')).toHaveValue('85');
});

test('step 2 validation: missing contact fields, then an invalid e-mail; nothing is sent', async ({ page }) => {
  let posts = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/devis') posts += 1;
  });
  await page.goto(url(STEP2_SALE));
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Recevoir mon devis' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Merci de compléter');
  await expect(alert.getByRole('listitem')).toHaveText(['Prénom', 'Nom', 'Téléphone', 'Email']);
  await expect(alert).toBeFocused();

  await fillContact(page, 'pas-un-email');
  await page.getByRole('button', { name: 'Recevoir mon devis' }).click();
  await expect(alert).toHaveText('Email invalide');
  await expect(alert.getByRole('listitem')).toHaveCount(0);
  await expect(page).toHaveURL(/\/devis-informations\?/);
  expect(posts).toBe(0);
});

test('a double click on the submit button stores one lead and shows no failure', async ({ page }) => {
  // Records any appearance of the failure alert, however brief.
  await page.addInitScript(() => {
    new MutationObserver(() => {
      if (document.body?.textContent?.includes('Erreur lors de l’envoi')) (window as unknown as { sawFailure: boolean }).sawFailure = true;
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  let posts = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/devis') posts += 1;
  });
  await page.goto(url(STEP2_SALE));
  await waitForHydration(page);
  const email = uniqueEmail('double');
  await fillContact(page, email);
  await page.getByRole('button', { name: 'Recevoir mon devis' }).dblclick();
  await expect(page).toHaveURL(/\/devis-recapitulatif\?/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Votre demande de devis est envoyée');
  expect(posts).toBe(1);
  expect(await page.evaluate(() => (window as unknown as { sawFailure?: boolean }).sawFailure ?? false)).toBe(false);
  await expect.poll(() => leadsFor(email).length).toBe(1);
});

test('two submits in the same instant (double Enter) store one lead and show no failure', async ({ page }) => {
  await page.addInitScript(() => {
    new MutationObserver(() => {
      if (document.body?.textContent?.includes('Erreur lors de l’envoi')) (window as unknown as { sawFailure: boolean }).sawFailure = true;
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  await page.goto(url(STEP2_SALE));
  await waitForHydration(page);
  const email = uniqueEmail('double-enter');
  await fillContact(page, email);
  await page.evaluate(() => {
    const form = document.querySelector<HTMLFormElement>('form[action="/api/devis"]')!;
    form.requestSubmit();
    form.requestSubmit();
  });
  await expect(page).toHaveURL(/\/devis-recapitulatif\?/);
  expect(await page.evaluate(() => (window as unknown as { sawFailure?: boolean }).sawFailure ?? false)).toBe(false);
  await expect.poll(() => leadsFor(email).length).toBe(1);
});

test('bad URL parameters are ignored: 200, project falls back to "Je vends", nothing else chosen', async ({ page }) => {
  const response = await page.goto(url('/devis?projet=xx&bien=chateau&surface=abc&date=99-99-99-99h99'));
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Demander un devis : votre projet');
  await expect(group(page, 'Type de projet').getByRole('radio', { name: 'Je vends' })).toBeChecked();
  await expect(group(page, 'Type de bien').getByRole('radio', { checked: true })).toHaveCount(0);
  await expect(page.getByLabel('Surface (m²)')).toHaveValue('');
  await expect(page.getByRole('list', { name: 'Étapes de la demande' })).toContainText('Mon devis');
  await expect(page.locator('input[type="hidden"][name="date"]')).toHaveCount(0);
});

test('without JavaScript: GET step 1 (incomplete answers come back), a toggle, a form post, the lead', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: 'fr-FR' });
  const page = await context.newPage();
  try {
    await page.goto(url('/devis?souhait=vendre'));
    await group(page, 'Type de bien').getByText('Appartement', { exact: true }).click();
    await group(page, 'Le bien est-il en copropriété ?').getByText('Non', { exact: true }).click();
    await page.getByLabel('Surface (m²)').fill('58');
    await page.getByRole('button', { name: 'Valider' }).click();

    // The server sends the incomplete answers back to step 1 with the list.
    await expect(page).toHaveURL(/\/devis\?.*manquants=1/);
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Merci de compléter tous les champs. Les champs suivants sont manquants');
    await expect(alert.getByRole('listitem')).toHaveText(['Année de construction', 'Installation gaz', 'Installation électrique', 'Nombre de pièces', 'Adresse du bien', 'DPE existant']);
    await expect(group(page, 'Type de bien').getByRole('radio', { name: 'Appartement' })).toBeChecked();
    await expect(page.getByLabel('Surface (m²)')).toHaveValue('58');

    await group(page, 'Avez-vous déjà un DPE en cours de validité ?').getByText('Non', { exact: true }).click();
    await group(page, 'Année de construction').getByText('Avant 1949', { exact: true }).click();
    await group(page, 'Installation gaz').getByText('Aucune installation', { exact: true }).click();
    await group(page, 'Installation électrique').getByText('+ de 15 ans', { exact: true }).click();
    await group(page, 'Nombre de pièces').getByText('3', { exact: true }).click();
    await page.getByRole('combobox', { name: 'Adresse' }).fill('12 rue de Siam');
    await page.getByLabel('Code postal').fill('29200');
    await page.getByLabel('Ville').fill('Brest');
    await page.getByRole('button', { name: 'Valider' }).click();

    await expect(page).toHaveURL(/\/devis-informations\?/);
    await expectBadges(page, { DPE: 'Obligatoire', 'Plomb (CREP)': 'Obligatoire', Amiante: 'Obligatoire', 'Loi Carrez': 'Non obligatoire', Gaz: 'Non obligatoire' });
    // A toggle is a GET submit button: the server applies it and shows the clean URL.
    await toggleOf(page, 'Loi Carrez').click();
    await expect(page).toHaveURL(/ajout=carrez/);
    expect(new URL(page.url()).searchParams.has('basculer')).toBe(false);
    await expect(badgeOf(page, 'Loi Carrez')).toHaveText('Ajouté');
    await toggleOf(page, 'Amiante').click();
    await expect(page).toHaveURL(/retrait=amiante/);
    await expect(badgeOf(page, 'Amiante')).toHaveText('Retiré');

    const email = uniqueEmail('sans-js');
    await fillContact(page, email, 'Noé');
    await page.getByRole('button', { name: 'Recevoir mon devis' }).click();
    await expect(page).toHaveURL(/\/devis-recapitulatif\?/);
    expect(new URL(page.url()).searchParams.get('diags')).toBe('dpe,erp,electricite,plomb,carrez');
    await expect(page.getByText(/Votre devis est en cours de traitement/)).toBeVisible();
    const leads = leadsFor(email);
    expect(leads).toHaveLength(1);
    expect(leads[0]!.firstname).toBe('Noé');
    expect(leads[0]!.payload.selectedDiagnostics).toEqual(['dpe', 'erp', 'electricite', 'plomb', 'carrez']);
    expect(leads[0]!.payload.isRendezVous).toBe(false);
  } finally {
    await context.close();
  }
});

test('without JavaScript: an invalid contact comes back to step 2 with the message', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: 'fr-FR' });
  const page = await context.newPage();
  try {
    await page.goto(url(STEP2_SALE));
    await fillContact(page, 'pas-un-email');
    await page.getByRole('button', { name: 'Recevoir mon devis' }).click();
    await expect(page).toHaveURL(/\/devis-informations\?.*erreur=/);
    await expect(page.getByRole('alert')).toContainText('Email invalide');
  } finally {
    await context.close();
  }
});

test('the recap’s "Une question ?" form: missing fields, then a contact lead and the thank-you', async ({ page }) => {
  await page.goto(siteUrl(SITE, '/devis-recapitulatif?projet=vendre&bien=maison&diags=dpe,erp'));
  await waitForHydration(page);
  const form = page.locator('#question');
  await form.getByRole('button', { name: 'Envoyer' }).click();
  await expect(form.getByRole('alert')).toHaveText('Merci de compléter prénom, nom, téléphone et email');
  const email = uniqueEmail('recap-question');
  await form.getByLabel('Prénom').fill('Inès');
  await form.getByLabel('Nom', { exact: true }).fill('Garnier');
  await form.getByLabel('Téléphone').fill('06 11 22 33 44');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Message').fill('Pouvez-vous passer un samedi ?');
  await form.getByRole('button', { name: 'Envoyer' }).click();
  await expect(form.getByRole('status')).toHaveText('Merci, votre message a bien été envoyé.');
  await expect(form.getByLabel('Prénom')).toHaveValue('');
  await expect.poll(() => leadsFor(email).map((l) => l.type)).toEqual(['contact']);
});

test('the address example names the diagnostician’s own town (from the site’s record), never another site’s', async ({ page }) => {
  for (const [site, town] of [
    ['diag-paris15', 'Paris'],
    ['diag-annecy', 'Annecy'],
  ] as const) {
    await page.goto(siteUrl(site, '/devis'));
    await expect(page.locator('input[name="address"]')).toHaveAttribute('placeholder', `Ex. : 12 rue de la Paix, ${town}`);
  }
});
