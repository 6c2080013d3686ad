import { describe, expect, it } from 'vitest';
import { nationalDigits, personalDataQuerySchema } from './personal-data-query';

describe('personal data search', () => {
  it.each([
    ['06 39 98 00 01', '639980001'],
    ['06.39.98.00.01', '639980001'],
    ['+33 6 39 98 00 01', '639980001'],
    ['+33 (0)6 39 98 00 01', '0639980001'],
    ['0033 6 39 98 00 01', '639980001'],
    ['+32 470 12 34 56', '32470123456'],
  ])('%s is searched as …%s', (typed, digits) => {
    expect(nationalDigits(typed)).toBe(digits);
  });

  it.each([
    [{ email: ' Julie@Example.FR ', phone: '' }, { email: 'julie@example.fr', phone: '' }],
    [{ email: '', phone: '06 39 98 00 01' }, { email: '', phone: '06 39 98 00 01' }],
  ])('%o is read as %o', (values, read) => {
    expect(personalDataQuerySchema.parse(values)).toEqual(read);
  });

  it.each([
    [{ email: '', phone: '' }, 'email', 'privacy.queryEmpty'],
    [{ email: 'julie@', phone: '' }, 'email', 'privacy.emailInvalid'],
    [{ email: '', phone: '0612' }, 'phone', 'privacy.phoneInvalid'],
    [{ email: '', phone: 'appelez-moi' }, 'phone', 'privacy.phoneInvalid'],
  ])('%o is refused on %s with %s', (values, field, message) => {
    const parsed = personalDataQuerySchema.safeParse(values);
    expect(parsed.success ? null : parsed.error.issues.map((i) => [i.path[0], i.message])).toEqual([[field, message]]);
  });
});
