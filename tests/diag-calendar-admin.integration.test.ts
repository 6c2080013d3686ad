import { describe, expect, it } from 'vitest';
import { action, loader } from '../app/routes/gestion/site-calendar';
import { action as devisAction } from '../app/routes/api.devis';
import { funnelBooking } from '../server/diagnostics/funnel.server';
import { seedBackoffice } from '../server/seed/backoffice.server';
import type { Services } from '../server/services.server';
import { parseCriteria } from '../domain/quote/criteria';
import { backofficeContext, formPost, statusOf } from './helpers/backoffice';
import { localeContext } from '../app/i18n/context';
import { freshServicesEach } from './helpers/fresh-services';
import { TEST_DATABASES, type TestDb } from './helpers/test-db';
import { jsonPost, routeContext } from './helpers/test-services';

const CLAIRE = 'claire.vasseur@diageo.example'; // owner of diag-paris15 (Diagéo)
const DIAG_ADMIN = 'admin-test@diageo.example'; // network admin of Diagéo (invited here)
const DIAG_ADVISER = 'technicien@diageo.example'; // adviser of diag-paris15 (invited here)
const LEA = 'lea.garnier@maisonfort.example'; // owner of sevran (Maisonfort)
const ADMIN = 'admin@reseau.example'; // network admin of Maisonfort
const SITE = 'diag-paris15';
const ANSWERS = { projet: 'vendre', bien: 'appartement', copropriete: 'oui', dpeDeja: 'non', construction: 'avant1949', gaz: 'aucuneInstallationGaz', electricite: 'electricitePlus15', pieces: '4', surface: '75', address: '10 place des Cinq Martyrs du Lycée Buffon', postcode: '75015', city: 'Paris' };
const CONTACT = { civility: 'madame', firstName: 'Inès', lastName: 'Moreau', email: 'ines@example.fr', phone: '06 12 34 56 78', demandeExpresse: 'oui' };
const HOURS = { 'horaires-0': '08:30-12:30 13:30-17:30', 'horaires-1': '08:30-12:30 13:30-17:30', 'horaires-2': '08:30-12:30 13:30-17:30', 'horaires-3': '08:30-12:30 13:30-17:30', 'horaires-4': '08:30-12:30 13:30-17:30', 'horaires-5': '09:00-13:00', 'horaires-6': '', duree: '120', zone: 'metropole' };

describe.each(TEST_DATABASES)('the diagnostician’s calendar in the back-office on %s', (kind) => {
  let testDb: TestDb;
  let services: Services;
  freshServicesEach(kind, (fresh) => ({ testDb, services } = fresh));

  const setUp = async () => {
    await seedBackoffice(services.db, services.backoffice.members);
    await services.backoffice.members.invite({ email: DIAG_ADMIN, displayName: 'Admin Diagéo', role: 'network-admin', networkId: 'diageo', siteIds: [], invitedBy: null });
    await services.backoffice.members.invite({ email: DIAG_ADVISER, displayName: 'Technicien', role: 'adviser', networkId: 'diageo', siteIds: [SITE], invitedBy: null });
  };
  const post = async (who: string, siteId: string, fields: Record<string, string>) =>
    statusOf(async () => action({ request: formPost(`/gestion/sites/${siteId}/agenda`, fields), params: { siteId }, context: await backofficeContext(services, who) } as never));
  const storedCalendar = async (siteId: string) => JSON.parse((await testDb.db.selectFrom('diag_calendars').select('calendar').where('site_id', '=', siteId).executeTakeFirstOrThrow()).calendar) as Record<string, unknown>;
  const audits = (siteId: string) => testDb.db.selectFrom('audit_events').select(['action', 'actor', 'changes']).where('site_id', '=', siteId).where('action', '=', 'diag.calendar.update').execute();
  const offered = async () => (await funnelBooking(services.db, (await services.sites.byId(SITE))!, parseCriteria(new URLSearchParams(ANSWERS)), new Date(), 'fr'))!.slots.map((s) => s.value);

  it('the owner blocks time: stored, audited, and the public step no longer offers nor books the slots it overlaps', async () => {
    await setUp();
    const before = await offered();
    const [first] = before;
    const day = first!.slice(0, 10);
    const dayBefore = before.filter((s) => s.startsWith(day));
    expect(dayBefore.length).toBeGreaterThan(1);

    expect(await post(CLAIRE, SITE, { ...HOURS, conges: '', indisponibilites: `${day} ${first!.slice(11)}-${first!.slice(11, 13)}:45` })).toBe(303);
    expect((await storedCalendar(SITE)).blocked).toEqual([{ day, from: first!.slice(11), to: `${first!.slice(11, 13)}:45` }]);
    const after = await offered();
    expect(after).not.toContain(first);
    expect(after.filter((s) => s.startsWith(day))).toEqual(dayBefore.slice(1));

    // A post of the blocked slot is refused like a slot not offered: no lead, no appointment.
    const response = (await devisAction({ request: jsonPost('http://paris15.diageo.fr/api/devis', { ...ANSWERS, ...CONTACT, creneau: first }, { 'idempotency-key': 'blocked-1' }), context: (await routeContext(services, SITE)) as never, params: {} } as never)) as Response;
    expect(response.status).toBe(409);
    expect(await testDb.db.selectFrom('diag_appointments').select('id').where('site_id', '=', SITE).execute()).toEqual([]);

    const [entry] = await audits(SITE);
    expect(entry?.actor).toBe(CLAIRE);
    expect(JSON.parse(entry!.changes)).toEqual({ blocked: { before: null, after: [{ day, from: first!.slice(11), to: `${first!.slice(11, 13)}:45` }] } });
  });

  it('days off and weekly hours: a day off removes the whole day, a closed weekday offers nothing', async () => {
    await setUp();
    const [first] = await offered();
    const day = first!.slice(0, 10);
    expect(await post(CLAIRE, SITE, { ...HOURS, 'horaires-5': '', conges: `${day}`, indisponibilites: '' })).toBe(303);
    const after = await offered();
    expect(after.some((s) => s.startsWith(day))).toBe(false);
    expect(after.some((s) => new Date(`${s.slice(0, 10)}T12:00:00Z`).getUTCDay() === 6)).toBe(false); // no Saturday
    expect((await storedCalendar(SITE)).daysOff).toEqual([day]);
  });

  it('a wrong line is refused in French (400), nothing stored, nothing audited', async () => {
    await setUp();
    const stored = await storedCalendar(SITE);
    let answer: unknown;
    const status = await statusOf(async () => {
      answer = await action({ request: formPost(`/gestion/sites/${SITE}/agenda`, { ...HOURS, conges: '2026-12-24\nNoël', indisponibilites: '' }), params: { siteId: SITE }, context: await backofficeContext(services, CLAIRE) } as never);
      return answer;
    });
    expect(status).toBe(400);
    expect((answer as { data: { errors: Record<string, string> } }).data.errors).toEqual({ conges: 'Ligne 2 : écrivez un jour (2026-12-24) ou une période (2026-12-24 au 2027-01-02)' });
    expect(await storedCalendar(SITE)).toEqual(stored);
    expect(await audits(SITE)).toEqual([]);
  });

  it('under /en the same wrong line is refused in English (400), nothing stored', async () => {
    await setUp();
    const stored = await storedCalendar(SITE);
    const context = await backofficeContext(services, CLAIRE);
    context.set(localeContext, 'en');
    let answer: unknown;
    const status = await statusOf(async () => {
      answer = await action({ request: formPost(`/en/gestion/sites/${SITE}/agenda`, { ...HOURS, conges: '2026-12-24\nNoël', indisponibilites: '', 'minutes-diagnostics': 'radon : 20' }), params: { siteId: SITE }, context } as never);
      return answer;
    });
    expect(status).toBe(400);
    expect((answer as { data: { errors: Record<string, string> } }).data.errors).toEqual({
      conges: 'Line 2: write a day (2026-12-24) or a period (2026-12-24 – 2027-01-02)',
      'minutes-diagnostics': 'Line 1: unknown diagnostic “radon” (dpe, audit, erp, electricite, gaz, amiante, plomb, carrez, boutin, termites)',
    });
    expect(await storedCalendar(SITE)).toEqual(stored);
  });

  it('scope: only a diag site of the member’s own scope; any other answers 404 and changes nothing', async () => {
    await setUp();
    const blockLine = { ...HOURS, conges: '', indisponibilites: '2030-01-07 08:00-18:00' };
    const table: Array<[who: string, siteId: string, get: number, post: number]> = [
      [CLAIRE, SITE, 200, 303],
      [CLAIRE, 'diag-annecy', 404, 404], // same network, not hers
      [DIAG_ADMIN, 'diag-annecy', 200, 303], // the network admin: every diag site of Diagéo
      [DIAG_ADVISER, SITE, 404, 404], // an adviser does not edit the site
      [LEA, SITE, 404, 404], // another network
      [ADMIN, SITE, 404, 404], // another network's admin
      [LEA, 'sevran', 404, 404], // her own site, but not a diagnostics one
    ];
    for (const [who, siteId, get, postStatus] of table) {
      const before = await testDb.db.selectFrom('diag_calendars').select('calendar').where('site_id', '=', siteId).executeTakeFirst();
      const request = new Request(`http://gestion.localhost/gestion/sites/${siteId}/agenda`);
      expect(await statusOf(async () => loader({ request, url: new URL(request.url), params: { siteId }, context: await backofficeContext(services, who) } as never)), `GET ${who} ${siteId}`).toBe(get);
      expect(await post(who, siteId, blockLine), `POST ${who} ${siteId}`).toBe(postStatus);
      const after = await testDb.db.selectFrom('diag_calendars').select('calendar').where('site_id', '=', siteId).executeTakeFirst();
      if (postStatus === 404) expect(after, `${who} ${siteId} unchanged`).toEqual(before);
      else expect(JSON.parse(after!.calendar).blocked).toEqual([{ day: '2030-01-07', from: '08:00', to: '18:00' }]);
    }
    expect((await testDb.db.selectFrom('audit_events').select('site_id').where('action', '=', 'diag.calendar.update').orderBy('site_id').execute()).map((r) => r.site_id)).toEqual(['diag-annecy', SITE]);
  });
});
