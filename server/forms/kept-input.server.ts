/**
 * A form posted without JavaScript to an endpoint that answers with a redirect (the valuation funnel,
 * the adviser forms, the quote, the paid landing) loses what was typed when the post is refused. As for
 * the buyer alert (decision 0033), the input and each field's message travel back in a short-lived,
 * HTTP-only cookie named after the form — never in the URL, which logs and referrers keep — and the
 * page's loader fills the form again with them (decision 0070).
 */

import type { KeptInput } from '../../domain/input/kept-input';

export type { KeptInput };

const PREFIX = 'saisie_';
const MAX_AGE_SECONDS = 600;
// A browser keeps a cookie of at most 4096 bytes, name and attributes included.
const MAX_VALUE_BYTES = 3600;
const FORM_NAME = /^[a-z][a-z0-9-]{0,30}$/;

const cookieName = (form: string) => {
  if (!FORM_NAME.test(form)) throw new Error(`kept input: bad form name ${form}`);
  return `${PREFIX}${form.replace(/-/g, '_')}`;
};

const attributes = (maxAge: number) => `Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax`;

/**
 * The Set-Cookie of a refused post: the named fields of the body (strings only) and the field
 * messages. The longest values are shortened until the cookie fits a browser's limit.
 */
export function keptInputCookie(form: string, body: Record<string, unknown>, names: readonly string[], fields: Record<string, string>): string {
  const values: Record<string, string> = {};
  for (const name of names) {
    const value = body[name];
    if (typeof value === 'string' && value !== '') values[name] = value.slice(0, 5000);
  }
  const kept: KeptInput = { values, fields: Object.fromEntries(Object.entries(fields).filter(([k]) => k === '_form' || names.includes(k)).map(([k, v]) => [k, v.slice(0, 300)])) };
  let encoded = encodeURIComponent(JSON.stringify(kept));
  while (encoded.length > MAX_VALUE_BYTES) {
    const longest = Object.entries(values).sort((a, b) => b[1].length - a[1].length)[0];
    if (!longest) break;
    values[longest[0]] = longest[1].slice(0, Math.floor(longest[1].length / 2));
    encoded = encodeURIComponent(JSON.stringify(kept));
  }
  return `${cookieName(form)}=${encoded}; ${attributes(MAX_AGE_SECONDS)}`;
}

/** The Set-Cookie of an accepted post: nothing of a former refusal stays. */
export function clearKeptInputCookie(form: string): string {
  return `${cookieName(form)}=; ${attributes(0)}`;
}

/** The input a refused post kept for this form, only the named fields; null when none or unreadable. */
export function keptInputOf(request: Request, form: string, names: readonly string[]): KeptInput | null {
  const prefix = `${cookieName(form)}=`;
  const raw = (request.headers.get('cookie') ?? '')
    .split(';')
    .map((c) => c.trim())
    .find((c) => c.startsWith(prefix));
  if (!raw || raw.length === prefix.length) return null;
  try {
    const parsed: unknown = JSON.parse(decodeURIComponent(raw.slice(prefix.length)));
    if (!parsed || typeof parsed !== 'object') return null;
    const pick = (source: unknown, allowed: (k: string) => boolean) =>
      Object.fromEntries(
        Object.entries(source && typeof source === 'object' ? (source as Record<string, unknown>) : {}).filter(
          (e): e is [string, string] => allowed(e[0]) && typeof e[1] === 'string',
        ),
      );
    const { values, fields } = parsed as { values?: unknown; fields?: unknown };
    return { values: pick(values, (k) => names.includes(k)), fields: pick(fields, (k) => k === '_form' || names.includes(k)) };
  } catch {
    return null;
  }
}

/** A 303 to `location` (relative to the request) carrying cookies: Response.redirect's headers cannot take any. */
export function redirectWithCookie(request: Request, location: string, cookie: string): Response {
  return new Response(null, { status: 303, headers: { location: new URL(location, request.url).toString(), 'set-cookie': cookie } });
}
