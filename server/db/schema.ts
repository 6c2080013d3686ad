import type { ColumnType, Generated as _Generated } from 'kysely';
import type { BackofficeTables } from './backoffice-schema';
import type { PagesTables } from './pages-schema';
import type { DiagnosticsTables } from './diagnostics-schema';
import type { RoutingTables } from './routing-schema';
import type { AnalyticsTables } from './analytics-schema';
import type { MediaTables } from './media-schema';

/**
 * The SQL schema as Kysely sees it. JSON travels as text (one column, the same on SQLite and
 * PostgreSQL); booleans as 0/1 integers; instants as ISO-8601 text, which sorts correctly on both.
 */
type Json = string;
type Instant = string;

export interface SitesTable {
  id: string;
  family: string;
  name: string;
  crm: Json;
  settings: Json;
  /** JSON object: path pattern → list of blocks, overriding or adding to the family's pages. */
  pages: Json;
  created_at: Instant;
  /** The network (franchisor) the site belongs to; set for every site (back-office tenancy). */
  network_id?: string | null;
  /** Null: published. An instant: unpublished by a network admin since then (migration 0022). */
  unpublished_at?: string | null;
}

/** Production host names of a site (lower case); the host is the key, so one host names one site. `<id>.localhost` always works too. */
export interface SiteHostsTable {
  host: string;
  site_id: string;
  /** 0 for the canonical host, then the aliases. */
  position: number;
}

export interface LeadsTable {
  id: string;
  site_id: string;
  /** devis, freebies, contact, conseiller, agence-contact, agence-lead… */
  type: string;
  /** Which endpoint received it (api path), for support and audits. */
  endpoint: string;
  idempotency_key: string;
  firstname: string | null;
  lastname: string | null;
  email: string | null;
  phone: string | null;
  message: string | null;
  payload: Json;
  created_at: Instant;
  /** JSON array of e-mails the lead is addressed to besides the site (an adviser); null: the site only. */
  recipients?: Json | null;
  /** SHA-256 (hex) of the token the sending browser holds: who may read a valuation request back (migration 0014). */
  viewer_token_hash?: string | null;
  /** Back-office workflow: nouveau, en_cours, gagne, perdu, spam. */
  status?: string;
  assigned_member_id?: string | null;
  updated_at?: Instant | null;
  /** When its personal data was erased (a member's request or the retention job, migration 0023); null: never. */
  anonymised_at?: Instant | null;
  /** The utm_source of the page the form was sent from (migration 0038, the audience dashboard); null: none. */
  source?: string | null;
}

export interface LeadDeliveriesTable {
  id: string;
  lead_id: string;
  /** 'confirmation': the e-mail to the visitor (e.g. the meeting sign-up's, with its .ics). */
  /** 'reminder': a booked diagnostic visit's e-mail the day before, its row written with the booking and due then. */
  channel: 'email' | 'webhook' | 'confirmation' | 'alert' | 'reminder';
  /** undeliverable: terminal (lead or site deleted), never retried. */
  status: 'pending' | 'delivered' | 'undeliverable';
  attempts: number;
  next_attempt_at: Instant;
  last_error: string | null;
  delivered_at: Instant | null;
  created_at: Instant;
  /** 'alert' rows: which e-mail ('confirm:<alert id>' or 'notify:<notification id>'). */
  ref?: string | null;
}

export interface PostsTable {
  id: string;
  site_id: string;
  slug: string;
  title: string;
  image: string | null;
  date: string;
  description_html: string | null;
  excerpt: string | null;
  category: string | null;
  author: string | null;
  read_mins: number | null;
  seo_title: string | null;
  seo_description: string | null;
  /** Set on a post the network's CRM wrote through the API (migration 0025): unique per network. */
  network_id?: string | null;
  external_id?: string | null;
  /** Back-office news (migration 0030): unpublished since; last edit; 1 while a scheduled post is not yet due. */
  unpublished_at?: string | null;
  updated_at?: string | null;
  pending_publication?: number;
}

/** A renamed post's former slug on a site (or 'network:<id>'), answered 301 to the post's current one. */
export interface PostSlugRedirectsTable {
  site_id: string;
  old_slug: string;
  post_id: string;
  created_at: string;
}

export interface ServicePagesTable {
  /** Family-wide content when site_id is '*', a franchisee's own text otherwise. */
  site_id: string;
  slug: string;
  group: string;
  title: string;
  image: string | null;
  description_html: string | null;
  seo_title: string | null;
  seo_description: string | null;
}

export interface SimulatorTrackingTable {
  id: string;
  site_id: string;
  numero: string;
  page_url: string;
  created_at: Instant;
}

export interface RateLimitHitsTable {
  /** Limiter prefix and client key, e.g. 'ip:203.0.113.9'. */
  key: string;
  hits: number;
  reset_at: Instant;
}

export interface AdvisersTable {
  id: string;
  slug: string;
  network_site_id: string;
  agency_site_id: string | null;
  kind: string;
  first_name: string;
  last_name: string;
  /** placeKey of 'first last', for the case- and accent-insensitive name search. */
  name_key: string;
  title: string;
  avatar_url: string | null;
  cover_url: string | null;
  phone: string;
  email: string;
  address: string;
  city: string;
  zip: string;
  insee: string | null;
  dep: string | null;
  region: string | null;
  country: string;
  lat: number | null;
  lng: number | null;
  zones: Json;
  languages: Json;
  networks: Json;
  years_experience: number;
  sales_count: number;
  description: string;
  active: number;
  rsac_number: string;
  rsac_city: string;
  network_name: string;
  card_t_number: string;
  card_t_issuer: string;
  guarantee_insurer: string;
  guarantee_amount: number;
  created_at: Instant;
  /** Set on an adviser the network's CRM wrote through the API (migration 0025): unique per network. */
  network_id?: string | null;
  external_id?: string | null;
}

export interface AdviserZonesTable {
  adviser_id: string;
  insee: string;
  dep: string;
}

export interface AdviserReviewsTable {
  id: string;
  adviser_id: string;
  author: string;
  rating: number;
  source: string;
  date: string;
  text: string;
}

export interface ListingsTable {
  id: string;
  slug: string;
  network_site_id: string;
  adviser_id: string;
  status: string;
  publication: string;
  type: string;
  title: string;
  price: number;
  area: number | null;
  land: number | null;
  rooms: number | null;
  beds: number | null;
  baths: number | null;
  exclusive: number;
  virtual_tour: number;
  /** Bit set of FEATURE_FLAGS (bit i = FEATURE_FLAGS[i]). */
  features: number;
  dpe_letter: string | null;
  insee: string;
  zip: string;
  city: string;
  city_key: string;
  dep: string;
  region: string;
  lat: number | null;
  lng: number | null;
  cover_src: string | null;
  cover_alt: string | null;
  photo_count: number;
  published_at: Instant;
  price_changed_at: Instant | null;
  updated_at: Instant;
  /** 1: under offer ('sous compromis', migration 0031). */
  under_offer?: number;
  /** The network and the CRM's id of a listing written through the API (migration 0036); null otherwise. */
  network_id?: string | null;
  external_id?: string | null;
  /** When an import withdrew it (absent from its agency's file, migration 0044); deleted 7 days later. Null otherwise. */
  import_hidden_at?: Instant | null;
}

/** An agency's Poliris feed polled from an address (migration 0045), one per agency site. */
export interface ListingFeedsTable {
  site_id: string;
  network_id: string;
  url: string;
  every_hours: number;
  adviser_id: string;
  next_run_at: Instant;
  last_run_at: Instant | null;
  /** 'applied' | 'waiting' (a file awaiting the owner's confirmation) | 'failed'. */
  last_status: string | null;
  last_message: string | null;
  /** The file awaiting confirmation (it would withdraw more than half of the agency's listings). */
  pending_file: Buffer | null;
  pending_at: Instant | null;
  pending_hidden: number | null;
  pending_current: number | null;
  updated_at: Instant;
}

/** One price change of a listing (migration 0032). */
export interface ListingPriceChangesTable {
  id: string;
  listing_id: string;
  old_price: number;
  new_price: number;
  changed_at: Instant;
}

export interface ListingDetailsTable {
  listing_id: string;
  description: string;
  highlight: string | null;
  floor: number | null;
  heating: string | null;
  parking: number | null;
  year: number | null;
  virtual_tour_url: string | null;
  photos: Json;
  sale_terms: Json | null;
  rent_terms: Json | null;
  energy: Json | null;
  coownership: Json | null;
  georisques: number;
  site_ids: Json;
}

export interface BuyerAlertsTable {
  id: string;
  site_id: string;
  email: string;
  firstname: string | null;
  lastname: string | null;
  phone: string | null;
  message: string | null;
  criteria: Json;
  status: 'pending' | 'active' | 'unsubscribed';
  confirm_token: string;
  created_at: Instant;
  confirmed_at: Instant | null;
  unsubscribed_at: Instant | null;
  last_notified_at: Instant | null;
  /** The lead the form stored: the alert's outbox rows hang on it. */
  lead_id: string | null;
  /** Scheme and host the visitor used, for the links of the alert's e-mails. */
  origin: string | null;
  locale: string | null;
}

/** One e-mail of matching listings sent (through the outbox) to an alert. */
export interface AlertNotificationsTable {
  id: string;
  alert_id: string;
  /** JSON array of listing ids, in the e-mail's order. */
  listing_ids: Json;
  created_at: Instant;
}

/** A listing notified to an alert: primary key (alert_id, listing_id), so never twice. */
export interface AlertNotifiedListingsTable {
  alert_id: string;
  listing_id: string;
  notification_id: string;
  reason: 'published' | 'price-drop';
  price: number;
  notified_at: Instant;
}

/** Comparator reference entry (network spec §3); shares and fees in whole % and € HT. */
export interface RecrutementReferencesTable {
  id: string;
  site_id: string;
  nature: 'agence' | 'reseau';
  nom: string;
  pourcentage: number;
  coutmensuel: number;
  coutparvente: number;
  /** Where the figures come from (a public page, or 'Exemple fictif'). */
  source: string;
  checked_on: string;
}

export interface RecrutementTestimonialsTable {
  id: string;
  site_id: string;
  position: number;
  title: string;
  subtitle: string;
  video_url: string;
  image: string;
}

export interface RecrutementMediaArticlesTable {
  id: string;
  site_id: string;
  outlet: string;
  title: string;
  excerpt: string;
  url: string;
  date: string;
}

/** One counter per site ('*': every site), bumped by triggers when its content changes (migration 0010). */
export interface ContentVersionsTable {
  scope: string;
  version: number;
}

export interface Database extends BackofficeTables, DiagnosticsTables, RoutingTables, PagesTables, MediaTables, AnalyticsTables {
  content_versions: ContentVersionsTable;
  advisers: AdvisersTable;
  adviser_zones: AdviserZonesTable;
  adviser_reviews: AdviserReviewsTable;
  listings: ListingsTable;
  listing_details: ListingDetailsTable;
  listing_price_changes: ListingPriceChangesTable;
  listing_feeds: ListingFeedsTable;
  buyer_alerts: BuyerAlertsTable;
  alert_notifications: AlertNotificationsTable;
  alert_notified_listings: AlertNotifiedListingsTable;
  recrutement_references: RecrutementReferencesTable;
  recrutement_testimonials: RecrutementTestimonialsTable;
  recrutement_media_articles: RecrutementMediaArticlesTable;
  sites: SitesTable;
  site_hosts: SiteHostsTable;
  leads: LeadsTable;
  lead_deliveries: LeadDeliveriesTable;
  posts: PostsTable;
  post_slug_redirects: PostSlugRedirectsTable;
  service_pages: ServicePagesTable;
  simulator_tracking: SimulatorTrackingTable;
  rate_limit_hits: RateLimitHitsTable;
}

export type { ColumnType };
