import { describe, expect, it } from 'vitest';
import { ownLeaveSchema } from './own-leave';

describe('ownLeaveSchema (today: 28 November 2026)', () => {
  const schema = ownLeaveSchema('2026-11-28');
  it.each([
    ['2026-12-24', { ok: '2026-12-24' }],
    ['2026-11-28', { ok: '2026-11-28' }],
    ['', { ok: null }],
    ['  ', { ok: null }],
    ['2026-11-27', { error: 'account.leave.past' }],
    ['2026-02-30', { error: 'account.leave.invalid' }],
    ['24/12/2026', { error: 'account.leave.invalid' }],
    ['2028-11-28', { ok: '2028-11-28' }],
    ['2028-11-29', { error: 'account.leave.tooFar' }],
  ] as const)('%s → %j', (value, expected) => {
    const parsed = schema.safeParse({ absentUntil: value });
    if ('ok' in expected) expect(parsed.success && parsed.data.absentUntil).toBe(expected.ok);
    else expect(parsed.error?.issues.map((i) => i.message)).toEqual([expected.error]);
  });
});
