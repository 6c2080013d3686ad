import { useContext } from 'react';
import type { i18n as I18n, TFunction } from 'i18next';
import { getI18n, I18nContext, useTranslation as useReactTranslation } from 'react-i18next';

/**
 * The app's `useTranslation`: react-i18next's in the browser; on the server, one answer per i18n
 * instance, namespaces and key prefix, kept for the life of the process (decision 0047).
 *
 * During a server render hooks keep nothing from one render to the next, so react-i18next 17 builds,
 * in every component that translates, a copy of the i18n instance (all its property descriptors) and
 * a new fixed `t`, and i18next copies its whole options object on each `t` call: about a quarter of
 * the CPU of a diag home. The server's instances never change language (one per locale, built once
 * in instances.server.ts) and their catalogues are bundled, so the same `t` serves every request, and
 * a key asked with the same values always gives the same text: it is translated once.
 */
export const useTranslation: typeof useReactTranslation = import.meta.env.SSR
  ? (useServerTranslation as typeof useReactTranslation)
  : useReactTranslation;

type Answer = [TFunction, I18n, boolean] & { t: TFunction; i18n: I18n; ready: boolean };
type UntypedT = ((key: unknown, ...rest: unknown[]) => unknown) & { lng?: string; lngs?: readonly string[]; ns?: unknown; keyPrefix?: unknown };
type Options = { i18n?: I18n; keyPrefix?: string; lng?: string };

const answers = new WeakMap<I18n, Map<string, Answer>>();

function useServerTranslation(ns?: string | readonly string[], options: Options = {}): Answer {
  const context = useContext(I18nContext) as { i18n?: I18n; defaultNS?: string | readonly string[] } | undefined;
  const i18n = options.i18n ?? context?.i18n ?? getI18n();
  const requested = ns ?? context?.defaultNS ?? i18n.options.defaultNS ?? 'translation';
  const namespaces: string[] = typeof requested === 'string' ? [requested] : [...(requested as readonly string[])];
  const key = `${namespaces.join(',')}|${options.keyPrefix ?? ''}|${options.lng ?? ''}`;
  let forInstance = answers.get(i18n);
  if (!forInstance) answers.set(i18n, (forInstance = new Map()));
  let answer = forInstance.get(key);
  if (!answer) {
    answer = serverAnswer(i18n, namespaces, options);
    forInstance.set(key, answer);
  }
  return answer;
}

/** Texts kept per answer: the catalogue keys, times the values the pages pass (site names, counts…). */
const MAX_TEXTS = 4_000;

/** The key of a call whose text can be kept: a string key and options made of strings, numbers and booleans. */
function callKey(key: unknown, rest: unknown[]): string | null {
  if (typeof key !== 'string' || rest.length > 1) return null;
  const options = rest[0];
  if (options === undefined) return key;
  if (typeof options !== 'object' || options === null) return null;
  for (const value of Object.values(options)) {
    const kind = typeof value;
    if (kind !== 'string' && kind !== 'number' && kind !== 'boolean') return null;
  }
  return `${key}\u0000${JSON.stringify(options)}`;
}

/** The same fixed `t` react-i18next would build, remembering the texts it gave. */
function serverAnswer(i18n: I18n, namespaces: string[], options: Options): Answer {
  const fallbackMode = (i18n.options.react as { nsMode?: string } | undefined)?.nsMode === 'fallback';
  // i18next's typings know neither the fourth argument (react-i18next passes it) nor untyped keys.
  const getFixedT = i18n.getFixedT.bind(i18n) as unknown as (...args: unknown[]) => UntypedT;
  const fixed = getFixedT(options.lng ?? i18n.language, fallbackMode ? namespaces : namespaces[0], options.keyPrefix, { scopeNs: namespaces });
  const texts = new Map<string, string>();
  const t = ((key: unknown, ...rest: unknown[]) => {
    const call = callKey(key, rest);
    if (call === null) return fixed(key, ...rest);
    const known = texts.get(call);
    if (known !== undefined) return known;
    const text = fixed(key, ...rest);
    // Objects (returnObjects) are not kept: a caller could change them. Values come from visitors
    // too (a search text), so the map is bounded: emptied when full, it fills again with what is asked.
    if (typeof text === 'string') {
      if (texts.size >= MAX_TEXTS) texts.clear();
      texts.set(call, text);
    }
    return text;
  }) as unknown as TFunction;
  // <Trans t={t}> reads the namespaces and language from the function, as on react-i18next's own.
  Object.assign(t, { lng: fixed.lng, lngs: fixed.lngs, ns: fixed.ns, keyPrefix: fixed.keyPrefix });
  const answer = [t, i18n, true] as unknown as Answer;
  answer.t = t;
  answer.i18n = i18n;
  answer.ready = true;
  return answer;
}
