import { afterAll, describe, expect, it, vi } from 'vitest';
import { simpleParser } from 'mailparser';
import { action as devisAction } from '../app/routes/api.devis';
import { action as pageAction } from '../app/routes/page';
import { loader as appointmentsLoader } from '../app/routes/gestion/appointments';
import { appointmentPageData } from '../app/families/diag/quote/appointment-manage.server';
import { parseCriteria } from '../domain/quote/criteria';
import { reminderDueAt } from '../domain/diagnostics/reminder';
import { appointmentQuery } from '../server/diagnostics/appointment-links.server';
import { funnelBooking } from '../server/diagnostics/funnel.server';
import { deliveriesOfLead, leadsOfSite } from '../server/repositories/leads.server';
import { seedBackoffice } from '../server/seed/backoffice.server';
import type { Services } from '../server/services.server';
import { ADMIN_ORIGIN, backofficeContext } from './helpers/backoffice';
import { startFakeSmtp } from './helpers/fake-smtp';
import { freshServicesEach } from './helpers/fresh-services';
import { TEST_DATABASES, type TestDb } from './helpers/test-db';
import { jsonPost, routeContext } from './helpers/test-services';

const SITE = 'diag-paris15';
const ANSWERS = { projet: 'vendre', bien: 'appartement', copropriete: 'oui', dpeDeja: 'non', construction: 'avant1949', gaz: 'aucuneInstallationGaz', electricite: 'electricitePlus15', pieces: '4', surface: '75', address: '10 place des Cinq Martyrs du Lycée Buffon', postcode: '75015', city: 'Paris' };
const CONTACT = { civility: 'madame', firstName: 'Inès', lastName: 'Moreau', email: 'ines@example.fr', phone: '06 12 34 56 78', demandeExpresse: 'oui' };

function parisSlotIn(hours: number): string {
  const parts = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(Date.now() + hours * 3_600_000));
  return parts.replace(' ', 'T');
}

describe.each(TEST_DATABASES)('moving a diagnostic visit by the signed link, on %s', (kind) => {
  const smtpPromise = startFakeSmtp();
  afterAll(async () => (await smtpPromise).close());
  let testDb: TestDb;
  let services: Services;
  freshServicesEach(kind, (fresh) => ({ testDb, services } = fresh), async () => ({ SMTP_URL: (await smtpPromise).url }));

  const ctx = async () => (await routeContext(services, SITE)) as never;
  const post = async (leadId: string, body: string) =>
    (await pageAction({ request: new Request(`http://paris15.diageo.fr/devis-recapitulatif?${appointmentQuery(services.alertLinkSecret, leadId)}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body }), context: await ctx(), params: {} } as never)) as Response;
  const freeSlots = async () => (await funnelBooking(services.db, (await services.sites.byId(SITE))!, parseCriteria(new URLSearchParams(ANSWERS)), new Date(), 'fr'))!.slots.map((s) => s.value);
  const rowsOf = (leadId: string) => testDb.db.selectFrom('diag_appointments').select(['starts_at', 'cancelled_at']).where('lead_id', '=', leadId).orderBy('created_at').execute();
  async function book(key: string, slot?: string): Promise<{ leadId: string; slot: string }> {
    const chosen = slot ?? (await freeSlots())[0]!;
    const response = (await devisAction({ request: jsonPost('http://paris15.diageo.fr/api/devis', { ...ANSWERS, ...CONTACT, email: `${key}@example.fr`, creneau: chosen }, { 'idempotency-key': key }), context: await ctx(), params: {} } as never)) as Response;
    expect(response.status).toBe(201);
    return { leadId: (await leadsOfSite(testDb.db, SITE)).find((r) => r.idempotency_key === key)!.id, slot: chosen };
  }
  const move = (leadId: string, slot: string) => post(leadId, new URLSearchParams({ creneau: slot }).toString());

  it('the page offers the free slots; the move frees the old slot, books the new one, reschedules the reminder and mails a new confirmation with its .ics (read back)', async () => {
    const { leadId, slot } = await book('move-ok');
    const site = (await services.sites.byId(SITE))!;
    const page = await appointmentPageData({ services, site, url: new URL(`http://x/devis-recapitulatif?${appointmentQuery(services.alertLinkSecret, leadId)}`), locale: 'fr' });
    const target = (await freeSlots()).at(-1)!;
    expect(page.moveHtml).toContain(`<option value="${target}">`);
    expect(page.moveHtml).not.toContain(`<option value="${slot}">`);

    const response = await move(leadId, target);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toMatch(/&etat=deplace$/);
    expect(await rowsOf(leadId)).toEqual([
      { starts_at: slot, cancelled_at: expect.any(String) },
      { starts_at: target, cancelled_at: null },
    ]);
    const free = await freeSlots();
    expect(free).toContain(slot);
    expect(free).not.toContain(target);
    const lead = (await leadsOfSite(testDb.db, SITE)).find((r) => r.id === leadId)!;
    expect(JSON.parse(lead.payload).appointment).toMatchObject({ startsAt: target, moves: [{ from: slot, to: target }] });

    const deliveries = await deliveriesOfLead(testDb.db, leadId);
    const reminders = deliveries.filter((d) => d.channel === 'reminder');
    expect(reminders.filter((d) => d.status === 'pending').map((d) => d.next_attempt_at)).toEqual([reminderDueAt(target, new Date())!.toISOString()]);

    // The new confirmation goes out through the outbox, saying the visit moved, with the new .ics.
    const smtp = await smtpPromise;
    await vi.waitFor(async () => {
      await services.outbox.kick();
      const confirmations = (await deliveriesOfLead(testDb.db, leadId)).filter((d) => d.channel === 'confirmation');
      expect(confirmations.map((d) => d.status)).toEqual(['delivered', 'delivered']);
    }, { timeout: 20_000, interval: 250 });
    const raws = smtp.mails.filter((m) => m.to.includes('move-ok@example.fr'));
    const mails = await Promise.all(raws.map((m) => simpleParser(m.raw)));
    const moved = mails.find((m) => m.subject?.startsWith('Rendez-vous déplacé : '));
    expect(moved?.text).toContain('Votre rendez-vous de diagnostic est déplacé au ');
    const ics = moved!.attachments.find((a) => a.filename === 'rendez-vous-diagnostic.ics')!.content.toString('utf8');
    expect(ics).toContain(`UID:${leadId}@${SITE}`);

    // The owner sees the move: the old visit 'moved', the new one booked.
    await seedBackoffice(services.db, services.backoffice.members);
    const request = new Request(`${ADMIN_ORIGIN}/gestion/rendez-vous?vue=semaine&date=${slot.slice(0, 10)}`);
    const data = (await appointmentsLoader({ request, url: new URL(request.url), params: {}, context: await backofficeContext(services, 'claire.vasseur@diageo.example') } as never)) as { appointments: Array<{ startsAt: string; cancelled: boolean; moved: boolean }> };
    expect(data.appointments.find((a) => a.startsAt === slot)).toMatchObject({ cancelled: true, moved: true });
  });

  it('booked, moved, then cancelled: each e-mail\'s .ics keeps the UID; SEQUENCE 0, then 1, then 2 with METHOD:CANCEL and STATUS:CANCELLED (RFC 5545 §3.8.7.4), parsed from the mails', async () => {
    // Each mail is written when the outbox sends it, as soon as the step is done.
    const sent = (count: number) =>
      vi.waitFor(async () => {
        await services.outbox.kick();
        const confirmations = (await deliveriesOfLead(testDb.db, leadId)).filter((d) => d.channel === 'confirmation');
        expect(confirmations.map((d) => d.status)).toEqual(Array.from({ length: count }, () => 'delivered'));
      }, { timeout: 20_000, interval: 250 });
    const { leadId } = await book('ics-seq');
    await sent(1);
    const target = (await freeSlots()).at(-1)!;
    expect((await move(leadId, target)).headers.get('location')).toMatch(/&etat=deplace$/);
    await sent(2);
    expect((await post(leadId, '')).headers.get('location')).toMatch(/&etat=annule$/);
    await sent(3);
    const smtp = await smtpPromise;
    const mails = await Promise.all(smtp.mails.filter((m) => m.to.includes('ics-seq@example.fr')).map((m) => simpleParser(m.raw)));
    /** The unfolded value of one property of the mail's .ics. */
    const props = (subjectStart: string) => {
      const mail = mails.find((m) => m.subject?.startsWith(subjectStart));
      const attachment = mail!.attachments.find((a) => a.filename === 'rendez-vous-diagnostic.ics')!;
      const ics = attachment.content.toString('utf8').replace(/\r\n[ \t]/g, '');
      const prop = (name: string) => new RegExp(`^${name}[:;](.*)$`, 'm').exec(ics)?.[1];
      return { uid: prop('UID'), sequence: prop('SEQUENCE'), method: prop('METHOD'), status: prop('STATUS'), dtstart: prop('DTSTART'), type: attachment.contentType };
    };
    const uid = `${leadId}@${SITE}`;
    expect(props('Rendez-vous réservé : ')).toMatchObject({ uid, sequence: '0', method: 'PUBLISH', status: 'CONFIRMED' });
    const moved = props('Rendez-vous déplacé : ');
    expect(moved).toMatchObject({ uid, sequence: '1', method: 'PUBLISH', status: 'CONFIRMED' });
    const cancelled = props('Rendez-vous annulé : ');
    expect(cancelled).toMatchObject({ uid, sequence: '2', method: 'CANCEL', status: 'CANCELLED', dtstart: moved.dtstart });
    expect(mails.find((m) => m.subject?.startsWith('Rendez-vous annulé : '))!.text).toContain('est annulé');
  });

  it('to a slot another visitor holds: refused (the unique index), nothing changes', async () => {
    const first = await book('move-a');
    const other = await book('move-b', (await freeSlots())[0]);
    const response = await move(first.leadId, other.slot);
    expect(response.headers.get('location')).toMatch(/&etat=pris$/);
    expect(await rowsOf(first.leadId)).toEqual([{ starts_at: first.slot, cancelled_at: null }]);
    expect(await rowsOf(other.leadId)).toEqual([{ starts_at: other.slot, cancelled_at: null }]);
  });

  it('two visits moved to one slot at once: one moves, the other is refused and keeps its slot', async () => {
    const a = await book('race-a');
    const b = await book('race-b');
    const target = (await freeSlots()).at(-1)!;
    const locations = await Promise.all([move(a.leadId, target), move(b.leadId, target)].map(async (r) => (await r).headers.get('location')!));
    expect(locations.map((l) => l.split('&etat=')[1]).sort()).toEqual(['deplace', 'pris']);
    const live = await testDb.db.selectFrom('diag_appointments').select('lead_id').where('starts_at', '=', target).where('cancelled_at', 'is', null).execute();
    expect(live).toHaveLength(1);
    const loser = live[0]!.lead_id === a.leadId ? b : a;
    expect(await rowsOf(loser.leadId)).toEqual([{ starts_at: loser.slot, cancelled_at: null }]);
  });

  it('a slot the calendar does not offer, less than 24 h before, or a wrong signature: nothing changes', async () => {
    const { leadId, slot } = await book('move-refused');
    expect((await move(leadId, '2020-01-06T08:30')).headers.get('location')).toMatch(/&etat=indisponible$/);
    expect((await move(leadId, slot)).headers.get('location')).toMatch(/&etat=indisponible$/);
    expect(await rowsOf(leadId)).toEqual([{ starts_at: slot, cancelled_at: null }]);
    const forged = (await pageAction({ request: new Request(`http://paris15.diageo.fr/devis-recapitulatif?rdv=${leadId}&signature=${'A'.repeat(43)}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `creneau=${(await freeSlots())[0]}` }), context: await ctx(), params: {} } as never)) as Response;
    expect(forged.status).toBe(403);
    const soon = parisSlotIn(20);
    await testDb.db.updateTable('diag_appointments').set({ starts_at: soon }).where('lead_id', '=', leadId).execute();
    expect((await move(leadId, (await freeSlots()).at(-1)!)).headers.get('location')).toMatch(/&etat=trop-tard$/);
    expect(await rowsOf(leadId)).toEqual([{ starts_at: soon, cancelled_at: null }]);
  });
});
