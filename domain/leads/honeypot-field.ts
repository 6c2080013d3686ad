/** Hidden honeypot field: humans leave it empty; a filled one is dropped silently (spec, agency lead). A module of its own: forms import it without the schemas. */
export const HONEYPOT_FIELD = 'website';
