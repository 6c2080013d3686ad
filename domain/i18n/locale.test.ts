import { describe, expect, it } from 'vitest';
import { localeAlternates, localizePath, resolveLocale, splitLocalePrefix, withLanguageChoice, withoutLanguageChoice } from './locale';

describe('splitLocalePrefix', () => {
  it.each([
    ['/en/contact', 'en', '/contact'],
    ['/en/', 'en', '/'],
    ['/en', 'en', '/'],
    ['/en/actualites/un-article', 'en', '/actualites/un-article'],
    ['/contact', null, '/contact'],
    ['/', null, '/'],
    ['/english', null, '/english'],
    ['/enfants/en', null, '/enfants/en'],
    ['/fr/contact', null, '/fr/contact'],
  ])('%s → %s %s', (input, locale, pathname) => {
    expect(splitLocalePrefix(input)).toEqual({ locale, pathname });
  });
});

describe('resolveLocale: the URL prefix first, the stored choice only off site pages, French by default', () => {
  it.each([
    // site pages: only the URL decides (a French URL stays French whatever the cookie says)
    ['/en/contact', 'page', undefined, 'en'],
    ['/en', 'page', 'fr', 'en'],
    ['/contact', 'page', 'en', 'fr'],
    ['/', 'page', null, 'fr'],
    // the directory and the API: the URL, then the stored choice, then French
    ['/', 'directory', 'en', 'en'],
    ['/en/', 'directory', 'fr', 'en'],
    ['/', 'directory', undefined, 'fr'],
    ['/api/contact', 'api', 'en', 'en'],
    ['/api/contact', 'api', 'de', 'fr'],
    ['/api/contact', 'api', '', 'fr'],
    ['/api/contact', 'api', null, 'fr'],
  ] as const)('%s (%s, stored %s) → %s', (pathname, surface, stored, expected) => {
    expect(resolveLocale({ pathname, surface, stored })).toBe(expected);
  });

  it.each([
    ['/', 'directory', 'fr', 'en', 'fr'],
    ['/', 'directory', 'en', 'fr', 'en'],
    ['/', 'directory', 'xx', 'en', 'en'],
    ['/en/', 'directory', 'fr', 'fr', 'en'],
    ['/contact', 'page', 'en', null, 'fr'],
  ] as const)('%s (%s) asking ?lng=%s with %s stored → %s', (pathname, surface, requested, stored, expected) => {
    expect(resolveLocale({ pathname, surface, requested, stored })).toBe(expected);
  });
});

describe('resolveLocale for the API: the sending page before the stored choice (issue 38 item 15)', () => {
  it.each([
    ['/en/contact page sends, nothing stored', '/en/contact', null, null, 'en'],
    ['/contact page sends, English stored', '/contact', 'en', null, 'fr'],
    ['/en/ page sends, French stored', '/en/', 'fr', null, 'en'],
    ['no sending page, English stored', null, 'en', null, 'en'],
    ['an explicit ?lng= wins over the page', '/contact', null, 'en', 'en'],
  ] as const)('%s → %s', (_name, fromPage, stored, requested, expected) => {
    expect(resolveLocale({ pathname: '/api/contact', surface: 'api', fromPage, stored, requested })).toBe(expected);
  });

  it('a site page still takes its language from its URL only', () => {
    expect(resolveLocale({ pathname: '/contact', surface: 'page', fromPage: '/en/contact', stored: 'en' })).toBe('fr');
  });
});

describe('language choice links', () => {
  it.each([
    ['/en/contact', 'en', '/en/contact?lng=en'],
    ['/contact?a=1#top', 'fr', '/contact?a=1&lng=fr#top'],
    ['/en/?lng=fr', 'en', '/en/?lng=en'],
    ['/', 'en', '/?lng=en'],
  ] as const)('withLanguageChoice(%j, %s) → %j', (href, locale, expected) => expect(withLanguageChoice(href, locale)).toBe(expected));

  it.each([
    ['http://x/en/contact?lng=en', '/en/contact'],
    ['http://x/recherche-bien?ville=Sevran&lng=fr&page=2', '/recherche-bien?ville=Sevran&page=2'],
    ['http://x/?lng=en', '/'],
  ])('withoutLanguageChoice(%s) → %s', (url, expected) => expect(withoutLanguageChoice(new URL(url))).toBe(expected));
});

describe('localizePath', () => {
  it.each([
    ['/contact', 'en', '/en/contact'],
    ['/', 'en', '/en/'],
    ['/?mode=rendezvous#hero', 'en', '/en/?mode=rendezvous#hero'],
    ['/devis?etape=2', 'en', '/en/devis?etape=2'],
    ['/mentions-legales#donnees-personnelles', 'en', '/en/mentions-legales#donnees-personnelles'],
    ['/en/contact', 'en', '/en/contact'],
    ['/en/contact', 'fr', '/contact'],
    ['/en', 'fr', '/'],
    ['/en/?a=1', 'fr', '/?a=1'],
    ['/contact', 'fr', '/contact'],
    ['https://recrutement.example/tarifs', 'en', 'https://recrutement.example/tarifs'],
    ['//cdn.example/x.png', 'en', '//cdn.example/x.png'],
    ['mailto:contact@agence.example', 'en', 'mailto:contact@agence.example'],
    ['tel:+33100000000', 'en', 'tel:+33100000000'],
    ['#contenu', 'en', '#contenu'],
    ['?page=2', 'en', '?page=2'],
  ] as const)('%s in %s → %s', (href, locale, expected) => {
    expect(localizePath(href, locale)).toBe(expected);
  });
});

describe('localeAlternates', () => {
  it('gives fr, en and x-default (French) for a French and for an English path alike', () => {
    const expected = [
      { hreflang: 'fr', href: 'https://paris15.example/contact' },
      { hreflang: 'en', href: 'https://paris15.example/en/contact' },
      { hreflang: 'x-default', href: 'https://paris15.example/contact' },
    ];
    expect(localeAlternates('https://paris15.example', '/contact')).toEqual(expected);
    expect(localeAlternates('https://paris15.example', '/en/contact')).toEqual(expected);
  });

  it('gives the home page with its trailing slash', () => {
    expect(localeAlternates('http://x.localhost:5231', '/en').map((a) => a.href)).toEqual([
      'http://x.localhost:5231/',
      'http://x.localhost:5231/en/',
      'http://x.localhost:5231/',
    ]);
  });
});
