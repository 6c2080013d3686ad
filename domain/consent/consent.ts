import { addMonths } from 'date-fns';

/**
 * The visitor's cookie consent (CNIL guidance, network spec §4 'Tracking scripts'): nothing that
 * reads or writes the visitor's device for a third party runs before a purpose is granted. The
 * choice lives in one first-party cookie and is asked again after six months.
 */

/** What a visitor can consent to, one by one. */
export const CONSENT_PURPOSES = ['analytics', 'media', 'maps', 'booking'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

/** The banner's and the preferences page's names for each purpose (French, shown to visitors). */
export const CONSENT_PURPOSE_LABELS: Record<ConsentPurpose, { title: string; description: string }> = {
  analytics: { title: 'Mesure d’audience', description: 'Statistiques de visite (Google Analytics ou Google Tag Manager), adresse IP anonymisée.' },
  media: { title: 'Vidéos', description: 'Lecteurs vidéo hébergés par des tiers (YouTube, serveurs de diffusion).' },
  maps: { title: 'Cartes', description: 'Fonds de carte chargés depuis un service cartographique (OpenStreetMap).' },
  booking: { title: 'Prise de rendez-vous', description: 'Module de réservation fourni par un tiers.' },
};

/** The request's consent: `decided` is false until the visitor answers the banner. */
export interface Consent {
  decided: boolean;
  granted: Record<ConsentPurpose, boolean>;
  /** When the choice was made (ISO date); null when nothing is stored. */
  at: string | null;
}

export type ConsentSummary = 'none' | 'all' | 'custom';

export const CONSENT_COOKIE = 'vitrine_consentement';
/** CNIL: a choice (acceptance or refusal) is kept six months, then asked again. */
export const CONSENT_LIFETIME_MONTHS = 6;
const FORMAT_VERSION = 'v1';

const NOTHING: Record<ConsentPurpose, boolean> = { analytics: false, media: false, maps: false, booking: false };

export const UNDECIDED: Consent = { decided: false, granted: NOTHING, at: null };

export function isConsentPurpose(value: unknown): value is ConsentPurpose {
  return typeof value === 'string' && (CONSENT_PURPOSES as readonly string[]).includes(value);
}

/** A decided consent granting exactly `purposes` (the others refused). */
export function consentFor(purposes: Iterable<ConsentPurpose>, now: Date, decided = true): Consent {
  const granted = { ...NOTHING };
  for (const p of purposes) granted[p] = true;
  return { decided, granted, at: now.toISOString() };
}

export function grantedPurposes(consent: Consent): ConsentPurpose[] {
  return CONSENT_PURPOSES.filter((p) => consent.granted[p]);
}

/** 'none' (undecided or everything refused), 'all', or 'custom' (some purposes). */
export function summarizeConsent(consent: Consent): ConsentSummary {
  const count = grantedPurposes(consent).length;
  if (count === 0) return 'none';
  return count === CONSENT_PURPOSES.length ? 'all' : 'custom';
}

/** When a choice made at `at` stops counting. */
export function consentExpiry(at: Date): Date {
  return addMonths(at, CONSENT_LIFETIME_MONTHS);
}

/**
 * Cookie value: `v1.<d|u>.<unix seconds>.<purpose>-<purpose>` ('d' decided through the banner, 'u' a
 * single embed allowed before the banner was answered). Only RFC 6265 cookie characters.
 */
export function serializeConsent(consent: Consent): string {
  const seconds = Math.floor(new Date(consent.at ?? 0).getTime() / 1000);
  return [FORMAT_VERSION, consent.decided ? 'd' : 'u', String(seconds), grantedPurposes(consent).join('-')].join('.');
}

/**
 * Reads the cookie value; anything malformed, from another format version, dated in the future or
 * older than six months counts as no choice (the banner asks again). Unknown purposes are ignored.
 */
export function parseConsent(value: string | null | undefined, now: Date): Consent {
  if (!value) return UNDECIDED;
  const parts = value.split('.');
  if (parts.length !== 4) return UNDECIDED;
  const [version, state, seconds, list] = parts as [string, string, string, string];
  if (version !== FORMAT_VERSION || (state !== 'd' && state !== 'u') || !/^\d{1,12}$/.test(seconds)) return UNDECIDED;
  const at = new Date(Number(seconds) * 1000);
  // One minute of clock skew allowed between instances.
  if (at.getTime() > now.getTime() + 60_000 || consentExpiry(at).getTime() <= now.getTime()) return UNDECIDED;
  const purposes = list === '' ? [] : list.split('-').filter(isConsentPurpose);
  return consentFor(purposes, at, state === 'd');
}

/** Reads our cookie out of a Cookie request header. */
export function consentFromCookieHeader(header: string | null | undefined, now: Date): Consent {
  if (!header) return UNDECIDED;
  for (const pair of header.split(';')) {
    const eq = pair.indexOf('=');
    if (eq > 0 && pair.slice(0, eq).trim() === CONSENT_COOKIE) return parseConsent(pair.slice(eq + 1).trim(), now);
  }
  return UNDECIDED;
}

/** The Set-Cookie header storing `consent` for six months (first-party, not readable by scripts). */
export function consentSetCookie(consent: Consent, secure: boolean): string {
  const at = new Date(consent.at ?? 0);
  const maxAge = Math.floor((consentExpiry(at).getTime() - at.getTime()) / 1000);
  return [
    `${CONSENT_COOKIE}=${serializeConsent(consent)}`,
    'Path=/',
    `Max-Age=${maxAge}`,
    `Expires=${consentExpiry(at).toUTCString()}`,
    'SameSite=Lax',
    'HttpOnly',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

/** What a post to the consent endpoint asks for. */
export type ConsentRequest =
  | { choice: 'all' }
  | { choice: 'none' }
  /** The preferences form: exactly these purposes. */
  | { choice: 'custom'; purposes: ConsentPurpose[] }
  /** A placeholder's button: this purpose on top of what was granted, without answering the banner. */
  | { choice: 'allow'; purpose: ConsentPurpose };

/** The consent after a request, from the current one. */
export function applyConsentRequest(current: Consent, request: ConsentRequest, now: Date): Consent {
  switch (request.choice) {
    case 'all':
      return consentFor(CONSENT_PURPOSES, now);
    case 'none':
      return consentFor([], now);
    case 'custom':
      return consentFor(request.purposes, now);
    case 'allow':
      return consentFor([...grantedPurposes(current), request.purpose], now, current.decided);
  }
}

/** Reads a consent form post (fields `choice`, `purpose` repeated); null when it makes no sense. */
export function parseConsentRequest(fields: { choice: unknown; purposes: unknown[] }): ConsentRequest | null {
  const purposes = fields.purposes.filter(isConsentPurpose);
  switch (fields.choice) {
    case 'all':
    case 'none':
      return { choice: fields.choice };
    case 'custom':
      return { choice: 'custom', purposes: [...new Set(purposes)] };
    case 'allow':
      return purposes.length === 1 && purposes[0] ? { choice: 'allow', purpose: purposes[0] } : null;
    default:
      return null;
  }
}
