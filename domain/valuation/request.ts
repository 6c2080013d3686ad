import { z } from 'zod';
import { EMAIL_PATTERN } from '../leads/lead-limits';
import type { Condition, ValuationType } from './estimate';
import { surfaceProblem } from './surface';

/**
 * The estimation request of the valuation funnel (network spec §3 'Estimation request', §4 defaults,
 * §5 'Valuation step 1/2'). Step 1's answers travel in the URL (nothing personal); the contact of
 * step 2 is only ever posted.
 */

export const VALUATION_TYPES = ['Appartement', 'Maison'] as const satisfies readonly ValuationType[];
export const CONDITIONS = ['renover', 'entretenu', 'renove'] as const satisfies readonly Condition[];
export const OBJECTIVES = ['vendre', 'acheter'] as const;
export const TIMINGS = ['1m', '1-3m', '3-6m', '6m+'] as const;
export const CIVILITIES = ['madame', 'monsieur'] as const;
export type Objective = (typeof OBJECTIVES)[number];
export type Timing = (typeof TIMINGS)[number];
export type Civility = (typeof CIVILITIES)[number];

/** Numeric fields of step 1: digits only (§5), kept as typed text so 'Retour' gives them back. */
export const NUMERIC_FIELDS = ['surface', 'rooms', 'baths', 'year', 'parking', 'garage', 'landSurface'] as const;
type NumericField = (typeof NUMERIC_FIELDS)[number];

export interface PropertyAnswers extends Record<NumericField, string> {
  address: string;
  type: ValuationType;
  condition: Condition;
  objective: Objective;
  timing: Timing;
  /** INSEE code and postcode of the chosen suggestion (empty without JavaScript: the server geocodes). */
  citycode: string;
  cp: string;
  /** Adviser chosen from a profile (`?conseiller=<slug>`). */
  conseiller: string;
}

/** §4 defaults of step 1: Appartement, à rénover, vendre, within a month. */
export const STEP1_DEFAULTS: PropertyAnswers = {
  address: '',
  type: 'Appartement',
  condition: 'renover',
  objective: 'vendre',
  timing: '1m',
  surface: '',
  rooms: '',
  baths: '',
  year: '',
  parking: '',
  garage: '',
  landSurface: '',
  citycode: '',
  cp: '',
  conseiller: '',
};

const digits = (v: string | null | undefined, max = 6) => (v ?? '').replace(/\D/g, '').slice(0, max);
const oneOf = <T extends string>(list: readonly T[], v: string | null | undefined, fallback: T): T => (list.includes(v as T) ? (v as T) : fallback);
const text = (v: string | null | undefined, max = 200) => (v ?? '').replace(/\s+/g, ' ').trim().slice(0, max);

type Source = { get(name: string): string | null };

/** Step 1's answers from a query string or a form body; anything unknown falls back to the defaults. */
export function parsePropertyAnswers(source: Source): PropertyAnswers {
  const type = oneOf(VALUATION_TYPES, source.get('type'), STEP1_DEFAULTS.type);
  return {
    // §2: prefilled from adresse, address or addr.
    address: text(source.get('adresse') ?? source.get('address') ?? source.get('addr')),
    type,
    condition: oneOf(CONDITIONS, source.get('condition'), STEP1_DEFAULTS.condition),
    objective: oneOf(OBJECTIVES, source.get('objective'), STEP1_DEFAULTS.objective),
    timing: oneOf(TIMINGS, source.get('timing'), STEP1_DEFAULTS.timing),
    surface: digits(source.get('surface')),
    rooms: digits(source.get('rooms'), 3),
    baths: digits(source.get('baths'), 3),
    year: digits(source.get('year'), 4),
    parking: digits(source.get('parking'), 3),
    garage: digits(source.get('garage'), 3),
    // Land surface only for a house (§3, §5).
    landSurface: type === 'Maison' ? digits(source.get('landSurface'), 7) : '',
    citycode: /^(\d{5}|2[AB]\d{3})$/.test(source.get('citycode') ?? '') ? (source.get('citycode') as string) : '',
    cp: /^\d{5}$/.test(source.get('cp') ?? '') ? (source.get('cp') as string) : '',
    conseiller: /^[a-z0-9-]{1,80}$/.test(source.get('conseiller') ?? '') ? (source.get('conseiller') as string) : '',
  };
}

/** §5: 'Suivant' needs an address and a surface (non-empty after trimming). */
export function canLeaveStep1(answers: Pick<PropertyAnswers, 'address' | 'surface'>): boolean {
  return answers.address.trim() !== '' && answers.surface.trim() !== '';
}

/** The answers as URL parameters (empty values left out), in the spec's names. */
export function propertyParams(answers: PropertyAnswers): URLSearchParams {
  const params = new URLSearchParams();
  params.set('adresse', answers.address);
  for (const key of ['type', 'surface', 'rooms', 'baths', 'year', 'parking', 'garage', 'condition', 'objective', 'timing'] as const) {
    if (answers[key] !== '') params.set(key, answers[key]);
  }
  if (answers.type === 'Maison' && answers.landSurface) params.set('landSurface', answers.landSurface);
  for (const key of ['citycode', 'cp', 'conseiller'] as const) if (answers[key]) params.set(key, answers[key]);
  return params;
}

export const step1Href = (answers: PropertyAnswers) => `/evaluation?${propertyParams(answers).toString()}`;
export const step2Href = (answers: PropertyAnswers) => `/evaluation-two?${propertyParams(answers).toString()}`;

const required = (max = 100) => z.string({ message: 'immo:valuation.errors.missing' }).trim().min(1, 'immo:valuation.errors.missing').max(max, 'immo:valuation.errors.tooLong');

/** The contact fields of step 2, as posted: what a refused post without JavaScript gives back. */
export const VALUATION_CONTACT_FIELDS = ['civility', 'firstName', 'lastName', 'email', 'phone', 'consent'] as const;

/** Step 2 (§5): names, phone and e-mail non-empty, simple e-mail pattern, consent ticked. */
export const valuationContactSchema = z.object({
  civility: z.enum(CIVILITIES).catch('madame'),
  firstName: required(),
  lastName: required(),
  // Phone keeps only digits, spaces and plus.
  phone: required(40)
    .transform((v) => v.replace(/[^\d+ ]/g, '').trim())
    .refine((v) => v.replace(/\D/g, '').length >= 6, 'forms:phone.invalid'),
  email: required(200).regex(EMAIL_PATTERN, 'forms:email.invalid'),
  consent: z.union([z.literal('on'), z.literal('true'), z.literal(true)], { message: 'immo:valuation.errors.consent' }),
});
export type ValuationContact = z.output<typeof valuationContactSchema>;

export type ValuationPost = { ok: true; property: PropertyAnswers; contact: ValuationContact } | { ok: false; property: PropertyAnswers; message: string; fields: Record<string, string> };

/** The whole post of step 2: step 1's answers (hidden fields) and the contact; messages are keys. */
export function readValuationPost(body: Record<string, unknown>): ValuationPost {
  const property = parsePropertyAnswers({ get: (k) => (typeof body[k] === 'string' ? (body[k] as string) : null) });
  if (!canLeaveStep1(property)) return { ok: false, property, message: 'immo:valuation.errors.property', fields: {} };
  const surface = surfaceProblem(property.type, property.surface);
  if (surface) return { ok: false, property, message: surface.key, fields: { surface: surface.key } };
  const parsed = valuationContactSchema.safeParse(body);
  if (parsed.success) return { ok: true, property, contact: parsed.data };
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) fields[String(issue.path[0] ?? '_form')] ??= issue.message;
  return { ok: false, property, message: Object.values(fields)[0] ?? 'immo:valuation.errors.missing', fields };
}
