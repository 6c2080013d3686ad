import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { type LeadRow, leadsByEmail, leadsByFirstName } from './lead-rows';
import { mails, waitForMail } from './mailbox';
import { siteUrl, waitForHydration } from './sites';

/*
 * Every lead form of every family (issue 38 item 16), each submitted as a visitor does: with
 * JavaScript (after hydration) and without, with valid input and with one bad field. A valid post
 * is checked end to end: the confirmation the visitor sees, the lead read back from the database,
 * the e-mail caught by the test SMTP server. A bad field must come back with that field's message,
 * the visitor's input still there, and nothing stored.
 *
 * Forms: diag contact, freebie (dialog / its no-script page), quote request, the recap's question;
 * network valuation funnel, adviser Message / Devis / RDV, property contact, buyer alert; agency
 * valuation funnel (Sevran, Versailles), contact, paid landing; recruitment meeting sign-up.
 */

interface Visitor {
  /** Letters only, in both names and the e-mail: finds this visitor's lead and e-mails. */
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

interface FormRow {
  name: string;
  /** Opens the page and reaches the form (a dialog opened, a funnel's first step answered...). */
  open(page: Page, js: boolean, v: Visitor): Promise<void>;
  /** Fills every field and clicks every control of the form with the visitor's valid input. */
  fill(page: Page, v: Visitor): Promise<void>;
  submit(page: Page): Promise<void>;
  /** The visitor's view of a sent form. */
  sent(page: Page, v: Visitor): Promise<void>;
  /** The stored lead: site and type; the adviser it is addressed to, if any. */
  lead: { site: string; type: string; recipient?: string; by?: 'email' | 'firstName' };
  /** One bad field: how it is spoilt after fill, its message, and a field whose input must stay. */
  bad: {
    spoil(page: Page): Promise<void>;
    field(page: Page): Locator;
    value: string;
    message: string | RegExp;
    kept(page: Page, v: Visitor): Promise<void>;
    /** How the bad input is sent, when not by the row's submit (a button the spec disables). */
    submit?(page: Page, js: boolean): Promise<void>;
  };
  /** The page ships no JavaScript at all (the paid landing): nothing to wait for. */
  static?: boolean;
}

const BAD_EMAIL = 'visiteur@exemple';

let counter = 0;
/** Letters only: some forms accept nothing else in a name. */
const letters = (n: number) => n.toString(26).replace(/[0-9a-p]/g, (c) => String.fromCharCode(97 + parseInt(c, 26)));
function visitor(): Visitor {
  counter += 1;
  const id = `${letters(Date.now())}${letters(counter)}${letters(Math.floor(Math.random() * 26 ** 4))}`;
  return { id, firstName: `Inès${id}`, lastName: `Table${id}`, email: `table-${id}@exemple.example`, phone: '06 12 34 56 78' };
}

/** The message tied to a field by aria-describedby, or shown in the form's alert. */
async function expectMessage(page: Page, message: string | RegExp) {
  await expect(page.getByText(message).first()).toBeVisible();
}

// ---- diag family (diag-paris15) -------------------------------------------------------------

const diagContact: FormRow = {
  name: 'diag contact',
  open: async (page) => void (await page.goto(siteUrl('diag-paris15', '/contact'))),
  fill: async (page, v) => {
    await page.getByLabel('Nom').fill(`${v.firstName} ${v.lastName}`);
    await page.getByLabel('Email').fill(v.email);
    await page.getByLabel('Message').fill('Bonjour, quels diagnostics pour un deux-pièces ?');
  },
  submit: (page) => page.getByRole('button', { name: 'Envoyer le message' }).click(),
  sent: (page) => expect(page.getByText('Message envoyé avec succès !')).toBeVisible(),
  lead: { site: 'diag-paris15', type: 'contact' },
  bad: {
    spoil: (page) => page.getByLabel('Email').fill(BAD_EMAIL),
    field: (page) => page.getByLabel('Email'),
    value: BAD_EMAIL,
    message: 'Email invalide',
    kept: (page) => expect(page.getByLabel('Message')).toHaveValue('Bonjour, quels diagnostics pour un deux-pièces ?'),
  },
};

const freebieDialog = (page: Page) => page.getByRole('dialog', { name: 'Le tableau des diagnostics obligatoires' });
const freebie: FormRow = {
  name: 'diag freebie (diagnostics table)',
  open: async (page, js) => {
    await page.goto(siteUrl('diag-paris15', '/'));
    if (js) await waitForHydration(page);
    await page.getByRole('link', { name: 'Télécharger le tableau', exact: true }).click();
    // With JavaScript a dialog opens; without, the link leads to the form's own page.
    if (js) await expect(freebieDialog(page)).toBeVisible();
    else await expect(page).toHaveURL(siteUrl('diag-paris15', '/tableau-des-diagnostics'));
  },
  fill: async (page, v) => {
    await page.getByLabel('Prénom').fill(v.firstName);
    await page.getByLabel('Nom', { exact: true }).fill(v.lastName);
    await page.getByLabel('Email').fill(v.email);
  },
  submit: (page) => page.getByRole('button', { name: 'Recevoir le tableau' }).click(),
  sent: (page) => expect(page.getByRole('link', { name: 'Télécharger le tableau (PDF)' })).toBeVisible(),
  lead: { site: 'diag-paris15', type: 'freebies' },
  bad: {
    spoil: (page) => page.getByLabel('Email').fill(BAD_EMAIL),
    field: (page) => page.getByLabel('Email'),
    value: BAD_EMAIL,
    message: 'Merci de compléter Prénom, Nom et un email valide.',
    kept: (page, v) => expect(page.getByLabel('Nom', { exact: true })).toHaveValue(v.lastName),
  },
};

const QUOTE_STEP1 =
  '/devis?projet=vendre&bien=appartement&copropriete=oui&dpeDeja=non&construction=apres1997&gaz=aucuneInstallationGaz&electricite=electriciteMoins15&pieces=3&surface=64&address=12+rue+Lecourbe&postcode=75015&city=Paris';
const quote: FormRow = {
  name: 'diag quote request',
  open: async (page, js) => {
    // Step 1's answers (tested control by control in quote.spec.ts) are given; 'Valider' leads to step 2.
    await page.goto(siteUrl('diag-paris15', QUOTE_STEP1));
    if (js) await waitForHydration(page);
    await page.getByRole('button', { name: 'Valider' }).click();
    await expect(page).toHaveURL(/\/devis-informations\?/);
    if (js) await waitForHydration(page);
    // A diagnostic toggled on the way.
    await page.getByRole('button', { name: 'Loi Carrez : inclus' }).click();
    await expect(page.getByRole('button', { name: 'Loi Carrez : non inclus' })).toBeVisible();
  },
  fill: async (page, v) => {
    await page.getByText('Monsieur', { exact: true }).click();
    await page.getByLabel('Prénom').fill(v.firstName);
    await page.getByLabel('Nom', { exact: true }).fill(v.lastName);
    await page.getByLabel('Téléphone').fill(v.phone);
    await page.getByLabel('Email', { exact: true }).fill(v.email);
    await page.getByLabel('Message').fill('Disponible le matin.');
  },
  submit: (page) => page.getByRole('button', { name: 'Recevoir mon devis' }).click(),
  sent: async (page) => {
    await expect(page).toHaveURL(/\/devis-recapitulatif\?/);
    await expect(page.getByText(/Votre devis est en cours de traitement/)).toBeVisible();
  },
  lead: { site: 'diag-paris15', type: 'devis' },
  bad: {
    spoil: (page) => page.getByLabel('Email', { exact: true }).fill(BAD_EMAIL),
    field: (page) => page.getByLabel('Email', { exact: true }),
    value: BAD_EMAIL,
    message: 'Email invalide',
    kept: async (page, v) => {
      await expect(page.getByLabel('Nom', { exact: true })).toHaveValue(v.lastName);
      await expect(page.getByLabel('Message')).toHaveValue('Disponible le matin.');
      await expect(page.getByRole('radio', { name: 'Monsieur' })).toBeChecked();
    },
  },
};

const recapQuestion: FormRow = {
  name: 'diag recap question',
  open: async (page, js) => {
    await page.goto(siteUrl('diag-paris15', '/devis-recapitulatif?projet=vendre&bien=maison&diags=dpe,erp'));
    if (js) await waitForHydration(page);
  },
  fill: async (page, v) => {
    const form = page.locator('#question');
    await form.getByLabel('Prénom').fill(v.firstName);
    await form.getByLabel('Nom', { exact: true }).fill(v.lastName);
    await form.getByLabel('Téléphone').fill(v.phone);
    await form.getByLabel('Email').fill(v.email);
    await form.getByLabel('Message').fill('Pouvez-vous passer un samedi ?');
  },
  submit: (page) => page.locator('#question').getByRole('button', { name: 'Envoyer' }).click(),
  sent: (page) => expect(page.locator('#question').getByRole('status')).toHaveText('Merci, votre message a bien été envoyé.'),
  lead: { site: 'diag-paris15', type: 'contact' },
  bad: {
    spoil: (page) => page.locator('#question').getByLabel('Email').fill(BAD_EMAIL),
    field: (page) => page.locator('#question').getByLabel('Email'),
    value: BAD_EMAIL,
    message: 'Email invalide',
    kept: (page) => expect(page.locator('#question').getByLabel('Message')).toHaveValue('Pouvez-vous passer un samedi ?'),
  },
};

// ---- the valuation funnel (network site and both agencies) ------------------------------------

function valuation(site: string, name: string, adviserOrSite: { type: string; recipient?: string }): FormRow {
  return {
    name,
    open: async (page, js) => {
      await page.goto(siteUrl(site, '/evaluation'));
      if (js) await waitForHydration(page);
      const address = page.getByLabel(/Adresse du bien/);
      await address.fill('3 rue de Paris 93270 Sevran');
      await address.press('Escape');
      await page.locator('label').filter({ hasText: /^Maison$/ }).click();
      await page.locator('input[name=surface]').fill('95');
      await page.locator('input[name=landSurface]').fill('300');
      await page.locator('input[name=rooms]').fill('4');
      await page.locator('input[name=baths]').fill('1');
      await page.locator('input[name=year]').fill('1975');
      await page.locator('input[name=parking]').fill('1');
      await page.locator('input[name=garage]').fill('1');
      await page.getByText('Bien entretenu').click();
      await page.locator('label').filter({ hasText: /^Acheter$/ }).click();
      await page.locator('select[name=timing]').selectOption('1-3m');
      await page.getByRole('button', { name: 'Suivant' }).click();
      await expect(page).toHaveURL(/\/evaluation-two\?/);
      if (js) await waitForHydration(page);
    },
    fill: async (page, v) => {
      await page.getByText('Monsieur', { exact: true }).click();
      await page.locator('input[name=firstName]').fill(v.firstName);
      await page.locator('input[name=lastName]').fill(v.lastName);
      await page.locator('input[name=email]').fill(v.email);
      await page.locator('input[name=phone]').fill(v.phone);
      // The box whose tick blanked the page with JavaScript (issue 38 item 1).
      await page.getByRole('checkbox').check();
      await expect(page.getByRole('checkbox')).toBeChecked();
    },
    submit: (page) => page.getByRole('button', { name: 'Obtenir mon estimation' }).click(),
    sent: async (page, v) => {
      await expect(page).toHaveURL(/\/evaluation-three\?demande=[0-9a-f-]{36}$/);
      await expect(page.getByText('Votre demande a bien été envoyée !')).toBeVisible();
      await expect(page.getByText(v.email)).toBeVisible();
    },
    lead: { site, ...adviserOrSite },
    bad: {
      spoil: (page) => page.locator('input[name=email]').fill(BAD_EMAIL),
      field: (page) => page.locator('input[name=email]'),
      value: BAD_EMAIL,
      message: 'Email invalide',
      // Spec §5: with JavaScript the button stays disabled; the field says why once the visitor leaves it.
      submit: async (page, js) => {
        if (!js) return page.getByRole('button', { name: 'Obtenir mon estimation' }).click();
        await page.locator('input[name=email]').blur();
        await expect(page.getByRole('button', { name: 'Obtenir mon estimation' })).toBeDisabled();
      },
      kept: async (page, v) => {
        await expect(page.locator('input[name=lastName]')).toHaveValue(v.lastName);
        await expect(page.locator('input[name=phone]')).toHaveValue(v.phone);
        await expect(page.getByRole('radio', { name: 'Monsieur' })).toBeChecked();
      },
    },
  };
}

// ---- network site (reseau) ------------------------------------------------------------------

function adviserContact(kind: 'message' | 'devis' | 'rdv'): FormRow {
  const tab = { message: 'Message', devis: 'Devis', rdv: 'RDV' }[kind];
  const box = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
  return {
    name: `adviser contact (${tab})`,
    open: async (page, js) => {
      await page.goto(siteUrl('reseau', '/contact-conseiller/lea-garnier'));
      if (js) await waitForHydration(page);
      await page.getByRole('link', { name: tab, exact: true }).click();
      await expect(page.getByRole('link', { name: tab, exact: true })).toHaveAttribute('aria-current', 'page');
    },
    fill: async (page, v) => {
      await box(page, 'Prénom').fill(v.firstName);
      await box(page, 'Nom').fill(v.lastName);
      await box(page, 'Email').fill(v.email);
      await box(page, 'Téléphone').fill(v.phone);
      if (kind === 'devis') {
        await page.getByLabel('Type de bien').selectOption('Appartement');
        await page.getByLabel('Surface (m²)').fill('64');
        await page.getByLabel('Adresse du bien').fill('3 rue de Paris');
        await page.getByLabel('Code postal ou ville').fill('93270');
        await page.locator('textarea[name=details]').fill('Deux-pièces au troisième étage.');
      }
      if (kind === 'rdv') {
        await page.locator('input[name=preferedDate]').fill('2030-03-12');
        await page.locator('select[name=timeWindow]').selectOption('Soir');
      }
      await page.getByLabel('Message', { exact: true }).fill('Bonjour, pouvez-vous me rappeler ?');
    },
    submit: (page) => page.locator('#formulaire').getByRole('button', { name: 'Envoyer' }).click(),
    sent: (page) => expect(page.locator('#formulaire').getByText(/^Merci, votre (message|demande)/)).toBeVisible(),
    lead: { site: 'reseau', type: `conseiller-${kind}`, recipient: 'lea.garnier@maisonfort.example' },
    bad: {
      spoil: (page) => box(page, 'Email').fill(BAD_EMAIL),
      field: (page) => box(page, 'Email'),
      value: BAD_EMAIL,
      message: 'Email invalide',
      kept: async (page, v) => {
        await expect(box(page, 'Nom')).toHaveValue(v.lastName);
        await expect(page.getByLabel('Message', { exact: true })).toHaveValue('Bonjour, pouvez-vous me rappeler ?');
      },
    },
  };
}

const propertyContact: FormRow = {
  name: 'property contact',
  open: async (page, js) => {
    // The network search's first listing: the path a buyer takes.
    await page.goto(siteUrl('reseau', '/recherche-bien'));
    await page.locator('a[href^="/bien-immobilier/"]').first().click();
    await expect(page).toHaveURL(/\/bien-immobilier\/[^/]+$/);
    if (js) await waitForHydration(page);
  },
  fill: async (page, v) => {
    await page.getByLabel('Nom *').fill(`${v.firstName} ${v.lastName}`);
    await page.getByLabel('E-mail *').fill(v.email);
    await page.locator('#contact').getByLabel('Téléphone').fill(v.phone);
    await page.locator('#contact').getByLabel('Message').fill('Est-il encore disponible ?');
    await page.getByLabel(/J’accepte que mes données/).check();
  },
  submit: (page) => page.locator('#contact').getByRole('button', { name: 'Envoyer' }).click(),
  sent: (page) => expect(page.getByText('Merci, votre message a bien été envoyé !')).toBeVisible(),
  lead: { site: 'reseau', type: 'bien-contact' },
  bad: {
    spoil: (page) => page.getByLabel('E-mail *').fill(BAD_EMAIL),
    field: (page) => page.getByLabel('E-mail *'),
    value: BAD_EMAIL,
    message: 'Email invalide',
    kept: (page) => expect(page.locator('#contact').getByLabel('Message')).toHaveValue('Est-il encore disponible ?'),
  },
};

const buyerAlert: FormRow = {
  name: 'buyer alert',
  open: async (page, js) => {
    await page.goto(siteUrl('reseau', '/alerte-immobiliere'));
    if (js) await waitForHydration(page);
  },
  fill: async (page, v) => {
    await page.getByLabel('Vente', { exact: true }).check();
    await page.getByLabel('Maison', { exact: true }).check();
    await page.getByLabel('Appartement', { exact: true }).check();
    await page.locator('input[name=localites]:visible').fill('Sevran (93270)');
    await page.locator('select[name=proximiteVille]').selectOption('10');
    await page.getByLabel('Prix maximum (€)').fill('300000');
    await page.getByLabel('Jardin', { exact: true }).check();
    await page.getByLabel('Nom *', { exact: true }).fill(v.lastName);
    await page.getByLabel('Prénom *', { exact: true }).fill(v.firstName);
    await page.getByLabel('Téléphone *', { exact: true }).fill(v.phone);
    await page.getByLabel('Email *', { exact: true }).fill(v.email);
    await page.locator('textarea[name=message]').fill('Plutôt près de la gare.');
    await page.getByLabel(/J’accepte que mes données/).check();
  },
  submit: (page) => page.locator('#alerte').getByRole('button', { name: 'Envoyer' }).click(),
  sent: (page) => expect(page.getByText('Merci ! Votre demande d’alerte a bien été prise en compte.')).toBeVisible(),
  lead: { site: 'reseau', type: 'alerte-acheteur' },
  bad: {
    spoil: (page) => page.getByLabel('Email *', { exact: true }).fill(BAD_EMAIL),
    field: (page) => page.getByLabel('Email *', { exact: true }),
    value: BAD_EMAIL,
    message: /mail invalide/i,
    kept: async (page, v) => {
      await expect(page.getByLabel('Nom *', { exact: true })).toHaveValue(v.lastName);
      await expect(page.getByLabel('Maison', { exact: true })).toBeChecked();
    },
  },
};

// ---- agency (sevran) ------------------------------------------------------------------------

const agenceContact: FormRow = {
  name: 'agency contact',
  open: async (page, js) => {
    await page.goto(siteUrl('sevran', '/contact'));
    if (js) await waitForHydration(page);
  },
  fill: async (page, v) => {
    await page.getByLabel('Prénom *').fill(v.firstName);
    await page.getByLabel('Nom *', { exact: true }).fill(v.lastName);
    await page.getByLabel('E-mail *').fill(v.email);
    await page.getByLabel('Téléphone *').fill(v.phone);
    await page.getByLabel('Société (facultatif)').fill('SCI Les Tilleuls');
    await page.getByLabel('Message (facultatif)').fill('Nous vendons un pavillon.');
  },
  submit: (page) => page.getByRole('button', { name: 'Envoyer' }).click(),
  sent: (page) => expect(page.getByText('Merci, votre message a bien été envoyé !')).toBeVisible(),
  lead: { site: 'sevran', type: 'agence-contact' },
  bad: {
    spoil: (page) => page.getByLabel('E-mail *').fill(BAD_EMAIL),
    field: (page) => page.getByLabel('E-mail *'),
    value: BAD_EMAIL,
    message: 'Email invalide',
    kept: (page) => expect(page.getByLabel('Message (facultatif)')).toHaveValue('Nous vendons un pavillon.'),
  },
};

const landingForm = (page: Page) => page.locator('form#estimation');
const landing: FormRow = {
  name: 'agency paid landing',
  static: true,
  open: async (page) => void (await page.goto(siteUrl('sevran', '/estimation-gratuite?utm_source=google&gclid=table'))),
  fill: async (page, v) => {
    const form = landingForm(page);
    await form.getByLabel('Adresse du bien').fill('3 rue de Paris, 93270 Sevran');
    await form.getByLabel('Prénom').fill(v.firstName);
    await form.getByLabel('Téléphone').fill(v.phone);
    await form.getByLabel(/E-mail/).fill(v.email);
  },
  submit: (page) => landingForm(page).getByRole('button', { name: 'Recevoir mon estimation gratuite' }).click(),
  sent: (page) => expect(page.getByText('Merci ! Nous vous recontactons très vite (souvent sous 15 min ouvrées).')).toBeVisible(),
  lead: { site: 'sevran', type: 'agence-lead', by: 'firstName' },
  bad: {
    spoil: (page) => landingForm(page).getByLabel(/E-mail/).fill(BAD_EMAIL),
    field: (page) => landingForm(page).getByLabel(/E-mail/),
    value: BAD_EMAIL,
    message: 'Email invalide',
    kept: async (page, v) => {
      await expect(landingForm(page).getByLabel('Prénom')).toHaveValue(v.firstName);
      await expect(landingForm(page).getByLabel('Adresse du bien')).toHaveValue('3 rue de Paris, 93270 Sevran');
    },
  },
};

// ---- recruitment ----------------------------------------------------------------------------

const meetingSignup: FormRow = {
  name: 'recruitment meeting sign-up',
  open: async (page, js) => {
    await page.goto(siteUrl('recrutement', '/reunion-d-information'));
    if (js) await waitForHydration(page);
  },
  fill: async (page, v) => {
    await page.getByLabel('Prénom').fill(v.firstName);
    await page.getByLabel(/^Nom/).fill(v.lastName);
    await page.getByLabel('Email').fill(v.email);
    await page.getByLabel('Téléphone').fill(v.phone);
    await page.getByLabel('Agence').check();
    await page.getByRole('checkbox').check();
  },
  submit: (page) => page.getByRole('button', { name: 'Je m’inscris' }).click(),
  sent: (page) => expect(page.getByText(/Vous [eê]tes inscrit\(e\) !/)).toBeVisible(),
  lead: { site: 'recrutement', type: 'reunion-information' },
  bad: {
    spoil: (page) => page.getByLabel('Email').fill(BAD_EMAIL),
    field: (page) => page.getByLabel('Email'),
    value: BAD_EMAIL,
    message: 'Email invalide',
    kept: async (page, v) => {
      await expect(page.getByLabel(/^Nom/)).toHaveValue(v.lastName);
      await expect(page.getByLabel('Agence')).toBeChecked();
    },
  },
};

const ROWS: FormRow[] = [
  diagContact,
  freebie,
  quote,
  recapQuestion,
  valuation('reseau', 'network valuation funnel', { type: 'estimation' }),
  adviserContact('message'),
  adviserContact('devis'),
  adviserContact('rdv'),
  propertyContact,
  buyerAlert,
  valuation('sevran', 'Sevran valuation funnel', { type: 'estimation' }),
  valuation('agence-versailles', 'Versailles valuation funnel', { type: 'estimation' }),
  agenceContact,
  landing,
  meetingSignup,
];

async function pageFor(browser: Browser, js: boolean): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: js, locale: 'fr-FR', timezoneId: 'Europe/Paris' });
  return context.newPage();
}

function storedFor(row: FormRow, v: Visitor): Promise<LeadRow[]> {
  return row.lead.by === 'firstName' ? leadsByFirstName(v.firstName) : leadsByEmail(v.email);
}

for (const row of ROWS) {
  for (const js of [true, false]) {
    const mode = js ? 'with JavaScript' : 'without JavaScript';
    test.describe(`${row.name}, ${mode}`, () => {
      test('valid input: the confirmation, one stored lead', async ({ browser }) => {
        const page = await pageFor(browser, js);
        // A page that throws (the valuation crash) fails the row, even when its error boundary hides it.
        const errors: Error[] = [];
        page.on('pageerror', (e) => errors.push(e));
        const v = visitor();
        await row.open(page, js, v);
        await row.fill(page, v);
        await row.submit(page);
        await row.sent(page, v);
        expect(errors).toEqual([]);
        await expect.poll(async () => (await storedFor(row, v)).length).toBe(1);
        const [lead] = await storedFor(row, v);
        expect(lead).toMatchObject({ site_id: row.lead.site, type: row.lead.type });
        if (row.lead.recipient) expect(JSON.parse(lead!.recipients ?? '[]')).toContain(row.lead.recipient);
        // The business is told by e-mail (the adviser when the lead is addressed to one).
        const mail = await waitForMail((m) => m.text.includes(v.id) && !m.to.includes(v.email), `the e-mail of ${row.name} to the business`);
        if (row.lead.recipient) expect(mail.to).toContain(row.lead.recipient);
        await page.context().close();
      });

      test('a bad e-mail: its message, the input kept, nothing stored', async ({ browser }) => {
        const page = await pageFor(browser, js);
        const errors: Error[] = [];
        page.on('pageerror', (e) => errors.push(e));
        const v = visitor();
        await row.open(page, js, v);
        await row.fill(page, v);
        await row.bad.spoil(page);
        await (row.bad.submit ? row.bad.submit(page, js) : row.submit(page));
        await expectMessage(page, row.bad.message);
        await expect(row.bad.field(page)).toHaveValue(row.bad.value);
        await row.bad.kept(page, v);
        expect(errors).toEqual([]);
        expect(await storedFor(row, v)).toEqual([]);
        expect((await mails()).filter((m) => m.text.includes(v.id) || m.to.includes(v.email))).toEqual([]);
        await page.context().close();
      });
    });
  }
}
