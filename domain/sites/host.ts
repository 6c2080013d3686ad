/** Host names → sites. Pure: the caller hands in the index of known hosts. */

export type HostResolution =
  | { kind: 'site'; siteId: string }
  | { kind: 'directory' }
  | { kind: 'unknown'; host: string };

export interface HostIndex {
  /** Production host (lower case, no port) → site id. */
  hosts: ReadonlyMap<string, string>;
  siteIds: ReadonlySet<string>;
}

const DIRECTORY_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);
const LOCAL_SUFFIX = '.localhost';

/** Lower case, without port, without a trailing dot. */
export function normalizeHost(host: string): string {
  let h = host.trim().toLowerCase();
  if (h.startsWith('[')) {
    const end = h.indexOf(']');
    return end === -1 ? h : h.slice(0, end + 1);
  }
  const colon = h.indexOf(':');
  if (colon !== -1) h = h.slice(0, colon);
  return h.endsWith('.') ? h.slice(0, -1) : h;
}

/**
 * The spec's site/subdomain rule: with three or more dot-separated labels the first label is the
 * subdomain and the rest the site; otherwise there is no subdomain.
 */
export function splitSiteAndSubdomain(host: string): { site: string; subdomain: string | null } {
  const h = normalizeHost(host);
  const labels = h.split('.').filter(Boolean);
  if (labels.length >= 3) return { subdomain: labels[0] ?? null, site: labels.slice(1).join('.') };
  return { site: h, subdomain: null };
}

/** The inverse of splitSiteAndSubdomain, as the X-Site / X-Subdomain headers carry it. */
export function joinSiteAndSubdomain(site: string, subdomain: string | null | undefined): string {
  const s = normalizeHost(site);
  const sub = subdomain?.trim().toLowerCase();
  return sub ? `${sub}.${s}` : s;
}

export function resolveHost(rawHost: string, index: HostIndex): HostResolution {
  const host = normalizeHost(rawHost);
  if (DIRECTORY_HOSTS.has(host)) return { kind: 'directory' };
  const known = index.hosts.get(host) ?? (host.startsWith('www.') ? index.hosts.get(host.slice(4)) : undefined);
  if (known) return { kind: 'site', siteId: known };
  if (host.endsWith(LOCAL_SUFFIX)) {
    const id = host.slice(0, -LOCAL_SUFFIX.length);
    if (index.siteIds.has(id)) return { kind: 'site', siteId: id };
  }
  return { kind: 'unknown', host };
}

/** API calls may name their site in X-Site / X-Subdomain; otherwise the request's host decides. */
export function resolveApiHost(
  requestHost: string,
  headers: { site?: string | null; subdomain?: string | null },
  index: HostIndex,
): HostResolution {
  const site = headers.site?.trim();
  if (site) return resolveHost(joinSiteAndSubdomain(site, headers.subdomain), index);
  return resolveHost(requestHost, index);
}

export function localHostOf(siteId: string): string {
  return `${siteId}${LOCAL_SUFFIX}`;
}
