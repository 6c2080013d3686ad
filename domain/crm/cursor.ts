/**
 * Cursor pagination of the API: a cursor is the sort key of the last item returned, opaque to the
 * client (base64url of a JSON array of strings). A cursor that does not decode is refused (400).
 */
export function encodeCursor(key: readonly string[]): string {
  return Buffer.from(JSON.stringify(key), 'utf8').toString('base64url');
}

export function decodeCursor(cursor: string, length: number): string[] | null {
  if (!/^[A-Za-z0-9_-]{1,1000}$/.test(cursor)) return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (!Array.isArray(value) || value.length !== length || !value.every((v) => typeof v === 'string')) return null;
    return value as string[];
  } catch {
    return null;
  }
}

export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 200;
