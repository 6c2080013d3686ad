/**
 * What a network's API key may do (issue 34): per resource, nothing, read, or read and write.
 * Listings are written through the same compliance gate as the back-office editor's; a site's record,
 * settings and hosts through the same checks as the back-office's site form (as a network admin).
 */
export const API_RESOURCES = ['leads', 'advisers', 'posts', 'listings', 'sites'] as const;
export type ApiResource = (typeof API_RESOURCES)[number];

export type Access = 'none' | 'read' | 'write';
export type ApiScopes = Partial<Record<ApiResource, 'read' | 'write'>>;

/** The resources a key may be given write access to. */
export const WRITABLE: readonly ApiResource[] = ['leads', 'advisers', 'posts', 'listings', 'sites'];

export function isApiResource(value: unknown): value is ApiResource {
  return typeof value === 'string' && (API_RESOURCES as readonly string[]).includes(value);
}

/** Whether a key with these scopes may do this: write includes read. */
export function allows(scopes: ApiScopes, resource: ApiResource, access: 'read' | 'write'): boolean {
  const granted = scopes[resource];
  if (!granted) return false;
  return access === 'read' || granted === 'write';
}

/** Scopes from a form's fields (`scope.<resource>` = none | read | write); a write on a read-only resource is read. */
export function scopesFromForm(get: (name: string) => unknown): ApiScopes {
  const scopes: ApiScopes = {};
  for (const resource of API_RESOURCES) {
    const value = get(`scope.${resource}`);
    if (value === 'write') scopes[resource] = WRITABLE.includes(resource) ? 'write' : 'read';
    else if (value === 'read') scopes[resource] = 'read';
  }
  return scopes;
}

/** Stored scopes, read defensively: anything unknown grants nothing. */
export function parseScopes(json: string): ApiScopes {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return {};
  }
  if (!value || typeof value !== 'object') return {};
  const scopes: ApiScopes = {};
  for (const [resource, access] of Object.entries(value)) {
    if (!isApiResource(resource)) continue;
    if (access === 'read') scopes[resource] = 'read';
    else if (access === 'write' && WRITABLE.includes(resource)) scopes[resource] = 'write';
  }
  return scopes;
}
