import type { FieldError } from '../../../domain/backoffice/site-form';
import type { Text } from './text';

/** Field errors (catalogue keys) in the request's language. */
export function translateErrors(t: Text, errors: Record<string, FieldError>): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).map(([name, error]) => [name, t(error.key, error.values)]));
}

/** What was typed, by field name (null: absent, an unticked box), to show it again after a refusal. */
export function typedValues(form: FormData, names: readonly string[]): Record<string, string | null> {
  return Object.fromEntries(names.map((name) => [name, typeof form.get(name) === 'string' ? String(form.get(name)) : null]));
}

/** The form's text for one field ('' when absent or a file). */
export const formText = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};
