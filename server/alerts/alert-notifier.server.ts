import { type AlertCriteria, type AlertListing, alertMatches } from '../../domain/alerts/buyer-alert';
import type { ListingStatus, PropertyType } from '../../domain/listings/listing';
import type { Db } from '../db/database.server';
import { locateAlertPlaces } from './alert-places.server';
import type { Logger } from '../log/logger.server';
import type { Outbox } from '../leads/outbox.server';
import type { BuyerAlertRow, BuyerAlertsRepository } from '../repositories/buyer-alerts.server';
import { featuresFromBits } from '../repositories/listing-rows.server';
import type { ListingsRepository } from '../repositories/listings.server';
import type { SitesRepository } from '../repositories/sites.server';

/** At most this many listings in one e-mail; the rest wait for the next run (still never twice). */
const MAX_PER_MAIL = 12;

interface Candidate {
  id: string;
  adviserId: string;
  price: number;
  /** When it became interesting: its publication, or its last price drop if later. */
  eventAt: string;
  reason: 'published' | 'price-drop';
  listing: AlertListing;
}

/**
 * From when an alert watches: its creation, not its confirmation (decision 0049). The visitor asked
 * at that moment; what was published while the confirmation e-mail waited in their inbox goes in the
 * first e-mail after they confirm, once, like any later listing (never twice: alert_notified_listings).
 */
export const watchedSince = (alert: Pick<BuyerAlertRow, 'created_at'>): string => alert.created_at;

/**
 * Finds listings published, or whose price dropped, after each active alert was created, keeps
 * those the pure `alertMatches` accepts and that were never notified to that alert, and queues ONE
 * e-mail per alert listing them (decision 0032). The server runs it on an interval; the admin path
 * (a listing published or repriced) calls `run()` right away.
 */
export class AlertNotifier {
  private timer: NodeJS.Timeout | null = null;
  private current: Promise<number> | null = null;

  constructor(
    private readonly db: Db,
    private readonly alerts: BuyerAlertsRepository,
    private readonly listings: ListingsRepository,
    private readonly sites: SitesRepository,
    private readonly outbox: Outbox,
    private readonly logger: Logger,
    private readonly intervalMs: number,
  ) {}

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.run().catch((err: unknown) => this.logger.error({ err }, 'buyer alert run failed')), this.intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.current?.catch(() => 0);
  }

  /** One pass; resolves with the number of e-mails queued. Overlapping calls share the running pass. */
  run(now = new Date()): Promise<number> {
    this.current ??= this.pass(now).finally(() => (this.current = null));
    return this.current;
  }

  private async pass(now: Date): Promise<number> {
    const active = await this.alerts.activeAlerts();
    const bySite = new Map<string, BuyerAlertRow[]>();
    for (const alert of active) bySite.set(alert.site_id, [...(bySite.get(alert.site_id) ?? []), alert]);
    let queued = 0;
    for (const [siteId, alerts] of bySite) {
      const since = alerts.map(watchedSince).sort()[0]!;
      const candidates = await this.candidates(siteId, since);
      for (const alert of alerts) if (await this.notify(alert, candidates, now)) queued += 1;
    }
    if (queued) {
      this.logger.info({ queued }, 'buyer alert e-mails queued');
      void this.outbox.kick();
    }
    return queued;
  }

  private async notify(alert: BuyerAlertRow, candidates: Candidate[], now: Date): Promise<boolean> {
    let criteria: AlertCriteria;
    try {
      criteria = locateAlertPlaces(JSON.parse(alert.criteria) as AlertCriteria);
    } catch {
      this.logger.error({ alertId: alert.id }, 'buyer alert criteria unreadable');
      return false;
    }
    const since = watchedSince(alert);
    const matching = candidates.filter((c) => c.eventAt > since && alertMatches(criteria, c.listing));
    if (!matching.length) return false;
    const already = await this.alerts.notifiedListingIds(alert.id, matching.map((c) => c.id));
    const fresh = matching.filter((c) => !already.has(c.id)).slice(0, MAX_PER_MAIL);
    if (!fresh.length) return false;
    return (await this.alerts.recordNotification(alert, fresh, now)) !== null;
  }

  /** Published, unsold listings of the site's scope published or repriced down after `since`. */
  private async candidates(siteId: string, since: string): Promise<Candidate[]> {
    const site = await this.sites.byId(siteId);
    if (!site) return [];
    const scope = await this.listings.scopeOf(site);
    let query = this.db
      .selectFrom('listings')
      .select(['id', 'adviser_id', 'status', 'type', 'city', 'zip', 'lat', 'lng', 'price', 'beds', 'area', 'features', 'published_at', 'price_changed_at'])
      .where('publication', '=', 'published')
      .where('status', 'in', ['sale', 'rent'])
      .where((eb) => eb.or([eb('published_at', '>', since), eb('price_changed_at', '>', since)]));
    query = scope.kind === 'agency' ? (scope.adviserIds.length ? query.where('adviser_id', 'in', scope.adviserIds) : query.where('id', '=', '')) : query.where('network_site_id', '=', scope.siteId);
    const rows = await query.orderBy('published_at').execute();
    return rows.map((r) => {
      const dropped = r.price_changed_at !== null && r.price_changed_at > r.published_at;
      return {
        id: r.id,
        adviserId: r.adviser_id,
        price: Number(r.price),
        eventAt: dropped ? r.price_changed_at! : r.published_at,
        reason: dropped ? 'price-drop' : 'published',
        listing: {
          status: r.status as ListingStatus,
          type: r.type as PropertyType,
          city: r.city,
          zip: r.zip,
          coords: r.lat !== null && r.lng !== null ? { lat: Number(r.lat), lng: Number(r.lng) } : null,
          price: Number(r.price),
          beds: r.beds === null ? null : Number(r.beds),
          area: r.area === null ? null : Number(r.area),
          features: featuresFromBits(Number(r.features)),
        },
      };
    });
  }
}
