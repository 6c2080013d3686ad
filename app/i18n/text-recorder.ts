import { createContext, useState } from 'react';
import type { RecordedTexts } from './replay-keys';

/**
 * The texts one server render translated (decision 0060), written into the page for the browser.
 * One per server render of a page that hydrates (the root layout provides it, `useTextRecorder`);
 * the server's `useTranslation` feeds it. Pages without JavaScript record nothing.
 */
export class TextRecorder {
  readonly texts: RecordedTexts = {};
  private readonly answers = new Map<string, unknown>();

  /**
   * This request's answer for `answerKey`, built once by `build` with the record's place for that
   * answer (call key → text): the answer writes there each text it gives.
   */
  answerFor<A>(answerKey: string, build: (calls: Record<string, unknown>) => A): A {
    let answer = this.answers.get(answerKey) as A | undefined;
    if (answer === undefined) {
      answer = build((this.texts[answerKey] ??= {}));
      this.answers.set(answerKey, answer);
    }
    return answer;
  }
}

export const TextRecorderContext = createContext<TextRecorder | null>(null);

/** A recorder for this server render when the page hydrates; none in the browser, which replays. */
export function useTextRecorder(hydrates: boolean): TextRecorder | null {
  // import.meta.env.SSR is fixed per build: the same hooks run on every render of each side.
  // eslint-disable-next-line react-hooks/rules-of-hooks
  return import.meta.env.SSR ? useState(() => (hydrates ? new TextRecorder() : null))[0] : null;
}
