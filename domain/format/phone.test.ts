import { describe, expect, it } from 'vitest';
import { formatPhonePairs, phoneHref } from './phone';

describe('formatPhonePairs (digits grouped in pairs)', () => {
  it.each([
    ['0612345678', '06 12 34 56 78'],
    ['06.12.34.56.78', '06 12 34 56 78'],
    ['+33 6 12 34 56 78', '06 12 34 56 78'],
    ['0033612345678', '06 12 34 56 78'],
    ['01 4', '01 4'],
    ['', ''],
    [null, ''],
  ])('%s → %s', (input, expected) => expect(formatPhonePairs(input)).toBe(expected));

  it('builds an international tel: link', () => {
    expect(phoneHref('06 12 34 56 78')).toBe('tel:+33612345678');
    expect(phoneHref('')).toBe('');
  });
});
