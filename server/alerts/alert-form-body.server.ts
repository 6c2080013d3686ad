import { ALERT_LIST_FIELDS } from '../../domain/alerts/alert-form';
import { type BodyResult, readBody } from '../api/read-body.server';

/** A plain form post of the alert form: checkboxes and chips repeat, so they are read as lists. */
export function readAlertBody(request: Request, limit: number): Promise<BodyResult> {
  return readBody(request, { limit, lists: ALERT_LIST_FIELDS });
}

export const ALERT_INPUT_COOKIE = 'alerte_saisie';
const KEPT_FIELDS = [...ALERT_LIST_FIELDS, 'proximiteVille', 'prixMin', 'prixMax', 'chambresMin', 'chambresMax', 'surfMin', 'surfMax', 'lastname', 'firstname', 'tel', 'email', 'message', 'rgpd'] as const;
export type AlertFormInput = Partial<Record<(typeof KEPT_FIELDS)[number], string | string[]>>;

/**
 * Without JavaScript a refused post goes back to the page: the visitor's input travels in a short-lived,
 * HTTP-only cookie of this path (never in the URL, which logs and referrers keep) and fills the form again.
 */
export function alertFormInputCookie(body: Record<string, unknown>): string {
  const kept: AlertFormInput = {};
  for (const key of KEPT_FIELDS) {
    const value = body[key];
    if (typeof value === 'string' && value) kept[key] = value.slice(0, key === 'message' ? 1000 : 200);
    else if (Array.isArray(value) && value.length) kept[key] = value.filter((v): v is string => typeof v === 'string').slice(0, 30).map((v) => v.slice(0, 120));
  }
  return `${ALERT_INPUT_COOKIE}=${encodeURIComponent(JSON.stringify(kept))}; Path=/; Max-Age=600; HttpOnly; SameSite=Lax`;
}

export function clearAlertFormInputCookie(): string {
  return `${ALERT_INPUT_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`;
}

/** The kept input of the request's cookie, or null when none (or unreadable). */
export function alertFormInputOf(request: Request): AlertFormInput | null {
  const cookie = request.headers.get('cookie') ?? '';
  const raw = cookie
    .split(';')
    .map((c) => c.trim())
    .find((c) => c.startsWith(`${ALERT_INPUT_COOKIE}=`));
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(decodeURIComponent(raw.slice(ALERT_INPUT_COOKIE.length + 1)));
    if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
    const input: AlertFormInput = {};
    for (const key of KEPT_FIELDS) {
      const v = (value as Record<string, unknown>)[key];
      if (typeof v === 'string') input[key] = v;
      else if (Array.isArray(v)) input[key] = v.filter((x): x is string => typeof x === 'string');
    }
    return input;
  } catch {
    return null;
  }
}
