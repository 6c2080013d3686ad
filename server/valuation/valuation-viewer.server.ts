import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/database.server';

/**
 * Step 3 of the valuation funnel shows the visitor's name, e-mail and phone only to the browser that
 * sent the request (issue 38 item 5, decision 0071): the post sets a random token in an HTTP-only
 * cookie of that request, and the lead keeps the token's SHA-256. Anyone else holding the link sees
 * the request with the contact masked.
 */

const MAX_AGE_SECONDS = 30 * 24 * 3600;
const cookieName = (leadId: string) => `demande_${leadId}`;
const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

/** Draws the request's token, keeps its hash on the lead, and gives the Set-Cookie for the sending browser. */
export async function issueViewerCookie(db: Db, leadId: string, request: Request): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  // A double submit (same idempotency key) gets the newest token: the browser keeps the last cookie it got.
  await db.updateTable('leads').set({ viewer_token_hash: sha256(token) }).where('id', '=', leadId).execute();
  const secure = new URL(request.url).protocol === 'https:' ? '; Secure' : '';
  return `${cookieName(leadId)}=${token}; Path=/; Max-Age=${MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure}`;
}

/** Whether this request comes from the browser that sent the lead. */
export function isViewerOf(request: Request, leadId: string, storedHash: string | null | undefined): boolean {
  if (!storedHash) return false;
  const prefix = `${cookieName(leadId)}=`;
  const token = (request.headers.get('cookie') ?? '')
    .split(';')
    .map((c) => c.trim())
    .find((c) => c.startsWith(prefix))
    ?.slice(prefix.length);
  if (!token) return false;
  const given = Buffer.from(sha256(token), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}
