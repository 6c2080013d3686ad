import { matchPath } from 'react-router';
import type { PageDefinition } from '../../domain/sites/site';

export interface PageMatch {
  pattern: string;
  page: PageDefinition;
  params: Record<string, string | undefined>;
}

/** A site's own pages first (they override or add), then its family's table. */
export function matchPage(
  pathname: string,
  sitePages: Record<string, PageDefinition>,
  familyPages: Record<string, PageDefinition>,
): PageMatch | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  for (const table of [sitePages, familyPages]) {
    for (const [pattern, page] of Object.entries(table)) {
      const match = matchPath({ path: pattern, caseSensitive: false, end: true }, path);
      if (match) return { pattern, page, params: { ...match.params } };
    }
  }
  return null;
}
