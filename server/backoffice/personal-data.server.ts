import { randomUUID } from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import { anonymisedPayload, type ErasureReason, scrubbedAuditChanges } from '../../domain/backoffice/anonymise';
import { changedFields } from '../../domain/backoffice/audit-changes';
import type { Scope } from '../../domain/backoffice/grants';
import { nationalDigits, type PersonalDataQuery } from '../../domain/backoffice/personal-data-query';
import type { Db } from '../db/database.server';
import type { Database } from '../db/schema';
import type { AuditActor, AuditLog } from './audit-log.server';
import { inScope, LeadNotFound } from './lead-inbox.server';

/** One lead found for a person: enough to recognise it before erasing it. */
export interface PersonalDataLead {
  id: string;
  siteId: string;
  siteName: string;
  type: string;
  status: string;
  createdAt: string;
  anonymisedAt: string | null;
  firstname: string | null;
  lastname: string | null;
  email: string | null;
  phone: string | null;
}

/** At most this many leads are listed (and erased at once) for one person. */
export const PERSONAL_DATA_MAX = 200;

/** What an erased delivery's error keeps: an SMTP answer may quote the visitor's address. */
export const ERASED_DELIVERY_ERROR = 'données personnelles effacées';

type Trx = Transaction<Database>;

/** The stored phone as digits only ('+33 6 39…' → '33639…'), in SQL, the same on SQLite and PostgreSQL. */
const storedPhoneDigits = sql<string>`replace(replace(replace(replace(replace(replace(coalesce(leads.phone, ''), ' ', ''), '.', ''), '-', ''), '+', ''), '(', ''), ')', '')`;

/**
 * Anonymises leads in place in the caller's transaction (issue 29 item 7): identity gone (name, e-mail,
 * phone, message, the payload's free text and identifying keys, the idempotency key a client chose, the
 * viewer token), type, site, dates, status and counts kept; notes' text blanked; pending deliveries
 * stopped and delivery errors (which may quote an address) replaced; a buyer alert hung on the lead
 * unsubscribed and emptied; earlier audit entries of the lead keep their field names but no value
 * outside the workflow's. One audit entry per lead actually anonymised, in the same transaction. A lead
 * already anonymised is left alone (the UPDATE's condition): two instances running this at once
 * anonymise and audit each lead once. Returns how many leads this call anonymised.
 */
export async function anonymiseLeads(
  trx: Trx,
  audit: AuditLog,
  leads: readonly { id: string; siteId: string; networkId: string }[],
  actor: AuditActor,
  reason: ErasureReason,
  now: Date,
): Promise<number> {
  const at = now.toISOString();
  let done = 0;
  for (const lead of leads) {
    const row = await trx.selectFrom('leads').select(['payload']).where('id', '=', lead.id).where('anonymised_at', 'is', null).executeTakeFirst();
    if (!row) continue;
    const updated = await trx
      .updateTable('leads')
      .set({
        firstname: null,
        lastname: null,
        email: null,
        phone: null,
        message: null,
        payload: anonymisedPayload(row.payload),
        idempotency_key: `efface:${lead.id}`,
        viewer_token_hash: null,
        anonymised_at: at,
      })
      .where('id', '=', lead.id)
      .where('anonymised_at', 'is', null)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) continue;
    await trx.updateTable('lead_events').set({ detail: '' }).where('lead_id', '=', lead.id).where('kind', '=', 'note').execute();
    await trx.updateTable('lead_deliveries').set({ status: 'undeliverable', last_error: ERASED_DELIVERY_ERROR }).where('lead_id', '=', lead.id).where('status', '=', 'pending').execute();
    await trx.updateTable('lead_deliveries').set({ last_error: ERASED_DELIVERY_ERROR }).where('lead_id', '=', lead.id).where('last_error', 'is not', null).execute();
    await trx
      .updateTable('buyer_alerts')
      .set({ email: '', firstname: null, lastname: null, phone: null, message: null, origin: null, confirm_token: randomUUID(), status: 'unsubscribed', unsubscribed_at: sql<string>`coalesce(unsubscribed_at, ${at})` })
      .where('lead_id', '=', lead.id)
      .execute();
    const earlier = await trx.selectFrom('audit_events').select(['id', 'changes']).where('target_type', '=', 'lead').where('target_id', '=', lead.id).execute();
    for (const entry of earlier) {
      const scrubbed = JSON.stringify(scrubbedAuditChanges(JSON.parse(entry.changes) as Record<string, { before: unknown; after: unknown }>));
      if (scrubbed !== entry.changes) await trx.updateTable('audit_events').set({ changes: scrubbed }).where('id', '=', entry.id).execute();
    }
    await audit.record(
      trx,
      { networkId: lead.networkId, siteId: lead.siteId, actor, action: 'lead.erase', targetType: 'lead', targetId: lead.id, changes: changedFields({ anonymised_at: null, reason: null }, { anonymised_at: at, reason }) },
      now,
    );
    done += 1;
  }
  return done;
}

/**
 * The personal-data page's repository: a person's leads across the sites of the member's scope, their
 * erasure on request, and the network's retention delay. Scoped like the inbox (the same `inScope`):
 * another tenant's lead is not found, and erasing it changes nothing.
 */
export class PersonalDataRepository {
  constructor(
    private readonly db: Db,
    private readonly audit: AuditLog,
  ) {}

  /** Every lead of the scope with this e-mail (exact, any case) or this phone number (however written). */
  async find(scope: Scope, query: PersonalDataQuery): Promise<PersonalDataLead[]> {
    const digits = query.phone ? nationalDigits(query.phone) : '';
    if (!query.email && !digits) return [];
    const rows = await inScope(this.db.selectFrom('leads').innerJoin('sites', 'sites.id', 'leads.site_id'), scope)
      .select(['leads.id', 'leads.site_id', 'sites.name as site_name', 'leads.type', 'leads.status', 'leads.created_at', 'leads.anonymised_at', 'leads.firstname', 'leads.lastname', 'leads.email', 'leads.phone'])
      .where((eb) =>
        eb.or([
          ...(query.email ? [eb(sql`lower(leads.email)`, '=', query.email.toLowerCase())] : []),
          ...(digits ? [eb(storedPhoneDigits, 'like', `%${digits}`)] : []),
        ]),
      )
      .orderBy('leads.created_at', 'desc')
      .orderBy('leads.id', 'desc')
      .limit(PERSONAL_DATA_MAX)
      .execute();
    return rows.map((r) => ({
      id: r.id,
      siteId: r.site_id,
      siteName: r.site_name,
      type: r.type,
      status: r.status ?? 'nouveau',
      createdAt: r.created_at,
      anonymisedAt: r.anonymised_at ?? null,
      firstname: r.firstname,
      lastname: r.lastname,
      email: r.email,
      phone: r.phone,
    }));
  }

  /**
   * Erases these leads on a person's request: every id must be a lead of the scope, else LeadNotFound
   * and nothing changes (another tenant's id is indistinguishable from an unknown one). Returns how many
   * were anonymised now (an id already anonymised counts for nothing).
   */
  async erase(scope: Scope, actor: AuditActor, leadIds: readonly string[], now = new Date()): Promise<number> {
    const ids = [...new Set(leadIds)];
    if (!ids.length || ids.length > PERSONAL_DATA_MAX) throw new LeadNotFound();
    return this.db.transaction().execute(async (trx) => {
      const found = await inScope(trx.selectFrom('leads').innerJoin('sites', 'sites.id', 'leads.site_id'), scope)
        .select(['leads.id', 'leads.site_id', 'sites.network_id'])
        .where('leads.id', 'in', ids)
        .execute();
      if (found.length !== ids.length) throw new LeadNotFound();
      return anonymiseLeads(
        trx,
        this.audit,
        found.map((r) => ({ id: r.id, siteId: r.site_id, networkId: r.network_id ?? scope.networkId })),
        actor,
        'request',
        now,
      );
    });
  }

  /** The network's retention delay in days. */
  async retentionDays(networkId: string): Promise<number> {
    const row = await this.db.selectFrom('networks').select('lead_retention_days').where('id', '=', networkId).executeTakeFirst();
    return Number(row?.lead_retention_days ?? 0);
  }

  /** Changes the network's retention delay (checked by the caller's schema), audited in the same transaction. */
  async setRetentionDays(networkId: string, actor: AuditActor, days: number, now = new Date()): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const before = await trx.selectFrom('networks').select('lead_retention_days').where('id', '=', networkId).executeTakeFirst();
      if (!before) throw new LeadNotFound();
      const changes = changedFields({ lead_retention_days: Number(before.lead_retention_days) }, { lead_retention_days: days });
      if (!Object.keys(changes).length) return;
      await trx.updateTable('networks').set({ lead_retention_days: days }).where('id', '=', networkId).execute();
      await this.audit.record(trx, { networkId, actor, action: 'network.retention', targetType: 'network', targetId: networkId, changes }, now);
    });
  }
}
