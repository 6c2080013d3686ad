import type { TFunction } from 'i18next';
import { useTranslation } from './use-translation';
import type { Message } from '../../domain/i18n/message';
import { type Namespace, NAMESPACES } from './namespaces';

/**
 * Validation messages are catalogue keys ('forms:email.invalid', decision 0016): the domain stays free
 * of any language and each answer is translated in the request's locale. A message that is not a key
 * of a known namespace (a schema not moved to keys yet) is shown as it is.
 */
export function isMessageKey(message: string): boolean {
  const match = /^([a-z]+):[\w.-]+$/.exec(message);
  return match !== null && (NAMESPACES as readonly string[]).includes(match[1] as string);
}

export function translateMessage(t: TFunction<Namespace[]>, message: string, values?: Record<string, unknown>): string {
  // The key is only known at run time: the catalogue test checks the keys the schemas use exist.
  return isMessageKey(message) ? (t as unknown as (key: string, values?: Record<string, unknown>) => string)(message, values) : message;
}

/** A domain Message (key + values, a value being a Message in turn) or a plain string, translated. */
export function translateDomainMessage(t: TFunction<Namespace[]>, text: Message | string): string {
  if (typeof text === 'string') return translateMessage(t, text);
  const values = Object.fromEntries(Object.entries(text.values ?? {}).map(([name, value]) => [name, typeof value === 'object' ? translateDomainMessage(t, value) : value]));
  return translateMessage(t, text.key, values);
}

/** In a component: `const message = useMessage(); message(error)`, or `message(domainMessage)`. */
export function useMessage(): (message: string | Message, values?: Record<string, unknown>) => string {
  // Every namespace (a message names its own): in the browser the texts come from the page's record,
  // or from i18next with the page's catalogues (decision 0060), never from a fetch of all of them.
  const { t } = useTranslation([...NAMESPACES]);
  return (message, values) => (typeof message === 'string' ? translateMessage(t, message, values) : translateDomainMessage(t, message));
}
