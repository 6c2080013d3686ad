import { z } from 'zod';
import { EMAIL_PATTERN } from '../leads/lead-limits';

/**
 * The information-meeting sign-up (network spec §3, §5): the spec's fields and its exact messages
 * ('Champ obligatoire', 'Email invalide', 'Veuillez sélectionner une option', 'Vous devez accepter la
 * politique'), written as catalogue keys (decision 0016) whose French text is the spec's wording, its
 * missing accents restored (issue 38: 'sélectionner', 'êtes').
 * Shared by the browser (checked on submit) and the server (before storing).
 */
export const SIGNUP_PROFILES = ['Mandataire immobilier', 'Agence'] as const;
export const SIGNUP_WHEN = ['mardi-prochain'] as const;
/** The spec's success message (accents restored), answered to the JSON callers of /api/reunion-information. */
export const SIGNUP_SUCCESS = 'Vous êtes inscrit(e) !';

export const SIGNUP_MESSAGES = {
  required: 'recrutement:signup.errors.required',
  email: 'recrutement:signup.errors.email',
  option: 'recrutement:signup.errors.option',
  accept: 'recrutement:signup.errors.accept',
  tooLong: 'recrutement:signup.errors.tooLong',
} as const;

const text = (max: number) =>
  z
    .union([z.string(), z.null(), z.undefined()])
    .transform((v) => (typeof v === 'string' ? v.trim() : ''))
    .pipe(z.string().min(1, SIGNUP_MESSAGES.required).max(max, SIGNUP_MESSAGES.tooLong));

/** A checkbox posted by a form ('on') or sent as JSON (true). */
const accepted = z
  .union([z.boolean(), z.string(), z.null(), z.undefined()])
  .transform((v) => v === true || v === 'on' || v === 'true' || v === '1')
  .refine((v) => v, SIGNUP_MESSAGES.accept);

const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.union([z.string(), z.null(), z.undefined()]).refine((v): v is T[number] => typeof v === 'string' && (values as readonly string[]).includes(v), SIGNUP_MESSAGES.option);

export const meetingSignupSchema = z.object({
  firstName: text(100),
  lastName: text(100),
  email: z
    .union([z.string(), z.null(), z.undefined()])
    .transform((v) => (typeof v === 'string' ? v.trim() : ''))
    .pipe(z.string().max(200, SIGNUP_MESSAGES.email).regex(EMAIL_PATTERN, SIGNUP_MESSAGES.email)),
  // Phone keeps digits, plus and spaces (spec §5), and must keep at least one digit.
  phone: text(40)
    .transform((v) => v.replace(/[^\d+ ]/g, '').trim())
    .refine((v) => /\d/.test(v), SIGNUP_MESSAGES.required),
  when: choice(SIGNUP_WHEN).transform((v) => v as (typeof SIGNUP_WHEN)[number]),
  profile: choice(SIGNUP_PROFILES).transform((v) => v as (typeof SIGNUP_PROFILES)[number]),
  accept: accepted,
});
export type MeetingSignup = z.output<typeof meetingSignupSchema>;
export type SignupField = keyof MeetingSignup;
