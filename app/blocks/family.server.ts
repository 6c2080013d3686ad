import type { Family, Site } from '../../domain/sites/site';
import type { Services } from '../../server/services.server';
import type { AnyBlockLoader, LoadersFor } from './loader-types';
import type { LeadForms } from '../../server/forms/lead-form-action.server';

/** What a family-specific route (its PDF, its quote endpoint…) receives. */
export interface FamilyRouteArgs<S extends Site = Site> {
  request: Request;
  url: URL;
  site: S;
  services: Services;
}

/**
 * The server half of a family (app/families/<family>/family.server.ts). Hooks are methods: a hook
 * written for the family's own site type fits, and the engine calls it only with such a site.
 */
export interface FamilyServer {
  id: Family;
  loaders: Readonly<Record<string, AnyBlockLoader | undefined>>;
  /** The family's mark as an SVG document: the tab icon of its sites. */
  faviconSvg: string;
  /** Structured data of a page whose blocks gave none. */
  defaultJsonLd?(site: Site, origin: string): Record<string, unknown>[];
  /** Concrete paths the page table cannot list itself (one per service, per article…). */
  sitemapPaths?(site: Site, services: Services): Promise<string[]>;
  /** Static patterns left out of sitemap.xml (funnel steps, aliases). */
  notInSitemap?: readonly string[];
  /** Paths robots are asked not to crawl, besides /api/. */
  robotsDisallow?: readonly string[];
  /** Paths served twice: alias → the canonical path. */
  canonicalAliases?: Readonly<Record<string, string>>;
  /** Handlers of the family's own routes, by route path (see app/routes/family-route.server.ts). */
  routes?: Readonly<Record<string, { handle(args: FamilyRouteArgs): Promise<Response> }['handle']>>;
  /** POST handlers of some of the family's pages, by path without locale (a page posting to itself); null: not theirs, the page's lead forms answer. */
  pageActions?: Readonly<Record<string, { handle(args: FamilyRouteArgs): Promise<Response | null> }['handle']>>;
  /** The lead forms its pages post to themselves, by the id of their hidden field (defineLeadForm, server/forms/). */
  forms?: LeadForms;
}

export interface FamilyServerDefinition<Blocks, S extends Site> {
  loaders: LoadersFor<Blocks>;
  faviconSvg: string;
  defaultJsonLd?: (site: S, origin: string) => Record<string, unknown>[];
  sitemapPaths?: (site: S, services: Services) => Promise<string[]>;
  notInSitemap?: readonly string[];
  robotsDisallow?: readonly string[];
  canonicalAliases?: Readonly<Record<string, string>>;
  routes?: Readonly<Record<string, (args: FamilyRouteArgs<S>) => Promise<Response>>>;
  pageActions?: Readonly<Record<string, (args: FamilyRouteArgs<S>) => Promise<Response | null>>>;
  forms?: LeadForms;
}

/**
 * The server half of `family`: loaders checked against the family's blocks at compile time; its hooks
 * and routes receive the family's own site type (the engine calls them only with such a site).
 */
export function defineFamilyServer<Blocks, F extends Family>(
  family: { id: F; blocks: Blocks },
  server: FamilyServerDefinition<Blocks, Extract<Site, { family: F }>>,
): FamilyServer {
  return { id: family.id, ...server };
}
