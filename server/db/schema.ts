import type { ColumnType, Generated as _Generated } from 'kysely';

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
}

export interface LeadDeliveriesTable {
  id: string;
  lead_id: string;
  channel: 'email' | 'webhook';
  /** undeliverable: terminal (lead or site deleted), never retried. */
  status: 'pending' | 'delivered' | 'undeliverable';
  attempts: number;
  next_attempt_at: Instant;
  last_error: string | null;
  delivered_at: Instant | null;
  created_at: Instant;
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

export interface Database {
  sites: SitesTable;
  site_hosts: SiteHostsTable;
  leads: LeadsTable;
  lead_deliveries: LeadDeliveriesTable;
  posts: PostsTable;
  service_pages: ServicePagesTable;
  simulator_tracking: SimulatorTrackingTable;
  rate_limit_hits: RateLimitHitsTable;
}

export type { ColumnType };
