import { data, redirect, type RouterContextProvider } from 'react-router';
import { localizePath } from '../../../domain/i18n/locale';
import { localeContext } from '../../i18n/context';
import { servicesContext, siteContext } from '../../context';
import { memberContext, type SignedIn } from './member-context';

/** Only the operator host serves the back-office: anywhere else, every back-office URL is a 404. */
export function requireBackofficeHost(context: Readonly<RouterContextProvider>): void {
  if (context.get(siteContext).kind !== 'backoffice') throw data(null, { status: 404 });
}

/** The signed-in member, or a redirect to the sign-in page (a 404 off the operator host). */
export function requireMember(context: Readonly<RouterContextProvider>): SignedIn {
  requireBackofficeHost(context);
  const signedIn = context.get(memberContext);
  if (!signedIn) throw redirect(localizePath('/gestion/connexion', context.get(localeContext)));
  return signedIn;
}

/** Not found: another tenant's id, an unknown id, or a page the role does not have, all alike. */
export function notFound(): never {
  throw data(null, { status: 404 });
}

export function backofficeOf(context: Readonly<RouterContextProvider>) {
  return context.get(servicesContext).backoffice;
}

/** A back-office path in the request's language. */
export function pathFor(context: Readonly<RouterContextProvider>, path: string): string {
  return localizePath(path, context.get(localeContext));
}
