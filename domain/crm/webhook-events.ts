import { z } from 'zod';

/**
 * The events a network's webhook endpoint may subscribe to (issue 34). `listing.published` and
 * `listing.sold` are sent by the back-office listing editor and the API (see `listingEventsOf`).
 */
// `appointment.booked`: a diagnostic visit booked online (issue 33), queued in the booking's transaction.
export const WEBHOOK_EVENTS = ['lead.created', 'lead.updated', 'listing.published', 'listing.sold', 'appointment.booked'] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** A listing's publication and sale state, as the events compare them. */
export interface ListingEventState {
  publication: string;
  status: string;
}

/**
 * The listing events a write tells: `listing.published` when the advert becomes public (created public,
 * or from a draft or a withdrawal), `listing.sold` when it becomes sold (decision 0127). A listing
 * created already sold tells both; a save that changes neither tells nothing.
 */
export function listingEventsOf(before: ListingEventState | null, after: ListingEventState): WebhookEvent[] {
  const events: WebhookEvent[] = [];
  if (after.publication === 'published' && before?.publication !== 'published') events.push('listing.published');
  if (after.publication === 'published' && after.status === 'sold' && !(before?.publication === 'published' && before.status === 'sold')) events.push('listing.sold');
  return events;
}

export function isWebhookEvent(value: unknown): value is WebhookEvent {
  return typeof value === 'string' && (WEBHOOK_EVENTS as readonly string[]).includes(value);
}

/** An endpoint failing without a single success for this long is disabled, and the network's admins told. */
export const DISABLE_AFTER_FAILING_MS = 3 * 24 * 60 * 60 * 1000;

export function failedLongEnough(failingSince: string | null, now: number): boolean {
  return failingSince !== null && now - Date.parse(failingSince) >= DISABLE_AFTER_FAILING_MS;
}

/** The body of every delivery, as Standard Webhooks suggests: the type, when it happened, and the data. */
export interface WebhookMessage {
  type: WebhookEvent;
  timestamp: string;
  data: Record<string, unknown>;
}

/**
 * The back-office's "add an endpoint" form. Messages are catalogue keys. Only https (or http to a
 * local address, for a test receiver): a lead's personal data never travels in clear on the internet.
 */
export const webhookEndpointSchema = z.object({
  url: z
    .string()
    .trim()
    .max(500, { error: 'webhooks.urlInvalid' })
    .refine((value) => {
      try {
        const url = new URL(value);
        return url.protocol === 'https:' || (url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname));
      } catch {
        return false;
      }
    }, { error: 'webhooks.urlInvalid' }),
  description: z.string().trim().max(120, { error: 'webhooks.descriptionInvalid' }),
  events: z.array(z.enum(WEBHOOK_EVENTS)).min(1, { error: 'webhooks.eventsRequired' }),
});
