import type { RouterContextProvider } from 'react-router';
import type { Message } from '../../../domain/i18n/message';
import { localeContext } from '../../i18n/context';
import { fixedT } from '../../i18n/instances.server';
import { translateDomainMessage } from '../../i18n/messages';

/**
 * The price grid's and the calendar's field errors (domain Messages, `gestion:diagForms.*`) in the
 * request's language: French by default, English under /en (issue 33, decision 0142).
 */
export function errorTexts(context: Readonly<RouterContextProvider>, errors: Readonly<Record<string, Message>>): Record<string, string> {
  const t = fixedT(context.get(localeContext));
  return Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, translateDomainMessage(t, error)]));
}

export function errorListTexts(context: Readonly<RouterContextProvider>, errors: Readonly<Record<string, readonly Message[]>>): Record<string, string[]> {
  const t = fixedT(context.get(localeContext));
  return Object.fromEntries(Object.entries(errors).map(([field, list]) => [field, list.map((error) => translateDomainMessage(t, error))]));
}
