import { afterAll, describe, expect, it } from 'vitest';
import * as evaluation from '../app/routes/api.evaluation';
import * as expertimoLead from '../app/routes/api.expertimo.lead';
import * as signup from '../app/routes/api.reunion-information';
import { leadsOfSite } from '../server/repositories/leads.server';
import type { Services } from '../server/services.server';
import { startFakeSmtp } from './helpers/fake-smtp';
import { freshServicesEach } from './helpers/fresh-services';
import { readMail } from './helpers/read-mail';
import { TEST_DATABASES, type TestDb } from './helpers/test-db';
import { routeContext } from './helpers/test-services';

// Issue 38 item 13: the e-mail a business reads for a lead, read back from the test SMTP server.
type Handler = (args: { request: Request; context: never; params: Record<string, string> }) => Promise<Response>;
const formPost = (url: string, fields: Record<string, string>) =>
  new Request(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString() });

// Lines that would betray a raw payload: keys, dotted paths, JSON booleans, UTC ISO instants.
const RAW = [/^- [a-z]+[A-Za-z_]*:/m, /^- [A-Za-z_]+\.[A-Za-z_.]+/m, /\b(kind|context|utm\.|utm_source|meetingAt|accept)\b\s*:/, /\b(true|false)\b/, /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/];

describe.each(TEST_DATABASES)('lead e-mails to the business on %s', (kind) => {
  const smtpPromise = startFakeSmtp();
  let testDb: TestDb;
  let services: Services;
  freshServicesEach(kind, (fresh) => ({ testDb, services } = fresh), async () => ({ SMTP_URL: (await smtpPromise).url }));
  afterAll(async () => (await smtpPromise).close());

  const mailAbout = async (name: string) => {
    await services.outbox.kick();
    const mail = (await smtpPromise).mails.find((m) => m.raw.includes(name) && !m.to.some((t) => t.includes('exemple.example')));
    expect(mail, `a mail about ${name}`).toBeDefined();
    return readMail(mail!);
  };
  const call = async (handler: unknown, request: Request, site: string) => (handler as Handler)({ request, context: (await routeContext(services, site)) as never, params: {} });

  it('an agency valuation request is titled for the agency, in French labels', async () => {
    const response = await call(
      evaluation.action,
      formPost('http://sevran.localhost/api/evaluation', { adresse: '3 rue de la Gare 93270 Sevran', type: 'Maison', surface: '95', condition: 'entretenu', objective: 'vendre', timing: '1-3m', civility: 'madame', firstName: 'Ombeline', lastName: 'Roux', email: 'ombeline.roux@exemple.example', phone: '06 11 22 33 44', consent: 'on', website: '' }),
      'sevran',
    );
    expect(response.status).toBe(303);
    expect(await leadsOfSite(testDb.db, 'sevran')).toHaveLength(1);
    const mail = await mailAbout('Ombeline');
    expect(mail.subject).toMatch(/^\[.+\] Demande d’estimation \(site de l’agence\) — Ombeline Roux$/);
    expect(mail.subject).not.toContain('réseau');
    expect(mail.text).toContain('- Type de bien : Maison');
    expect(mail.text).toContain('- Échéance : Dans 1 à 3 mois');
    expect(mail.text).toContain('- Surface habitable : 95\u00a0m²');
    expect(mail.text).toMatch(/^Nouveau contact reçu sur .+ le \S+ \d{1,2} \S+ \d{4} à \d{1,2}h\d{2} \(heure de Paris\) : Demande d’estimation \(site de l’agence\)\.$/m);
    for (const raw of RAW) expect(mail.text).not.toMatch(raw);
  });

  it('a paid landing lead shows its campaign under French labels, not utm keys', async () => {
    const response = await call(
      expertimoLead.action,
      formPost('http://sevran.localhost/api/expertimo/lead', { kind: 'estimation', context: 'landing-sevran', address: '3 rue de Paris, 93270 Sevran', firstName: 'Philomène', phone: '06 39 98 00 00', email: '', utm_source: 'google', utm_medium: 'cpc', website: '' }),
      'sevran',
    );
    expect(response.status).toBeLessThan(400);
    const mail = await mailAbout('Philom');
    expect(mail.subject).toContain('Demande d’estimation (page d’estimation gratuite)');
    expect(mail.text).toContain('- Campagne : source : google');
    expect(mail.text).toContain('- Campagne : support : cpc');
    expect(mail.text).toContain('- Type de demande : Estimation');
    for (const raw of RAW) expect(mail.text).not.toMatch(raw);
  });

  it('a meeting sign-up shows the meeting in Paris time (9h00), never the UTC instant', async () => {
    const response = await call(
      signup.action,
      formPost('http://recrutement.localhost/api/reunion-information', { firstName: 'Apolline', lastName: 'Petit', email: 'apolline.petit@exemple.example', phone: '06 39 98 12 34', when: 'mardi-prochain', profile: 'Mandataire immobilier', accept: 'on' }),
      'recrutement',
    );
    expect(response.status).toBeLessThan(400);
    const mail = await mailAbout('Apolline');
    expect(mail.subject).toContain('Inscription à une réunion d’information');
    expect(mail.text).toMatch(/^- Réunion d’information : mardi \d{1,2} \S+ \d{4} à 9h00$/m);
    expect(mail.text).toContain('- Conditions acceptées : Oui');
    expect(mail.text).toContain('- Profil : Mandataire immobilier');
    for (const raw of RAW) expect(mail.text).not.toMatch(raw);
  });
});
