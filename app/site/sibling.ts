import type { PublicSite } from './public-site';

/**
 * A link to a sister site (the network's recruitment site, say): its local host when browsing the
 * demo on *.localhost, its production host otherwise.
 */
export function siblingUrl(site: PublicSite, sibling: { id: string; host: string } | undefined, path = '/'): string | null {
  if (!sibling) return null;
  const origin = new URL(site.origin);
  if (origin.hostname === 'localhost' || origin.hostname.endsWith('.localhost')) {
    return `${origin.protocol}//${sibling.id}.localhost${origin.port ? `:${origin.port}` : ''}${path}`;
  }
  return `https://${sibling.host}${path}`;
}

export function siblingSetting(settings: Record<string, unknown>, key: string): { id: string; host: string } | undefined {
  const value = settings[key];
  if (value && typeof value === 'object' && 'id' in value && 'host' in value) {
    const { id, host } = value as { id: unknown; host: unknown };
    if (typeof id === 'string' && typeof host === 'string') return { id, host };
  }
  return undefined;
}
