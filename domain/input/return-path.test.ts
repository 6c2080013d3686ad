import { describe, expect, it } from 'vitest';
import { ownReturnPath } from './return-path';

const SITE = 'https://reseau.localhost:4205';

describe('ownReturnPath', () => {
  // The classic open-redirect payloads (issue 37): each one must stay on the site.
  it.each([
    ['tab after the first slash', '/\t/evil.example', '/'],
    ['tab inside the double slash', '/\t\t/evil.example', '/'],
    ['CR LF (header injection)', '/\r\nLocation: https://evil.example', '/'],
    ['a lone LF', '/\n/x', '/'],
    ['a NUL', '/\u0000/evil.example', '/'],
    ['protocol-relative //', '//evil.example', '/'],
    ['protocol-relative with a path', '//evil.example/contact', '/'],
    ['slash backslash', '/\\evil.example', '/'],
    ['backslash slash', '\\/evil.example', '/'],
    ['two backslashes', '\\\\evil.example', '/'],
    ['encoded slashes alone', '%2f%2fevil.example', '/'],
    ['encoded slashes after a slash', '/%2f%2fevil.example', '/'],
    ['encoded slash, upper case', '/%2F/evil.example', '/'],
    ['encoded backslash', '/%5cevil.example', '/'],
    ['dot segment leaving //', '/.//evil.example', '/'],
    ['dot-dot segment leaving //', '/x/..//evil.example', '/'],
    ['https: URL', 'https://evil.example/', '/'],
    ['https: without slashes', 'https:evil.example', '/'],
    ['http: on our own host (absolute URLs are not paths)', 'https://reseau.localhost:4205/contact', '/'],
    ['javascript:', 'javascript:alert(1)', '/'],
    ['JavaScript: with a leading space', ' javascript:alert(1)', '/'],
    ['data:', 'data:text/html,<script>alert(1)</script>', '/'],
    ['full-width solidus', '/\uff0fevil.example', '/'],
    ['full-width reverse solidus', '/\uff3cevil.example', '/'],
    ['division slash', '/\u2215evil.example', '/'],
    ['fraction slash', '/\u2044evil.example', '/'],
    ['big solidus', '/\u29f8evil.example', '/'],
    ['line separator', '/\u2028/evil.example', '/'],
    ['relative path', 'contact', '/'],
    ['empty', '', '/'],
    ['not a string', 42, '/'],
    ['too long', `/${'a'.repeat(600)}`, '/'],
  ])('refuses %s', (_name, value, expected) => expect(ownReturnPath(value, SITE)).toBe(expected));

  it.each([
    ['a page', '/contact', '/contact'],
    ['a page with a query and a fragment', '/contact?x=1#carte', '/contact?x=1#carte'],
    ['an English page', '/en/recherche-bien?ville=S%C3%A8vres', '/en/recherche-bien?ville=S%C3%A8vres'],
    ['an encoded tab stays an encoded tab, on the site', '/%09/evil.example', '/%09/evil.example'],
    ['an encoded slash in the query only', '/recherche?q=a%2Fb', '/recherche?q=a%2Fb'],
    ['accents, encoded as a browser would', '/actualités', '/actualit%C3%A9s'],
    ['a query with double slashes', '/x?next=//evil.example', '/x?next=//evil.example'],
  ])('keeps %s', (_name, value, expected) => expect(ownReturnPath(value, SITE)).toBe(expected));

  it('gives the caller’s fallback', () => expect(ownReturnPath('//evil.example', SITE, '/alerte-immobiliere')).toBe('/alerte-immobiliere'));

  it('never answers a value a browser would resolve to another origin', () => {
    const payloads = ['/\t/evil.example', '/.//evil.example', '//evil.example', '/\\evil.example', '/%2f/evil.example', 'https:evil.example'];
    for (const value of payloads) expect(new URL(ownReturnPath(value, SITE), SITE).origin).toBe(SITE);
  });
});
