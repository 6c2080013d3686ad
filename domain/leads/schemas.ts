import { z } from 'zod';
import { isBoundedPayload } from '../input/bounded-input';
import { EMAIL_PATTERN, HONEYPOT_FIELD, MAX_MESSAGE_LENGTH, MESSAGE_TOO_LONG } from './lead-limits';

/**
 * The payloads of the public lead endpoints, one zod schema each, shared by the browser (before
 * sending) and the server (before storing). Messages are the specs' French wording.
 */

export { EMAIL_PATTERN, HONEYPOT_FIELD, MAX_MESSAGE_LENGTH, MESSAGE_TOO_LONG };
const MAX_TEXT = MAX_MESSAGE_LENGTH;

/** `missing`: the message when the field is absent or not text (zod's own is English). */
const trimmed = (max = 200, missing?: string) => z.string(missing ? { error: missing } : undefined).trim().max(max, 'Texte trop long.');
const optionalText = (max = 200) =>
  z
    .union([z.string(), z.null()])
    .optional()
    .transform((v) => (typeof v === 'string' ? v.trim().slice(0, max) : ''));
const email = z.string().trim().max(200).regex(EMAIL_PATTERN, 'Email invalide');
/** An optional message, trimmed; refused (never cut) past MAX_MESSAGE_LENGTH. */
const optionalMessage = () =>
  z
    .union([z.string(), z.null()])
    .optional()
    .transform((v) => (typeof v === 'string' ? v.trim() : ''))
    .refine((v) => v.length <= MAX_MESSAGE_LENGTH, MESSAGE_TOO_LONG);
/** Phone keeps digits, plus and spaces (network spec §5). */
const phone = z
  .string()
  .trim()
  .max(40)
  .transform((v) => v.replace(/[^\d+ ]/g, '').trim());


// diag §7.1: POST /api/contact/ — name, email, message, site, subdomain.
export const diagContactSchema = z.object({
  // Messages are catalogue keys (decision 0016), translated in the request's language where shown.
  name: trimmed(200, 'forms:name.required').min(1, 'forms:name.required'),
  email: z.string({ error: 'forms:email.required' }).trim().min(1, 'forms:email.required').max(200).regex(EMAIL_PATTERN, 'forms:email.invalid'),
  message: trimmed(MAX_TEXT, 'forms:message.required').min(1, 'forms:message.required'),
  site: optionalText(),
  subdomain: optionalText(),
});
export type DiagContactInput = z.infer<typeof diagContactSchema>;

function parseJsonField(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

// diag §3 "Lead submission" and §7.2: POST /api/cms-websites/contact.
export const LEAD_TYPES = ['devis', 'freebies', 'contact'] as const;
export const cmsLeadSchema = z
  .object({
    type: z.enum(LEAD_TYPES, { message: 'Type de demande inconnu.' }),
    firstname: optionalText(),
    lastname: optionalText(),
    email: optionalText(),
    phone: optionalText(40).transform((v) => v.replace(/[^\d+ ]/g, '').trim()),
    message: optionalMessage(),
    // A plain HTML form (no JavaScript) carries the payload as a JSON string in a hidden field.
    payload: z
      .unknown()
      .optional()
      .transform((v) => parseJsonField(v) ?? null)
      .refine(isBoundedPayload, 'Données complémentaires trop volumineuses ou trop imbriquées.'),
  })
  .superRefine((lead, ctx) => {
    const emailOk = EMAIL_PATTERN.test(lead.email);
    if (lead.type === 'freebies') {
      if (!lead.firstname || !lead.lastname || !emailOk) {
        ctx.addIssue({ code: 'custom', path: ['email'], message: 'Merci de compléter Prénom, Nom et un email valide.' });
      }
      return;
    }
    const missing: string[] = [];
    if (!lead.firstname) missing.push('prénom');
    if (!lead.lastname) missing.push('nom');
    if (!lead.phone) missing.push('téléphone');
    if (!lead.email) missing.push('email');
    if (missing.length) {
      ctx.addIssue({ code: 'custom', path: [], message: 'Merci de compléter prénom, nom, téléphone et email' });
    } else if (!emailOk) {
      ctx.addIssue({ code: 'custom', path: ['email'], message: 'Email invalide' });
    }
  });
export type CmsLeadInput = z.infer<typeof cmsLeadSchema>;

// network §7 row 2 (adviser forms) and row 3 (agency contact): POST /api/expertimo/contact.
const ADVISER_KINDS = ['message', 'devis', 'rdv'] as const;
const REQUIRED_FOUR = 'Merci de compléter prénom, nom, email et téléphone.';
export const expertimoContactSchema = z
  .object({
    advisorId: z.union([z.string(), z.number()]).optional().transform((v) => (v === undefined ? undefined : String(v))),
    kind: trimmed(40).default('message'),
    company: optionalText(),
    firstName: optionalText(),
    lastName: optionalText(),
    email: optionalText(),
    phone: optionalText(40).transform((v) => v.replace(/[^\d+ ]/g, '').trim()),
    message: optionalMessage(),
    typeBien: z.enum(['Maison', 'Appartement', 'Terrain', 'Local']).optional().catch(undefined),
    surface: optionalText(20).transform((v) => v.replace(/\D/g, '')),
    adresse: optionalText(),
    cpVille: optionalText(),
    details: optionalMessage(),
    preferedDate: optionalText(40),
    timeWindow: z.enum(['Matin', 'Après-midi', 'Soir']).optional().catch(undefined),
  })
  .superRefine((c, ctx) => {
    if (!c.firstName || !c.lastName || !c.email || !c.phone) {
      ctx.addIssue({ code: 'custom', path: [], message: REQUIRED_FOUR });
    } else if (!EMAIL_PATTERN.test(c.email)) {
      ctx.addIssue({ code: 'custom', path: ['email'], message: 'Email invalide' });
    }
    if (c.advisorId !== undefined && !(ADVISER_KINDS as readonly string[]).includes(c.kind)) {
      ctx.addIssue({ code: 'custom', path: ['kind'], message: 'Type de demande inconnu.' });
    }
  });
export type ExpertimoContactInput = z.infer<typeof expertimoContactSchema>;
/** The adviser forms' fields a refused post without JavaScript gives back, and the name of that kept input (decision 0070). */
export const ADVISER_CONTACT_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'message', 'typeBien', 'surface', 'adresse', 'cpVille', 'details', 'preferedDate', 'timeWindow'] as const;
export const ADVISER_CONTACT_FORM = 'conseiller';

/**
 * network §3 'Contact message (agency)', §5, §7 row 3: the agency's /contact form (kind, company,
 * firstName, lastName, email, phone, message). The same four are required, the message is optional;
 * messages are catalogue keys (decision 0016) holding the spec's wording.
 */
export const AGENCE_CONTACT_REQUIRED = 'agence:contact.errors.required';
export const agenceContactSchema = z
  .object({
    kind: z.literal('message').default('message').catch('message'),
    company: optionalText(),
    firstName: optionalText(100),
    lastName: optionalText(100),
    email: optionalText(),
    phone: optionalText(40).transform((v) => v.replace(/[^\d+ ]/g, '').trim()),
    message: optionalMessage(),
  })
  .superRefine((c, ctx) => {
    if (!c.firstName || !c.lastName || !c.email || !c.phone) {
      ctx.addIssue({ code: 'custom', path: [], message: AGENCE_CONTACT_REQUIRED });
    } else if (!EMAIL_PATTERN.test(c.email)) {
      ctx.addIssue({ code: 'custom', path: ['email'], message: 'forms:email.invalid' });
    }
  });
export type AgenceContactInput = z.infer<typeof agenceContactSchema>;

// network §7 row 4: POST /api/expertimo/lead (Sevran landing): address, first name and phone required.
const utmSchema = z
  .object({
    utm_source: z.string().max(200).optional(),
    utm_medium: z.string().max(200).optional(),
    utm_campaign: z.string().max(200).optional(),
    utm_term: z.string().max(200).optional(),
    utm_content: z.string().max(200).optional(),
    gclid: z.string().max(200).optional(),
  })
  .partial()
  .optional()
  .catch(undefined);
/** Agency lead form (network spec §5): the message when address, first name or phone is missing. */
export const LEAD_REQUIRED_MESSAGE = 'Merci de renseigner l’adresse du bien, votre nom et votre téléphone.';

const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'gclid'] as const;

/** A plain HTML form sends the UTM fields flat (utm_source=…); JSON nests them under utm. */
function nestFlatUtm(input: unknown): unknown {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return input;
  const body = input as Record<string, unknown>;
  if (body.utm !== undefined) return body;
  const utm = Object.fromEntries(UTM_KEYS.flatMap((k) => (typeof body[k] === 'string' && body[k] !== '' ? [[k, body[k]]] : [])));
  return Object.keys(utm).length ? { ...body, utm } : body;
}

export const expertimoLeadSchema = z.preprocess(
  nestFlatUtm,
  z.object({
    kind: trimmed(40).default('estimation'),
    context: optionalText(),
    address: optionalText(300),
    firstName: optionalText(),
    // Checked and stored in E.164 by the endpoint (libphonenumber-js stays out of the browser's code).
    phone: optionalText(40),
    email: optionalText(),
    utm: utmSchema,
    pageUrl: optionalText(1000),
  })
  .superRefine((l, ctx) => {
    const missing = (['address', 'firstName', 'phone'] as const).filter((k) => !l[k]);
    if (missing.length) {
      // The spec's sentence for the form, and each empty field says it too.
      ctx.addIssue({ code: 'custom', path: [], message: LEAD_REQUIRED_MESSAGE });
      for (const k of missing) ctx.addIssue({ code: 'custom', path: [k], message: 'forms:required' });
    }
    if (l.email && !EMAIL_PATTERN.test(l.email)) ctx.addIssue({ code: 'custom', path: ['email'], message: 'Email invalide' });
  }),
);
/** The landing form's fields a refused post without JavaScript gives back, and the name of that kept input (decision 0070). */
export const LANDING_LEAD_FIELDS = ['address', 'firstName', 'phone', 'email'] as const;
export const LANDING_LEAD_FORM = 'estimation';
export type ExpertimoLeadInput = z.infer<typeof expertimoLeadSchema>;

export { phone as phoneSchema, email as emailSchema };

/** Field → first French message, for 400 answers and form error display. */
export function fieldErrors(error: z.ZodError): { message: string; fields: Record<string, string> } {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_form';
    fields[key] ??= issue.message;
  }
  const message = fields._form ?? Object.values(fields)[0] ?? 'Données invalides.';
  return { message, fields };
}
