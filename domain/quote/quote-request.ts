import { z } from 'zod';
import { type CommuneCheck, answerProblems } from './answer-checks';
import { type QuoteContactProblem, quoteContactProblem, validateQuoteContact } from './contact-form';
import { message } from '../i18n/message';
import { parseCriteria } from './criteria';
import { bodyToParams, recapHref, step2Href } from './funnel-links';
import { missingFields } from './missing-fields';
import { ALL_OFFERED, type OfferedKeys } from './offered';
import { PAST_SLOT_MESSAGE } from './recap-text';
import { includedKeys, parseSelection } from './selection';
import { isPastSlot, parseSlotParam } from './slots';

/** Said when a request would include no diagnostic at all (e.g. 'Je rénove' with everything off). */
export const NO_DIAGNOSTIC_SELECTED = 'Sélectionnez au moins un diagnostic pour recevoir un devis.';

/**
 * A refused step-2 post as catalogue keys (decision 0044), for the answer shown without JavaScript
 * in the page's language: the issue's `params.refusal`. Incomplete or implausible answers have none:
 * the step-2 page sends such answers back to step 1, which lists them itself.
 */
export type QuoteRefusal = QuoteContactProblem;

export function quoteRefusalOf(error: z.ZodError): QuoteRefusal | null {
  const issue = error.issues.find((i) => i.code === 'custom' && i.path.length === 0) as { params?: { refusal?: QuoteRefusal | null } } | undefined;
  return issue?.params?.refusal ?? null;
}

/** The answers and toggles a step-2 post carries (the same names as the funnel's URLs). */
export function quoteAnswers(body: Record<string, unknown>, offered: OfferedKeys = ALL_OFFERED) {
  const params = bodyToParams(body);
  const criteria = parseCriteria(params);
  const states = parseSelection(params, criteria);
  return { criteria, states, recap: recapHref(criteria, states, offered), step2: step2Href(criteria, states) };
}

/** What the site adds to the rules: the diagnostics it offers, and the official commune lists. */
export interface QuoteSiteRules {
  offered?: OfferedKeys;
  communeExists?: CommuneCheck;
  /** The request's time: an appointment slot already past is refused. */
  now?: Date;
}

/**
 * A step-2 post (spec §5 "Quote step 2", issue 17 item 2): complete and plausible answers, at least
 * one diagnostic the site offers, and a valid contact; otherwise the French message, and nothing stored.
 */
export function quoteRequestSchemaFor({ offered = ALL_OFFERED, communeExists, now }: QuoteSiteRules = {}) {
  return z.record(z.string(), z.unknown()).transform((body, ctx) => {
    const { criteria, states } = quoteAnswers(body, offered);
    const missing = missingFields(criteria);
    if (missing.length) {
      ctx.addIssue({ code: 'custom', message: `Réponses incomplètes : ${missing.join(', ')}` });
      return z.NEVER;
    }
    const wrong = answerProblems(criteria, communeExists);
    if (wrong.length) {
      ctx.addIssue({ code: 'custom', message: wrong.join('\n') });
      return z.NEVER;
    }
    const slot = parseSlotParam(criteria.date);
    if (now && slot.kind === 'slot' && isPastSlot(slot.date, now)) {
      ctx.addIssue({ code: 'custom', message: PAST_SLOT_MESSAGE, params: { refusal: { lines: [message('diag:quote.refusal.pastSlot')], items: [] } } });
      return z.NEVER;
    }
    if (includedKeys(criteria, states, offered).length === 0) {
      ctx.addIssue({ code: 'custom', message: NO_DIAGNOSTIC_SELECTED, params: { refusal: { lines: [message('diag:quote.refusal.noDiagnostic')], items: [] } } });
      return z.NEVER;
    }
    const contact = validateQuoteContact(body);
    if (!contact.ok) {
      ctx.addIssue({ code: 'custom', message: contact.message, params: { refusal: quoteContactProblem(body) } });
      return z.NEVER;
    }
    return { criteria, states, contact: contact.data, offered };
  });
}

export const quoteRequestSchema = quoteRequestSchemaFor();
