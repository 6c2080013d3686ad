import { decodeCursor, DEFAULT_PAGE_SIZE, encodeCursor } from '../../../domain/crm/cursor';
import { ApiProblem } from './problem.server';

/** The page asked for: at most `limit` items after the cursor's key (one more is read to know whether a next page exists). */
export function pageRequest(query: { cursor?: string; limit?: number }, keyLength: number): { after: string[] | null; limit: number } {
  const limit = query.limit ?? DEFAULT_PAGE_SIZE;
  if (query.cursor === undefined) return { after: null, limit };
  const after = decodeCursor(query.cursor, keyLength);
  if (!after) throw new ApiProblem(400, 'Curseur invalide : reprenez celui de la page précédente (nextCursor).', { errors: [{ pointer: '?cursor', detail: 'Curseur invalide.' }] });
  return { after, limit };
}

/** The page of items from `limit + 1` rows, and the cursor of the next page (null on the last). */
export function pageOf<R, T>(rows: R[], limit: number, keyOf: (row: R) => string[], toItem: (row: R) => T): { items: T[]; nextCursor: string | null } {
  const more = rows.length > limit;
  const kept = more ? rows.slice(0, limit) : rows;
  const last = kept.at(-1);
  return { items: kept.map(toItem), nextCursor: more && last ? encodeCursor(keyOf(last)) : null };
}
