import { randomBytes } from 'node:crypto';
import type { Env } from '../config/env.server';
import type { Db, DbKind } from '../db/database.server';
import type { Logger } from '../log/logger.server';
import { type Auth, createAuth } from '../auth/auth.server';
import { Passkeys } from '../auth/passkeys.server';
import { AuditLog } from './audit-log.server';
import { LeadInboxRepository } from './lead-inbox.server';
import { ListingEditorRepository } from './listing-editor.server';
import { createSmtpMailSender, MailOutbox } from './mail-outbox.server';
import { MembersRepository } from './members.server';
import { SiteRecordsRepository } from '../repositories/sites-admin.server';
import { SitePagesRepository } from './site-pages.server';
import { PersonalDataRepository } from './personal-data.server';
import { RetentionJob } from './retention-job.server';
import { ListingPurgeJob } from './listing-purge-job.server';
import { ListingFeeds } from './listing-feeds.server';
import { ListingFeedJob } from './listing-feed-job.server';
import { DEFAULT_SIGN_IN_LIMITS, SignInLimits } from './sign-in-limits.server';
import { createWebhooks, type Webhooks } from '../webhooks/webhooks.server';
import { RoutingAdmin } from '../routing/routing-admin.server';
import { EscalationJob } from '../routing/escalation-job.server';
import { MediaStore } from '../media/media-store.server';
import { communeOf } from '../geo/commune-of.server';
import { PolirisImporter } from './listing-import.server';
import { webhookFetch } from '../webhooks/public-network.server';
import { NewsPostsRepository } from '../news/news-posts.server';
import { NewsSchedule } from '../news/news-schedule.server';

/** Everything the back-office uses, built once at start beside the public services. */
export interface Backoffice {
  adminHost: string;
  auth: Auth;
  /** Members' passkeys, the second way in (decision 0090). */
  passkeys: Passkeys;
  /** Every back-office write records who, when and what (issue 29 item 6). */
  audit: AuditLog;
  members: MembersRepository;
  inbox: LeadInboxRepository;
  /** Site records (issue 29 item 5), scoped like the inbox. */
  sites: SiteRecordsRepository;
  pages: SitePagesRepository;
  mail: MailOutbox;
  signInLimits: SignInLimits;
  /** A person's leads found and erased on request; the network's retention delay (issue 29 item 7). */
  personalData: PersonalDataRepository;
  /** The daily anonymisation of leads past their network's retention delay. */
  retention: RetentionJob;
  /** The networks' outbound webhooks (issue 34): endpoints and their outbox. */
  webhooks: Webhooks;
  /** Lead routing's rules, escalation delay and members' availability (issue 36). */
  routing: RoutingAdmin;
  /** Leads nobody opened in time pass to the next candidate (issue 36). */
  escalation: EscalationJob;
  /** The listing editor (issue 32 item 1), scoped like the inbox. */
  listings: ListingEditorRepository;
  /** The Poliris import of an agency's portfolio (issue 32 item 4, decision 0136). */
  listingImport: PolirisImporter;
  /** Deletes the listings an import withdrew 7 days ago (migration 0044). */
  listingPurge: ListingPurgeJob;
  /** Agencies' Poliris feeds polled from an address, and their schedule (decision 0145). */
  listingFeeds: ListingFeeds;
  listingFeedJob: ListingFeedJob;
  /** Uploaded images, kept in the database (issue 31 item 5, decision 0102); /img serves them too. */
  media: MediaStore;
  /** News posts of a site and network-wide ones, edited by members (issue 31 item 4, decision 0103). */
  news: NewsPostsRepository;
  /** Drops the cached pages of sites whose scheduled posts came due. */
  newsSchedule: NewsSchedule;
  /** Whether a sign-in link may be written to the log (the demo without SMTP; never a real deployment). */
  logsSignInLinks: boolean;
}

/** `sitesChanged`: a site record was saved here (this instance reloads its sites at once; others on their next poll). */
export function createBackoffice(env: Env, db: Db, kind: DbKind, logger: Logger, sitesChanged: () => void = () => {}): Backoffice {
  const realDeployment = env.NODE_ENV === 'production' && !env.SEED_DEMO;
  const secret = env.AUTH_SECRET ?? randomBytes(32).toString('base64url');
  if (!env.AUTH_SECRET && env.NODE_ENV === 'production') logger.warn('AUTH_SECRET not set: back-office sessions signed with a key drawn for this run only (demo)');
  const mail = new MailOutbox(db, env.SMTP_URL ? createSmtpMailSender(env.SMTP_URL, env.LEAD_FROM_EMAIL) : null, logger, {
    intervalMs: env.OUTBOX_INTERVAL_MS,
    baseDelayMs: env.OUTBOX_BASE_DELAY_MS,
    maxDelayMs: Math.max(env.OUTBOX_BASE_DELAY_MS, 3_600_000),
    attemptTimeoutMs: 20_000,
    leaseMs: 120_000,
    concurrency: 2,
    batchSize: 20,
  });
  const logsSignInLinks = !env.SMTP_URL && !realDeployment;
  const auth = createAuth({
    db,
    dbKind: kind,
    secret,
    adminHost: env.ADMIN_HOST,
    secureCookies: env.NODE_ENV === 'production',
    logger,
    async sendSignInLink(email, url) {
      const queued = await mail.enqueue({ to: email, subject: 'Votre lien de connexion au back-office', text: signInText(url), kind: 'sign-in' });
      if (queued) return;
      // No SMTP server: the demo prints the link for the person at the console; a real deployment never does.
      if (logsSignInLinks) logger.info({ email, url }, 'back-office sign-in link (no SMTP_URL: printed for the demo)');
      else logger.warn({ email }, 'back-office sign-in link not sent: SMTP_URL is not set');
    },
  });
  const audit = new AuditLog(db);
  const webhooks = createWebhooks(env, db, logger, mail, audit);
  const media = new MediaStore(db, audit);
  const news = new NewsPostsRepository(db, audit, media);
  // Feeds polled from an address run the upload's own importer; the same address switch as webhooks (decision 0145).
  const feedListings = new ListingEditorRepository(db, audit, undefined, webhooks.listingHook);
  const feedFetch = webhookFetch(env.WEBHOOK_PRIVATE_ADDRESSES);
  const listingFeeds = new ListingFeeds(db, audit, feedListings, new PolirisImporter(feedListings, media, feedFetch, communeOf), feedFetch, env.WEBHOOK_PRIVATE_ADDRESSES);
  return {
    adminHost: env.ADMIN_HOST,
    auth,
    passkeys: new Passkeys(db, auth, audit),
    audit,
    webhooks,
    members: new MembersRepository(db, kind, audit),
    inbox: new LeadInboxRepository(db, audit, () => void webhooks.outbox.kick()),
    sites: new SiteRecordsRepository(db, audit, sitesChanged),
    pages: new SitePagesRepository(db, audit, sitesChanged),
    mail,
    signInLimits: new SignInLimits(db, { ...DEFAULT_SIGN_IN_LIMITS, perEmail: env.SIGN_IN_LIMIT_PER_EMAIL, perIp: env.SIGN_IN_LIMIT_PER_IP }),
    personalData: new PersonalDataRepository(db, audit),
    retention: new RetentionJob(db, audit, logger),
    listings: new ListingEditorRepository(db, audit, undefined, webhooks.listingHook),
    // The same repository (and its listing.published / listing.sold events) for imported listings.
    listingImport: new PolirisImporter(new ListingEditorRepository(db, audit, undefined, webhooks.listingHook), media, webhookFetch(env.WEBHOOK_PRIVATE_ADDRESSES), communeOf),
    listingPurge: new ListingPurgeJob(db, audit, logger),
    listingFeeds,
    listingFeedJob: new ListingFeedJob(db, listingFeeds, logger),
    media,
    news,
    newsSchedule: new NewsSchedule(news, logger),
    logsSignInLinks,
    routing: new RoutingAdmin(db, audit),
    escalation: new EscalationJob(db, audit, logger, Boolean(env.SMTP_URL), () => void mail.kick()),
  };
}

function signInText(url: string): string {
  return [
    'Bonjour,',
    '',
    'Pour vous connecter au back-office, ouvrez ce lien (valable 15 minutes, une seule fois) :',
    url,
    '',
    'Si vous n’avez rien demandé, ignorez ce message : personne ne peut se connecter sans ce lien.',
  ].join('\n');
}
