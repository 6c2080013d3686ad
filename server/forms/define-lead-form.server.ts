import type { z } from 'zod';
import type { Locale } from '../../domain/i18n/locale';
import type { Site } from '../../domain/sites/site';
import type { LeadEndpoint } from '../api/lead-endpoint.server';
import type { LeadInput } from '../leads/lead-service.server';
import type { Services } from '../services.server';

/** One post of a lead form: its request, the site it was posted on, the page's language, and one instant. */
export interface LeadFormPost {
  request: Request;
  site: Site;
  locale: Locale;
  /** The post's instant, the same for everything the post computes (the meeting a sign-up gets, and the success text naming it). */
  at: Date;
}

/**
 * A lead form as its family declares it, next to its loaders (issue 30 item 2): the shared schema (the
 * browser validates with the same one), the lead a valid input stores, and what the success state says.
 * The page's action (server/forms/lead-form-action.server.ts) and the specification's JSON URL
 * (`leadEndpointOf`) both store through it.
 */
/** Why a lookup refused the post: its French message (on a field, or the whole form), and the status; nothing is stored. */
export interface LeadFormRefusal {
  status: 400 | 404;
  message: string;
  field?: string;
}

/** What a form's asynchronous step found for the post (the listing, the adviser), or why it refused it. */
export type LeadFormLookup<F> = { ok: true; found: F } | { ok: false; refusal: LeadFormRefusal };

export interface LeadForm<S extends z.ZodType = z.ZodType, F = unknown> {
  schema: S;
  /**
   * The asynchronous step before `toLead`, once the input is valid: what the lead needs looked up for
   * the post's site (the listing, the adviser). Refused (unknown for this site): the form's French
   * message, nothing stored. Skipped for a robot (honeypot filled), which is answered as a success.
   */
  lookup?(input: z.output<S>, post: LeadFormPost, services: Services): Promise<LeadFormLookup<F>>;
  /** `found`: what `lookup` found (undefined for a form without one). */
  toLead(input: z.output<S>, post: LeadFormPost, found: F): LeadInput;
  /** What the success state names, in the page's language (the meeting a sign-up got); nothing by default. */
  after?(post: LeadFormPost): { detail?: string };
}

export function defineLeadForm<S extends z.ZodType, F = undefined>(form: LeadForm<S, F>): LeadForm<S, F> {
  return form;
}

/** The contract of a JSON URL that stores a declared form: its name in the lead, its error format… (lead-endpoint.server.ts). */
export type LeadEndpointContract<S extends z.ZodType> = Omit<LeadEndpoint<S>, 'schema' | 'toLead'>;

/**
 * A declared form behind a JSON URL (or the page's action), for one post: the adapter keeps the URL's
 * contract, the form makes the lead. The site is the one the lead is stored for (a JSON body may name it).
 */
export function leadEndpointOf<S extends z.ZodType, F>(form: LeadForm<S, F>, post: Omit<LeadFormPost, 'request' | 'site'>, contract: LeadEndpointContract<S>, found?: F): LeadEndpoint<S> {
  return { ...contract, schema: form.schema, toLead: (input, request, site) => form.toLead(input, { ...post, request, site }, found as F) };
}

/** Runs a form's asynchronous step for a valid input (found: undefined when the form has none). */
export async function lookUp<S extends z.ZodType, F>(form: LeadForm<S, F>, input: z.output<S>, post: LeadFormPost, services: Services): Promise<LeadFormLookup<F | undefined>> {
  return form.lookup ? form.lookup(input, post, services) : { ok: true, found: undefined };
}
