import { describe, expect, it } from 'vitest';
import { memberActor } from '../server/backoffice/audit-log.server';
import { ListingEditorRepository, listingScopeOf } from '../server/backoffice/listing-editor.server';
import { PolirisImporter } from '../server/backoffice/listing-import.server';
import { ListingPurgeJob } from '../server/backoffice/listing-purge-job.server';
import { communeOf } from '../server/geo/commune-of.server';
import { webhookFetch } from '../server/webhooks/public-network.server';
import { POLIRIS } from '../domain/listings/poliris';
import type { Db } from '../server/db/database.server';
import { seedBackoffice } from '../server/seed/backoffice.server';
import type { Services } from '../server/services.server';
import { LEA, THOMAS } from './helpers/backoffice-sites';
import { freshServicesEach } from './helpers/fresh-services';
import { polirisCsv, polirisZip, saleFlat, smallJpeg } from './helpers/poliris';
import { TEST_DATABASES } from './helpers/test-db';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const T0 = new Date('2026-11-02T09:00:00.000Z');

/** Every row that names an imported listing of Sevran, read back. */
async function rowsOf(db: Db, id: string) {
  return {
    listing: await db.selectFrom('listings').select(['id', 'publication', 'import_hidden_at']).where('id', '=', id).executeTakeFirst(),
    details: await db.selectFrom('listing_details').select('listing_id').where('listing_id', '=', id).execute(),
    prices: await db.selectFrom('listing_price_changes').select('id').where('listing_id', '=', id).execute(),
  };
}

describe.each(TEST_DATABASES)('listings withdrawn by an import, deleted after 7 days, on %s', (kind) => {
  let services: Services;
  freshServicesEach(kind, (fresh) => ({ services } = fresh));

  it('hidden for 7 days are then deleted with their details and price history, audited; at 6 days 23 h they are kept; one the next file brought back stays (read back)', async () => {
    const { db } = services;
    await seedBackoffice(db, services.backoffice.members);
    const adviserId = (await db.selectFrom('advisers').select('id').where('agency_site_id', '=', 'sevran').where('email', '=', THOMAS).executeTakeFirstOrThrow()).id;
    const user = await db.selectFrom('auth_user').select('id').where('email', '=', LEA).executeTakeFirstOrThrow();
    const member = (await services.backoffice.members.activeMemberOfUser(user.id))!;
    let clock = T0;
    const importer = new PolirisImporter(new ListingEditorRepository(db, services.backoffice.audit, () => clock), services.backoffice.media, webhookFetch('refuse'), communeOf);
    const photo = { 'photo.jpg': await smallJpeg() };
    const importAt = async (at: Date, lines: Array<Record<number, string>>) => {
      clock = at;
      const report = await importer.run({ actor: memberActor(member), scope: listingScopeOf(member), adviserId, bytes: polirisZip(polirisCsv(lines), photo), apply: true, confirmed: false });
      expect(report).toMatchObject({ ok: true, applied: true });
    };
    const line = (n: number) => saleFlat(n);

    await importAt(T0, [1, 2, 3, 4].map(line));
    // A lower price for T3 while published: it has a price history.
    await importAt(new Date(T0.getTime() + HOUR), [line(1), line(2), { ...line(3), [POLIRIS.price]: '200000', [POLIRIS.priceWithoutFees]: '190476' }, line(4)]);
    expect((await rowsOf(db, 'pl-sevran-T3')).prices).toHaveLength(1);
    // The agency's next file leaves out T3 and T4: withdrawn, with the date.
    const hiddenAt = new Date(T0.getTime() + 2 * HOUR);
    await importAt(hiddenAt, [1, 2].map(line));
    expect((await rowsOf(db, 'pl-sevran-T3')).listing).toEqual({ id: 'pl-sevran-T3', publication: 'withdrawn', import_hidden_at: hiddenAt.toISOString() });
    // Two days later T4 is back in the file: published again, no longer due.
    await importAt(new Date(hiddenAt.getTime() + 2 * DAY), [1, 2, 4].map(line));
    expect((await rowsOf(db, 'pl-sevran-T4')).listing).toEqual({ id: 'pl-sevran-T4', publication: 'published', import_hidden_at: null });

    const job = new ListingPurgeJob(db, services.backoffice.audit, services.logger);
    expect(await job.run(new Date(hiddenAt.getTime() + 7 * DAY - HOUR))).toBe(0);
    expect((await rowsOf(db, 'pl-sevran-T3')).listing?.publication).toBe('withdrawn');
    expect((await rowsOf(db, 'pl-sevran-T3')).details).toHaveLength(1);

    const due = new Date(hiddenAt.getTime() + 7 * DAY);
    expect(await job.run(due)).toBe(1);
    expect(await rowsOf(db, 'pl-sevran-T3')).toEqual({ listing: undefined, details: [], prices: [] });
    for (const kept of ['pl-sevran-T1', 'pl-sevran-T2', 'pl-sevran-T4']) expect((await rowsOf(db, kept)).listing?.publication).toBe('published');
    const audit = await db.selectFrom('audit_events').select(['actor', 'site_id', 'target_id', 'changes', 'created_at']).where('action', '=', 'listing.import-delete').execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor: 'tâche horaire', site_id: 'sevran', target_id: 'pl-sevran-T3', created_at: due.toISOString() });
    expect(JSON.parse(audit[0]!.changes as string)).toMatchObject({ title: { before: 'Appartement 3 pièces n° 3', after: null }, importHiddenAt: { before: hiddenAt.toISOString(), after: null } });
    // The library keeps the photo (other listings and pages may use it).
    expect(await db.selectFrom('media_images').select('id').where('site_id', '=', 'sevran').execute()).toHaveLength(1);
    // A second pass finds nothing more.
    expect(await job.run(new Date(due.getTime() + DAY))).toBe(0);
  }, 120_000);

  it('a listing the adviser withdrew in the editor, or saved after the import withdrew it, is never deleted by the job (read back)', async () => {
    const { db } = services;
    await seedBackoffice(db, services.backoffice.members);
    const adviserId = (await db.selectFrom('advisers').select('id').where('agency_site_id', '=', 'sevran').where('email', '=', THOMAS).executeTakeFirstOrThrow()).id;
    const user = await db.selectFrom('auth_user').select('id').where('email', '=', LEA).executeTakeFirstOrThrow();
    const member = (await services.backoffice.members.activeMemberOfUser(user.id))!;
    let clock = T0;
    const repository = new ListingEditorRepository(db, services.backoffice.audit, () => clock);
    const importer = new PolirisImporter(repository, services.backoffice.media, webhookFetch('refuse'), communeOf);
    const run = (lines: number[]) => importer.run({ actor: memberActor(member), scope: listingScopeOf(member), adviserId, bytes: polirisCsv(lines.map((n) => ({ ...saleFlat(n), 85: '' }))), apply: true, confirmed: false });
    await run([1, 2, 3, 4]);
    clock = new Date(T0.getTime() + HOUR);
    await run([1, 2, 4]);
    expect((await rowsOf(db, 'pl-sevran-T3')).listing?.import_hidden_at).toBe(clock.toISOString());
    // The adviser saves T3 in the editor (still withdrawn): the import's date is cleared, it is the adviser's now.
    clock = new Date(T0.getTime() + 2 * HOUR);
    const scope = listingScopeOf(member);
    expect(await repository.update(memberActor(member), scope, 'pl-sevran-T3', (current) => ({ listing: { ...current.listing, title: 'Gardée par le conseiller' }, underOffer: false }))).toBe(true);
    expect((await rowsOf(db, 'pl-sevran-T3')).listing).toEqual({ id: 'pl-sevran-T3', publication: 'withdrawn', import_hidden_at: null });
    // The adviser withdraws T1 from the editor: never an import's withdrawal.
    expect(await repository.update(memberActor(member), scope, 'pl-sevran-T1', (current) => ({ listing: { ...current.listing, publication: 'withdrawn' }, underOffer: false }))).toBe(true);
    // The next file leaves out T2 (the import's withdrawal, due in 7 days) and brings T3 back.
    clock = new Date(T0.getTime() + 3 * HOUR);
    expect(await run([3, 4])).toMatchObject({ ok: true, applied: true });
    const job = new ListingPurgeJob(db, services.backoffice.audit, services.logger);
    expect(await job.run(new Date(T0.getTime() + 30 * DAY))).toBe(1);
    expect((await rowsOf(db, 'pl-sevran-T2')).listing).toBeUndefined();
    expect((await rowsOf(db, 'pl-sevran-T1')).listing?.publication).toBe('withdrawn');
    expect((await rowsOf(db, 'pl-sevran-T3')).listing?.publication).toBe('draft'); // no photo: a draft
  }, 120_000);
});
