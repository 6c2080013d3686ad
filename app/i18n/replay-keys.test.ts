import { describe, expect, it } from 'vitest';
import { answerKeyOf, callKeyOf, parseRecordedTexts, serializeRecordedTexts } from './replay-keys';

describe('the keys of recorded texts (decision 0060)', () => {
  it.each([
    ['a key alone', 'title', [], 'title'],
    ['a key with values', 'copyright', [{ year: 2026, name: 'A' }], 'copyright\u0000{"year":2026,"name":"A"}'],
    ['a boolean, an absent value, a list of namespaces', 'x', [{ ok: true, gone: undefined, ns: ['diag', 'common'] }], 'x\u0000{"ok":true,"ns":["diag","common"]}'],
    ['an object value', 'x', [{ nested: { a: 1 } }], null],
    ['a function value', 'x', [{ f: () => 1 }], null],
    ['a list of numbers', 'x', [{ list: [1, 2] }], null],
    ['a list of keys', ['a', 'b'], [], null],
    ['two option arguments', 'x', [{}, {}], null],
    ['options that are not an object', 'x', ['default'], null],
  ])('%s', (_name, key, rest, expected) => {
    expect(callKeyOf(key, rest)).toBe(expected);
  });

  it('tells answers apart by namespaces, key prefix and language', () => {
    const keys = [answerKeyOf(['diag']), answerKeyOf(['diag', 'common']), answerKeyOf(['diag'], 'quote'), answerKeyOf(['diag'], undefined, 'en')];
    expect(new Set(keys).size).toBe(4);
  });

  it('writes a record no text can break out of, and reads it back whole', () => {
    const texts = { 'diag||': { a: '</script><script>alert(1)</script>', b: 'ligne\u2028suivante', c: ['une', 'liste'] } };
    const written = serializeRecordedTexts(texts);
    expect(written).not.toContain('<');
    expect(written).not.toContain('\u2028');
    expect(parseRecordedTexts(written)).toEqual(texts);
  });

  it.each([['nothing', ''], ['not JSON', '{'], ['a list', '[1]'], ['a number', '3'], ['null', 'null']])('reads %s as an empty record', (_name, text) => {
    expect(parseRecordedTexts(text)).toEqual({});
  });

  it('drops an answer that is not an object of texts', () => {
    expect(parseRecordedTexts('{"a||":{"k":"v"},"b||":"x","c||":[1]}')).toEqual({ 'a||': { k: 'v' } });
  });
});
