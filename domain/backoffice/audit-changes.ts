/**
 * What an audit entry keeps of a write (issue 29 item 6): the fields that changed, each with its value
 * before and after. Pure: the repository passes the row as read before the write and the values written.
 */
export type AuditChanges = Record<string, { before: unknown; after: unknown }>;

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The fields of `after` whose value differs from `before` (a field absent before counts as null). */
export function changedFields(before: Readonly<Record<string, unknown>> | null, after: Readonly<Record<string, unknown>>): AuditChanges {
  const changes: AuditChanges = {};
  for (const [field, value] of Object.entries(after)) {
    const previous = before ? before[field] : undefined;
    if (!same(previous, value)) changes[field] = { before: previous ?? null, after: value ?? null };
  }
  return changes;
}
