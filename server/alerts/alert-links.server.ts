import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Links of the buyer-alert e-mails (decision 0032). Confirming uses the random token stored with the
 * alert; unsubscribing needs no login, so its link carries an HMAC of the alert id made with
 * ALERT_LINK_SECRET: nobody can unsubscribe someone else's alert by guessing ids.
 */
export const CONFIRM_PATH = '/alerte-immobiliere/confirmation';
export const UNSUBSCRIBE_PATH = '/alerte-immobiliere/desinscription';
/** Where the confirmation page's button posts: only a POST confirms (a mail gateway's prefetch is a GET). */
export const CONFIRM_API_PATH = '/api/alertes/confirmation';
/** The one-click target of List-Unsubscribe-Post (RFC 8058) and of the unsubscribe page's button. */
export const UNSUBSCRIBE_API_PATH = '/api/alertes/desinscription';

/** The shape of a confirmation token (anything else is not looked up). */
export function validConfirmToken(token: string): boolean {
  return /^[\w-]{20,64}$/.test(token);
}

export function unsubscribeSignature(secret: string, alertId: string): string {
  return createHmac('sha256', secret).update(`buyer-alert-unsubscribe:${alertId}`).digest('base64url');
}

export function validUnsubscribeSignature(secret: string, alertId: string, signature: string): boolean {
  const expected = Buffer.from(unsubscribeSignature(secret, alertId));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const localePrefix = (locale: string | null) => (locale === 'en' ? '/en' : '');

export function confirmUrl(origin: string, locale: string | null, token: string): string {
  return `${origin}${localePrefix(locale)}${CONFIRM_PATH}?jeton=${encodeURIComponent(token)}`;
}

function unsubscribeQuery(secret: string, alertId: string): string {
  return `alerte=${encodeURIComponent(alertId)}&signature=${unsubscribeSignature(secret, alertId)}`;
}

/** The page a visitor opens from the e-mail (a button there posts the one-click request). */
export function unsubscribePageUrl(origin: string, locale: string | null, secret: string, alertId: string): string {
  return `${origin}${localePrefix(locale)}${UNSUBSCRIBE_PATH}?${unsubscribeQuery(secret, alertId)}`;
}

/** The URL mail clients POST to (List-Unsubscribe=One-Click). */
export function unsubscribeApiUrl(origin: string, secret: string, alertId: string): string {
  return `${origin}${UNSUBSCRIBE_API_PATH}?${unsubscribeQuery(secret, alertId)}`;
}
