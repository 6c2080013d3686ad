import { createContext } from 'react';
import { callKeyOf, type RecordedTexts } from './replay-keys';

/**
 * The texts one server render translated (decision 0060), written into the page for the browser.
 * One per request: `entry.server.tsx` provides it, the server's `useTranslation` feeds it.
 */
export class TextRecorder {
  readonly texts: RecordedTexts = {};
  private readonly answers = new Map<string, (key: unknown, ...rest: unknown[]) => unknown>();

  /** The answer's `t`, recording each text it gives under the answer's key and the call's. */
  recording<T extends (key: unknown, ...rest: unknown[]) => unknown>(answerKey: string, t: T): T {
    let recording = this.answers.get(answerKey);
    if (!recording) {
      const calls: Record<string, unknown> = (this.texts[answerKey] ??= {});
      recording = (key: unknown, ...rest: unknown[]) => {
        const text = t(key, ...rest);
        const call = callKeyOf(key, rest);
        if (call !== null) calls[call] = text;
        return text;
      };
      // What react-i18next sets on its own `t` (language, namespaces), kept for callers that read it.
      Object.assign(recording, t);
      this.answers.set(answerKey, recording);
    }
    return recording as T;
  }
}

export const TextRecorderContext = createContext<TextRecorder | null>(null);
