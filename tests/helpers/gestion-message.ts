import type { Message } from '../../domain/i18n/message';
import en from '../../app/i18n/locales/en/gestion.json';
import fr from '../../app/i18n/locales/fr/gestion.json';

/**
 * A domain Message of the back-office catalogue ('gestion:…') written as the page shows it, for the
 * domain's table tests (the catalogue's `{{name}}` placeholders filled in; nested messages first).
 */
export function gestionText(text: Message, locale: 'fr' | 'en' = 'fr'): string {
  const [namespace, path] = text.key.split(':') as [string, string];
  if (namespace !== 'gestion') throw new Error(`not a back-office message: ${text.key}`);
  const template = path.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], locale === 'en' ? en : fr);
  if (typeof template !== 'string') throw new Error(`missing from the ${locale} catalogue: ${text.key}`);
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
    const value = text.values?.[name];
    if (value === undefined) throw new Error(`${text.key}: no value for ${name}`);
    return typeof value === 'object' ? gestionText(value, locale) : String(value);
  });
}

/** A form result with its errors written in French (or English): what the owner reads. */
export function withErrorTexts<R extends { ok: boolean }>(result: R, locale: 'fr' | 'en' = 'fr'): R {
  if (result.ok || !('errors' in result)) return result;
  const errors = result.errors as Message[] | Record<string, Message | Message[]>;
  const write = (e: Message | Message[]) => (Array.isArray(e) ? e.map((m) => gestionText(m, locale)) : gestionText(e, locale));
  return { ...result, errors: Array.isArray(errors) ? errors.map((m) => gestionText(m, locale)) : Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, write(v)])) };
}
