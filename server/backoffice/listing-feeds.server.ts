import { changedFields } from '../../domain/backoffice/audit-changes';
import { FEED_WITHOUT_LISTINGS, feedAnswerProblem, type FeedAddressPolicy, feedFetchFailure, feedUrlProblem, type ListingFeedInput, nextFeedRun } from '../../domain/listings/listing-feed';
import type { Transaction } from 'kysely';
import type { Db } from '../db/database.server';
import type { Database } from '../db/schema';
import type { AuditActor, AuditLog } from './audit-log.server';
import type { ListingEditorRepository, ListingEditorScope } from './listing-editor.server';
import type { ImportReport, PolirisImporter } from './listing-import.server';
import { readPolirisUpload } from './poliris-file.server';

/** The import's actor when the schedule runs a feed. */
export const FEED_ACTOR: AuditActor = { memberId: null, label: 'flux programmé' };
/** A feed's file is fetched within this time and this size (the upload's limit). */
export const FEED_TIMEOUT_MS = 30_000;
export const FEED_MAX_BYTES = 32 * 1024 * 1024;

export interface ListingFeedView {
  siteId: string;
  siteName: string;
  url: string;
  everyHours: number;
  adviserId: string;
  adviserName: string;
  nextRunAt: string;
  lastRunAt: string | null;
  lastStatus: 'applied' | 'waiting' | 'failed' | null;
  lastMessage: string | null;
  /** A file that would withdraw more than half of the agency's listings, awaiting the owner. */
  pending: { at: string; hidden: number; current: number } | null;
}

export type FeedSaveResult = { ok: true } | { ok: false; field: 'url' | 'adviserId'; key: string };

type Fetched = { ok: true; bytes: Uint8Array } | { ok: false; message: string };

/**
 * Agencies' Poliris feeds polled from an address (issue 32 item 4, decision 0145): the owner's settings
 * (scoped: a site outside the member's scope is not found), and the scheduled run, which fetches the
 * file (timeout, size cap, public https addresses only in production) and hands it to the upload's own
 * importer: the same dry run and gate, the same all-or-nothing transaction, the same confirmation rule.
 * A file that would withdraw more than half of the agency's listings is kept for the owner instead of
 * applied; an outage (no answer, an error status, an empty file, a web page) changes nothing and is
 * said on the import page.
 */
export class ListingFeeds {
  constructor(
    private readonly db: Db,
    private readonly audit: AuditLog,
    private readonly listings: ListingEditorRepository,
    private readonly importer: PolirisImporter,
    private readonly fetchFeed: typeof fetch,
    private readonly policy: FeedAddressPolicy,
    private readonly limits = { timeoutMs: FEED_TIMEOUT_MS, maxBytes: FEED_MAX_BYTES },
  ) {}

  private inScope(scope: ListingEditorScope, db: Db | Transaction<Database> = this.db) {
    let query = db.selectFrom('listing_feeds').where('listing_feeds.network_id', '=', scope.networkId);
    if (scope.siteIds) query = query.where('listing_feeds.site_id', 'in', scope.siteIds.length ? [...scope.siteIds] : ['']);
    return query;
  }

  /** The feeds of the member's agencies, with what their last run did. */
  async list(scope: ListingEditorScope): Promise<ListingFeedView[]> {
    const rows = await this.inScope(scope)
      .innerJoin('sites', 'sites.id', 'listing_feeds.site_id')
      .leftJoin('advisers', 'advisers.id', 'listing_feeds.adviser_id')
      .select(['listing_feeds.site_id', 'sites.name as site_name', 'url', 'every_hours', 'adviser_id', 'advisers.first_name', 'advisers.last_name', 'next_run_at', 'last_run_at', 'last_status', 'last_message', 'pending_at', 'pending_hidden', 'pending_current'])
      .orderBy('sites.name')
      .execute();
    return rows.map((r) => ({
      siteId: r.site_id,
      siteName: r.site_name,
      url: r.url,
      everyHours: Number(r.every_hours),
      adviserId: r.adviser_id,
      adviserName: r.first_name ? `${r.first_name} ${r.last_name}` : '—',
      nextRunAt: r.next_run_at,
      lastRunAt: r.last_run_at,
      lastStatus: r.last_status as ListingFeedView['lastStatus'],
      lastMessage: r.last_message,
      pending: r.pending_at ? { at: r.pending_at, hidden: Number(r.pending_hidden), current: Number(r.pending_current) } : null,
    }));
  }

  /** Sets the feed of the adviser's agency (one per agency); it runs at the schedule's next look. Audited. */
  async save(actor: AuditActor, scope: ListingEditorScope, input: ListingFeedInput, now = new Date()): Promise<FeedSaveResult> {
    const problem = feedUrlProblem(input.url, this.policy);
    if (problem) return { ok: false, field: 'url', key: problem };
    const adviser = await this.listings.adviserInScope(scope, input.adviserId);
    if (!adviser) return { ok: false, field: 'adviserId', key: 'listingFeed.adviserRequired' };
    const siteId = adviser.agencySiteId ?? adviser.networkSiteId;
    if (scope.siteIds && !scope.siteIds.includes(siteId)) return { ok: false, field: 'adviserId', key: 'listingFeed.adviserRequired' };
    const iso = now.toISOString();
    await this.db.transaction().execute(async (trx) => {
      const before = await trx.selectFrom('listing_feeds').select(['url', 'every_hours', 'adviser_id']).where('site_id', '=', siteId).executeTakeFirst();
      const values = { url: input.url, every_hours: input.everyHours, adviser_id: adviser.id };
      if (before) await trx.updateTable('listing_feeds').set({ ...values, next_run_at: iso, updated_at: iso }).where('site_id', '=', siteId).execute();
      else await trx.insertInto('listing_feeds').values({ site_id: siteId, network_id: scope.networkId, ...values, next_run_at: iso, last_run_at: null, last_status: null, last_message: null, pending_file: null, pending_at: null, pending_hidden: null, pending_current: null, updated_at: iso }).execute();
      const view = (v: { url: string; every_hours: number; adviser_id: string } | undefined) => (v ? { url: v.url, everyHours: Number(v.every_hours), adviserId: v.adviser_id } : null);
      await this.audit.record(trx, { networkId: scope.networkId, siteId, actor, action: 'listing-feed.save', targetType: 'listing-feed', targetId: siteId, changes: changedFields(view(before), view(values)!) }, now);
    });
    return { ok: true };
  }

  /** Removes an agency's feed (its listings stay as they are). False: not in the scope. Audited. */
  async remove(actor: AuditActor, scope: ListingEditorScope, siteId: string, now = new Date()): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const feed = await this.inScope(scope, trx).select(['url']).where('site_id', '=', siteId).executeTakeFirst();
      if (!feed) return false;
      await trx.deleteFrom('listing_feeds').where('site_id', '=', siteId).execute();
      await this.audit.record(trx, { networkId: scope.networkId, siteId, actor, action: 'listing-feed.delete', targetType: 'listing-feed', targetId: siteId, changes: changedFields({ url: feed.url }, { url: null }) }, now);
      return true;
    });
  }

  /**
   * The owner's answer to a file awaiting confirmation: 'apply' imports exactly that file (confirmed),
   * 'dismiss' drops it. Null: no such file in the scope.
   */
  async decide(actor: AuditActor, scope: ListingEditorScope, siteId: string, decision: 'apply' | 'dismiss', now = new Date()): Promise<{ report: ImportReport | null } | null> {
    const feed = await this.inScope(scope).select(['adviser_id', 'pending_file', 'pending_at']).where('site_id', '=', siteId).executeTakeFirst();
    if (!feed?.pending_file) return null;
    const report = decision === 'apply' ? await this.importer.run({ actor, scope, adviserId: feed.adviser_id, bytes: new Uint8Array(feed.pending_file), apply: true, confirmed: true }) : null;
    const iso = now.toISOString();
    await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('listing_feeds')
        .set({
          pending_file: null,
          pending_at: null,
          pending_hidden: null,
          pending_current: null,
          ...(report ? { last_status: report.ok ? 'applied' : 'failed', last_message: report.ok ? summaryOf(report) : report.message, last_run_at: iso } : {}),
          updated_at: iso,
        })
        .where('site_id', '=', siteId)
        .where('pending_at', '=', feed.pending_at)
        .execute();
      await this.audit.record(trx, { networkId: scope.networkId, siteId, actor, action: decision === 'apply' ? 'listing-feed.confirm' : 'listing-feed.dismiss', targetType: 'listing-feed', targetId: siteId, changes: changedFields({ pendingAt: feed.pending_at }, { pendingAt: null }) }, now);
    });
    return { report };
  }

  /** Runs every feed due at `now` (the scheduled pass): how many ran. */
  async runDue(now: Date): Promise<number> {
    const due = await this.db.selectFrom('listing_feeds').select(['site_id', 'network_id', 'url', 'every_hours', 'adviser_id']).where('next_run_at', '<=', now.toISOString()).orderBy('next_run_at').execute();
    for (const feed of due) {
      // The next run is set first: a run that crashes is not retried in a loop.
      await this.db.updateTable('listing_feeds').set({ next_run_at: nextFeedRun(now, Number(feed.every_hours)).toISOString() }).where('site_id', '=', feed.site_id).execute();
      await this.runOne(feed, now);
    }
    return due.length;
  }

  private async runOne(feed: { site_id: string; network_id: string; url: string; adviser_id: string }, now: Date): Promise<void> {
    const iso = now.toISOString();
    const record = (status: 'applied' | 'waiting' | 'failed', message: string, pending?: { file: Uint8Array; hidden: number; current: number }) =>
      this.db
        .updateTable('listing_feeds')
        .set({
          last_run_at: iso,
          last_status: status,
          last_message: message,
          // A file applied since supersedes a file still awaiting confirmation; a failure keeps it.
          ...(pending ? { pending_file: Buffer.from(pending.file), pending_at: iso, pending_hidden: pending.hidden, pending_current: pending.current } : status === 'applied' ? { pending_file: null, pending_at: null, pending_hidden: null, pending_current: null } : {}),
        })
        .where('site_id', '=', feed.site_id)
        .execute();
    const fetched = await this.fetchFile(feed.url);
    if (!fetched.ok) return void (await record('failed', fetched.message));
    const scope: ListingEditorScope = { networkId: feed.network_id, siteIds: [feed.site_id], assignedTo: null, memberEmail: '' };
    const input = { actor: FEED_ACTOR, scope, adviserId: feed.adviser_id, bytes: fetched.bytes, confirmed: false };
    // A file holding no listing at all is an outage, not an empty portfolio.
    const file = readPolirisUpload(fetched.bytes);
    if (file.ok && file.lines.length === 0) return void (await record('failed', FEED_WITHOUT_LISTINGS));
    // The upload's own path: the report is computed first, and applied only when the rule allows it.
    const applied = await this.importer.run({ ...input, apply: true });
    if (!applied.ok) return void (await record('failed', `${applied.message} Rien n’a été changé.`));
    if (applied.needsConfirmation) return void (await record('waiting', `Le fichier retirerait ${applied.hidden.length} annonces sur ${applied.current} : il attend votre confirmation, rien n’a été changé.`, { file: fetched.bytes, hidden: applied.hidden.length, current: applied.current }));
    await record('applied', summaryOf(applied));
  }

  /** The feed's file: within the timeout and the size cap, and looking like a file, else why not. */
  private async fetchFile(url: string): Promise<Fetched> {
    const failed = (kind: 'timeout' | 'too-large' | 'unreachable'): Fetched => ({ ok: false, message: feedFetchFailure(kind, this.limits) });
    if (feedUrlProblem(url, this.policy)) return failed('unreachable');
    try {
      const response = await this.fetchFeed(url, { signal: AbortSignal.timeout(this.limits.timeoutMs), redirect: 'error' });
      const declared = Number(response.headers.get('content-length') ?? 0);
      if (declared > this.limits.maxBytes) {
        await response.body?.cancel();
        return failed('too-large');
      }
      const chunks: Uint8Array[] = [];
      let size = 0;
      if (response.body) {
        for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
          size += chunk.byteLength;
          if (size > this.limits.maxBytes) return failed('too-large');
          chunks.push(chunk);
        }
      }
      const bytes = new Uint8Array(Buffer.concat(chunks));
      const problem = feedAnswerProblem({ status: response.status, contentType: response.headers.get('content-type'), bytes });
      return problem ? { ok: false, message: problem } : { ok: true, bytes };
    } catch (error) {
      const name = (error as { name?: string }).name;
      return failed(name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 'unreachable');
    }
  }
}

/** One line of an applied import, for the feed's last result. */
function summaryOf(report: Extract<ImportReport, { ok: true }>): string {
  const count = (outcome: string) => report.lines.filter((l) => l.outcome === outcome).length;
  const drafts = report.lines.filter((l) => l.draft).length;
  return `Import effectué : ${count('created')} créées, ${count('updated')} mises à jour, ${count('unchanged')} inchangées, ${count('refused')} refusées ; ${drafts} en brouillon ; ${report.hidden.length} retirées.`;
}
