/**
 * What an anonymised lead keeps (issue 29 item 7): its type, site, dates, status and the shape of its
 * request (choices, numbers, yes/no), never who sent it. Pure: the repository applies it to the row.
 *
 * A payload keeps, at any depth:
 * - numbers and booleans (a surface, a budget, a consent box);
 * - strings that read as a choice of a list: a lower-case token of letters, digits, '-' or '_'
 *   ('appartement', 'estimation', 'dpe', 'cpc'), at most 40 characters, with no run of 5 digits
 *   (a postcode, a phone number, a date are dropped);
 * and drops every other string (names, addresses, companies, messages, dates typed by the visitor),
 * and the keys that identify someone or a click whatever their value (e-mail, phone, address, ids of
 * an advertising click, IP address, user agent, the page's URL).
 */

const IDENTIFYING_KEYS = new Set(
  [
    'name',
    'firstname',
    'lastname',
    'nom',
    'prenom',
    'email',
    'mail',
    'phone',
    'tel',
    'telephone',
    'mobile',
    'message',
    'comment',
    'commentaire',
    'address',
    'adresse',
    'street',
    'rue',
    'company',
    'societe',
    'entreprise',
    'siret',
    'gclid',
    'fbclid',
    'msclkid',
    'ip',
    'ipaddress',
    'useragent',
    'ua',
    'pageurl',
    'url',
    'referrer',
    'idempotencykey',
    'formkey',
  ].map((k) => k.toLowerCase()),
);

const CHOICE = /^[a-z][a-z0-9_-]{0,39}$/;

const normalisedKey = (key: string): string =>
  key
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[_\s-]/g, '')
    .toLowerCase();

function keep(value: unknown): unknown {
  if (value === null || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string') return CHOICE.test(value) && !/\d{5}/.test(value) ? value : undefined;
  if (Array.isArray(value)) return value.map(keep).filter((v) => v !== undefined);
  if (typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
      if (IDENTIFYING_KEYS.has(normalisedKey(key))) continue;
      const kept = keep(inner);
      if (kept !== undefined) out[key] = kept;
    }
    return out;
  }
  return undefined;
}

/** The stored payload (JSON text) without what identifies its sender; '{}' when it cannot be read. */
export function anonymisedPayload(payload: string): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(payload);
  } catch {
    return '{}';
  }
  const kept = keep(parsed);
  return kept && typeof kept === 'object' && !Array.isArray(kept) ? JSON.stringify(kept) : '{}';
}

/** Why a lead was anonymised: the person asked (a member erased it), or its retention delay ran out. */
export type ErasureReason = 'request' | 'retention';

/**
 * What an audit entry keeps of an earlier write on an erased lead: the fields' names and, for the
 * workflow's own fields, their values; any other value (a note's text, a name) becomes null.
 */
const WORKFLOW_FIELDS = new Set(['status', 'assigned_member_id', 'assignedTo', 'assignee', 'updated_at', 'anonymised_at', 'reason']);

export function scrubbedAuditChanges(changes: Record<string, { before: unknown; after: unknown }>): Record<string, { before: unknown; after: unknown }> {
  const out: Record<string, { before: unknown; after: unknown }> = {};
  for (const [field, change] of Object.entries(changes)) {
    out[field] = WORKFLOW_FIELDS.has(field) ? change : { before: change.before === null || change.before === undefined ? null : '[effacé]', after: change.after === null || change.after === undefined ? null : '[effacé]' };
  }
  return out;
}
