import { describe, expect, it } from 'vitest';
import { availabilitySchema, escalationSchema, ruleFormSchema } from './rule-form';

const base = { name: 'Corse', siteIds: [], forms: [], departments: '', priceMin: '', priceMax: '', strategy: 'round-robin', targets: [{ memberId: 'm1', weight: '1' }] };
const firstError = (input: unknown) => {
  const parsed = ruleFormSchema.safeParse(input);
  return parsed.success ? null : parsed.error.issues[0]!.message;
};

describe('rule form', () => {
  it('reads départements as typed, Corsica and overseas included', () => {
    const parsed = ruleFormSchema.parse({ ...base, departments: '2a, 2B ; 971 93 93' });
    expect(parsed.departments).toEqual(['2A', '2B', '971', '93']);
  });
  it('reads prices typed with spaces', () => {
    const parsed = ruleFormSchema.parse({ ...base, priceMin: '200 000', priceMax: '400\u202f000' });
    expect([parsed.priceMin, parsed.priceMax]).toEqual([200_000, 400_000]);
  });
  it.each([
    [{ ...base, name: ' ' }, 'routing.form.nameRequired'],
    [{ ...base, departments: '20' }, 'routing.form.departmentInvalid'],
    [{ ...base, priceMin: '5', priceMax: '4' }, 'routing.form.priceOrder'],
    [{ ...base, priceMin: 'abc' }, 'routing.form.priceInvalid'],
    [{ ...base, strategy: 'lottery' }, 'routing.form.strategyInvalid'],
    [{ ...base, targets: [] }, 'routing.form.membersRequired'],
    [{ ...base, strategy: 'member', targets: [{ memberId: 'a', weight: '1' }, { memberId: 'b', weight: '1' }] }, 'routing.form.oneMember'],
    [{ ...base, strategy: 'weighted', targets: [{ memberId: 'a', weight: '0' }] }, 'routing.form.weightInvalid'],
    [{ ...base, forms: ['nope'] }, 'routing.form.formInvalid'],
  ])('refuses %j with %s', (input, message) => expect(firstError(input)).toBe(message));
  it('a site-owner rule needs no member', () => expect(firstError({ ...base, strategy: 'site-owner', targets: [] })).toBeNull());

  it.each([
    ['', null],
    ['30', 30],
    ['4', 'routing.form.minutesInvalid'],
    ['abc', 'routing.form.minutesInvalid'],
  ] as const)('escalation minutes %j', (minutes, expected) => {
    const parsed = escalationSchema.safeParse({ minutes });
    expect(parsed.success ? parsed.data.minutes : parsed.error.issues[0]!.message).toBe(expected);
  });

  it.each([
    [{ absentUntil: '2026-12-24' }, true],
    [{ absentUntil: '' }, true],
    [{ absentUntil: '2026-02-30' }, false],
    [{ start: '18:00', end: '09:00' }, false],
    [{ days: [] }, false],
  ])('availability %j valid: %s', (patch, valid) => expect(availabilitySchema.safeParse({ memberId: 'm', absentUntil: '', days: ['1', '2'], start: '09:00', end: '18:00', ...patch }).success).toBe(valid));
});
