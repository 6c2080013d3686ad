import type { KeptInput } from '../../../../domain/input/kept-input';

/** What the landing's form needs from the request (browser-safe: no server import). */
export const LANDING_FORM_ID = 'estimation';

/** The campaign fields read from the landing URL and sent with the lead (network spec §3, Lead payload). */
export const UTM_FIELDS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'gclid'] as const;

export interface LandingData {
  utm: Partial<Record<(typeof UTM_FIELDS)[number], string>>;
  pageUrl: string;
  /** Where a post without JavaScript comes back to: this page, its campaign query kept, at the form. */
  redirectTo: string;
  /** One per rendering of the form: a double submit stores one lead. */
  idempotencyKey: string;
  outcome: 'idle' | 'sent' | 'invalid' | 'failed';
  message: string | null;
  /** A refused post: what was typed and each field's message (its cookie, decision 0070). */
  kept: KeptInput | null;
}
