import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import { fixedT } from '../app/i18n/instances.server';
import { translateMessage } from '../app/i18n/messages';
import * as alerts from '../app/routes/api.alertes';
import * as propertyContact from '../app/routes/api.bien-immobilier.contact';
import * as quote from '../app/routes/api.devis';
import * as valuation from '../app/routes/api.evaluation';
import * as adviserContact from '../app/routes/api.expertimo.contact';
import * as landingLead from '../app/routes/api.expertimo.lead';
import * as page from '../app/routes/page';
import { FAMILY_SERVERS } from '../app/families/index.server';
import { isLeadFormId, LEAD_FORMS } from '../domain/leads/lead-forms';
import { PROPERTY_CONTACT_LEAD_FORM } from '../domain/listings/property-contact';
import { ADVISER_CONTACT_FORM_ID } from '../domain/leads/lead-form-fields';
import { expertimoContactSchema } from '../domain/leads/schemas';
import type { LeadFormAnswer } from '../server/forms/lead-form-action.server';
import { leadsOfSite } from '../server/repositories/leads.server';
import type { Services } from '../server/services.server';
import { freshServicesEach } from './helpers/fresh-services';
import { renderPage } from './helpers/page-render';
import { TEST_DATABASES, type TestDb } from './helpers/test-db';
import { routeContext } from './helpers/test-services';

/*
 * Every lead form of every family (issue 30 item 2), as a browser without JavaScript uses it: the
 * page is rendered by the server, the visitor fills the rendered form (its hidden fields — the
 * server-rendered idempotency key, the honeypot — left as they are), and the browser posts it where
 * the form says. Posted twice (a double click), one lead is stored, read back from the database. With
 * a bad e-mail, the visitor gets the form back with what they typed and the field's message.
 */

type Action = (args: { request: Request; context: never; params: Record<string, string> }) => Promise<unknown>;

/** Where each form's rendered `action` leads; a form posted to its own page goes to the page route's action. */
const ACTIONS: Record<string, Action> = {
  '/api/devis': quote.action as unknown as Action,
  '/api/evaluation': valuation.action as unknown as Action,
  '/api/expertimo/contact': adviserContact.action as unknown as Action,
  '/api/expertimo/lead': landingLead.action as unknown as Action,
  '/api/bien-immobilier/contact': propertyContact.action as unknown as Action,
  '/api/alertes': alerts.action as unknown as Action,
};

interface FormRow {
  name: string;
  site: string;
  /** The page that carries the form (found by browsing, for a property). */
  path: string | ((services: Services) => Promise<string>);
  /** The form on that page. */
  form: string;
  /** What the visitor types, ticks and picks, by control name. */
  typed: Record<string, string>;
  /** The stored lead's type. */
  lead: string;
  /** The message a bad e-mail gets, in French. */
  badEmail: string;
  /** A typed field whose input must come back with the refusal. */
  kept: string;
}

const EMAIL = 'ines.table@exemple.example';
const BAD_EMAIL = 'ines@exemple';
const QUOTE_STEP2 =
  '/devis-informations?projet=vendre&bien=appartement&copropriete=oui&dpeDeja=non&construction=apres1997&gaz=aucuneInstallationGaz&electricite=electriciteMoins15&pieces=3&surface=64&address=12+rue+Lecourbe&postcode=75015&city=Paris';

/** The eleven lead forms (issue 30: "a table test covers all 11 forms"). */
const FORMS: FormRow[] = [
  {
    name: 'diag contact',
    site: 'diag-paris15',
    path: '/contact',
    form: 'form#contact',
    typed: { name: 'Inès Table', email: EMAIL, message: 'Bonjour, un DPE ?' },
    lead: 'contact',
    badEmail: 'Email invalide',
    kept: 'message',
  },
  {
    name: 'diag freebie',
    site: 'diag-paris15',
    path: '/tableau-des-diagnostics',
    form: 'form#freebie-page',
    typed: { firstname: 'Inès', lastname: 'Table', email: EMAIL },
    lead: 'freebies',
    badEmail: 'Merci de compléter Prénom, Nom et un email valide.',
    kept: 'lastname',
  },
  {
    name: 'diag quote request',
    site: 'diag-paris15',
    path: QUOTE_STEP2,
    form: 'form[action="/api/devis"]',
    typed: { civility: 'monsieur', firstName: 'Inès', lastName: 'Table', phone: '06 12 34 56 78', email: EMAIL, message: 'Disponible le matin.' },
    lead: 'devis',
    badEmail: 'Email invalide',
    kept: 'message',
  },
  {
    name: 'diag recap question',
    site: 'diag-paris15',
    path: '/devis-recapitulatif?projet=vendre&bien=maison&diags=dpe,erp',
    form: 'form#question-form',
    typed: { firstname: 'Inès', lastname: 'Table', phone: '06 12 34 56 78', email: EMAIL, message: 'Pouvez-vous passer un samedi ?' },
    lead: 'contact',
    badEmail: 'Email invalide',
    kept: 'message',
  },
  {
    name: 'network valuation (step 2)',
    site: 'reseau',
    path: '/evaluation-two?adresse=Sevran&type=Appartement&surface=70&condition=entretenu&objective=vendre&timing=1m',
    form: 'form[action="/api/evaluation"]',
    typed: { civility: 'madame', firstName: 'Inès', lastName: 'Table', email: EMAIL, phone: '06 12 34 56 78', consent: 'on' },
    lead: 'estimation',
    badEmail: 'Email invalide',
    kept: 'lastName',
  },
  {
    name: 'adviser contact',
    site: 'reseau',
    path: '/contact-conseiller/lea-garnier',
    form: 'form[action^="/contact-conseiller/lea-garnier?onglet=message"]',
    typed: { firstName: 'Inès', lastName: 'Table', email: EMAIL, phone: '06 12 34 56 78', message: 'Bonjour, un rendez-vous ?' },
    lead: 'conseiller-message',
    badEmail: 'Email invalide',
    kept: 'message',
  },
  {
    name: 'property contact',
    site: 'reseau',
    path: async (services) => {
      const { html } = await renderPage(services, 'reseau', '/recherche-bien');
      const href = /href="(\/bien-immobilier\/[^"#?]+)"/.exec(html)?.[1];
      if (!href) throw new Error('no property on /recherche-bien');
      return href;
    },
    form: 'form#contact',
    typed: { name: 'Inès Table', email: EMAIL, phone: '06 12 34 56 78', consent: 'on' },
    lead: 'bien-contact',
    badEmail: 'Email invalide',
    kept: 'name',
  },
  {
    name: 'buyer alert',
    site: 'reseau',
    path: '/alerte-immobiliere',
    form: 'form[action="/api/alertes"]',
    typed: { offre: 'Vente', typesBiens: 'Maison', localites: 'Sevran (93270)', lastname: 'Table', firstname: 'Inès', tel: '06 12 34 56 78', email: EMAIL, rgpd: 'on' },
    lead: 'alerte-acheteur',
    badEmail: 'Email invalide',
    kept: 'lastname',
  },
  {
    name: 'agency contact',
    site: 'sevran',
    path: '/contact',
    form: 'form#contact-agence',
    typed: { firstName: 'Inès', lastName: 'Table', email: EMAIL, phone: '06 12 34 56 78', message: 'Bonjour, nous vendons une maison.' },
    lead: 'agence-contact',
    badEmail: 'Email invalide',
    kept: 'message',
  },
  {
    name: 'agency paid landing',
    site: 'sevran',
    path: '/estimation-gratuite?utm_source=google',
    form: 'form[action="/api/expertimo/lead"]',
    typed: { address: '3 rue de Paris 93270 Sevran', firstName: 'Inès', phone: '06 12 34 56 78', email: EMAIL },
    lead: 'agence-lead',
    badEmail: 'Email invalide',
    kept: 'address',
  },
  {
    name: 'recruitment meeting sign-up',
    site: 'recrutement',
    path: '/reunion-d-information',
    form: 'form#inscription-form',
    typed: { firstName: 'Inès', lastName: 'Table', email: EMAIL, phone: '06 12 34 56 78', profile: 'Mandataire immobilier', accept: 'on' },
    lead: 'reunion-information',
    badEmail: 'Email invalide',
    kept: 'lastName',
  },
];

/** A rendered form, parsed as a browser does. */
function parseForm(html: string, selector: string) {
  const window = new Window({ url: 'http://localhost/' });
  window.document.body.innerHTML = html;
  const form = window.document.querySelector(selector);
  if (!form) throw new Error(`no ${selector} on the page`);
  return { window, form: form as unknown as HTMLFormElement };
}

/** The visitor's input set on the rendered controls; every other control keeps what the server rendered. */
function fill(form: HTMLFormElement, typed: Record<string, string>): void {
  for (const [name, value] of Object.entries(typed)) {
    const controls = [...form.querySelectorAll(`[name="${name}"]`)].filter((c) => c.getAttribute('type') !== 'hidden') as HTMLInputElement[];
    if (controls.length === 0) throw new Error(`no control ${name}`);
    for (const control of controls) {
      const type = control.getAttribute('type');
      if (type === 'checkbox' || type === 'radio') control.checked = (control.getAttribute('value') ?? 'on') === value;
      else control.value = value;
    }
  }
}

/** What the browser posts: the form's controls as FormData encodes them (checked boxes only, select values). */
function bodyOf(window: Window, form: HTMLFormElement): URLSearchParams {
  const data = new window.FormData(form as never);
  const body = new URLSearchParams();
  for (const [name, value] of data.entries()) if (typeof value === 'string') body.append(name, value);
  return body;
}

describe('the lead form table', () => {
  it('names the eleven lead forms', () => {
    expect(FORMS).toHaveLength(11);
    expect(new Set(FORMS.map((f) => f.name)).size).toBe(11);
  });

  it('every form a page posts to itself is declared once (by a family, or by a capability its families share), with the schema the browser checks', () => {
    const shared: Record<string, string[]> = { 'bien-contact': ['agence', 'immo'] };
    const schemas: Record<string, unknown> = { ...Object.fromEntries(Object.entries(LEAD_FORMS).map(([id, f]) => [id, f.schema])), [PROPERTY_CONTACT_LEAD_FORM.id]: PROPERTY_CONTACT_LEAD_FORM.schema, [ADVISER_CONTACT_FORM_ID]: expertimoContactSchema };
    for (const [id, schema] of Object.entries(schemas)) {
      const declaring = FAMILY_SERVERS.filter((family) => family.forms?.[id]);
      if (shared[id]) expect(declaring.map((f) => f.id).sort(), id).toEqual(shared[id]);
      else expect(declaring.map((f) => f.id), id).toHaveLength(1);
      // One declaration: every family that carries the form carries the same object.
      expect(new Set(declaring.map((f) => f.forms![id])).size, id).toBe(1);
      expect(declaring[0]!.forms![id]!.schema, id).toBe(schema);
      expect(isLeadFormId(id), id).toBe(true);
    }
    const declared = new Set(FAMILY_SERVERS.flatMap((family) => Object.keys(family.forms ?? {})));
    expect([...declared].sort()).toEqual(Object.keys(schemas).sort());
  });
});

describe.each(TEST_DATABASES)('every lead form without JavaScript on %s', (kind) => {
  let testDb: TestDb;
  let services: Services;
  freshServicesEach(kind, (fresh) => ({ testDb, services } = fresh));

  /** The form as the page renders it, filled with `typed`, and where it posts. */
  async function renderedPost(row: FormRow, typed: Record<string, string>) {
    const path = typeof row.path === 'string' ? row.path : await row.path(services);
    const { html } = await renderPage(services, row.site, path);
    const { window, form } = parseForm(html, row.form);
    fill(form, typed);
    const body = bodyOf(window, form);
    const origin = `http://${row.site}.localhost`;
    const target = new URL(form.getAttribute('action') ?? path, `${origin}${path}`);
    const action = ACTIONS[target.pathname] ?? (page.action as unknown as Action);
    return {
      body,
      post: async () =>
        action({
          request: new Request(target, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: body.toString() }),
          context: (await routeContext(services, row.site)) as never,
          params: {},
        }),
    };
  }

  it('refuses a form another family declares (the diag contact posted to an agency page): 404, nothing stored', async () => {
    const fields = { _formulaire: 'contact', _instance: 'contact', idempotencyKey: ':contact', website: '', name: 'Inès Table', email: EMAIL, message: 'Bonjour' };
    const request = new Request('http://sevran.localhost/contact', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields) });
    await expect(page.action({ request, context: (await routeContext(services, 'sevran')) as never, params: {} } as never)).rejects.toMatchObject({
      init: { status: 404 },
      data: 'Ce site ne propose pas ce formulaire : rien n’a été enregistré.',
    });
    expect(await leadsOfSite(testDb.db, 'reseau')).toHaveLength(0);
    expect(await leadsOfSite(testDb.db, 'sevran')).toHaveLength(0);
  });

  it('property contact: a listing the site does not show (unknown, or another site’s) answers the form’s message with a 404, nothing stored', async () => {
    const row = FORMS.find((f) => f.name === 'property contact')!;
    const { body } = await renderedPost(row, row.typed);
    const path = typeof row.path === 'string' ? row.path : await row.path(services);
    // A listing the network shows and the Sevran agency does not: posted on Sevran's site, it is another site's.
    const elsewhere = await testDb.db.selectFrom('listing_details').select('listing_id').where('site_ids', 'not like', '%"sevran"%').executeTakeFirstOrThrow();
    const { slug: otherSlug } = await testDb.db.selectFrom('listings').select('slug').where('id', '=', elsewhere.listing_id).executeTakeFirstOrThrow();
    for (const [site, slug] of [['reseau', 'nope'], ['sevran', otherSlug]] as const) {
      body.set('slug', slug);
      const request = new Request(`http://${site}.localhost${path}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: body.toString() });
      const answer = (await page.action({ request, context: (await routeContext(services, site)) as never, params: {} } as never)) as { data: LeadFormAnswer; init: ResponseInit };
      expect(answer.init.status, slug).toBe(404);
      expect(answer.data.status, slug).toBe('invalid');
      expect(answer.data.result.error?.[''], slug).toEqual(['Bien introuvable : il a peut-être été retiré de la vente.']);
      expect(answer.data.result.initialValue, slug).toMatchObject({ name: 'Inès Table', email: EMAIL });
    }
    expect(await leadsOfSite(testDb.db, 'sevran')).toHaveLength(0);
    expect(await leadsOfSite(testDb.db, 'reseau')).toHaveLength(0);
  });

  it('adviser contact: its form posts to the contact page and comes back at the form (the action’s fragment)', async () => {
    const row = FORMS.find((f) => f.name === 'adviser contact')!;
    const { html } = await renderPage(services, row.site, row.path as string);
    const { form } = parseForm(html, row.form);
    expect(form.getAttribute('action')).toBe('/contact-conseiller/lea-garnier?onglet=message#formulaire');
    expect(form.closest('#formulaire')).not.toBeNull();
  });

  // The adviser a post names must be an active adviser of the site's network (network spec §7 row 2).
  const adviserRefusals: Array<[string, string, (db: TestDb['db']) => Promise<void>]> = [
    ['an unknown id', 'cons-999', async () => undefined],
    [
      'an adviser of another network',
      'cons-autre',
      async (db) => {
        const row = await db.selectFrom('advisers').selectAll().where('id', '=', 'cons-001').executeTakeFirstOrThrow();
        await db.insertInto('advisers').values({ ...row, id: 'cons-autre', slug: 'cons-autre', email: 'autre@autre-reseau.example', network_site_id: 'diag-paris15', agency_site_id: null }).execute();
      },
    ],
    ['an inactive adviser', 'cons-001', async (db) => void (await db.updateTable('advisers').set({ active: 0 }).where('id', '=', 'cons-001').execute())],
  ];
  it.each(adviserRefusals)('adviser contact naming %s: the form’s message with a 404, the input kept, nothing stored', async (_case, advisorId, arrange) => {
    const row = FORMS.find((f) => f.name === 'adviser contact')!;
    const { body } = await renderedPost(row, row.typed);
    // Changed after the page was rendered (the adviser left since, or a forged id).
    await arrange(testDb.db);
    body.set('advisorId', advisorId);
    const request = new Request('http://reseau.localhost/contact-conseiller/lea-garnier?onglet=message', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: body.toString() });
    const answer = (await page.action({ request, context: (await routeContext(services, 'reseau')) as never, params: {} } as never)) as { data: LeadFormAnswer; init: ResponseInit };
    expect(answer.init.status).toBe(404);
    expect(answer.data.status).toBe('invalid');
    expect(answer.data.result.error?.['']).toEqual(['Conseiller inconnu : impossible d’envoyer votre demande.']);
    expect(answer.data.result.initialValue).toMatchObject({ lastName: 'Table', email: EMAIL, message: 'Bonjour, un rendez-vous ?' });
    expect(await leadsOfSite(testDb.db, 'reseau')).toHaveLength(0);
  });

  it('adviser contact: the lead is addressed to the page’s adviser, read back', async () => {
    const row = FORMS.find((f) => f.name === 'adviser contact')!;
    const { post } = await renderedPost(row, row.typed);
    const answer = (await post()) as { data: LeadFormAnswer };
    expect(answer.data.status).toBe('sent');
    const [lead] = await leadsOfSite(testDb.db, 'reseau');
    expect(lead).toMatchObject({ type: 'conseiller-message', endpoint: '/api/expertimo/contact', lastname: 'Table', recipients: JSON.stringify(['lea.garnier@maisonfort.example']) });
    expect(JSON.parse(lead!.payload)).toMatchObject({ kind: 'message', conseiller: { email: 'lea.garnier@maisonfort.example' } });
  });

  it.each(FORMS)('$name: the same rendered form posted twice stores one lead', async (row) => {
    const { body, post } = await renderedPost(row, row.typed);
    // Rendered by the server: the form's name after the response's key (empty here: no root loader in this render), or a key of its own.
    expect(body.get('idempotencyKey')).toMatch(/^[^:]*:[a-z0-9:-]+$|^[0-9a-f-]{36}$/);
    await post();
    await post();
    const leads = (await leadsOfSite(testDb.db, row.site)).filter((l) => l.email === EMAIL);
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({ type: row.lead, idempotency_key: body.get('idempotencyKey') });
  });

  it.each(FORMS)('$name: carries the honeypot; filled, the post is answered as sent and stores nothing', async (row) => {
    const { body, post } = await renderedPost(row, { ...row.typed, website: 'http://spam.example' });
    expect(body.get('website')).toBe('http://spam.example');
    const answer = await post();
    // The robot is answered as if all went well (nothing tells it it was caught).
    if (answer instanceof Response) expect(answer.status).toBeLessThan(400);
    else expect((answer as { data: LeadFormAnswer }).data.status).toBe('sent');
    expect(await leadsOfSite(testDb.db, row.site)).toHaveLength(0);
  });

  it.each(FORMS)('$name: a bad e-mail comes back with the visitor’s input and the field’s message, storing nothing', async (row) => {
    const { post } = await renderedPost(row, { ...row.typed, email: BAD_EMAIL });
    const answer = await post();
    if (answer instanceof Response) {
      // A plain post to an endpoint: back to the page, which renders the form again with the input kept.
      expect(answer.status).toBe(303);
      const location = new URL(answer.headers.get('location')!);
      const cookie = (answer.headers.get('set-cookie') ?? '').split(';')[0]!;
      const { html } = await renderPage(services, row.site, `${location.pathname}${location.search}`, cookie ? { cookie } : undefined);
      const { form } = parseForm(html, row.form);
      expect((form.querySelector('[name="email"]') as HTMLInputElement).value).toBe(BAD_EMAIL);
      expect((form.querySelector(`[name="${row.kept}"]`) as HTMLInputElement).value).toBe(row.typed[row.kept]);
      expect(html).toContain(row.badEmail);
    } else {
      // Posted to its own page: the action's answer is what the page renders the form with (Conform).
      const { data } = answer as { data: LeadFormAnswer };
      expect(data.status).toBe('invalid');
      expect(data.result.initialValue).toMatchObject({ email: BAD_EMAIL, [row.kept]: row.typed[row.kept] });
      const message = data.result.error?.email?.[0];
      expect(message && translateMessage(fixedT('fr'), message)).toBe(row.badEmail);
    }
    expect((await leadsOfSite(testDb.db, row.site)).filter((l) => l.email === BAD_EMAIL || l.email === EMAIL)).toHaveLength(0);
  });
});
