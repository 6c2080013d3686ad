import { describe, expect, it } from 'vitest';
import { cleanValue, isBoundedPayload, MAX_DEPTH, singleLine, stripControlCharacters } from './bounded-input';

const nested = (levels: number): unknown => {
  let v: unknown = 'fond';
  for (let i = 0; i < levels; i++) v = { n: v };
  return v;
};

describe('stripControlCharacters', () => {
  it.each([
    ['Lé\u0000a', 'Léa'],
    ['a\u0007b\u001Bc\u007F', 'abc'],
    ['ligne 1\nligne 2\r\n\ttab', 'ligne 1\nligne 2\r\n\ttab'],
    ['émoji 🏠 ok', 'émoji 🏠 ok'],
  ])('%j becomes %j', (input, expected) => expect(stripControlCharacters(input)).toBe(expected));
});

describe('cleanValue', () => {
  it('strips control characters from strings and keys at every level', () => {
    expect(cleanValue({ 'k\u0000': ['a\u0000', { b: 'c\u0001' }] })).toEqual({ ok: true, value: { k: ['a', { b: 'c' }] } });
  });
  it(`accepts ${MAX_DEPTH} levels and refuses one more`, () => {
    expect(cleanValue(nested(MAX_DEPTH)).ok).toBe(true);
    expect(cleanValue(nested(MAX_DEPTH + 1)).ok).toBe(false);
  });
  it('refuses 5,000 levels without overflowing the stack', () => {
    expect(cleanValue(nested(5000))).toEqual({ ok: false });
  });
});

describe('isBoundedPayload', () => {
  it.each([
    ['no payload', null, true],
    ['a quote payload', { criteria: { projet: 'vendre' } }, true],
    ['2,500 levels', nested(2500), false],
    ['20,000 characters', { texte: 'x'.repeat(20_000) }, false],
  ])('%s', (_name, payload, expected) => expect(isBoundedPayload(payload)).toBe(expected));
});

describe('singleLine', () => {
  it.each([
    ['Léa\r\nBcc: x@y.fr', 'Léa Bcc: x@y.fr'],
    ['a\nb\rc\u2028d', 'a b c d'],
    ['Léa Martin', 'Léa Martin'],
  ])('%j becomes %j', (input, expected) => expect(singleLine(input)).toBe(expected));
});
