/**
 * The lead forms' constants a component needs without validating (a counter, the honeypot's name, a
 * pattern): no zod here, so a page that shows such a field does not download zod for it (decision
 * 0148). The schemas (./schemas.ts) use and re-export them.
 */

// "{email}" shape of the specs: something@something.tld, no spaces.
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** The longest message a visitor may send: beyond it the message is refused, never cut (issue 38 item 14). */
export const MAX_MESSAGE_LENGTH = 5000;
export const MESSAGE_TOO_LONG = 'forms:message.tooLong';
/** Hidden honeypot field: humans leave it empty; a filled one is dropped silently (spec, agency lead). */
export const HONEYPOT_FIELD = 'website';
