import { useContext } from 'react';
import type { i18n as I18n, TFunction } from 'i18next';
import { getI18n, I18nContext, type useTranslation as useReactTranslation } from 'react-i18next';
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

const answers = new WeakMap<I18n, Map<string, Answer>>();

function useServerTranslation(ns?: string | readonly string[], options: Options = {}): Answer {
  const context = useContext(I18nContext) as { i18n?: I18n; defaultNS?: string | readonly string[] } | undefined;
  const i18n = options.i18n ?? context?.i18n ?? getI18n();
  const requested = ns ?? context?.defaultNS ?? i18n.options.defaultNS ?? 'translation';
  const namespaces: string[] = typeof requested === 'string' ? [requested] : [...(requested as readonly string[])];
  const key = answerKeyOf(namespaces, options.keyPrefix, options.lng);
  let forInstance = answers.get(i18n);
  if (!forInstance) answers.set(i18n, (forInstance = new Map()));
  let answer = forInstance.get(key);
  if (!answer) {
    answer = serverAnswer(i18n, namespaces, options);
    forInstance.set(key, answer);
  }
  const recorder = useContext(TextRecorderContext);
  return recorder ? recordingAnswer(answer, recorder.recording(key, answer.t as unknown as UntypedT)) : answer;
}

/** One answer per recording `t` (one per request and answer key), as react-i18next keeps its own stable. */
const recordingAnswers = new WeakMap<UntypedT, Answer>();

function recordingAnswer(answer: Answer, t: UntypedT): Answer {
  const known = recordingAnswers.get(t);
  if (known) return known;
  const recording = [t, answer.i18n, true] as unknown as Answer;
  recording.t = t as unknown as TFunction;
  recording.i18n = answer.i18n;
  recording.ready = true;
  recordingAnswers.set(t, recording);
  return recording;
}

/** Texts kept per answer: the catalogue keys, times the values the pages pass (site names, counts…). */
const MAX_TEXTS = 4_000;

/** The same fixed `t` react-i18next would build, remembering the texts it gave. */
function serverAnswer(i18n: I18n, namespaces: string[], options: Options): Answer {
  const fallbackMode = (i18n.options.react as { nsMode?: string } | undefined)?.nsMode === 'fallback';
  // i18next's typings know neither the fourth argument (react-i18next passes it) nor untyped keys.
  const getFixedT = i18n.getFixedT.bind(i18n) as unknown as (...args: unknown[]) => UntypedT;
  const fixed = getFixedT(options.lng ?? i18n.language, fallbackMode ? namespaces : namespaces[0], options.keyPrefix, { scopeNs: namespaces });
  const texts = new Map<string, string>();
  const t = ((key: unknown, ...rest: unknown[]) => {
    const call = callKeyOf(key, rest);
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
