import { z } from 'zod';
import type { AnyBlock } from './types';
import { imageProp } from './image-prop';

/**
 * The page editor's fields, derived from a block's zod schema (decision 0099) and sent to the browser as
 * data: Puck's field types, with `image` for the media picker (a custom field in the editor's script).
 * An enum is a select, a short string a text, a long or unbounded one a textarea, a number a number, a
 * boolean a yes/no radio, an object its fields, an array of objects an array field. A field's label is
 * its schema's description (`.describe('Titre')`), else its name. A field the schema cannot say (an array
 * of plain strings, a union…) is left out: its value is kept as stored.
 */
export type EditorField =
  | { type: 'text' | 'textarea' | 'number'; label: string }
  | { type: 'select'; label: string; options: Array<{ label: string; value: string }> }
  | { type: 'radio'; label: string; options: Array<{ label: string; value: boolean }> }
  | { type: 'image'; label: string }
  | { type: 'object'; label: string; objectFields: Record<string, EditorField> }
  | { type: 'array'; label: string; arrayFields: Record<string, EditorField>; defaultItemProps: Record<string, unknown> };

export interface EditorBlock {
  type: string;
  fields: Record<string, EditorField>;
  defaultProps: Record<string, unknown>;
}

/** Strings longer than this are edited in a textarea. */
const SHORT_TEXT = 120;

function unwrap(schema: z.ZodType): z.ZodType {
  let current = schema;
  for (;;) {
    if (current instanceof z.ZodOptional || current instanceof z.ZodNullable) current = current.unwrap() as z.ZodType;
    else if (current instanceof z.ZodDefault || current instanceof z.ZodPrefault) current = current.unwrap() as z.ZodType;
    else return current;
  }
}

/** A schema's default value, when it has one (`.default(…)`). */
function defaultOf(schema: z.ZodType): unknown {
  const parsed = schema.safeParse(undefined);
  return parsed.success ? parsed.data : undefined;
}

function fieldsOf(shape: Record<string, z.ZodType>): Record<string, EditorField> {
  const fields: Record<string, EditorField> = {};
  for (const [name, schema] of Object.entries(shape)) {
    const field = fieldOf(schema, schema.description ?? unwrap(schema).description ?? name);
    if (field) fields[name] = field;
  }
  return fields;
}

function defaultsOf(shape: Record<string, z.ZodType>): Record<string, unknown> {
  const defaults: Record<string, unknown> = {};
  for (const [name, schema] of Object.entries(shape)) {
    const value = defaultOf(schema);
    if (value !== undefined) defaults[name] = value;
    else if (unwrap(schema) instanceof z.ZodString && !(schema instanceof z.ZodOptional)) defaults[name] = '';
  }
  return defaults;
}

export function fieldOf(schema: z.ZodType, label: string): EditorField | null {
  const inner = unwrap(schema);
  if (inner === imageProp) return { type: 'image', label };
  if (inner instanceof z.ZodEnum) return { type: 'select', label, options: (inner.options as Array<string | number>).map((value) => ({ label: String(value), value: String(value) })) };
  if (inner instanceof z.ZodString) return { type: (inner.maxLength ?? Infinity) <= SHORT_TEXT ? 'text' : 'textarea', label };
  if (inner instanceof z.ZodNumber) return { type: 'number', label };
  if (inner instanceof z.ZodBoolean)
    return {
      type: 'radio',
      label,
      options: [
        { label: 'Oui', value: true },
        { label: 'Non', value: false },
      ],
    };
  if (inner instanceof z.ZodObject) return { type: 'object', label, objectFields: fieldsOf(inner.shape as Record<string, z.ZodType>) };
  if (inner instanceof z.ZodArray) {
    const element = unwrap(inner.element as z.ZodType);
    if (!(element instanceof z.ZodObject) || element === imageProp) return null;
    const shape = element.shape as Record<string, z.ZodType>;
    return { type: 'array', label, arrayFields: fieldsOf(shape), defaultItemProps: defaultsOf(shape) };
  }
  return null;
}

/** The editor's blocks for a family: one entry per block definition (its first name), in registry order. */
export function editorBlocks(registry: Readonly<Record<string, AnyBlock>>): EditorBlock[] {
  const seen = new Set<AnyBlock>();
  const blocks: EditorBlock[] = [];
  for (const [type, definition] of Object.entries(registry)) {
    if (seen.has(definition)) continue;
    seen.add(definition);
    const schema = unwrap(definition.schema);
    const shape = schema instanceof z.ZodObject ? (schema.shape as Record<string, z.ZodType>) : {};
    blocks.push({ type, fields: fieldsOf(shape), defaultProps: defaultsOf(shape) });
  }
  return blocks;
}
