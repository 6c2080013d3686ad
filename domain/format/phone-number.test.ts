import { describe, expect, it } from 'vitest';
import { phoneForDisplay, toE164 } from './phone-number';

// Forms of the same French mobile a visitor types (ITU-T E.164; French national plan: 10 digits, trunk prefix 0).
describe('toE164', () => {
  it.each([
    ['+33 (0)6-12-34-56-78', '+33612345678'],
    ['06 12 34 56 78', '+33612345678'],
    ['06.12.34.56.78', '+33612345678'],
    ['0033 6 12 34 56 78', '+33612345678'],
    ['+33612345678', '+33612345678'],
    ['01 99 00 12 34', '+33199001234'],
    ['+44 20 7946 0958', '+442079460958'],
  ])('%s is stored as %s', (typed, stored) => {
    expect(toE164(typed)).toBe(stored);
  });

  it.each(['12', '06 12', '0612345678999', 'appelez-moi', ''])('%s is not a phone number', (typed) => {
    expect(toE164(typed)).toBeNull();
  });
});

describe('phoneForDisplay', () => {
  it('shows a French number in pairs, the national way', () => {
    expect(phoneForDisplay('+33612345678')).toBe('06 12 34 56 78');
  });
  it('shows a foreign number in its international form', () => {
    expect(phoneForDisplay('+442079460958')).toBe('+44 20 7946 0958');
  });
  it('leaves an unreadable stored value as it is', () => {
    expect(phoneForDisplay('12 34')).toBe('12 34');
  });
});
