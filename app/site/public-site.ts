import { localHostOf } from '../../domain/sites/host';
import { toPublicSite as projectSite } from '../../domain/sites/parse-site';
import type { PublicSite, Site } from '../../domain/sites/site';

export type { PublicSite } from '../../domain/sites/site';

/** What the browser may know of a site: its family's allow-list, no page definitions, no host list. */
export function toPublicSite(site: Site, requestUrl: URL): PublicSite {
  return projectSite(site, requestUrl.origin);
}

/** The canonical origin: the first production host, or the local one. */
export function canonicalOrigin(site: Site, requestUrl: URL): string {
  const host = site.hosts[0];
  return host ? `https://${host}` : `${requestUrl.protocol}//${localHostOf(site.id)}${requestUrl.port ? `:${requestUrl.port}` : ''}`;
}
