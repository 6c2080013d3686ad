import { localBusinessJsonLd } from '../../domain/diag/json-ld';
import type { Site } from '../../domain/sites/site';

/** Structured data of a page whose blocks gave none: the local business, for a diag site. */
export function defaultJsonLd(site: Site, origin: string): Record<string, unknown>[] {
  return site.family === 'diag' ? [localBusinessJsonLd(site, `${origin}/`)] : [];
}

// Paths served twice (spec: '/professionnel', also seen as '/professional'): one canonical URL.
const CANONICAL_ALIASES: Readonly<Record<string, string>> = { '/professional': '/professionnel' };

export function canonicalPath(pathname: string): string {
  const path = pathname === '/' ? '/' : pathname.replace(/\/+$/, '');
  return CANONICAL_ALIASES[path] ?? path;
}
