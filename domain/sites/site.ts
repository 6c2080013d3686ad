import type { AgencePublicSite, AgenceSite } from '../agence/site';
import type { DiagPublicSite, DiagSite } from '../diag/site';
import type { ImmoPublicSite, ImmoSite } from '../immo/site';
import type { RecrutementPublicSite, RecrutementSite } from '../recrutement/site';
import type { ListingScopeKind, SiteFeatures } from './features';

/** The four site families (DESIGN.md): which pages and blocks a site can use. */
export const FAMILIES = ['diag', 'immo', 'agence', 'recrutement'] as const;
export type Family = (typeof FAMILIES)[number];

export function isFamily(value: string): value is Family {
  return (FAMILIES as readonly string[]).includes(value);
}

/** A block as stored in data: a type name and its props, parsed by the block's schema when read. */
export interface BlockInstance {
  type: string;
  /** Parsed by the block's schema when read: invalid props are logged and the block skipped. */
  props?: unknown;
}

/** A page stored as data: its blocks, and optionally its own title and description. */
export interface PageDefinition {
  title?: string;
  description?: string;
  blocks: BlockInstance[];
}

/** A site row before its family's schemas have read its CRM record and settings. */
export interface RawSite {
  id: string;
  family: Family;
  name: string;
  hosts: string[];
  crm: unknown;
  settings: unknown;
  pages: Record<string, PageDefinition>;
}

/** A site of family F: its CRM record C and settings S already parsed by the family's schemas. */
export interface SiteRecord<F extends Family, C, S> {
  id: string;
  family: F;
  name: string;
  /** Production host names (lower case); `<id>.localhost` always works too. */
  hosts: string[];
  /** The CRM record of the local business, field names as the CRM spells them. */
  crm: C;
  settings: S;
  /** Path pattern → page, overriding or adding to the family's page table. */
  pages: Record<string, PageDefinition>;
  /** What the network's capabilities need of the site, computed by its family's parser (decision 0153). */
  features: SiteFeatures;
  /** Whose listings and advisers the site shows (computed by its family's parser). */
  listingScope: ListingScopeKind;
}

/** What the browser may know of a site: the family's allow-list of CRM fields and settings, no pages, no hosts. */
export interface PublicSiteRecord<F extends Family, C, S> {
  id: string;
  family: F;
  name: string;
  crm: C;
  settings: S;
  /** The origin this request came in on (for absolute links such as the canonical URL). */
  origin: string;
}

/** A site of any family: shared code reads its `features` and `listingScope`; a family's own code knows its type. */
export type Site = DiagSite | ImmoSite | AgenceSite | RecrutementSite;
export type PublicSite = DiagPublicSite | ImmoPublicSite | AgencePublicSite | RecrutementPublicSite;
