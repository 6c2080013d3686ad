import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { memberActor } from '../server/backoffice/audit-log.server';
import { communeOf } from '../server/geo/commune-of.server';
import { ListingEditorRepository, listingScopeOf } from '../server/backoffice/listing-editor.server';
import { PolirisImporter } from '../server/backoffice/listing-import.server';
import { webhookFetch } from '../server/webhooks/public-network.server';
import { action as importAction, loader as importLoader } from '../app/routes/gestion/listing-import';
import { POLIRIS } from '../domain/listings/poliris';
import type { ImportReport } from '../server/backoffice/listing-import.server';
import type { Db } from '../server/db/database.server';
import { seedBackoffice } from '../server/seed/backoffice.server';
import type { Services } from '../server/services.server';
import { backofficeContext, statusOf } from './helpers/backoffice';
import { ADMIN, CLAIRE, LEA, statusOfGet, THOMAS } from './helpers/backoffice-sites';
import { freshServicesEach } from './helpers/fresh-services';
import { importPost, polirisCsv, polirisZip, rentFlat, saleFlat, smallJpeg } from './helpers/poliris';
import { TEST_DATABASES } from './helpers/test-db';

type Done = Extract<ImportReport, { ok: true }>;

/** Everything an import could touch, read back. */
async function snapshot(db: Db) {
  return {
    listings: await db.selectFrom('listings').selectAll().orderBy('id').execute(),
    details: await db.selectFrom('listing_details').selectAll().orderBy('listing_id').execute(),
    prices: await db.selectFrom('listing_price_changes').selectAll().orderBy('id').execute(),
    audit: await db.selectFrom('audit_events').select(['id', 'action']).orderBy('id').execute(),
    media: await db.selectFrom('media_images').select(['id', 'hash']).orderBy('id').execute(),
  };
}

async function sevranAdviser(db: Db): Promise<string> {
  return (await db.selectFrom('advisers').select('id').where('agency_site_id', '=', 'sevran').where('email', '=', THOMAS).executeTakeFirstOrThrow()).id;
}

/** The import page's post as `who`: the action's data, or its thrown answer's status. */
async function importAs(services: Services, who: string, bytes: Uint8Array | null, fields: Record<string, string>, name?: string): Promise<{ status: number; body: { report?: Done; error?: string } }> {
  const context = await backofficeContext(services, who);
  try {
    const answer = (await importAction({ request: importPost(bytes, fields, name), params: {}, context } as never)) as { data?: unknown; init?: { status?: number } | null };
    return { status: answer.init?.status ?? 200, body: (answer.data ?? answer) as { report?: Done; error?: string } };
  } catch (thrown) {
    return { status: await statusOf(() => Promise.reject(thrown)), body: {} };
  }
}

const imported = (db: Db) => db.selectFrom('listings').select(['id', 'publication', 'status', 'title', 'price', 'adviser_id']).where('id', 'like', 'pl-sevran-%').orderBy('id').execute();

describe.each(TEST_DATABASES)('Poliris import on %s', (kind) => {
  let services: Services;
  freshServicesEach(kind, (fresh) => ({ services } = fresh));

  it('a ZIP of 200 lines: the dry run writes nothing; the import publishes 196, keeps 3 non-compliant as drafts with their reasons, refuses the unreadable one; a second import changes nothing (read back)', async () => {
    const { db } = services;
    await seedBackoffice(db, services.backoffice.members);
    const adviserId = await sevranAdviser(db);
    const lines = Array.from({ length: 200 }, (_, i) => (i % 2 ? rentFlat(i + 1) : saleFlat(i + 1)));
    lines[10] = { ...lines[10]!, [POLIRIS.energyLetter]: '', [POLIRIS.energyKwh]: '' }; // no DPE at all
    lines[21] = { ...lines[21]!, [POLIRIS.fees]: '900' }; // a rental: tenant fees above every zone's cap (52.5 m² × 12 €)
    lines[30] = { ...lines[30]!, [POLIRIS.priceWithoutFees]: '150000' }; // a sale: the fee percentage does not match the two prices
    lines[40] = { ...lines[40]!, [POLIRIS.technicalId]: '' }; // unreadable: no technical id
    const file = polirisZip(polirisCsv(lines), { 'photo.jpg': await smallJpeg() });
    const before = await snapshot(db);

    const dry = await importAs(services, LEA, file, { adviserId, intent: 'check' });
    expect(dry.status).toBe(200);
    expect(dry.body.report?.applied).toBe(false);
    expect(await snapshot(db)).toEqual(before);

    const done = await importAs(services, LEA, file, { adviserId, intent: 'apply' });
    const report = done.body.report!;
    expect(report.applied).toBe(true);
    expect(report.lines.filter((l) => l.outcome === 'created')).toHaveLength(199);
    const drafts = report.lines.filter((l) => l.draft);
    expect(drafts.map((l) => l.line)).toEqual([11, 22, 31]);
    expect(drafts[0]!.reasons.join(' ')).toContain('DPE');
    expect(drafts[1]!.reasons.join(' ')).toContain('Honoraires');
    expect(drafts[2]!.reasons.join(' ')).toContain('pourcentage d’honoraires');
    const refused = report.lines.filter((l) => l.outcome === 'refused');
    expect(refused).toEqual([expect.objectContaining({ line: 41, reasons: [expect.stringContaining('Identifiant technique (rang 175) manquant')] })]);
    // Read back: 196 published, 3 drafts, none of the refused line; Windows-1252 text stored as written.
    const rows = await imported(db);
    expect(rows.filter((r) => r.publication === 'published')).toHaveLength(196);
    expect(rows.filter((r) => r.publication === 'draft').map((r) => r.id).sort()).toEqual(['pl-sevran-T11', 'pl-sevran-T22', 'pl-sevran-T31']);
    expect(rows.some((r) => r.id === 'pl-sevran-T41')).toBe(false);
    const detail = await db.selectFrom('listing_details').select(['description', 'photos']).where('listing_id', '=', 'pl-sevran-T1').executeTakeFirstOrThrow();
    expect(detail.description).toBe('Très beau séjour sur balcon.\nCuisine équipée, cave.');
    expect(JSON.parse(detail.photos)).toEqual([expect.objectContaining({ alt: 'Séjour', src: expect.stringMatching(/^uploads\/[0-9a-f]{64}\.jpg$/) })]);
    const audits = await db.selectFrom('audit_events').select('id').where('action', '=', 'listing.import').execute();
    expect(audits).toHaveLength(199);

    const after = await snapshot(db);
    const again = await importAs(services, LEA, file, { adviserId, intent: 'apply' });
    expect(again.body.report!.lines.filter((l) => l.outcome === 'unchanged')).toHaveLength(199);
    expect(await snapshot(db)).toEqual(after);
  }, 300_000);

  it('a file missing 150 of the 200 listings asks for confirmation and changes nothing; confirmed, it withdraws the 150 (never deletes them); the changed price is stored (read back)', async () => {
    const { db } = services;
    await seedBackoffice(db, services.backoffice.members);
    const adviserId = await sevranAdviser(db);
    const all: Array<Record<number, string>> = Array.from({ length: 200 }, (_, i) => ({ ...saleFlat(i + 1), 85: '' }));
    await importAs(services, LEA, polirisCsv(all), { adviserId, intent: 'apply' }, 'annonces.csv');
    expect(await imported(db)).toHaveLength(200);
    const kept = all.slice(0, 50);
    kept[0] = { ...kept[0]!, [POLIRIS.price]: '199500', [POLIRIS.priceWithoutFees]: '190000' };
    const file = polirisCsv(kept);
    const before = await snapshot(db);

    const asked = await importAs(services, LEA, file, { adviserId, intent: 'apply' }, 'annonces.csv');
    expect(asked.body.report).toMatchObject({ applied: false, needsConfirmation: true, current: 200 });
    expect(asked.body.report!.hidden).toHaveLength(150);
    expect(await snapshot(db)).toEqual(before);

    const confirmed = await importAs(services, LEA, file, { adviserId, intent: 'apply', confirm: 'on' }, 'annonces.csv');
    expect(confirmed.body.report?.applied).toBe(true);
    const rows = await imported(db);
    expect(rows).toHaveLength(200);
    expect(rows.filter((r) => r.publication === 'withdrawn')).toHaveLength(150);
    expect(rows.find((r) => r.id === 'pl-sevran-T1')?.price).toBe(199500);
    // Without photos every line is a draft ('Au moins une photo'), so the price is a draft's: no history.
    expect(confirmed.body.report!.lines[0]!.reasons).toContain('Photos : Au moins une photo.');
    const hides = await db.selectFrom('audit_events').select('id').where('action', '=', 'listing.import-hide').execute();
    expect(hides).toHaveLength(150);
  }, 300_000);

  it('outside the scope: an adviser gets 404, another network’s owner cannot import into Sevran; a broken file is a French message (never a 500); nothing written', async () => {
    const { db } = services;
    await seedBackoffice(db, services.backoffice.members);
    const adviserId = await sevranAdviser(db);
    const file = polirisCsv([saleFlat(1)]);
    const before = await snapshot(db);
    expect(await statusOfGet(services, importLoader, THOMAS, '/gestion/annonces/import')).toBe(404);
    expect((await importAs(services, THOMAS, file, { adviserId, intent: 'apply' })).status).toBe(404);
    const claire = await importAs(services, CLAIRE, file, { adviserId, intent: 'apply' });
    expect(claire).toMatchObject({ status: 400, body: { error: 'Choisissez le conseiller à qui rattacher les annonces.' } });
    const broken: Array<[bytes: Uint8Array | null, message: string]> = [
      [null, 'Choisissez le fichier à importer.'],
      [Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5, 6, 7, 8, 9]), 'Archive ZIP illisible ou endommagée.'],
      [polirisZip(Buffer.from('')).slice(0, 60), 'Archive ZIP illisible ou endommagée.'],
      [Buffer.from([0, 1, 2, 3, 255]), 'Ce fichier n’est ni un ZIP Poliris ni un fichier annonces.csv.'],
      [Buffer.from('"a"!#"b"\r\n'), 'Ligne incomplète : 2 champs au lieu d’au moins 175'],
      [Buffer.from('"a"!#"b\r\n"c'), 'Fichier illisible'],
    ];
    const answers = [];
    for (const [bytes, message] of broken) {
      const answer = await importAs(services, ADMIN, bytes, { adviserId, intent: 'apply' });
      answers.push(answer.status === 400 ? (answer.body.error ?? '') : answer.body.report?.lines[0]?.reasons[0]?.slice(0, message.length) ?? `status ${answer.status}`);
    }
    expect(answers.map((a, i) => a.slice(0, broken[i]![1].length))).toEqual(broken.map(([, message]) => message));
    expect(await snapshot(db)).toEqual(before);
  }, 120_000);

  it('photos given by address: fetched and kept in the library; a 404, one over 15 MB, one that never answers and a private address are left out with why, the listing imported without them', async () => {
    const { db } = services;
    await seedBackoffice(db, services.backoffice.members);
    const adviserId = await sevranAdviser(db);
    const jpeg = await smallJpeg({ r: 10, g: 200, b: 10 });
    const server = http.createServer((req, res) => {
      if (req.url === '/ok.jpg') return res.writeHead(200, { 'content-type': 'image/jpeg' }).end(jpeg);
      if (req.url === '/big.jpg') return res.writeHead(200, { 'content-length': String(16 * 1024 * 1024) }).end();
      if (req.url === '/slow.jpg') return; // never answers
      res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const line = { ...saleFlat(1), 85: `${base}/ok.jpg`, 86: `${base}/missing.jpg`, 87: `${base}/big.jpg`, 88: `${base}/slow.jpg` };
      const user = await db.selectFrom('auth_user').select('id').where('email', '=', LEA).executeTakeFirstOrThrow();
      const member = (await services.backoffice.members.activeMemberOfUser(user.id))!;
      const run = (importer: PolirisImporter) => importer.run({ actor: memberActor(member), scope: listingScopeOf(member), adviserId, bytes: polirisCsv([line]), apply: true, confirmed: false });
      const report = (await run(new PolirisImporter(new ListingEditorRepository(db, services.backoffice.audit), services.backoffice.media, webhookFetch('allow'), communeOf, 3000))) as Done;
      expect(report.lines[0]).toMatchObject({ outcome: 'created', draft: false });
      expect(report.lines[0]!.photoNotes).toEqual([
        `Photo 2 (${base}/missing.jpg) : le serveur a répondu 404.`,
        `Photo 3 (${base}/big.jpg) : plus de 15 Mo.`,
        `Photo 4 (${base}/slow.jpg) : pas de réponse en 3 secondes.`,
      ]);
      const stored = await db.selectFrom('listing_details').select('photos').where('listing_id', '=', 'pl-sevran-T1').executeTakeFirstOrThrow();
      expect(JSON.parse(stored.photos)).toEqual([expect.objectContaining({ src: expect.stringMatching(/^uploads\/[0-9a-f]{64}\.jpg$/), alt: 'Séjour' })]);
      const refusing = (await run(new PolirisImporter(new ListingEditorRepository(db, services.backoffice.audit), services.backoffice.media, webhookFetch('refuse'), communeOf, 3000))) as Done;
      expect(refusing.lines[0]!.photoNotes[0]).toBe(`Photo 1 (${base}/ok.jpg) : adresse injoignable ou refusée (réseau privé).`);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  }, 120_000);

  it('a line whose contact e-mail (rank 107) is another adviser’s of the agency goes to that adviser; an unknown e-mail to the default adviser (read back)', async () => {
    const { db } = services;
    await seedBackoffice(db, services.backoffice.members);
    const thomas = await sevranAdviser(db);
    const lea = (await db.selectFrom('advisers').select('id').where('agency_site_id', '=', 'sevran').where('email', '=', LEA).executeTakeFirstOrThrow()).id;
    const file = polirisCsv([
      { ...saleFlat(1), [POLIRIS.contactEmail]: 'Lea.Garnier@maisonfort.example' },
      { ...saleFlat(2), [POLIRIS.contactEmail]: 'inconnu@agence.example' },
    ]);
    expect((await importAs(services, LEA, file, { adviserId: thomas, intent: 'apply' }, 'annonces.csv')).body.report?.applied).toBe(true);
    expect((await imported(db)).map((r) => [r.id, r.adviser_id])).toEqual([
      ['pl-sevran-T1', lea],
      ['pl-sevran-T2', thomas],
    ]);
  }, 120_000);
});
