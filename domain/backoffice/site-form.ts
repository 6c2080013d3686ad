import { z } from 'zod';
import { agenceCrmSchema, agenceSettingsSchema } from '../agence/site';
import { diagCrmSchema } from '../diag/crm';
import { diagSettingsSchema } from '../diag/site';
import { toE164 } from '../format/phone-number';
import { immoCrmSchema, immoSettingsSchema } from '../immo/site';
import { recrutementCrmSchema, recrutementSettingsSchema } from '../recrutement/site';
import type { Family } from '../sites/site';
import { editableFields, fieldName, type SiteField } from './site-fields';

/**
 * The back-office's site record form (issue 29 item 5), generated from and checked by the family's own
 * record schemas: the very objects `parseSite` reads the row with at the repository edge. Those schemas
 * read leniently (a wrong value becomes undefined, `.catch`); the form takes the same field schema
 * without its `.catch`, so what the page would silently drop is refused here, next to its field.
 */
const RECORD_SCHEMAS: Record<Family, { crm: z.ZodType; settings: z.ZodType }> = {
  diag: { crm: diagCrmSchema, settings: diagSettingsSchema },
  immo: { crm: immoCrmSchema, settings: immoSettingsSchema },
  agence: { crm: agenceCrmSchema, settings: agenceSettingsSchema },
  recrutement: { crm: recrutementCrmSchema, settings: recrutementSettingsSchema },
};

/** What input a field is, read from its schema's type. */
export type FieldKind = 'text' | 'number' | 'checkbox' | 'lines';

/** A message as a catalogue key ('siteForm.error.…') and its values, translated by the page. */
export interface FieldError {
  key: string;
  values?: Record<string, unknown>;
}

/** The schema under its wrappers (catch, default, optional, nullable). */
function core(schema: z.ZodType): z.ZodType {
  let s = schema;
  for (;;) {
    if (s instanceof z.ZodCatch || s instanceof z.ZodDefault || s instanceof z.ZodOptional || s instanceof z.ZodNullable) s = s.unwrap() as z.ZodType;
    else return s;
  }
}

/** The same schema, its `.catch` removed at every level of its wrappers (defaults and optionality kept). */
export function strict(schema: z.ZodType): z.ZodType {
  if (schema instanceof z.ZodCatch) return strict(schema.unwrap() as z.ZodType);
  if (schema instanceof z.ZodDefault) return (strict(schema.unwrap() as z.ZodType) as z.ZodType).default(schema.def.defaultValue as never);
  if (schema instanceof z.ZodOptional) return strict(schema.unwrap() as z.ZodType).optional();
  if (schema instanceof z.ZodNullable) return strict(schema.unwrap() as z.ZodType).nullable();
  return schema;
}

/** A field's schema inside its family's record schema (walking nested objects such as `crm.keyFigures`). */
export function fieldSchema(family: Family, field: SiteField): z.ZodType {
  const [part, ...keys] = field.path;
  let schema = RECORD_SCHEMAS[family][part];
  for (const key of keys) {
    const object = core(schema);
    const next = object instanceof z.ZodObject ? (object.shape as Record<string, z.ZodType>)[key] : undefined;
    if (!next) throw new Error(`${family}: no field ${fieldName(field)} in its record schema`);
    schema = next;
  }
  return schema;
}

export function fieldKind(family: Family, field: SiteField): FieldKind {
  const type = core(fieldSchema(family, field));
  if (type instanceof z.ZodNumber) return 'number';
  if (type instanceof z.ZodBoolean) return 'checkbox';
  if (type instanceof z.ZodArray) return 'lines';
  return 'text';
}

/** A field's value in a record (raw JSON object of the row), or undefined. */
export function valueAt(record: Readonly<Record<string, unknown>>, keys: readonly string[]): unknown {
  let value: unknown = record;
  for (const key of keys) value = value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>)[key] : undefined;
  return value;
}

/** The record with one field set (undefined removes it), nested objects created as needed; the input is not changed. */
export function withValue(record: Readonly<Record<string, unknown>>, keys: readonly string[], value: unknown): Record<string, unknown> {
  const [key, ...rest] = keys;
  if (key === undefined) return { ...record };
  const out: Record<string, unknown> = { ...record };
  if (rest.length) {
    const inner = out[key];
    out[key] = withValue(inner !== null && typeof inner === 'object' && !Array.isArray(inner) ? (inner as Record<string, unknown>) : {}, rest, value);
  } else if (value === undefined) delete out[key];
  else out[key] = value;
  return out;
}

/** A stored value as the form compares it: '' and absent alike, a flag true or false, a list of strings. */
export function normalised(kind: FieldKind, value: unknown): unknown {
  switch (kind) {
    case 'checkbox':
      return value === true;
    case 'lines':
      return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
    case 'number':
      return typeof value === 'number' ? value : undefined;
    case 'text':
      return typeof value === 'string' && value.trim() !== '' ? value : typeof value === 'number' ? String(value) : undefined;
  }
}

/** What the form sent for one field, before its schema reads it. */
function submitted(kind: FieldKind, raw: string | null): unknown {
  const text = (raw ?? '').trim();
  switch (kind) {
    case 'checkbox':
      return raw !== null;
    case 'lines':
      return text
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean);
    case 'number': {
      if (!text) return undefined;
      const n = Number(text.replace(',', '.'));
      return Number.isFinite(n) ? n : text;
    }
    case 'text':
      return text || undefined;
  }
}

const emailSchema = z.email();

/** What the field's `as` adds to its schema: a phone number that is one, an e-mail that is one, a web address. */
export function kindCheck(field: SiteField, value: unknown): FieldError | null {
  if (typeof value !== 'string' || !value) return null;
  if (field.as === 'tel' && !toE164(value)) return { key: 'siteForm.error.phone' };
  if (field.as === 'email' && !emailSchema.safeParse(value).success) return { key: 'siteForm.error.email' };
  if (field.as === 'url' && !/^(https:\/\/[^\s/]+|\/)\S*$/.test(value)) return { key: 'siteForm.error.url' };
  return null;
}

/** A zod issue as a catalogue key: the schemas' own messages are English developer texts. */
export function issueMessage(issue: z.core.$ZodIssue): FieldError {
  // A message given as a catalogue key by our own schemas (site-identity.ts).
  if (issue.message.startsWith('siteForm.')) return { key: issue.message, ...(issue.code === 'too_big' ? { values: { max: issue.maximum } } : {}) };
  switch (issue.code) {
    case 'invalid_type':
      return { key: issue.expected === 'number' ? 'siteForm.error.number' : 'siteForm.error.invalid' };
    case 'too_small':
      return issue.origin === 'number' ? { key: 'siteForm.error.min', values: { min: issue.minimum } } : { key: 'siteForm.error.required' };
    case 'too_big':
      return issue.origin === 'number' ? { key: 'siteForm.error.max', values: { max: issue.maximum } } : { key: 'siteForm.error.tooLong', values: { max: issue.maximum } };
    case 'invalid_format':
      return { key: 'siteForm.error.format' };
    default:
      return { key: 'siteForm.error.invalid' };
  }
}

export interface FieldView {
  name: string;
  kind: FieldKind;
  as: SiteField['as'];
  /** The value to show: text (lines joined by line feeds) or a flag. */
  value: string | boolean;
}

/** The fields a member may edit, with the record's current values (or what was just typed, after a refusal). */
export function fieldViews(family: Family, asAdmin: boolean, record: { crm: Record<string, unknown>; settings: Record<string, unknown> }, typed?: Readonly<Record<string, string | null>>): FieldView[] {
  return editableFields(family, asAdmin).map((field) => {
    const kind = fieldKind(family, field);
    const name = fieldName(field);
    if (typed) return { name, kind, as: field.as, value: kind === 'checkbox' ? typed[name] !== null && typed[name] !== undefined : (typed[name] ?? '') };
    const [part, ...keys] = field.path;
    const value = normalised(kind, valueAt(record[part], keys));
    return { name, kind, as: field.as, value: kind === 'checkbox' ? value === true : Array.isArray(value) ? value.join('\n') : value === undefined ? '' : String(value) };
  });
}

export type RecordChange = { ok: true; crm: Record<string, unknown>; settings: Record<string, unknown>; changed: Record<string, { before: unknown; after: unknown }> } | { ok: false; errors: Record<string, FieldError> };

/**
 * Reads a posted form against the family's schemas: the member's editable fields only (anything else
 * posted is ignored), each checked by its own schema without `.catch`. Answers the new crm and settings
 * (the stored record with only the changed fields replaced: fields the form does not show are kept) and
 * what changed, before and after; or the errors by field name.
 */
export function applySiteForm(
  family: Family,
  asAdmin: boolean,
  record: { crm: Record<string, unknown>; settings: Record<string, unknown> },
  read: (name: string) => string | null,
): RecordChange {
  const errors: Record<string, FieldError> = {};
  const next = { crm: record.crm, settings: record.settings };
  const changed: Record<string, { before: unknown; after: unknown }> = {};
  for (const field of editableFields(family, asAdmin)) {
    const name = fieldName(field);
    const kind = fieldKind(family, field);
    const [part, ...keys] = field.path;
    const parsed = strict(fieldSchema(family, field)).safeParse(submitted(kind, read(name)));
    if (!parsed.success) {
      errors[name] = issueMessage(parsed.error.issues[0]!);
      continue;
    }
    const refused = kindCheck(field, parsed.data);
    if (refused) {
      errors[name] = refused;
      continue;
    }
    const before = normalised(kind, valueAt(record[part], keys));
    const after = normalised(kind, parsed.data);
    if (JSON.stringify(before ?? null) === JSON.stringify(after ?? null)) continue;
    changed[name] = { before: before ?? null, after: after ?? null };
    next[part] = withValue(next[part], keys, parsed.data);
  }
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, ...next, changed };
}

/** The errors of a zod parse by field (the first issue of each), as catalogue keys. */
export function errorsByField(error: z.ZodError): Record<string, FieldError> {
  const errors: Record<string, FieldError> = {};
  for (const issue of error.issues) {
    const name = String(issue.path[0] ?? 'form');
    errors[name] ??= issueMessage(issue);
  }
  return errors;
}
