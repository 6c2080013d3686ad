import { describe, expect, it } from 'vitest';
import { DatabaseReadOnlyError, writeFailureOf } from './write-failure.server';

const withCode = (code: string) => Object.assign(new Error(code), { code });

describe('writeFailureOf', () => {
  it.each([
    ['the write guard’s refusal', new DatabaseReadOnlyError('database read-only: x'), 'read-only'],
    ['SQLite SQLITE_READONLY', withCode('SQLITE_READONLY'), 'read-only'],
    ['SQLite SQLITE_READONLY_DBMOVED', withCode('SQLITE_READONLY_DBMOVED'), 'read-only'],
    ['SQLite SQLITE_FULL', withCode('SQLITE_FULL'), 'disk full'],
    ['SQLite SQLITE_IOERR_WRITE', withCode('SQLITE_IOERR_WRITE'), 'i/o error'],
    ['PostgreSQL read_only_sql_transaction (25006)', withCode('25006'), 'read-only'],
    ['PostgreSQL disk_full (53100)', withCode('53100'), 'disk full'],
    ['a storage error wrapping one', new Error('lead not stored', { cause: withCode('SQLITE_READONLY') }), 'read-only'],
    ['a constraint violation', withCode('SQLITE_CONSTRAINT_UNIQUE'), null],
    ['PostgreSQL unique_violation (23505)', withCode('23505'), null],
    ['any other error', new Error('boom'), null],
    ['not an error', 'text', null],
  ])('%s → %s', (_name, error, expected) => expect(writeFailureOf(error)).toBe(expected));
});
