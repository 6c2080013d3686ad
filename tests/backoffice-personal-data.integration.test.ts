import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { action, loader } from '../app/routes/gestion/personal-data';
import type { Db } from '../server/db/database.server';
import { ERASED_DELIVERY_ERROR } from '../server/backoffice/personal-data.server';
import { seedBackoffice } from '../server/seed/backoffice.server';
import type { Services } from '../server/services.server';
import { ADMIN_ORIGIN, backofficeContext, statusOf } from './helpers/backoffice';
import { freshServicesEach } from './helpers/fresh-services';
import { TEST_DATABASES } from './helpers/test-db';

const ADMIN = 'admin@reseau.example'; // network admin of Maisonfort (sevran, agence-versailles, reseau…)
const LEA = 'lea.garnier@maisonfort.example'; // owner of sevran
const THOMAS = 'thomas.garnier@maisonfort.example'; // adviser of sevran
const CLAIRE = 'claire.vasseur@diageo.example'; // owner of diag-paris15 (Diagéo)
const DIAG_ADMIN = 'admin@diageo.example'; // network admin of Diagéo (invited by the tests)
const PERSON = 'Julie.Martin@Example.fr';

async function addLead(db: Db, siteId: string, values: { email?: string | null; phone?: string | null; payload?: unknown; message?: string | null } = {}): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('leads')
    .values({
      id,
      site_id: siteId,
      type: 'agence-contact',
      endpoint: '/api/expertimo/contact',
      idempotency_key: `key-${id}`,
      firstname: 'Julie',
      lastname: 'Martin',
      email: values.email === undefined ? PERSON.toLowerCase() : values.email,
      phone: values.phone === undefined ? '+33639980001' : values.phone,
      message: values.message === undefined ? 'Bonjour, je vends ma maison au 3 rue de Paris.' : values.message,
      payload: JSON.stringify(values.payload ?? { kind: 'vente', company: 'Martin SARL', surface: 90, utm: { utm_source: 'google', gclid: 'abc123' } }),
      created_at: '2026-11-20T10:00:00.000Z',
      status: 'en_cours',
      updated_at: '2026-11-21T10:00:00.000Z',
    })
    .execute();
  return id;
}

const get = async (services: Services, who: string, query: string) => {
  const url = new URL(`${ADMIN_ORIGIN}/gestion/donnees-personnelles${query}`);
  return loader({ request: new Request(url), url, params: {}, context: await backofficeContext(services, who) } as never);
};
const post = async (services: Services, who: string, fields: Record<string, string> | URLSearchParams) => {
  const body = fields instanceof URLSearchParams ? fields : new URLSearchParams(fields);
  const request = new Request(`${ADMIN_ORIGIN}/gestion/donnees-personnelles`, { method: 'POST', body, headers: { origin: ADMIN_ORIGIN } });
  return action({ request, url: new URL(request.url), params: {}, context: await backofficeContext(services, who) } as never);
};
const eraseBody = (ids: string[]) => new URLSearchParams([['intent', 'erase'], ['email', PERSON], ...ids.map((id) => ['lead', id] as [string, string])]);

/** Everything an erasure or a retention change could touch, read back from the database. */
async function snapshot(db: Db) {
  return {
    leads: await db.selectFrom('leads').selectAll().orderBy('id').execute(),
    events: await db.selectFrom('lead_events').selectAll().orderBy('id').execute(),
    deliveries: await db.selectFrom('lead_deliveries').selectAll().orderBy('id').execute(),
    audit: await db.selectFrom('audit_events').selectAll().orderBy('id').execute(),
    networks: await db.selectFrom('networks').selectAll().orderBy('id').execute(),
  };
}

describe.each(TEST_DATABASES)('personal data page on %s', (kind) => {
  let services: Services;
  freshServicesEach(kind, (fresh) => ({ services } = fresh));

  async function seed() {
    const { db } = services;
    await seedBackoffice(db, services.backoffice.members);
    await services.backoffice.members.invite({ email: DIAG_ADMIN, displayName: 'Admin Diagéo', role: 'network-admin', networkId: 'diageo', siteIds: [], invitedBy: null });
    return {
      sevran: await addLead(db, 'sevran'),
      versailles: await addLead(db, 'agence-versailles', { email: null }),
      paris15: await addLead(db, 'diag-paris15'),
      other: await addLead(db, 'sevran', { email: 'quelquun@example.fr', phone: '0612345678' }),
    };
  }

  it('finds one person’s leads by e-mail (any case) or by phone (however written) on the member’s sites only', async () => {
    const leads = await seed();
    const found = async (who: string, query: string) => ((await get(services, who, query)) as { leads: { id: string }[] | null }).leads?.map((l) => l.id).sort() ?? null;
    expect(await found(ADMIN, `?email=${encodeURIComponent(PERSON)}`)).toEqual([leads.sevran].sort());
    expect(await found(ADMIN, `?phone=${encodeURIComponent('06 39 98 00 01')}`)).toEqual([leads.sevran, leads.versailles].sort());
    expect(await found(ADMIN, `?phone=${encodeURIComponent('+33 6 39 98 00 01')}`)).toEqual([leads.sevran, leads.versailles].sort());
    expect(await found(LEA, `?email=${encodeURIComponent(PERSON)}&phone=0639980001`)).toEqual([leads.sevran]);
    expect(await found(CLAIRE, `?email=${encodeURIComponent(PERSON)}`)).toEqual([leads.paris15]);
    expect(await found(DIAG_ADMIN, `?phone=0639980001`)).toEqual([leads.paris15]);
    // Bad input: French messages next to the fields, no search.
    const bad = (await get(services, ADMIN, '?email=pas-une-adresse&phone=12')) as { leads: unknown; errors: Record<string, string> };
    expect(bad.leads).toBeNull();
    expect(bad.errors).toEqual({ email: 'Merci de saisir une adresse e-mail valide.', phone: 'Merci de saisir un numéro de téléphone valide (au moins 8 chiffres).' });
  }, 60_000);

  it('erases on request after a confirmation: identity gone, counts kept, one audit entry per lead in the same write (read back)', async () => {
    const leads = await seed();
    const { db } = services;
    const adminId = (await db.selectFrom('members').innerJoin('auth_user', 'auth_user.id', 'members.user_id').select('members.id').where('auth_user.email', '=', ADMIN).executeTakeFirstOrThrow()).id;
    await db.insertInto('lead_events').values({ id: randomUUID(), lead_id: leads.sevran, member_id: adminId, kind: 'note', detail: 'Julie rappelle au 06 39 98 00 01', created_at: '2026-11-21T10:00:00.000Z' }).execute();
    await db.insertInto('lead_events').values({ id: randomUUID(), lead_id: leads.sevran, member_id: adminId, kind: 'status', detail: 'nouveau→en_cours', created_at: '2026-11-21T09:00:00.000Z' }).execute();
    const now = '2026-11-21T10:00:00.000Z';
    await db
      .insertInto('lead_deliveries')
      .values([
        { id: randomUUID(), lead_id: leads.sevran, channel: 'email', status: 'pending', attempts: 2, next_attempt_at: now, last_error: '550 <julie.martin@example.fr>: mailbox unavailable', delivered_at: null, created_at: now },
        { id: randomUUID(), lead_id: leads.sevran, channel: 'webhook', status: 'delivered', attempts: 1, next_attempt_at: now, last_error: null, delivered_at: now, created_at: now },
      ])
      .execute();
    await services.backoffice.audit.record(db, { networkId: 'maisonfort', siteId: 'sevran', actor: { memberId: adminId, label: ADMIN }, action: 'lead.note', targetType: 'lead', targetId: leads.sevran, changes: { note: { before: null, after: 'Julie rappelle' }, status: { before: 'nouveau', after: 'en_cours' } } });

    // The review step changes nothing and lists what would go.
    const untouched = await snapshot(db);
    const review = (await post(services, ADMIN, { intent: 'review', email: PERSON, phone: '06 39 98 00 01' })) as { kind: string; leads: { id: string }[] };
    expect(review.kind).toBe('review');
    expect(review.leads.map((l) => l.id).sort()).toEqual([leads.sevran, leads.versailles].sort());
    expect(await snapshot(db)).toEqual(untouched);

    const erased = await post(services, ADMIN, eraseBody([leads.sevran, leads.versailles]));
    expect(erased).toBeInstanceOf(Response);
    expect((erased as Response).status).toBe(303);
    expect((erased as Response).headers.get('location')).toBe(`/gestion/donnees-personnelles?email=${encodeURIComponent(PERSON)}&efface=2`);

    const row = await db.selectFrom('leads').selectAll().where('id', '=', leads.sevran).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ firstname: null, lastname: null, email: null, phone: null, message: null, viewer_token_hash: null, type: 'agence-contact', site_id: 'sevran', status: 'en_cours', created_at: '2026-11-20T10:00:00.000Z', updated_at: '2026-11-21T10:00:00.000Z' });
    expect(row.anonymised_at).toBeTruthy();
    expect(JSON.parse(row.payload)).toEqual({ kind: 'vente', surface: 90, utm: { utm_source: 'google' } });
    expect(row.idempotency_key).toBe(`efface:${leads.sevran}`);
    // The other people's and the other network's leads are untouched.
    for (const id of [leads.other, leads.paris15]) expect(await db.selectFrom('leads').select(['email', 'anonymised_at']).where('id', '=', id).executeTakeFirstOrThrow()).toMatchObject({ anonymised_at: null });
    // Notes blanked, workflow history kept; deliveries stopped and their errors replaced.
    const events = await db.selectFrom('lead_events').select(['kind', 'detail']).where('lead_id', '=', leads.sevran).orderBy('created_at').execute();
    expect(events).toEqual([
      { kind: 'status', detail: 'nouveau→en_cours' },
      { kind: 'note', detail: '' },
    ]);
    const deliveries = await db.selectFrom('lead_deliveries').select(['channel', 'status', 'last_error']).where('lead_id', '=', leads.sevran).orderBy('channel').execute();
    expect(deliveries).toEqual([
      { channel: 'email', status: 'undeliverable', last_error: ERASED_DELIVERY_ERROR },
      { channel: 'webhook', status: 'delivered', last_error: null },
    ]);
    // One audit entry per erased lead, and the earlier entry keeps no note text.
    const audit = await db.selectFrom('audit_events').select(['action', 'target_id', 'actor', 'site_id', 'changes']).where('target_type', '=', 'lead').orderBy('action').orderBy('target_id').execute();
    const erasures = audit.filter((a) => a.action === 'lead.erase');
    expect(erasures.map((a) => a.target_id).sort()).toEqual([leads.sevran, leads.versailles].sort());
    for (const entry of erasures) {
      expect(entry.actor).toBe(ADMIN);
      expect(JSON.parse(entry.changes)).toMatchObject({ reason: { before: null, after: 'request' } });
    }
    expect(JSON.parse(audit.find((a) => a.action === 'lead.note')!.changes)).toEqual({ note: { before: null, after: '[effacé]' }, status: { before: 'nouveau', after: 'en_cours' } });

    // The page now shows them erased; erasing again anonymises nothing more.
    const page = (await get(services, ADMIN, `?email=${encodeURIComponent(PERSON)}&efface=2`)) as { erased: number; leads: { anonymisedAt: string | null }[] };
    expect(page.erased).toBe(2);
    const byPhone = (await get(services, ADMIN, '?phone=0639980001')) as { leads: unknown[] };
    expect(byPhone.leads).toEqual([]);
    const again = await post(services, ADMIN, eraseBody([leads.sevran]));
    expect((again as Response).headers.get('location')).toContain('efface=0');
    expect(await db.selectFrom('audit_events').select('id').where('action', '=', 'lead.erase').execute()).toHaveLength(2);
  }, 60_000);

  it('another tenant finds nothing, and its erase answers 404 and changes nothing (read back)', async () => {
    const leads = await seed();
    const { db } = services;
    const foundBy = async (who: string, query: string) => ((await get(services, who, query)) as { leads: unknown[] }).leads;
    // Finding: another network's admin, another site's owner.
    expect(await foundBy(DIAG_ADMIN, `?email=${encodeURIComponent('quelquun@example.fr')}`)).toEqual([]);
    expect(await foundBy(CLAIRE, '?phone=0612345678')).toEqual([]);
    expect(await foundBy(LEA, '?phone=0639980001').then((l) => l.length)).toBe(1);

    const attempts: { who: string; what: string; run: () => Promise<unknown> }[] = [
      { who: DIAG_ADMIN, what: 'erase a Sevran lead', run: () => post(services, DIAG_ADMIN, eraseBody([leads.sevran])) },
      { who: DIAG_ADMIN, what: 'erase its own lead with a Sevran lead', run: () => post(services, DIAG_ADMIN, eraseBody([leads.paris15, leads.sevran])) },
      { who: CLAIRE, what: 'erase a Versailles lead', run: () => post(services, CLAIRE, eraseBody([leads.versailles])) },
      { who: LEA, what: 'erase a Versailles lead', run: () => post(services, LEA, eraseBody([leads.versailles])) },
      { who: LEA, what: 'erase a diag-paris15 lead', run: () => post(services, LEA, eraseBody([leads.paris15])) },
      { who: LEA, what: 'erase its own lead with a Versailles lead', run: () => post(services, LEA, eraseBody([leads.sevran, leads.versailles])) },
      { who: ADMIN, what: 'erase a diag-paris15 lead', run: () => post(services, ADMIN, eraseBody([leads.paris15])) },
      { who: ADMIN, what: 'erase an unknown id', run: () => post(services, ADMIN, eraseBody([randomUUID()])) },
      { who: THOMAS, what: 'open the page as an adviser', run: () => get(services, THOMAS, `?email=${encodeURIComponent(PERSON)}`) },
      { who: THOMAS, what: 'review as an adviser', run: () => post(services, THOMAS, { intent: 'review', email: PERSON, phone: '' }) },
      { who: THOMAS, what: 'erase a lead of its own site as an adviser', run: () => post(services, THOMAS, eraseBody([leads.sevran])) },
      { who: THOMAS, what: 'set the retention delay as an adviser', run: () => post(services, THOMAS, { intent: 'retention', amount: '12', unit: 'mois' }) },
      { who: LEA, what: 'set the retention delay as a site owner', run: () => post(services, LEA, { intent: 'retention', amount: '12', unit: 'mois' }) },
      { who: CLAIRE, what: 'set the retention delay as a site owner', run: () => post(services, CLAIRE, { intent: 'retention', amount: '60', unit: 'jours' }) },
    ];
    const before = await snapshot(db);
    const answers: string[] = [];
    for (const attempt of attempts) answers.push(`${attempt.who} — ${attempt.what}: ${await statusOf(attempt.run)}`);
    expect(answers).toEqual(attempts.map((a) => `${a.who} — ${a.what}: 404`));
    expect(await snapshot(db)).toEqual(before);

    // Within its own scope the same owner erases (the 404s above are not a broken route).
    expect(await statusOf(() => post(services, LEA, eraseBody([leads.sevran])))).toBe(303);
    expect((await db.selectFrom('leads').select('email').where('id', '=', leads.sevran).executeTakeFirstOrThrow()).email).toBeNull();
  }, 60_000);

  it('a network admin sets the retention delay in months or days, audited; bad values get French messages and change nothing', async () => {
    await seed();
    const { db } = services;
    const days = async (network: string) => Number((await db.selectFrom('networks').select('lead_retention_days').where('id', '=', network).executeTakeFirstOrThrow()).lead_retention_days);
    expect(await days('maisonfort')).toBe(1095);
    const refused: [Record<string, string>, Record<string, string>][] = [
      [{ amount: '', unit: 'mois' }, { amount: 'Merci de saisir un nombre entier.' }],
      [{ amount: '2,5', unit: 'mois' }, { amount: 'Merci de saisir un nombre entier.' }],
      [{ amount: '29', unit: 'jours' }, { amount: 'La durée doit être d’au moins 30 jours (1 mois).' }],
      [{ amount: '61', unit: 'mois' }, { amount: 'La durée ne peut pas dépasser 1 826 jours (5 ans).' }],
      [{ amount: '1827', unit: 'jours' }, { amount: 'La durée ne peut pas dépasser 1 826 jours (5 ans).' }],
      [{ amount: '12', unit: 'semaines' }, { unit: 'Choisissez des jours ou des mois.' }],
    ];
    for (const [values, errors] of refused) {
      const answer = (await post(services, ADMIN, { intent: 'retention', ...values })) as { init: { status: number }; data: { errors: Record<string, string> } };
      expect({ values, status: answer.init.status, errors: answer.data.errors }).toEqual({ values, status: 400, errors });
    }
    expect(await days('maisonfort')).toBe(1095);
    expect(await db.selectFrom('audit_events').select('id').where('action', '=', 'network.retention').execute()).toEqual([]);

    expect(await statusOf(() => post(services, ADMIN, { intent: 'retention', amount: '24', unit: 'mois' }))).toBe(303);
    expect(await days('maisonfort')).toBe(730);
    expect(await statusOf(() => post(services, ADMIN, { intent: 'retention', amount: '45', unit: 'jours' }))).toBe(303);
    expect(await days('maisonfort')).toBe(45);
    // The other network keeps its own delay.
    expect(await days('diageo')).toBe(1095);
    const audit = await db.selectFrom('audit_events').select(['actor', 'target_id', 'changes', 'member_id']).where('action', '=', 'network.retention').orderBy('created_at').execute();
    expect(audit.map((a) => [a.actor, a.target_id, JSON.parse(a.changes)])).toEqual([
      [ADMIN, 'maisonfort', { lead_retention_days: { before: 1095, after: 730 } }],
      [ADMIN, 'maisonfort', { lead_retention_days: { before: 730, after: 45 } }],
    ]);
    const page = (await get(services, ADMIN, '')) as { retention: { days: number; amount: number; unit: string } };
    expect(page.retention).toEqual({ days: 45, amount: 45, unit: 'jours' });
  }, 60_000);

  it('an erasure body past the route’s limit answers 413 and erases nothing', async () => {
    const leads = await seed();
    const big = new URLSearchParams([['intent', 'erase'], ...Array.from({ length: 600 }, () => ['lead', randomUUID()] as [string, string]), ['lead', leads.sevran]]);
    const before = await snapshot(services.db);
    expect(await statusOf(() => post(services, ADMIN, big))).toBe(413);
    expect(await snapshot(services.db)).toEqual(before);
  }, 60_000);
});
