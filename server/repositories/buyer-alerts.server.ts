import { randomBytes, randomUUID } from 'node:crypto';
import type { AlertCriteria } from '../../domain/alerts/buyer-alert';
import type { Db } from '../db/database.server';
import type { BuyerAlertsTable } from '../db/schema';

export type BuyerAlertRow = BuyerAlertsTable;

export interface NewAlert {
  siteId: string;
  leadId: string;
  email: string;
  firstname: string | null;
  lastname: string | null;
  phone: string | null;
  message: string | null;
  criteria: AlertCriteria;
  origin: string;
  locale: string;
}

/** An outbox row of the 'alert' channel: the confirmation or one e-mail of matches, hung on the alert's lead. */
function alertDelivery(leadId: string, ref: string, now: string) {
  return { id: randomUUID(), lead_id: leadId, channel: 'alert' as const, status: 'pending' as const, attempts: 0, next_attempt_at: now, last_error: null, delivered_at: null, created_at: now, ref };
}

/**
 * Buyer alerts (decision 0032): pending until the visitor follows the e-mailed link, active then,
 * unsubscribed for good after the signed link. Every e-mail is an outbox row, written in the same
 * transaction as what it announces.
 */
export class BuyerAlertsRepository {
  constructor(private readonly db: Db) {}

  /** Stores a pending alert and queues its confirmation e-mail. */
  async create(alert: NewAlert, now = new Date()): Promise<BuyerAlertRow> {
    const at = now.toISOString();
    const row: BuyerAlertRow = {
      id: randomUUID(),
      site_id: alert.siteId,
      email: alert.email,
      firstname: alert.firstname,
      lastname: alert.lastname,
      phone: alert.phone,
      message: alert.message,
      criteria: JSON.stringify(alert.criteria),
      status: 'pending',
      confirm_token: randomBytes(24).toString('base64url'),
      created_at: at,
      confirmed_at: null,
      unsubscribed_at: null,
      last_notified_at: null,
      lead_id: alert.leadId,
      origin: alert.origin,
      locale: alert.locale,
    };
    await this.db.transaction().execute(async (trx) => {
      await trx.insertInto('buyer_alerts').values(row).execute();
      await trx.insertInto('lead_deliveries').values(alertDelivery(alert.leadId, `confirm:${row.id}`, at)).execute();
    });
    return row;
  }

  byId(id: string): Promise<BuyerAlertRow | undefined> {
    return this.db.selectFrom('buyer_alerts').selectAll().where('id', '=', id).executeTakeFirst();
  }

  byToken(token: string): Promise<BuyerAlertRow | undefined> {
    return this.db.selectFrom('buyer_alerts').selectAll().where('confirm_token', '=', token).executeTakeFirst();
  }

  /** pending → active (once; following the link again changes nothing). An unsubscribed alert stays off. */
  async confirm(token: string, now = new Date()): Promise<BuyerAlertRow | undefined> {
    await this.db.updateTable('buyer_alerts').set({ status: 'active', confirmed_at: now.toISOString() }).where('confirm_token', '=', token).where('status', '=', 'pending').execute();
    return this.byToken(token);
  }

  async unsubscribe(id: string, now = new Date()): Promise<void> {
    await this.db.updateTable('buyer_alerts').set({ status: 'unsubscribed', unsubscribed_at: now.toISOString() }).where('id', '=', id).where('status', '!=', 'unsubscribed').execute();
  }

  activeAlerts(): Promise<BuyerAlertRow[]> {
    return this.db.selectFrom('buyer_alerts').selectAll().where('status', '=', 'active').where('lead_id', 'is not', null).orderBy('created_at').execute();
  }

  /** Which of these listings were already notified to the alert. */
  async notifiedListingIds(alertId: string, listingIds: string[]): Promise<Set<string>> {
    if (!listingIds.length) return new Set();
    const rows = await this.db.selectFrom('alert_notified_listings').select('listing_id').where('alert_id', '=', alertId).where('listing_id', 'in', listingIds).execute();
    return new Set(rows.map((r) => r.listing_id));
  }

  /**
   * Records one e-mail of matches and queues it. The (alert, listing) primary key makes a second
   * writer (another instance, an overlapping run) fail as a whole: nothing is sent twice.
   */
  async recordNotification(alert: BuyerAlertRow, listings: Array<{ id: string; price: number; reason: 'published' | 'price-drop' }>, now = new Date()): Promise<string | null> {
    if (!alert.lead_id || !listings.length) return null;
    const leadId = alert.lead_id;
    const at = now.toISOString();
    const id = randomUUID();
    try {
      await this.db.transaction().execute(async (trx) => {
        await trx.insertInto('alert_notifications').values({ id, alert_id: alert.id, listing_ids: JSON.stringify(listings.map((l) => l.id)), created_at: at }).execute();
        await trx
          .insertInto('alert_notified_listings')
          .values(listings.map((l) => ({ alert_id: alert.id, listing_id: l.id, notification_id: id, reason: l.reason, price: l.price, notified_at: at })))
          .execute();
        await trx.insertInto('lead_deliveries').values(alertDelivery(leadId, `notify:${id}`, at)).execute();
        await trx.updateTable('buyer_alerts').set({ last_notified_at: at }).where('id', '=', alert.id).execute();
      });
      return id;
    } catch (error) {
      // Lost the race to another writer: it recorded (and will send) these listings.
      const already = await this.notifiedListingIds(alert.id, listings.map((l) => l.id));
      if (already.size) return null;
      throw error;
    }
  }

  notification(id: string) {
    return this.db.selectFrom('alert_notifications').selectAll().where('id', '=', id).executeTakeFirst();
  }
}
