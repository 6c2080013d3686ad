import { useRouteLoaderData } from 'react-router';

/**
 * A form's idempotency key for this response: the root loader's per-response key (fresh on every
 * answer, a render-cache hit included) and the form's name. Rendered in a hidden field, it makes a
 * plain post sent twice (a double click without JavaScript) store one lead.
 */
export function useFormIdempotencyKey(form: string): string {
  const responseKey = (useRouteLoaderData('root') as { formKey?: string } | undefined)?.formKey ?? '';
  return `${responseKey}:${form}`;
}
