import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { createAlertDeliverer } from './alerts/alert-deliverer.server';
import { AlertNotifier } from './alerts/alert-notifier.server';
import { BuyerAlertsRepository } from './repositories/buyer-alerts.server';
import { type AddressSearch, createAddressSearch } from './clients/ban/index.server';
import type { Env } from './config/env.server';
import { createDatabase, type Db, type DbKind } from './db/database.server';
import { migrateToLatest } from './db/migrate.server';
import { createLogErrorReporter, type ErrorReporter } from './errors/error-reporter.server';
import { createEmailDeliverer, createWebhookDeliverer, type Deliverer } from './leads/deliverers.server';
import { createConfirmationDeliverer } from './leads/confirmation.server';
import { createReminderDeliverer } from './diagnostics/appointment-reminder.server';
import { diagAppointmentConfirmationWith } from './diagnostics/appointment-mail.server';
import { LeadService } from './leads/lead-service.server';
import { MEETING_SIGNUP_TYPE, meetingConfirmation } from './recrutement/meeting-confirmation.server';
import { type Channel, Outbox } from './leads/outbox.server';
import type { Logger } from './log/logger.server';
import { SitesRepository } from './repositories/sites.server';
import { AdvisersRepository } from './repositories/advisers.server';
import { ListingsRepository } from './repositories/listings.server';
import { seedDemo } from './seed/seed.server';
import { type Backoffice, createBackoffice } from './backoffice/backoffice.server';
import { seedBackoffice } from './seed/backoffice.server';
import { createGeocoder, type Geocoder } from './geo/geocoder.server';
import { createDpeSource, type DpeSource } from './clients/ademe/index.server';
import { type Analytics, createAnalytics } from './analytics/analytics.server';

/** Everything a loader or action may use, built once at start and handed over through the router context. */
export interface Services {
  env: Env;
  logger: Logger;
  db: Db;
  dbKind: DbKind;
  sites: SitesRepository;
  outbox: Outbox;
  leads: LeadService;
  errors: ErrorReporter;
  /** Address suggestions (BAN, or the bundled commune list when BAN_API_URL=offline). */
  addresses: AddressSearch;
  /** Coordinates of CRM addresses, cached, for the contact page's map. */
  geocoder: Geocoder;
  /** DPE certificates from the ADEME open data (or the bundled samples). */
  dpe: DpeSource;
  /** Network listings (search, map, property pages) and advisers (directory, profiles). */
  listings: ListingsRepository;
  advisers: AdvisersRepository;
  /** Buyer alerts: stored, confirmed, unsubscribed; the notifier queues their e-mails (decision 0032). */
  alerts: BuyerAlertsRepository;
  alertNotifier: AlertNotifier;
  /** Signs the alerts' unsubscribe links (ALERT_LINK_SECRET, or drawn at start for a demo). */
  alertLinkSecret: string;
  /** The operators' back-office: accounts, sessions, members, the lead inbox (issue 29). */
  backoffice: Backoffice;
  /** First-party audience counters (issue 36 item 4): page views counted on the server, no cookie, no address. */
  analytics: Analytics;
}

export function createServices(env: Env, logger: Logger, overrides: { db?: { db: Db; kind: DbKind } } = {}): Services {
  const { db, kind } = overrides.db ?? createDatabase(env.DATABASE_URL);
  const sites = new SitesRepository(db);
  const listings = new ListingsRepository(db);
  const alerts = new BuyerAlertsRepository(db);
  const alertLinkSecret = env.ALERT_LINK_SECRET ?? randomBytes(32).toString('base64url');
  if (!env.ALERT_LINK_SECRET && env.NODE_ENV === 'production') logger.warn('ALERT_LINK_SECRET not set: alert unsubscribe links drawn for this run only (demo)');
  const deliverers: Partial<Record<Channel, Deliverer>> = {};
  if (env.SMTP_URL) deliverers.email = createEmailDeliverer(env.SMTP_URL, env.LEAD_FROM_EMAIL);
  if (env.LEAD_WEBHOOK_URL) deliverers.webhook = createWebhookDeliverer(env.LEAD_WEBHOOK_URL);
  if (env.SMTP_URL) deliverers.confirmation = createConfirmationDeliverer(env.SMTP_URL, env.LEAD_FROM_EMAIL, { [MEETING_SIGNUP_TYPE]: meetingConfirmation, devis: diagAppointmentConfirmationWith(alertLinkSecret) });
  if (env.SMTP_URL) deliverers.reminder = createReminderDeliverer(env.SMTP_URL, env.LEAD_FROM_EMAIL, db);
  if (env.SMTP_URL) deliverers.alert = createAlertDeliverer(env.SMTP_URL, env.LEAD_FROM_EMAIL, alertLinkSecret, alerts, listings);
  const outbox = new Outbox(db, deliverers, (id) => sites.byId(id), logger, {
    intervalMs: env.OUTBOX_INTERVAL_MS,
    baseDelayMs: env.OUTBOX_BASE_DELAY_MS,
    maxDelayMs: Math.max(env.OUTBOX_BASE_DELAY_MS, 3_600_000),
    // An attempt ends within 20 s (SMTP socket 15 s, webhook 10 s); the lease is six times that.
    attemptTimeoutMs: 20_000,
    leaseMs: 120_000,
    concurrency: 4,
    batchSize: 40,
  });
  const backoffice = createBackoffice(env, db, kind, logger, () => sites.invalidate());
  // A network's `lead.created` webhooks are written in the lead's own transaction.
  const leads = new LeadService(db, outbox, logger, backoffice.webhooks.leadHook);
  const alertNotifier = new AlertNotifier(db, alerts, listings, sites, outbox, logger, env.ALERTS_INTERVAL_MS);
  const addresses = createAddressSearch(env, logger);
  return { env, logger, db, dbKind: kind, sites, outbox, leads, errors: createLogErrorReporter(logger), addresses, geocoder: createGeocoder(addresses), dpe: createDpeSource(env), listings, advisers: new AdvisersRepository(db), alerts, alertNotifier, alertLinkSecret, backoffice, analytics: createAnalytics(db, sites, logger) };
}

/** Migrates, seeds the demo sites on first start, and starts the outbox worker. */
export async function startServices(services: Services): Promise<void> {
  const applied = await migrateToLatest(services.db as never, services.dbKind);
  if (applied.length) services.logger.info({ applied, db: services.dbKind }, 'migrations applied');
  if (services.env.SEED_DEMO) {
    const seeded = await seedDemo(services.db);
    if (seeded) services.logger.info({ sites: seeded }, 'demo data seeded');
    // Planner statistics for the freshly loaded listings (the search picks its index from them).
    if (seeded) await sql`analyze`.execute(services.db);
    const members = await seedBackoffice(services.db, services.backoffice.members);
    if (members) services.logger.info({ members }, 'back-office demo members seeded');
  }
  // SQLite keeps its statistics current only when asked; PostgreSQL's autovacuum does it itself.
  if (services.dbKind === 'sqlite') await sql`pragma optimize=0x10002`.execute(services.db);
  services.outbox.start();
  services.backoffice.mail.start();
  services.backoffice.retention.start();
  services.backoffice.listingPurge.start();
  services.backoffice.listingFeedJob.start();
  services.backoffice.escalation.start();
  services.backoffice.webhooks.outbox.start();
  services.backoffice.newsSchedule.start();
  services.alertNotifier.start();
  services.analytics.counter.start();
  services.analytics.purge.start();
}

/** Stops every background worker and waits for the passes in flight (a test does this before dropping its database). */
export async function stopWorkers(services: Services): Promise<void> {
  await services.alertNotifier.stop();
  await services.outbox.stop();
  await services.backoffice.mail.stop();
  await services.backoffice.retention.stop();
  await services.backoffice.listingPurge.stop();
  await services.backoffice.listingFeedJob.stop();
  await services.backoffice.escalation.stop();
  await services.backoffice.webhooks.outbox.stop();
  await services.backoffice.newsSchedule.stop();
  await services.analytics.counter.stop();
  await services.analytics.purge.stop();
}

export async function stopServices(services: Services): Promise<void> {
  await stopWorkers(services);
  await services.db.destroy();
}
