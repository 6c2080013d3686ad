/**
 * What must be equal between our pipeline and React Router's reference (decision 0157), in forms
 * that can be compared: the parts of an answer that vary by design (the nonce, the date, the length
 * of a streamed body, the render cache's own marker) are left out or replaced.
 */

/** Headers that differ by design: per response (date, ETag), transport (length or chunks; br, or the cache's gzip copy), or the cache's marker. */
const VOLATILE_HEADERS = new Set(['date', 'etag', 'content-length', 'content-encoding', 'transfer-encoding', 'connection', 'keep-alive', 'x-render-cache', 'last-modified', 'age']);
/**
 * The HTTP caching headers are the render cache's own answer (server/render-cache/cache-middleware:
 * public with a Vary for a cacheable page, private otherwise), and the reference runs without it:
 * they are left out here, and tested where they are made (e2e/render-cache.spec.ts).
 */
const RENDER_CACHE_HEADERS = new Set(['cache-control', 'vary']);

/**
 * A Content-Security-Policy without its script proofs: a page rendered for the request allows its
 * scripts by nonce, a render-cache hit by their hashes (decision 0046), and a hit without any inline
 * script carries neither. Whether the proofs let every script run is what the browser says: the
 * suite fails on any CSP violation.
 */
export function comparableCsp(value: string): string {
  return value
    .split(';')
    .map((directive) => directive.trim())
    .filter(Boolean)
    .map((directive) => {
      const [name = '', ...tokens] = directive.split(/\s+/);
      const kept = [...new Set(tokens.filter((t) => !/^'(nonce|sha256|sha384|sha512)-/.test(t)))].sort();
      return [name, ...kept].join(' ');
    })
    .sort()
    .join('; ');
}

/** The headers that matter, lower-cased and sorted; Set-Cookie reduced to names and attributes (values may carry a date). */
export function comparableHeaders(headers: { name: string; value: string }[]): Record<string, string> {
  const out: Record<string, string[]> = {};
  for (const { name, value } of headers) {
    const key = name.toLowerCase();
    if (VOLATILE_HEADERS.has(key) || RENDER_CACHE_HEADERS.has(key)) continue;
    let kept = value;
    if (key === 'content-security-policy' || key === 'content-security-policy-report-only') kept = comparableCsp(value);
    if (key === 'set-cookie') kept = value.split(';').map((part, i) => (i === 0 ? part.split('=')[0]!.trim() : part.trim().split('=')[0]!.toLowerCase())).join('; ');
    (out[key] ??= []).push(kept);
  }
  return Object.fromEntries(Object.entries(out).sort(([a], [b]) => a.localeCompare(b)).map(([k, v]) => [k, v.sort().join('\n')]));
}

/** Visible text with runs of white space made one space, line by line. */
export function comparableText(text: string): string {
  return text
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}

/** The English address of a French path: '/' → '/en/', '/contact?x' → '/en/contact?x'. */
export function englishPath(path: string): string {
  return `/en${path}`;
}
