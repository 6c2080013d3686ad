import type { MiddlewareFunction } from 'react-router';
import { consentFromCookieHeader } from '../../domain/consent/consent';
import { consentContext } from '../context';

/** Reads the visitor's consent cookie once per request into the consent context. */
export const consentMiddleware: MiddlewareFunction<Response> = ({ request, context }, next) => {
  context.set(consentContext, consentFromCookieHeader(request.headers.get('cookie'), new Date()));
  return next();
};
