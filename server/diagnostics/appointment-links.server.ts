import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The link of a booking confirmation to cancel the visit (issue 33): no login, so it carries an HMAC
 * of the lead's id made with the site links' secret (ALERT_LINK_SECRET, decision 0032). Opening it
 * shows a page; only that page's POST (to itself) changes anything (decision 0085: a mail gateway's prefetch is a GET).
 */
/** The recap page shows the visit of a signed link (`rdv`, `signature`) and posts its cancel button to itself. */
export const APPOINTMENT_PATH = '/devis-recapitulatif';
/** Cancelling is possible up to 24 hours before the visit. */
export const CANCEL_NOTICE_MS = 24 * 3_600_000;

export function appointmentSignature(secret: string, leadId: string): string {
  return createHmac('sha256', secret).update(`diag-appointment:${leadId}`).digest('base64url');
}

export function validAppointmentSignature(secret: string, leadId: string, signature: string): boolean {
  const expected = Buffer.from(appointmentSignature(secret, leadId));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function appointmentQuery(secret: string, leadId: string): string {
  return `rdv=${encodeURIComponent(leadId)}&signature=${appointmentSignature(secret, leadId)}`;
}

export function appointmentPageUrl(origin: string, secret: string, leadId: string): string {
  return `${origin}${APPOINTMENT_PATH}?${appointmentQuery(secret, leadId)}`;
}
