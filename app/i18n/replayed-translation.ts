import { useSyncExternalStore } from 'react';
import type { i18n as I18n } from 'i18next';
import { isLocale, type Locale } from '../../domain/i18n/locale';
import { pageFamily, pageLocale } from '../page-document';
import { toAnswer } from './answer';
import { pageNamespaces } from './page-namespaces';
import { answerKeyOf, callKeyOf, parseRecordedTexts, RECORDED_TEXTS_ID, type RecordedTexts } from './replay-keys';

/**
 * The browser's `useTranslation` (decision 0060): the page hydrates with the texts the server recorded
 * (same call, same text), so neither i18next nor the catalogues are downloaded to show a page. A call
 * the server did not make (a message after an interaction, a page reached by a client navigation)
 * needs i18next: it is fetched then, with the page's catalogues, and every translating component
 * renders again once it is there. It is also fetched at the visitor's first interaction and before a
 * client navigation (root's clientMiddleware), so such a call rarely has to wait.
 */

type UntypedT = ((key: unknown, ...rest: unknown[]) => unknown) & Record<string, unknown>;
type Options = { keyPrefix?: string; lng?: string };
/** What the browser's answer carries: `t`, and the page's language (the only parts of `i18n` read). */
type Answer = [UntypedT, PageLanguage, boolean] & { t: UntypedT; i18n: PageLanguage; ready: boolean };
type PageLanguage = { language: Locale; resolvedLanguage: Locale };

let recorded: RecordedTexts | null = null;
let rawRecord: string | null = null;
let full: I18n | null = null;
let loading: Promise<I18n | null> | null = null;
const listeners = new Set<() => void>();
const answers = new Map<string, Answer>();

/** The page's recorded texts as the server wrote them (read once, before hydration changes nothing). */
export function recordedTextsSource(): string {
  if (rawRecord === null) rawRecord = document.getElementById(RECORDED_TEXTS_ID)?.textContent ?? '';
  return rawRecord;
}

function recordedTexts(): RecordedTexts {
  return (recorded ??= parseRecordedTexts(recordedTextsSource()));
}

/** Fetches i18next and the page's catalogues once (again after a failure); resolves to null when it failed. */
export function loadTranslations(): Promise<I18n | null> {
  loading ??= import('./i18n.client')
    .then(({ initClientI18n }) => initClientI18n(pageNamespaces(pageFamily())))
    .then(
      (i18n) => {
        setTranslations(i18n);
        return i18n;
      },
      () => {
        loading = null;
        return null;
      },
    );
  return loading;
}

/** i18next for every text not recorded; every translating component renders again (also a test's setup). */
export function setTranslations(i18n: I18n | null): void {
  full = i18n;
  answers.clear();
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useReplayedTranslation(ns?: string | readonly string[], options: Options = {}): Answer {
  // i18next once it is loaded. Recorded texts come first, so hydration gives the server's texts even
  // when a visitor's early move has loaded it already.
  const i18n = useSyncExternalStore(subscribe, getTranslations, getTranslations);
  const namespaces = typeof ns === 'string' ? [ns] : ns ? [...ns] : ['common'];
  const key = answerKeyOf(namespaces, options.keyPrefix, options.lng);
  const cacheKey = `${i18n ? 'full' : 'recorded'}|${key}`;
  let answer = answers.get(cacheKey);
  if (!answer) {
    answer = replayAnswer(key, namespaces, options, i18n);
    answers.set(cacheKey, answer);
  }
  return answer;
}

function getTranslations(): I18n | null {
  return full;
}

function replayAnswer(answerKey: string, namespaces: string[], options: Options, i18n: I18n | null): Answer {
  // i18next was set up in the page's language.
  const locale = i18n && isLocale(i18n.language) ? i18n.language : pageLocale();
  // The same fixed `t` react-i18next builds (default namespace mode: the first namespace).
  const fixed = i18n ? (i18n.getFixedT.bind(i18n) as unknown as (...args: unknown[]) => UntypedT)(options.lng ?? locale, namespaces[0], options.keyPrefix) : null;
  const t = ((key: unknown, ...rest: unknown[]) => {
    const call = callKeyOf(key, rest);
    const calls = recordedTexts()[answerKey];
    if (call !== null && calls && Object.hasOwn(calls, call)) return calls[call];
    if (fixed) return fixed(key, ...rest);
    // Not recorded and i18next not there yet: nothing for now, the text comes with the new render.
    void loadTranslations();
    return '';
  }) as UntypedT;
  return toAnswer(t, { language: locale, resolvedLanguage: locale });
}
