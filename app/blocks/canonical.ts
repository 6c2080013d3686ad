/** The canonical path of a request: no trailing slash, and an alias (a path served twice) mapped to its canonical one. */
export function canonicalPath(pathname: string, aliases: Readonly<Record<string, string>> = {}): string {
  const path = pathname === '/' ? '/' : pathname.replace(/\/+$/, '');
  return aliases[path] ?? path;
}
