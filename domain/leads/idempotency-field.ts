/** Rendered by the server: two posts of one filling (double click before the script loads) store one lead. */
export const IDEMPOTENCY_FIELD = 'idempotencyKey';
