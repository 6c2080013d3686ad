import { data, redirect, type RouterContextProvider } from 'react-router';
import { localizePath } from '../../../domain/i18n/locale';
import { BODY_LIMITS } from '../../../server/api/body-limits.server';
import { readForm } from '../../../server/api/read-body.server';
import { localeContext } from '../../i18n/context';
import { servicesContext, siteContext } from '../../context';
import { memberContext, type SignedIn } from './member-context';

/** Only the operator host serves the back-office: anywhere else, every back-office URL is a 404. */
export function requireBackofficeHost(context: Readonly<RouterContextProvider>): void {
  if (context.get(siteContext).kind !== 'backoffice') throw data(null, { status: 404 });
}

/**
 * A back-office form post, read by the one bounded reader within its route's limit (decision 0067),
 * on the operator host only. Read before the member is looked up: a refused body costs at most the
 * limit, signed in or not; 413 past it, 400 when unreadable.
 */
export async function readBackofficeForm(request: Request, context: Readonly<RouterContextProvider>, route: keyof typeof BODY_LIMITS): Promise<FormData> {
  requireBackofficeHost(context);
  const read = await readForm(request, BODY_LIMITS[route]);
  if (!read.ok) throw data(read.message, { status: read.status });
  return read.form;
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
