import { describe, expect, it } from 'vitest';
import { changedFields } from './audit-changes';

describe('changedFields: only what the write changed, before and after', () => {
  it.each([
    ['a changed phone', { phone: '01 23', name: 'A' }, { phone: '01 24', name: 'A' }, { phone: { before: '01 23', after: '01 24' } }],
    ['nothing changed', { name: 'A' }, { name: 'A' }, {}],
    ['a created row (no before)', null, { name: 'A' }, { name: { before: null, after: 'A' } }],
    ['a field set to null', { email: 'x@y.fr' }, { email: null }, { email: { before: 'x@y.fr', after: null } }],
    ['nested values compared by content', { hosts: ['a.fr'] }, { hosts: ['a.fr'] }, {}],
    ['a nested value changed', { hosts: ['a.fr'] }, { hosts: ['a.fr', 'b.fr'] }, { hosts: { before: ['a.fr'], after: ['a.fr', 'b.fr'] } }],
    ['a field absent before', { name: 'A' }, { name: 'A', city: 'Sevran' }, { city: { before: null, after: 'Sevran' } }],
  ])('%s', (_label, before, after, expected) => {
    expect(changedFields(before, after)).toEqual(expected);
  });
});
