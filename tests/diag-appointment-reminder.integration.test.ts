import { simpleParser } from 'mailparser';
import { afterAll, describe, expect, it } from 'vitest';
import { action as devisAction } from '../app/routes/api.devis';
import { action as pageAction } from '../app/routes/page';
import { parseCriteria } from '../domain/quote/criteria';
import { reminderDueAt } from '../domain/diagnostics/reminder';
import { appointmentQuery } from '../server/diagnostics/appointment-links.server';
import { createReminderDeliverer, REMINDER_DROPPED } from '../server/diagnostics/appointment-reminder.server';
import { funnelBooking } from '../server/diagnostics/funnel.server';
import { Outbox } from '../server/leads/outbox.server';
import { leadsOfSite } from '../server/repositories/leads.server';
import type { Services } from '../server/services.server';
import { startFakeSmtp } from './helpers/fake-smtp';
import { freshServicesEach } from './helpers/fresh-services';
import { TEST_DATABASES, type TestDb } from './helpers/test-db';
import { jsonPost, routeContext } from './helpers/test-services';

const SITE = 'diag-paris15';
const ANSWERS = {
  projet: 'vendre', bien: 'appartement', copropriete: 'oui', dpeDeja: 'non', construction: 'avant1949', gaz: 'aucuneInstallationGaz',
  electricite: 'electricitePlus15', pieces: '4', surface: '75', address: '10 place des Cinq Martyrs du Lycée Buffon', postcode: '75015', city: 'Paris',
};
const CONTACT = { civility: 'madame', firstName: 'Inès', lastName: 'Moreau', email: 'ines@example.fr', phone: '06 12 34 56 78', demandeExpresse: 'oui' };

describe.each(TEST_DATABASES)('the reminder e-mail the day before a diagnostic visit, on %s', (kind) => {
  const smtpPromise = startFakeSmtp();
  afterAll(async () => (await smtpPromise).close());
  let testDb: TestDb;
  let services: Services;
  freshServicesEach(kind, (fresh) => ({ testDb, services } = fresh), async () => ({ SMTP_URL: (await smtpPromise).url }));

  const ctx = async () => (await routeContext(services, SITE)) as never;
  const freeSlots = async () => (await funnelBooking(services.db, (await services.sites.byId(SITE))!, parseCriteria(new URLSearchParams(ANSWERS)), new Date(), 'fr'))!.slots.map((s) => s.value);
  const reminderRows = (leadId: string) => testDb.db.selectFrom('lead_deliveries').selectAll().where('lead_id', '=', leadId).where('channel', '=', 'reminder').execute();
  /** Books the last offered slot (always more than a day ahead). */
  async function book(key: string): Promise<{ leadId: string; slot: string; createdAt: string }> {
    const slot = (await freeSlots()).at(-1)!;
    const response = (await devisAction({ request: jsonPost('http://paris15.diageo.fr/api/devis', { ...ANSWERS, ...CONTACT, creneau: slot }, { 'idempotency-key': key }), context: await ctx(), params: {} } as never)) as Response;
    expect(response.status).toBe(201);
    const lead = (await leadsOfSite(testDb.db, SITE)).find((r) => r.idempotency_key === key)!;
    return { leadId: lead.id, slot, createdAt: lead.created_at };
  }
  /** An outbox instance with only the reminder channel, on a test clock. */
  const instance = async (at: Date) =>
    new Outbox(testDb.db, { reminder: createReminderDeliverer((await smtpPromise).url, 'noreply@vitrine.test', testDb.db) }, (id) => services.sites.byId(id), services.logger, {
      intervalMs: 60_000, baseDelayMs: 1000, maxDelayMs: 60_000, attemptTimeoutMs: 20_000, leaseMs: 120_000, concurrency: 4, batchSize: 40,
    }, () => at.getTime());

  /** The reminder e-mails the fake SMTP server received (the confirmation and the business's copy go out too). */
  const reminders = async () => {
    const parsed = await Promise.all((await smtpPromise).mails.map(async (m) => ({ to: m.to, mail: await simpleParser(m.raw) })));
    return parsed.filter((p) => p.mail.subject?.startsWith('Rappel : rendez-vous de diagnostic'));
  };

  it('a booking stores one reminder row, due at 18:00 Paris the day before the visit (read back)', async () => {
    const { leadId, slot, createdAt } = await book('reminder-row');
    const rows = await reminderRows(leadId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'pending', attempts: 0 });
    const due = reminderDueAt(slot, new Date(createdAt))!;
    expect(new Date(rows[0]!.next_attempt_at).toISOString()).toBe(due.toISOString());
    // 18:00 in Paris, the day before the slot's day.
    const paris = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(due);
    expect(paris.slice(11)).toBe('18:00');
    expect(new Date(`${paris.slice(0, 10)}T12:00:00Z`).getTime() + 86_400_000).toBe(new Date(`${slot.slice(0, 10)}T12:00:00Z`).getTime());
  });

  it('nothing goes out before it is due; at its time two outbox instances side by side send it once, to the visitor, and mark it delivered', async () => {
    const { leadId, createdAt, slot } = await book('reminder-send');
    const due = reminderDueAt(slot, new Date(createdAt))!;
    const before = (await reminders()).length;
    const early = await instance(new Date(due.getTime() - 60_000));
    expect(await early.runOnce()).toBe(0);
    expect(await reminders()).toHaveLength(before);
    expect((await reminderRows(leadId))[0]!.status).toBe('pending');

    const at = new Date(due.getTime() + 60_000);
    const [a, b] = [await instance(at), await instance(at)];
    const sent = await Promise.all([a.runOnce(), b.runOnce()]);
    expect(sent[0] + sent[1]).toBe(1);
    const mails = (await reminders()).slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toEqual(['ines@example.fr']);
    expect(mails[0]!.mail.text).toContain('Nous vous rappelons votre rendez-vous de diagnostic ');
    expect(mails[0]!.mail.text).toContain('(heure de Paris)');
    expect(mails[0]!.mail.text).toContain('Adresse du bien : 10 place des Cinq Martyrs du Lycée Buffon, 75015 Paris');
    const [row] = await reminderRows(leadId);
    expect(row).toMatchObject({ status: 'delivered', attempts: 1 });
    // A later pass of either instance sends nothing more.
    expect(await a.runOnce(new Date(at.getTime() + 3_600_000))).toBe(0);
    expect(await reminders()).toHaveLength(before + 1);
  });

  it('a visit cancelled by the signed link is never reminded: its row is closed in the cancellation and a pass at its time sends nothing', async () => {
    const { leadId, createdAt, slot } = await book('reminder-cancel');
    const response = (await pageAction({ request: new Request(`http://paris15.diageo.fr/devis-recapitulatif?${appointmentQuery(services.alertLinkSecret, leadId)}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: '' }), context: await ctx(), params: {} } as never)) as Response;
    expect(response.status).toBe(303);
    expect(await reminderRows(leadId)).toMatchObject([{ status: 'undeliverable', last_error: REMINDER_DROPPED }]);
    const before = (await reminders()).length;
    expect(await (await instance(new Date(reminderDueAt(slot, new Date(createdAt))!.getTime() + 60_000))).runOnce()).toBe(0);
    expect(await reminders()).toHaveLength(before);
  });

  it('a visit cancelled another way (the row still pending) is not reminded either: the deliverer finds no live appointment and closes the row', async () => {
    const { leadId, createdAt, slot } = await book('reminder-cancel-other');
    await testDb.db.updateTable('diag_appointments').set({ cancelled_at: new Date().toISOString() }).where('lead_id', '=', leadId).execute();
    const before = (await reminders()).length;
    expect(await (await instance(new Date(reminderDueAt(slot, new Date(createdAt))!.getTime() + 60_000))).runOnce()).toBe(0);
    expect(await reminders()).toHaveLength(before);
    expect(await reminderRows(leadId)).toMatchObject([{ status: 'undeliverable', last_error: REMINDER_DROPPED }]);
  });
});
