/**
 * The path of a page a network admin adds to a site (decision 0099): '/' and lower-case segments of
 * letters, digits and hyphens, at most 3 segments and 80 characters; no parameter, no file extension.
 * Paths the family's table serves (its own pages and the paths its patterns match, '/actualite/x'
 * included) and the app's own prefixes are refused: a site page must never shadow a family route.
 */
export const PAGE_PATH = /^\/[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*){0,2}$/;

/** Prefixes the app itself answers (the back-office, APIs, assets, images, English pages). */
export const RESERVED_PREFIXES = ['/gestion', '/api', '/assets', '/img', '/media', '/en', '/robots.txt', '/sitemap'] as const;

export type PagePathProblem = 'format' | 'reserved' | 'family';

export function pagePathProblem(path: string, familyPatterns: readonly string[]): PagePathProblem | null {
  if (path.length > 80 || !PAGE_PATH.test(path)) return 'format';
  if (RESERVED_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}.`))) return 'reserved';
  if (familyPatterns.some((pattern) => patternMatches(pattern, path))) return 'family';
  return null;
}

/** Whether a page-table pattern ('/a/:slug', '/b/*') serves a concrete path (segments compared; case-insensitive). */
export function patternMatches(pattern: string, path: string): boolean {
  const wanted = pattern.toLowerCase().split('/').filter(Boolean);
  const given = path.toLowerCase().split('/').filter(Boolean);
  for (let i = 0; i < wanted.length; i++) {
    const segment = wanted[i] ?? '';
    if (segment === '*') return true;
    const optional = segment.endsWith('?');
    const name = optional ? segment.slice(0, -1) : segment;
    const part = given[i];
    if (part === undefined) return wanted.slice(i).every((s) => s.endsWith('?'));
    if (!name.startsWith(':') && name !== part) return false;
  }
  return given.length === wanted.length;
}
