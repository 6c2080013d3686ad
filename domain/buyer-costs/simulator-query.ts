import { z } from 'zod';
import { HCSF_MAX_YEARS } from './loan';

/**
 * The property page's 'what you will pay' GET form (issue 39 item 6): its URL parameters read by one
 * schema. Works without JavaScript: the form submits to the page itself and the server answers with the
 * figures. Messages are catalogue keys of `listings` (decision 0016).
 */

export const LOAN_YEARS = [10, 15, 20, HCSF_MAX_YEARS] as const;
export const DEFAULT_LOAN_YEARS = 20;
export const SIMULATOR_FIELDS = ['apport', 'taux', 'duree', 'revenus', 'credits', 'neuf'] as const;
export type SimulatorField = (typeof SIMULATOR_FIELDS)[number];

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** Whole euros: '20 000', '20000 €'; blank is none. */
const euros = z.unknown().transform((v, ctx) => {
  if (blank(v)) return null;
  const s = String(v).replace(/[\s\u00a0\u202f€]/g, '');
  if (!/^\d{1,9}$/.test(s)) {
    ctx.addIssue({ code: 'custom', message: 'buyerCosts.errors.amount' });
    return z.NEVER;
  }
  return Number(s);
});

/** An annual rate in %, '3,45' or '3.45', from 0 to 20. */
const rate = z.unknown().transform((v, ctx) => {
  if (blank(v)) return null;
  const s = String(v).trim().replace(',', '.').replace(/\s*%$/, '');
  const n = /^\d{1,2}(\.\d{1,3})?$/.test(s) ? Number(s) : NaN;
  if (!(n >= 0 && n <= 20)) {
    ctx.addIssue({ code: 'custom', message: 'buyerCosts.errors.rate' });
    return z.NEVER;
  }
  return n;
});

const years = z.unknown().transform((v, ctx) => {
  if (blank(v)) return DEFAULT_LOAN_YEARS;
  const n = Number(v);
  if (!(LOAN_YEARS as readonly number[]).includes(n)) {
    ctx.addIssue({ code: 'custom', message: 'buyerCosts.errors.years' });
    return z.NEVER;
  }
  return n;
});

export const simulatorQuerySchema = z.object({
  apport: euros,
  taux: rate,
  duree: years,
  revenus: euros,
  credits: euros,
  neuf: z.unknown().transform((v) => v === '1' || v === 'on' || v === 'oui'),
});
export type SimulatorQuery = z.output<typeof simulatorQuerySchema>;

export interface SimulatorRead {
  /** What was typed, to show back in the form. */
  values: Partial<Record<SimulatorField, string>>;
  /** The message key of each field that could not be read. */
  errors: Partial<Record<SimulatorField, string>>;
  /** Null when a field is wrong (the figures are then not computed). */
  query: SimulatorQuery | null;
  /** True when the visitor submitted the form (any of its fields is in the URL). */
  submitted: boolean;
}

export function readSimulatorQuery(params: { get(name: string): string | null }): SimulatorRead {
  const values: Partial<Record<SimulatorField, string>> = {};
  for (const f of SIMULATOR_FIELDS) {
    const v = params.get(f);
    if (v !== null) values[f] = v.slice(0, 40);
  }
  const parsed = simulatorQuerySchema.safeParse(Object.fromEntries(SIMULATOR_FIELDS.map((f) => [f, values[f]])));
  const errors: Partial<Record<SimulatorField, string>> = {};
  if (!parsed.success) for (const issue of parsed.error.issues) errors[issue.path[0] as SimulatorField] ??= issue.message;
  return { values, errors, query: parsed.success ? parsed.data : null, submitted: Object.keys(values).length > 0 };
}
