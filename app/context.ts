import { createContext } from 'react-router';
import { type Consent, UNDECIDED } from '../domain/consent/consent';
import type { Site } from '../domain/sites/site';
import type { Services } from '../server/services.server';

/** The server services, set once per request by the Express adapter's getLoadContext. */
export const servicesContext = createContext<Services>();

/** 'backoffice': the operator host (ADMIN_HOST), which serves no site. */
export type SiteResolution = { kind: 'site'; site: Site } | { kind: 'directory' } | { kind: 'backoffice' } | { kind: 'unknown'; host: string };

/** The site the request's host (or, for /api, X-Site / X-Subdomain) names; set by the root middleware (read before it: an error, never a guess). */
export const siteContext = createContext<SiteResolution>();

/** Per-request CSP nonce for the inline scripts React Router writes. */
export const nonceContext = createContext<string>('');

/** Per-response key the lead forms' idempotency keys derive from (a cached page gets a fresh one per hit). */
export const formKeyContext = createContext<string>('');

/** The visitor's cookie consent, read once per request from its first-party cookie (root middleware). */
export const consentContext = createContext<Consent>(UNDECIDED);
