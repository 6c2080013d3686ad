/**
 * The one rule for every "go back there" value a visitor can write (a form's redirectTo, the
 * consent form's retour): the value is resolved against the site's own origin the way a browser
 * would, and kept only when it lands on that same origin. Anything doubtful falls back.
 *
 * Refused before resolving, because browsers and proxies read them in ways `new URL` does not:
 * - control characters (tab, CR, LF… are dropped by the URL parser: `/\t/evil.example` becomes
 *   `//evil.example`; a CR or LF would also break the Location header);
 * - backslashes and Unicode slashes (`\`, `／`, `＼`, `∕`, `⁄`…), which some clients fold into `/`;
 * - anything that is not a path (`https:`, `javascript:`, `data:`, a relative `x/y`).
 * Refused after resolving: a path that starts with `//` once dot segments are gone (`/.//evil`),
 * and encoded slashes in the path (`/%2f%2fevil`), which a proxy may decode.
 */
export const MAX_RETURN_PATH_LENGTH = 500;

// C0 controls, DEL, C1 controls, and the line/paragraph separators: matching them is the point.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
// Backslash and the Unicode characters drawn as a slash or a backslash.
const SLASH_LOOKALIKES = /[\\\u2044\u2215\u2216\u2571\u2572\u29f5\u29f8\u29f9\u3033\u30fb\ufe68\uff0f\uff3c]/;

/**
 * The path (with its query and fragment) to send the visitor back to on `origin`, or `fallback`.
 * `origin` is the site's own origin (or any URL on it: only its origin counts).
 */
export function ownReturnPath(value: unknown, origin: string | URL, fallback = '/'): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_RETURN_PATH_LENGTH) return fallback;
  if (!value.startsWith('/') || value.startsWith('//')) return fallback;
  // NFKC folds the full-width forms into ASCII: checked on both spellings.
  const folded = value.normalize('NFKC');
  if (CONTROL.test(value) || SLASH_LOOKALIKES.test(value) || SLASH_LOOKALIKES.test(folded) || folded.startsWith('//')) return fallback;
  let site: URL;
  let resolved: URL;
  try {
    site = new URL(origin);
    resolved = new URL(value, site.origin);
  } catch {
    return fallback;
  }
  if (resolved.origin !== site.origin) return fallback;
  const { pathname, search, hash } = resolved;
  if (!pathname.startsWith('/') || pathname.startsWith('//') || /%(2f|5c)/i.test(pathname)) return fallback;
  return `${pathname}${search}${hash}`;
}
