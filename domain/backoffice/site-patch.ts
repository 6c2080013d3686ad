import type { Family } from '../sites/site';
import { editableFields, fieldName, type SiteField } from './site-fields';
import { fieldKind, fieldSchema, issueMessage, kindCheck, normalised, strict, valueAt, withValue, type FieldError, type FieldKind, type RecordChange } from './site-form';

/**
 * A JSON merge patch (RFC 7396) of a site's record, as the CRM API sends it (issue 34): the same
 * fields, schemas and checks as the back-office's site form for a network admin (site-form.ts), read
 * from JSON values instead of form text. A field set to null is removed; a field absent is kept; a
 * field the form does not offer is refused. Errors are keyed by JSON pointer ('/crm/PhoneNumber').
 */
export interface SiteRecordPatch {
  crm?: Record<string, unknown>;
  settings?: Record<string, unknown>;
}

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/** The leaves of a patch (a value that is not an object, or null), with their paths. */
function leaves(value: Record<string, unknown>, path: string[]): { path: string[]; value: unknown }[] {
  return Object.entries(value).flatMap(([key, inner]) => (isObject(inner) ? leaves(inner, [...path, key]) : [{ path: [...path, key], value: inner }]));
}

/** A JSON value as the field's schema reads it: text trimmed (empty: absent), a list's lines trimmed. */
function received(kind: FieldKind, value: unknown): unknown {
  if (value === null) return undefined;
  if (kind === 'text' && typeof value === 'string') return value.trim() || undefined;
  if (kind === 'lines' && Array.isArray(value)) return value.map((line) => (typeof line === 'string' ? line.trim() : line)).filter((line) => line !== '');
  return value;
}

export const pointerOf = (path: readonly string[]): string => `/${path.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/')}`;

export function applySitePatch(family: Family, record: { crm: Record<string, unknown>; settings: Record<string, unknown> }, patch: SiteRecordPatch): RecordChange {
  const fields = new Map<string, SiteField>(editableFields(family, true).map((field) => [field.path.join('.'), field]));
  const errors: Record<string, FieldError> = {};
  const next = { crm: record.crm, settings: record.settings };
  const changed: Record<string, { before: unknown; after: unknown }> = {};
  for (const part of ['crm', 'settings'] as const) {
    for (const leaf of leaves(patch[part] ?? {}, [part])) {
      const field = fields.get(leaf.path.join('.'));
      const pointer = pointerOf(leaf.path);
      if (!field) {
        errors[pointer] = { key: 'siteForm.error.notEditable' };
        continue;
      }
      const kind = fieldKind(family, field);
      const parsed = strict(fieldSchema(family, field)).safeParse(received(kind, leaf.value));
      if (!parsed.success) {
        errors[pointer] = issueMessage(parsed.error.issues[0]!);
        continue;
      }
      const refused = kindCheck(field, parsed.data);
      if (refused) {
        errors[pointer] = refused;
        continue;
      }
      const [, ...keys] = field.path;
      const before = normalised(kind, valueAt(record[part], keys));
      const after = normalised(kind, parsed.data);
      if (JSON.stringify(before ?? null) === JSON.stringify(after ?? null)) continue;
      changed[fieldName(field)] = { before: before ?? null, after: after ?? null };
      next[part] = withValue(next[part], keys, parsed.data);
    }
  }
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, ...next, changed };
}
