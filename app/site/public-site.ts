import { localHostOf } from '../../domain/sites/host';
import { perObject } from '../../domain/memo/per-object';
import { toPublicSite as projectSite } from '../../domain/sites/parse-site';
import type { PublicSite, Site } from '../../domain/sites/site';

export type { PublicSite } from '../../domain/sites/site';

/** What the browser may know of a site: its family's allow-list, no page definitions, no host list. */
export function toPublicSite(site: Site, requestUrl: URL): PublicSite {
  return projectedSite(site, requestUrl.origin);
}
// Once per site version and origin, not per request (decision 0057); the loaders' data is never mutated.
const projectedSite = perObject(projectSite);

/** The canonical origin: the first production host, or the local one. */
export function canonicalOrigin(site: Site, requestUrl: URL): string {
  const host = site.hosts[0];
  return host ? `https://${host}` : `${requestUrl.protocol}//${localHostOf(site.id)}${requestUrl.port ? `:${requestUrl.port}` : ''}`;
}
