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
 * a key asked without options always gives the same text: it is translated once.
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

/** The same fixed `t` react-i18next would build, remembering the texts of keys asked without options. */
function serverAnswer(i18n: I18n, namespaces: string[], options: Options): Answer {
  const fallbackMode = (i18n.options.react as { nsMode?: string } | undefined)?.nsMode === 'fallback';
  // i18next's typings know neither the fourth argument (react-i18next passes it) nor untyped keys.
  const getFixedT = i18n.getFixedT.bind(i18n) as unknown as (...args: unknown[]) => UntypedT;
  const fixed = getFixedT(options.lng ?? i18n.language, fallbackMode ? namespaces : namespaces[0], options.keyPrefix, { scopeNs: namespaces });
  const texts = new Map<string, unknown>();
  const t = ((key: unknown, ...rest: unknown[]) => {
    if (rest.length > 0 || typeof key !== 'string') return fixed(key, ...rest);
    if (texts.has(key)) return texts.get(key);
    const text = fixed(key);
    // Only keys of the catalogues are kept (a missing key comes back as itself): the map stays the size of the catalogues.
    if (text !== key) texts.set(key, text);
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
