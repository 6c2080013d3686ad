import { betterAuth } from 'better-auth';
import { magicLink } from 'better-auth/plugins/magic-link';
import type { Db, DbKind } from '../db/database.server';
import type { Logger } from '../log/logger.server';
import { passkeySession } from './passkey-session.server';

/** How long a sign-in link is valid (issue 29: 15 minutes); it is consumed by its first use. */
export const MAGIC_LINK_SECONDS = 15 * 60;
/** A session lasts a week of inactivity at most, renewed once a day of use. */
const SESSION_SECONDS = 7 * 24 * 60 * 60;
export const AUTH_BASE_PATH = '/gestion/auth';

export interface AuthSettings {
  db: Db;
  dbKind: DbKind;
  secret: string;
  /** The operator host (ADMIN_HOST, no port): links and cookies are built for it alone. */
  adminHost: string;
  /** Secure cookies (production): HttpOnly and SameSite=Lax always. */
  secureCookies: boolean;
  logger: Logger;
  /** Where a sign-in link goes: the outbox with SMTP, else the log (the demo). */
  sendSignInLink(email: string, url: string): Promise<void>;
}

/**
 * better-auth on our own database (decision 0082): its Kysely adapter over the app's Kysely instance,
 * its tables created by our migration 0020 (auth_*), passwordless only (magic link; no e-mail and
 * password, no sign-up: accounts are created by invitation). Sessions live in the database, read on
 * every request (no cookie cache), so several instances share them and a revoked member's sessions end
 * at once.
 */
export function createAuth(settings: AuthSettings) {
  const { db, dbKind, secret, adminHost, secureCookies, logger } = settings;
  return betterAuth({
    appName: 'vitrine',
    secret,
    basePath: AUTH_BASE_PATH,
    // Links are built for the operator host as the request reached it; callers hand over headers from requestHeadersForAuth().
    baseURL: { allowedHosts: [adminHost, `${adminHost}:*`], protocol: 'auto' },
    database: { db: db as never, type: dbKind },
    user: { modelName: 'auth_user' },
    session: { modelName: 'auth_session', expiresIn: SESSION_SECONDS, updateAge: 24 * 60 * 60 },
    account: { modelName: 'auth_account' },
    verification: { modelName: 'auth_verification' },
    emailAndPassword: { enabled: false },
    // Our own limits count sign-in attempts per e-mail and per IP in the shared database (sign-in-limits.server.ts).
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    advanced: {
      trustedProxyHeaders: true,
      useSecureCookies: secureCookies,
      cookiePrefix: 'vitrine',
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', path: '/' },
    },
    logger: {
      log(level, message, ...args) {
        logger[level]({ args: args.length ? args : undefined }, `auth: ${message}`);
      },
    },
    plugins: [
      magicLink({
        expiresIn: MAGIC_LINK_SECONDS,
        disableSignUp: true,
        storeToken: 'hashed',
        sendMagicLink: ({ email, url }) => settings.sendSignInLink(email, url),
      }),
      // Passkeys (decision 0090): verified by our own code with @simplewebauthn/server, then this opens the session.
      passkeySession(),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;

/**
 * The headers better-auth sees: the request's own, with the forwarded host and protocol replaced by
 * what Express already decided from them (TRUST_PROXY) and wrote into the request's URL. A client's
 * own X-Forwarded-* never reach the library.
 */
export function requestHeadersForAuth(request: Request): Headers {
  const url = new URL(request.url);
  const headers = new Headers(request.headers);
  for (const name of ['x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-for', 'forwarded']) headers.delete(name);
  headers.set('x-forwarded-host', url.host);
  headers.set('x-forwarded-proto', url.protocol.replace(':', ''));
  return headers;
}
