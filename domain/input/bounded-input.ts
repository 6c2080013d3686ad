/**
 * Bounds on what a visitor may send, the same whatever the database: control characters out,
 * nesting and size of free-form values limited. Pure functions, shared by the server and tests.
 */

// C0 controls and DEL, except tab, line feed and carriage return (kept in messages).
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

/** Removes NUL and the other invisible control characters (PostgreSQL refuses NUL in text; SQLite stored it). */
export function stripControlCharacters(text: string): string {
  return text.replace(CONTROL_CHARACTERS, '');
}

/** Deepest nesting a free-form value (a lead's payload, an API body) may have. */
export const MAX_DEPTH = 8;
/** Largest serialised free-form payload kept with a lead. */
export const MAX_PAYLOAD_CHARS = 16_000;

/**
 * The value with control characters stripped from every string (keys included), or null when it
 * is nested deeper than `maxDepth`. Never recurses further than `maxDepth`.
 */
export function cleanValue(value: unknown, maxDepth = MAX_DEPTH): { ok: true; value: unknown } | { ok: false } {
  const walk = (v: unknown, depth: number): unknown => {
    if (typeof v === 'string') return stripControlCharacters(v);
    if (v === null || typeof v !== 'object') return v;
    if (depth >= maxDepth) throw TOO_DEEP;
    if (Array.isArray(v)) return v.map((item) => walk(item, depth + 1));
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(v as Record<string, unknown>)) out[stripControlCharacters(key)] = walk(item, depth + 1);
    return out;
  };
  try {
    return { ok: true, value: walk(value, 0) };
  } catch (error) {
    if (error === TOO_DEEP) return { ok: false };
    throw error;
  }
}
const TOO_DEEP = Symbol('too deep');

/** True when a free-form payload fits the bounds: not nested deeper than MAX_DEPTH, not longer than MAX_PAYLOAD_CHARS once serialised. */
export function isBoundedPayload(value: unknown): boolean {
  const cleaned = cleanValue(value);
  return cleaned.ok && (JSON.stringify(cleaned.value ?? null)?.length ?? 0) <= MAX_PAYLOAD_CHARS;
}

/** A single-line field (name, e-mail, phone…) as one line: line breaks become spaces, so it can never add lines to an e-mail. */
export function singleLine(text: string): string {
  return text.replace(/[\r\n\u0085\u2028\u2029]+/g, ' ');
}
