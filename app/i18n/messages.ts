import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
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

/** In a component: `const message = useMessage(); message(error)`. */
export function useMessage(): (message: string, values?: Record<string, unknown>) => string {
  // Subscribed to the language only: asking useTranslation for every namespace would fetch all the
  // catalogues in the browser, where a page loads its family's only (decision 45).
  const { i18n } = useTranslation();
  const t = i18n.getFixedT(null, [...NAMESPACES]);
  return (message, values) => translateMessage(t, message, values);
}
