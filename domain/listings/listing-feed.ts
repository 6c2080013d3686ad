import { z } from 'zod';
import { webhookUrlProblem } from '../crm/webhook-address';

/**
 * An agency's Poliris feed polled from an address (issue 32 item 4): the owner's form, the address
 * rule, and what a fetched answer must look like before the import runs at all. Pure.
 */

/** How often a feed may be polled, in hours (the form's choices). */
export const FEED_FREQUENCIES = [6, 12, 24] as const;
export type FeedFrequency = (typeof FEED_FREQUENCIES)[number];

/** Where the server may fetch from: 'refuse' (production) wants https and a public address; 'allow' lets a test's local server in. */
export type FeedAddressPolicy = 'refuse' | 'allow';

/** The form's values; messages are catalogue keys (listingFeed.*). */
export const listingFeedSchema = z.object({
  url: z
    .string()
    .trim()
    .min(1, { error: 'listingFeed.urlRequired' })
    .max(2000, { error: 'listingFeed.urlInvalid' })
    .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), { error: 'listingFeed.urlInvalid' }),
  everyHours: z.coerce
    .number({ error: 'listingFeed.frequencyInvalid' })
    .refine((n): n is FeedFrequency => (FEED_FREQUENCIES as readonly number[]).includes(n), { error: 'listingFeed.frequencyInvalid' }),
  adviserId: z.string().trim().min(1, { error: 'listingFeed.adviserRequired' }),
});
export type ListingFeedInput = z.infer<typeof listingFeedSchema>;

/**
 * Why the server refuses to fetch `value`, as a catalogue key, or null. In production the address must
 * be https and must not name this machine or a private network (checked again at each fetch, on the
 * address actually connected to).
 */
export function feedUrlProblem(value: string, policy: FeedAddressPolicy): 'listingFeed.urlHttps' | 'listingFeed.urlPrivate' | null {
  if (policy === 'allow') return null;
  if (new URL(value).protocol !== 'https:') return 'listingFeed.urlHttps';
  return webhookUrlProblem(value) ? 'listingFeed.urlPrivate' : null;
}

const NOTHING_CHANGED = 'rien n’a été changé.';

/**
 * Why a fetched answer is not a feed file (a French message ending in "rien n’a été changé"), or null:
 * an error status, an empty body, or a web page (a portal's error or sign-in page) instead of a ZIP or
 * a CSV. An outage never reaches the import: a file that would wipe a portfolio is never read.
 */
export function feedAnswerProblem(answer: { status: number; contentType: string | null; bytes: Uint8Array }): string | null {
  if (answer.status < 200 || answer.status > 299) return `Le serveur du flux a répondu ${answer.status} : ${NOTHING_CHANGED}`;
  if (answer.bytes.length === 0 || isBlank(answer.bytes)) return `Le flux a renvoyé un fichier vide : ${NOTHING_CHANGED}`;
  if (/^\s*text\/html\b/i.test(answer.contentType ?? '') || looksLikeHtml(answer.bytes)) return `Le flux a renvoyé une page web au lieu d’un fichier ZIP ou annonces.csv : ${NOTHING_CHANGED}`;
  return null;
}

/** The message of a fetch that failed before any answer. */
export function feedFetchFailure(kind: 'timeout' | 'too-large' | 'unreachable', limits: { timeoutMs: number; maxBytes: number }): string {
  if (kind === 'timeout') return `Le serveur du flux n’a pas répondu en ${limits.timeoutMs / 1000} secondes : ${NOTHING_CHANGED}`;
  if (kind === 'too-large') return `Le fichier du flux dépasse ${Math.round(limits.maxBytes / 1024 / 1024)} Mo : ${NOTHING_CHANGED}`;
  return `Adresse du flux injoignable ou refusée (réseau privé) : ${NOTHING_CHANGED}`;
}

/** A file that holds no listing at all is an outage too (an import of it would withdraw everything). */
export const FEED_WITHOUT_LISTINGS = `Le fichier du flux ne contient aucune annonce : ${NOTHING_CHANGED}`;

/** When a feed runs next after a run at `at`. */
export function nextFeedRun(at: Date, everyHours: number): Date {
  return new Date(at.getTime() + everyHours * 3_600_000);
}

function isBlank(bytes: Uint8Array): boolean {
  for (const b of bytes.subarray(0, 4096)) if (b !== 0x20 && b !== 0x0a && b !== 0x0d && b !== 0x09 && b !== 0xef && b !== 0xbb && b !== 0xbf) return false;
  return bytes.length <= 4096;
}

function looksLikeHtml(bytes: Uint8Array): boolean {
  const head = new TextDecoder('utf-8', { fatal: false }).decode(bytes.subarray(0, 512)).replace(/^\uFEFF/, '').trimStart().toLowerCase();
  return head.startsWith('<!doctype html') || head.startsWith('<html') || head.startsWith('<head') || head.startsWith('<body') || (head.startsWith('<') && head.includes('<html'));
}
