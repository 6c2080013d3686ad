import { describe, expect, it } from 'vitest';
import { comparableCsp, comparableHeaders, comparableText, englishPath } from '../conformance/compare';

// The conformance suite's comparisons (decision 0157): what they leave out, and what they keep.
describe('comparableCsp', () => {
  it('drops nonces and hashes, keeps every other source, in a stable order', () => {
    const rendered = "default-src 'self';script-src 'self' 'nonce-abc==' https://www.googletagmanager.com;style-src 'self'";
    const cached = "style-src 'self'; script-src 'sha256-x=' 'self' 'sha256-y=' https://www.googletagmanager.com; default-src 'self'";
    const noInlineScript = "default-src 'self';script-src 'self'  https://www.googletagmanager.com;style-src 'self'";
    expect(comparableCsp(rendered)).toBe("default-src 'self'; script-src 'self' https://www.googletagmanager.com; style-src 'self'");
    expect(comparableCsp(cached)).toBe(comparableCsp(rendered));
    expect(comparableCsp(noInlineScript)).toBe(comparableCsp(rendered));
  });

  it('still tells a changed source apart', () => {
    expect(comparableCsp("script-src 'self' 'nonce-a'")).not.toBe(comparableCsp("script-src 'self' 'unsafe-inline' 'nonce-a'"));
  });
});

describe('comparableHeaders', () => {
  it('leaves out transport, per-response and render-cache headers, keeps the rest', () => {
    const headers = comparableHeaders([
      { name: 'Date', value: 'x' },
      { name: 'Content-Length', value: '10' },
      { name: 'Content-Encoding', value: 'gzip' },
      { name: 'X-Render-Cache', value: 'hit' },
      { name: 'Cache-Control', value: 'public' },
      { name: 'Vary', value: 'Cookie' },
      { name: 'ETag', value: 'W/"1"' },
      { name: 'Content-Type', value: 'text/html; charset=utf-8' },
      { name: 'X-Robots-Tag', value: 'noindex' },
    ]);
    expect(headers).toEqual({ 'content-type': 'text/html; charset=utf-8', 'x-robots-tag': 'noindex' });
  });

  it('keeps a Set-Cookie by its name and attributes, not its value', () => {
    const one = comparableHeaders([{ name: 'set-cookie', value: 'lang=en; Path=/; Max-Age=100; HttpOnly' }]);
    const other = comparableHeaders([{ name: 'set-cookie', value: 'lang=fr; Path=/; Max-Age=200; HttpOnly' }]);
    expect(one).toEqual({ 'set-cookie': 'lang; path; max-age; httponly' });
    expect(other).toEqual(one);
  });
});

describe('comparableText and englishPath', () => {
  it('folds white space line by line and drops empty lines', () => {
    expect(comparableText('  Bonjour \t le   monde \n\n  Contact ')).toBe('Bonjour le monde\nContact');
  });

  it.each([
    ['/', '/en/'],
    ['/contact', '/en/contact'],
    ['/devis?souhait=vendre', '/en/devis?souhait=vendre'],
  ])('%s in English is %s', (french, english) => {
    expect(englishPath(french)).toBe(english);
  });
});
