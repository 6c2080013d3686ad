/**
 * A stored lead's payload (the form as the visitor sent it) as labelled fields for the lead page:
 * nested objects flattened to 'parent.child' keys, lists joined, booleans as yes/no keys, technical
 * fields (idempotency key, form ids, the fields shown in the lead's own columns) left out. The
 * campaign fields (UTM, gclid) are read apart, wherever the form put them.
 */
export interface LeadField {
  key: string;
  value: string;
}

const HIDDEN = new Set(['idempotencyKey', 'firstName', 'lastName', 'pageUrl', '_formulaire', '_instance', 'formKey', 'firstname', 'lastname', 'name', 'email', 'phone', 'tel', 'message', 'utm']);
export const CAMPAIGN_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'gclid'] as const;

function text(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'number' || typeof value === 'string') return String(value);
  if (Array.isArray(value)) {
    const items = value.map(text).filter((v): v is string => v !== null);
    return items.length ? items.join(', ') : null;
  }
  return null;
}

function flatten(node: Record<string, unknown>, prefix: string, out: LeadField[]): void {
  for (const [key, value] of Object.entries(node)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (!prefix && HIDDEN.has(key)) continue;
    if ((CAMPAIGN_KEYS as readonly string[]).includes(key)) continue;
    if (value && typeof value === 'object' && !Array.isArray(value)) flatten(value as Record<string, unknown>, path, out);
    else {
      const shown = text(value);
      if (shown !== null) out.push({ key: path, value: shown });
    }
  }
}

function parse(payload: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(payload);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export function leadFields(payload: string): LeadField[] {
  const body = parse(payload);
  const out: LeadField[] = [];
  if (body) flatten(body, '', out);
  return out;
}

/** UTM and gclid, from the top level or a nested `utm` object. */
export function campaignOf(payload: string): LeadField[] {
  const body = parse(payload);
  if (!body) return [];
  const nested = body.utm && typeof body.utm === 'object' ? (body.utm as Record<string, unknown>) : {};
  return CAMPAIGN_KEYS.flatMap((key) => {
    const value = text(nested[key] ?? body[key]);
    return value === null ? [] : [{ key, value }];
  });
}

/** 'surfaceHabitable' → 'Surface habitable', 'bien.type' → 'Bien › type': a label when the catalogue has none. */
export function humanizeKey(key: string): string {
  return key
    .split('.')
    .map((part) => part.replace(/[_-]+/g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase())
    .join(' › ')
    .replace(/^./, (c) => c.toUpperCase());
}
