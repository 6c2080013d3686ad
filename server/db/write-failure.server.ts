import type { Logger } from '../log/logger.server';

/** Why the database refused a write: the one word the log line and the 503 are about. */
export type WriteFailure = 'read-only' | 'disk full' | 'i/o error';

/** Thrown before SQLite is asked to write to files the system says cannot be written (decision 0068). */
export class DatabaseReadOnlyError extends Error {
  readonly code = 'SQLITE_READONLY';
}

const SQLITE: Array<[RegExp, WriteFailure]> = [
  [/^SQLITE_READONLY/, 'read-only'],
  [/^SQLITE_FULL$/, 'disk full'],
  [/^SQLITE_(IOERR|CANTOPEN)/, 'i/o error'],
];
// PostgreSQL: read_only_sql_transaction, disk_full, insufficient_resources, io_error.
const POSTGRES: Record<string, WriteFailure> = { '25006': 'read-only', '53100': 'disk full', '53000': 'disk full', '58030': 'i/o error' };

/** The storage failure behind `error` (or one of its causes), or null when it is something else. */
export function writeFailureOf(error: unknown): WriteFailure | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth++) {
    if (current instanceof DatabaseReadOnlyError) return 'read-only';
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') {
      const sqlite = SQLITE.find(([pattern]) => pattern.test(code));
      if (sqlite) return sqlite[1];
      if (POSTGRES[code]) return POSTGRES[code];
    }
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/**
 * One clear line for a write the database refused ('database read-only: lead not stored'), instead
 * of a stack trace per request; false when `error` is not a storage failure (the caller reports it).
 */
export function logWriteFailure(logger: Logger, error: unknown, what: string, context: Record<string, unknown> = {}): boolean {
  const failure = writeFailureOf(error);
  if (!failure) return false;
  const code = (error as { code?: unknown })?.code ?? ((error as { cause?: { code?: unknown } })?.cause?.code ?? null);
  logger.error({ ...context, code }, `database ${failure}: ${what}`);
  return true;
}
