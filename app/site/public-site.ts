import { localHostOf } from '../../domain/sites/host';
import type { Family, Site } from '../../domain/sites/site';

/** What the browser may know of a site: no page definitions, no raw host list. */
export interface PublicSite {
  id: string;
  family: Family;
  name: string;
  crm: Record<string, unknown>;
  settings: Record<string, unknown>;
  /** The host this request came in on (for absolute links such as the canonical URL). */
  origin: string;
}

export function toPublicSite(site: Site, requestUrl: URL): PublicSite {
  return { id: site.id, family: site.family, name: site.name, crm: site.crm, settings: site.settings, origin: requestUrl.origin };
}

/** The canonical origin: the first production host, or the local one. */
export function canonicalOrigin(site: Site, requestUrl: URL): string {
  const host = site.hosts[0];
  return host ? `https://${host}` : `${requestUrl.protocol}//${localHostOf(site.id)}${requestUrl.port ? `:${requestUrl.port}` : ''}`;
}
