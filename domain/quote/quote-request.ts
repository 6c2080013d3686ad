import { z } from 'zod';
import { validateQuoteContact } from './contact-form';
import { parseCriteria } from './criteria';
import { bodyToParams, recapHref, step2Href } from './funnel-links';
import { missingFields } from './missing-fields';
import { parseSelection } from './selection';

/** The answers and toggles a step-2 post carries (the same names as the funnel's URLs). */
export function quoteAnswers(body: Record<string, unknown>) {
  const params = bodyToParams(body);
  const criteria = parseCriteria(params);
  const states = parseSelection(params, criteria);
  return { criteria, states, recap: recapHref(criteria, states), step2: step2Href(criteria, states) };
}

/** A step-2 post (spec §5 "Quote step 2"): complete answers and a valid contact, else the French message. */
export const quoteRequestSchema = z.record(z.string(), z.unknown()).transform((body, ctx) => {
  const { criteria, states } = quoteAnswers(body);
  const missing = missingFields(criteria);
  if (missing.length) {
    ctx.addIssue({ code: 'custom', message: `Réponses incomplètes : ${missing.join(', ')}` });
    return z.NEVER;
  }
  const contact = validateQuoteContact(body);
  if (!contact.ok) {
    ctx.addIssue({ code: 'custom', message: contact.message });
    return z.NEVER;
  }
  return { criteria, states, contact: contact.data };
});
