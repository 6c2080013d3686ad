import { randomUUID } from 'node:crypto';
import { cleanValue, stripControlCharacters } from '../../domain/input/bounded-input';
import type { Site } from '../../domain/sites/site';
import type { Transaction } from 'kysely';
import type { Db } from '../db/database.server';
import type { Database } from '../db/schema';
import type { Logger } from '../log/logger.server';
import { findLeadByKey, type LeadRow } from '../repositories/leads.server';
import { recipientOf } from './deliverers.server';
import type { Channel, Outbox } from './outbox.server';
import { routeStoredLead, type RoutingHints } from '../routing/lead-router.server';

export interface LeadInput {
  type: string;
  /** The endpoint that received it, e.g. '/api/contact/'. */
  endpoint: string;
  firstname?: string | null;
  lastname?: string | null;
  email?: string | null;
  phone?: string | null;
  message?: string | null;
  payload?: unknown;
  /** Who the lead is addressed to besides the site (an adviser's e-mail): they receive it, the site in copy. */
  recipients?: readonly string[];
  /**
   * More rows written with the lead, in its transaction (a booked appointment, issue 33): if it
   * throws, nothing is stored. A LeadRefusedError it throws reaches the visitor as a refusal.
   */
  inTransaction?: (trx: Transaction<Database>, lead: LeadRow) => Promise<void>;
  /** What routing may use besides the lead (issue 36): the listing's adviser, its postcode and price. */
  routing?: RoutingHints;
  /** The utm_source of the page the form was sent from, for the audience dashboard (decision 0129); null: none. */
  source?: string | null;
}

export interface SubmitResult {
  lead: LeadRow;
  /** True when the idempotency key had already stored this lead: nothing new was written. */
  duplicate: boolean;
}

// Control characters (NUL first) are stripped here too, so both databases store the same text.
const emptyToNull = (v: string | null | undefined) => {
  const text = v === undefined || v === null ? '' : stripControlCharacters(v).trim();
  return text === '' ? null : text;
};

/** A refusal decided while storing (a slot booked in the meantime): the visitor's answer, not a failure. */
export class LeadRefusedError extends Error {}

/** A storage failure, carrying the database's own error (not a rollback's complaint about it). */
export class LeadStorageError extends Error {}

function cleanPayload(payload: unknown): unknown {
  const cleaned = cleanValue(payload ?? null);
  // Endpoints bound payloads before this point; one deeper still is kept as a note, never half-stored.
  return cleaned.ok ? cleaned.value : { tronque: 'données trop imbriquées' };
}

/**
 * The one way every form of every family stores a lead: one transaction writes the lead and its
 * outbox rows; delivery happens afterwards, so the visitor's answer never waits for SMTP.
 */
/** Writes that go with a lead, in its transaction (the networks' `lead.created` webhooks), and what to do once committed. */
export interface LeadStoredHook {
  inTransaction(trx: Transaction<Database>, lead: LeadRow): Promise<void>;
  committed(): void;
}

export class LeadService {
  constructor(
    private readonly db: Db,
    private readonly outbox: Outbox,
    private readonly logger: Logger,
    private readonly hook: LeadStoredHook | null = null,
  ) {}

  async submit(site: Site, input: LeadInput, idempotencyKey?: string | null): Promise<SubmitResult> {
    const key = stripControlCharacters(idempotencyKey ?? '').trim().slice(0, 120) || randomUUID();
    const existing = await findLeadByKey(this.db, site.id, key);
    if (existing) return { lead: existing, duplicate: true };

    const now = new Date().toISOString();
    const lead: LeadRow = {
      id: randomUUID(),
      site_id: site.id,
      type: input.type,
      endpoint: input.endpoint,
      idempotency_key: key,
      firstname: emptyToNull(input.firstname),
      lastname: emptyToNull(input.lastname),
      email: emptyToNull(input.email),
      phone: emptyToNull(input.phone),
      message: emptyToNull(input.message),
      payload: JSON.stringify(cleanPayload(input.payload)),
      created_at: now,
      recipients: input.recipients?.length ? JSON.stringify(input.recipients) : null,
      source: input.source || null,
    };
    const channels = this.outbox.channels().filter((c) => (c !== 'email' || recipientOf(site) || input.recipients?.length) && (this.outbox.accepts?.(c, lead, site) ?? true));
    // When a write fails (read-only or full disk), SQLite has already rolled back and the
    // transaction's own rollback then fails with 'no transaction is active': keep the first error.
    let cause: unknown = null;
    try {
      await this.db.transaction().execute(async (trx) => {
        try {
          await trx.insertInto('leads').values(lead).execute();
          for (const channel of channels) {
            await trx
              .insertInto('lead_deliveries')
              .values({ id: randomUUID(), lead_id: lead.id, channel: channel as Channel, status: 'pending', attempts: 0, next_attempt_at: now, last_error: null, delivered_at: null, created_at: now })
              .execute();
          }
          // Routing rules (issue 36): the assignee and why, stored with the lead.
          await routeStoredLead(trx, lead, input.routing ?? { adviserEmail: input.recipients?.[0] ?? null }, new Date(now));
          if (input.inTransaction) await input.inTransaction(trx, lead);
          await this.hook?.inTransaction(trx, lead);
        } catch (error) {
          cause = error;
          throw error;
        }
      });
    } catch (error) {
      // Two identical posts racing: the unique (site, key) index lets one win; the other reads it.
      const raced = await findLeadByKey(this.db, site.id, key).catch(() => undefined);
      if (raced) return { lead: raced, duplicate: true };
      const real = cause ?? error;
      if (real instanceof LeadRefusedError) throw real;
      throw new LeadStorageError(`lead not stored: ${real instanceof Error ? real.message : String(real)}`, { cause: real });
    }
    this.logger.info(
      { leadId: lead.id, site: site.id, type: lead.type, endpoint: lead.endpoint, channels },
      channels.length ? 'lead stored' : 'lead stored (no delivery channel configured: kept in the database)',
    );
    void this.outbox.kick();
    this.hook?.committed();
    return { lead, duplicate: false };
  }
}
