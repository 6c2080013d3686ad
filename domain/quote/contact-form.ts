import { z } from 'zod';
import { type Message, message } from '../i18n/message';
import { EMAIL_PATTERN } from '../leads/lead-limits';
import type { QuoteCriteria } from './criteria';
import { DIAGNOSTIC_LABELS, type DiagnosticKey } from './required';
import type { SelectionStates } from './selection';
import { includedKeys } from './selection';
import type { OfferedKeys } from './offered';
import { AUTRE_DATE, parseSlotParam } from './slots';

/** Step-2 contact form of the quote (spec §3 "Contact forms", §5 "Quote step 2", §8). */
export const CIVILITIES = ['madame', 'monsieur'] as const;
export type Civility = (typeof CIVILITIES)[number];
export const CIVILITY_LABELS: Readonly<Record<Civility, string>> = { madame: 'Madame', monsieur: 'Monsieur' };

/** The contact fields of step 2, as posted: what a refused post without JavaScript gives back (decision 0070). */
export const QUOTE_CONTACT_FIELDS = ['civility', 'firstName', 'lastName', 'phone', 'email', 'message'] as const;
/** The name of their kept input. */
export const QUOTE_CONTACT_FORM = 'devis';

export const MISSING_CONTACT_TITLE = 'Merci de compléter';
/** Spec §8: the quote could not be sent. */
export const QUOTE_SEND_FAILURE = 'Erreur lors de l’envoi de la demande de devis. Merci de réessayer';
export const INVALID_EMAIL = 'Email invalide';
// Not in the spec's catalogue: the brief asks for French phone validation, so it needs a message.
export const INVALID_PHONE = 'Téléphone invalide';
export const INVALID_FIRST_NAME = 'Prénom : lettres, espaces, tirets et apostrophes uniquement';
export const INVALID_LAST_NAME = 'Nom : lettres, espaces, tirets et apostrophes uniquement';

/** A person's name: starts with a letter; letters, accents, spaces, hyphens, apostrophes, dots (« J.-P. »). */
export function isPersonName(raw: string): boolean {
  return raw.length <= 60 && /^\p{L}[\p{L}\p{M} '’.-]*$/u.test(raw);
}

/** French numbers: 0 + [1-9] + 8 digits, or the same after +33 / 0033; spaces, dots, dashes allowed. */
export function isFrenchPhone(raw: string): boolean {
  const compact = raw.replace(/[\s.\-()]/g, '');
  return /^0[1-9]\d{8}$/.test(compact) || /^(\+33|0033)[1-9]\d{8}$/.test(compact);
}

const text = (max: number) =>
  z
    .union([z.string(), z.null()])
    .optional()
    .transform((v) => (typeof v === 'string' ? v.trim().slice(0, max) : ''));

const rawContactSchema = z.object({
  // Absent civility takes the default; an explicit empty or unknown one is reported as missing.
  civility: z
    .union([z.string(), z.null()])
    .optional()
    .transform((v) => (v === undefined || v === null ? 'madame' : v.trim().toLowerCase())),
  firstName: text(200),
  lastName: text(200),
  phone: text(40),
  email: text(200),
  message: text(5000),
});
type RawContact = z.output<typeof rawContactSchema>;

interface Problems {
  missing: string[];
  invalidEmail: boolean;
  invalidPhone: boolean;
  /** Format errors of the names, as messages. */
  invalidNames: string[];
}

function problems(c: RawContact): Problems {
  const missing: string[] = [];
  if (!(CIVILITIES as readonly string[]).includes(c.civility)) missing.push('Civilité');
  if (!c.firstName) missing.push('Prénom');
  if (!c.lastName) missing.push('Nom');
  if (!c.phone) missing.push('Téléphone');
  if (!c.email) missing.push('Email');
  return {
    missing,
    invalidEmail: c.email !== '' && !EMAIL_PATTERN.test(c.email),
    invalidPhone: c.phone !== '' && !isFrenchPhone(c.phone),
    invalidNames: [
      c.firstName !== '' && !isPersonName(c.firstName) ? INVALID_FIRST_NAME : '',
      c.lastName !== '' && !isPersonName(c.lastName) ? INVALID_LAST_NAME : '',
    ].filter(Boolean),
  };
}

/** "Merci de compléter : Prénom, Nom", or the format errors, one a line. */
function problemMessage(p: Problems): string {
  if (p.missing.length) return `${MISSING_CONTACT_TITLE} : ${p.missing.join(', ')}`;
  return [...p.invalidNames, p.invalidEmail ? INVALID_EMAIL : '', p.invalidPhone ? INVALID_PHONE : ''].filter(Boolean).join('\n');
}

export const quoteContactSchema = rawContactSchema
  .superRefine((c, ctx) => {
    const p = problems(c);
    if (p.missing.length) ctx.addIssue({ code: 'custom', path: [], message: problemMessage(p) });
    if (p.invalidEmail) ctx.addIssue({ code: 'custom', path: ['email'], message: INVALID_EMAIL });
    if (p.invalidPhone) ctx.addIssue({ code: 'custom', path: ['phone'], message: INVALID_PHONE });
    for (const message of p.invalidNames) ctx.addIssue({ code: 'custom', path: [message === INVALID_FIRST_NAME ? 'firstName' : 'lastName'], message });
  })
  .transform((c) => ({ ...c, civility: c.civility as Civility }));
export type QuoteContact = z.output<typeof quoteContactSchema>;

export type QuoteContactResult =
  | { ok: true; data: QuoteContact }
  | { ok: false; missing: string[]; invalidEmail: boolean; invalidPhone: boolean; invalidNames: string[]; message: string };

export function validateQuoteContact(input: unknown): QuoteContactResult {
  const raw = rawContactSchema.safeParse(input ?? {});
  if (!raw.success) {
    // Not an object at all: everything is missing.
    const p: Problems = { missing: ['Civilité', 'Prénom', 'Nom', 'Téléphone', 'Email'], invalidEmail: false, invalidPhone: false, invalidNames: [] };
    return { ok: false, ...p, message: problemMessage(p) };
  }
  const p = problems(raw.data);
  if (p.missing.length || p.invalidEmail || p.invalidPhone || p.invalidNames.length) return { ok: false, ...p, message: problemMessage(p) };
  return { ok: true, data: { ...raw.data, civility: raw.data.civility as Civility } };
}

/** What the visitor is told about a refused contact form, as catalogue keys; null when it is valid. */
export interface QuoteContactProblem {
  /** 'Merci de compléter' with the missing fields' labels as items, or the format errors, one a line. */
  lines: Message[];
  items: Message[];
}

const CONTACT_FIELDS = ['civility', 'firstName', 'lastName', 'phone', 'email'] as const;

/**
 * validateQuoteContact's verdict as catalogue keys of `diag:quote.contact` (the French catalogue
 * reads the same as `message`): the items are the form's own field labels.
 */
export function quoteContactProblem(input: unknown): QuoteContactProblem | null {
  const result = validateQuoteContact(input);
  if (result.ok) return null;
  if (result.missing.length) {
    // `missing` lists the fields in CONTACT_FIELDS order, by their French label.
    const labels: Record<(typeof CONTACT_FIELDS)[number], string> = { civility: 'Civilité', firstName: 'Prénom', lastName: 'Nom', phone: 'Téléphone', email: 'Email' };
    const items = CONTACT_FIELDS.filter((f) => result.missing.includes(labels[f])).map((f) => message(`diag:quote.contact.${f}`));
    return { lines: [message('diag:quote.contactError.missing')], items };
  }
  const lines = [
    ...result.invalidNames.map((m) => message(m === INVALID_FIRST_NAME ? 'diag:quote.contactError.firstName' : 'diag:quote.contactError.lastName')),
    ...(result.invalidEmail ? [message('diag:quote.contactError.email')] : []),
    ...(result.invalidPhone ? [message('diag:quote.contactError.phone')] : []),
  ];
  return { lines, items: [] };
}

/** What the quote lead carries besides the contact (spec §3 "Lead submission", quote payload). */
export interface QuoteLeadPayload {
  criteria: QuoteCriteria;
  selectedDiagnostics: DiagnosticKey[];
  /** Human-readable names of selectedDiagnostics, for the notification e-mail. */
  selectedDiagnosticLabels: string[];
  isRendezVous: boolean;
  /** '' | 'autreDate' | 'dd-mm-yy-HHhMM'. */
  rendezVousDate: string;
  /** 'Mardi 8 décembre à 9h30', 'Autre date (urgent)' or ''. */
  rendezVousLabel: string;
  civility: Civility;
  url: string;
}

/** Same shape as the output of cmsLeadSchema (checked in the test, not coupled by type). */
export interface QuoteLead {
  type: 'devis';
  firstname: string;
  lastname: string;
  email: string;
  phone: string;
  message: string;
  payload: QuoteLeadPayload;
}

/**
 * The lead POSTed for a quote. Matches cmsLeadSchema (domain/leads/schemas.ts, type 'devis',
 * POST /api/cms-websites/contact); civility has no field there, so it rides in the payload.
 */
export function buildQuoteLead(
  criteria: QuoteCriteria,
  states: Partial<SelectionStates>,
  contact: QuoteContact,
  { rendezVousDate, url, offered }: { rendezVousDate?: string | null; url: string; offered?: OfferedKeys },
): QuoteLead {
  const slot = parseSlotParam(rendezVousDate);
  const date = slot.kind === 'slot' ? slot.param : slot.kind === 'autreDate' ? AUTRE_DATE : '';
  const selected = includedKeys(criteria, states, offered);
  return {
    type: 'devis',
    firstname: contact.firstName,
    lastname: contact.lastName,
    email: contact.email,
    phone: contact.phone.replace(/[^\d+ ]/g, '').trim(),
    message: contact.message,
    payload: {
      criteria,
      selectedDiagnostics: selected,
      selectedDiagnosticLabels: selected.map((k) => DIAGNOSTIC_LABELS[k]),
      isRendezVous: date !== '',
      rendezVousDate: date,
      rendezVousLabel: slot.kind === 'slot' ? slot.label : slot.kind === 'autreDate' ? 'Autre date (urgent)' : '',
      civility: contact.civility,
      url,
    },
  };
}
