import { z } from 'zod';
import { API_RESOURCES, type ApiScopes, scopesFromForm } from './scopes';

/** The back-office's "create a key" form: a name (the audit's actor for every write) and at least one right. Messages are catalogue keys. */
export const apiKeyNameSchema = z.string().trim().min(1, { error: 'apiKeys.nameRequired' }).max(80, { error: 'apiKeys.nameRequired' });

export type ApiKeyForm = { ok: true; name: string; scopes: ApiScopes } | { ok: false; errors: Record<string, string> };

export function parseApiKeyForm(get: (name: string) => unknown): ApiKeyForm {
  const errors: Record<string, string> = {};
  const name = apiKeyNameSchema.safeParse(typeof get('name') === 'string' ? get('name') : '');
  if (!name.success) errors.name = name.error.issues[0]?.message ?? 'apiKeys.nameRequired';
  const scopes = scopesFromForm(get);
  if (!API_RESOURCES.some((r) => scopes[r])) errors.scopes = 'apiKeys.scopesRequired';
  if (!name.success || errors.scopes) return { ok: false, errors };
  return { ok: true, name: name.data, scopes };
}
