/**
 * The keys under which a page's translated texts are written for the browser (decision 0060): the server
 * records each text a component asks for during the render, the browser answers the same calls from
 * that record, so a page hydrates without i18next or its catalogues.
 */

/** Texts per answer (namespaces, key prefix, language asked), then per call (key and values). */
export type RecordedTexts = Record<string, Record<string, unknown>>;

/** The id of the `<script type="application/json">` that carries a page's recorded texts. */
export const RECORDED_TEXTS_ID = 'recorded-texts';

/** One `useTranslation(ns, { keyPrefix, lng })` answer: the same on the server and in the browser. */
export function answerKeyOf(namespaces: readonly string[], keyPrefix?: string, lng?: string): string {
  return `${namespaces.join(',')}|${keyPrefix ?? ''}|${lng ?? ''}`;
}

/**
 * One `t` call: a string key, with no options or options made of strings, numbers, booleans (or lists
 * of strings). Any other call (a function, an object value) has no key: it is neither kept nor replayed.
 */
export function callKeyOf(key: unknown, rest: readonly unknown[]): string | null {
  if (typeof key !== 'string' || rest.length > 1) return null;
  const options = rest[0];
  if (options === undefined) return key;
  if (typeof options !== 'object' || options === null) return null;
  for (const value of Object.values(options)) {
    if (!isPlainValue(value) && !(Array.isArray(value) && value.every((item) => typeof item === 'string'))) return null;
  }
  return `${key}\u0000${JSON.stringify(options)}`;
}

function isPlainValue(value: unknown): boolean {
  const kind = typeof value;
  return value === undefined || kind === 'string' || kind === 'number' || kind === 'boolean';
}

/** The record as the text of a JSON script: '<' escaped, so no text can close the script early. */
export function serializeRecordedTexts(texts: RecordedTexts): string {
  // One pass over the text (it is written into every hydrating page).
  return JSON.stringify(texts).replace(UNSAFE_IN_SCRIPT, (c) => ESCAPED[c] ?? c);
}

const UNSAFE_IN_SCRIPT = /[<\u2028\u2029]/g;
const ESCAPED: Record<string, string> = { '<': '\\u003c', '\u2028': '\\u2028', '\u2029': '\\u2029' };

/** The record read back; anything else than an object of objects gives an empty record (every call then misses). */
export function parseRecordedTexts(text: string | null | undefined): RecordedTexts {
  if (!text) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    const texts: RecordedTexts = {};
    for (const [answer, calls] of Object.entries(parsed)) {
      if (typeof calls === 'object' && calls !== null && !Array.isArray(calls)) texts[answer] = calls as Record<string, unknown>;
    }
    return texts;
  } catch {
    return {};
  }
}
