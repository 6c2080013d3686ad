import type { RouterContextProvider } from 'react-router';
import { localeContext } from '../../i18n/context';
import { fixedT } from '../../i18n/instances.server';
import type { Text } from './text';

/** The back-office's texts in the request's language, for loaders, actions, e-mails and the CSV. */
export function serverText(context: Readonly<RouterContextProvider>): Text {
  const t = fixedT(context.get(localeContext)) as unknown as Text;
  return (key, values) => t(`gestion:${key}`, values);
}
