import { useContext } from 'react';
import type { i18n as I18n, TFunction } from 'i18next';
import { getI18n, I18nContext, type useTranslation as useReactTranslation } from 'react-i18next';
import { toAnswer } from './answer';
import { answerKeyOf, callKeyOf } from './replay-keys';
import { useReplayedTranslation } from './replayed-translation';
import { TextRecorderContext } from './text-recorder';

/**
 * The app's `useTranslation`, typed as react-i18next's. In the browser (decision 0060) it answers from
 * the texts the server recorded for the page, then from i18next once loaded: its `i18n` carries only
 * `language` and `resolvedLanguage`. On the server, one answer per i18n instance, namespaces and key
 * prefix, kept for the life of the process (decision 0047), recording what it gives for the page.
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
  : (useReplayedTranslation as unknown as typeof useReactTranslation);

type Answer = [TFunction, I18n, boolean] & { t: TFunction; i18n: I18n; ready: boolean };
type UntypedT = ((key: unknown, ...rest: unknown[]) => unknown) & { lng?: string; lngs?: readonly string[]; ns?: unknown; keyPrefix?: unknown };
type Options = { i18n?: I18n; keyPrefix?: string; lng?: string };
/** One call translated: its text, and its key in the page's record (null when it has none). */
type Translate = (key: unknown, rest: unknown[]) => { call: string | null; text: unknown };
type ServerAnswer = { answer: Answer; translate: Translate; fixed: UntypedT };

const answers = new WeakMap<I18n, Map<string, ServerAnswer>>();

function useServerTranslation(ns?: string | readonly string[], options: Options = {}): Answer {
  const context = useContext(I18nContext) as { i18n?: I18n; defaultNS?: string | readonly string[] } | undefined;
  const i18n = options.i18n ?? context?.i18n ?? getI18n();
  const requested = ns ?? context?.defaultNS ?? i18n.options.defaultNS ?? 'translation';
  const namespaces: string[] = typeof requested === 'string' ? [requested] : [...(requested as readonly string[])];
  const key = answerKeyOf(namespaces, options.keyPrefix, options.lng);
  let forInstance = answers.get(i18n);
  if (!forInstance) answers.set(i18n, (forInstance = new Map()));
  let server = forInstance.get(key);
  if (!server) {
    server = serverAnswer(i18n, namespaces, options);
    forInstance.set(key, server);
  }
  const recorder = useContext(TextRecorderContext);
  if (!recorder) return server.answer;
  // The same texts, each also written into this request's record (decision 0060).
  const { translate, fixed } = server;
  return recorder.answerFor(key, (calls) =>
    toAnswer(
      withFixedTProperties((k: unknown, ...rest: unknown[]) => {
        const { call, text } = translate(k, rest);
        if (call !== null) calls[call] = text;
        return text;
      }, fixed),
      i18n,
    ),
  );
}

/** Texts kept per answer: the catalogue keys, times the values the pages pass (site names, counts…). */
const MAX_TEXTS = 4_000;

/** The same fixed `t` react-i18next would build, remembering the texts it gave. */
function serverAnswer(i18n: I18n, namespaces: string[], options: Options): ServerAnswer {
  const fallbackMode = (i18n.options.react as { nsMode?: string } | undefined)?.nsMode === 'fallback';
  // i18next's typings know neither the fourth argument (react-i18next passes it) nor untyped keys.
  const getFixedT = i18n.getFixedT.bind(i18n) as unknown as (...args: unknown[]) => UntypedT;
  const fixed = getFixedT(options.lng ?? i18n.language, fallbackMode ? namespaces : namespaces[0], options.keyPrefix, { scopeNs: namespaces });
  const texts = new Map<string, string>();
  const translate: Translate = (key, rest) => {
    const call = callKeyOf(key, rest);
    if (call === null) return { call, text: fixed(key, ...rest) };
    const known = texts.get(call);
    if (known !== undefined) return { call, text: known };
    const text = fixed(key, ...rest);
    // Objects (returnObjects) are not kept: a caller could change them. Values come from visitors
    // too (a search text), so the map is bounded: emptied when full, it fills again with what is asked.
    if (typeof text === 'string') {
      if (texts.size >= MAX_TEXTS) texts.clear();
      texts.set(call, text);
    }
    return { call, text };
  };
  const t = withFixedTProperties((key: unknown, ...rest: unknown[]) => translate(key, rest).text, fixed);
  return { answer: toAnswer(t, i18n), translate, fixed };
}

/** A `t` carrying what react-i18next sets on its own (language, namespaces), for callers that read them. */
function withFixedTProperties(t: (key: unknown, ...rest: unknown[]) => unknown, fixed: UntypedT): TFunction {
  return Object.assign(t, { lng: fixed.lng, lngs: fixed.lngs, ns: fixed.ns, keyPrefix: fixed.keyPrefix }) as unknown as TFunction;
}
