import { describe, expect, it } from 'vitest';
import { deviceClassOf, firstKeptDay, isPageView, leadSourceFrom, parisDay, referrerDomainOf, utmSourceOf, type ViewRequest } from './page-view';

const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const IPAD = 'Mozilla/5.0 (iPad; CPU OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Mobile/15E148 Safari/604.1';
const ANDROID_PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const ANDROID_TABLET = 'Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

const page: ViewRequest = { method: 'GET', path: '/annonces', status: 200, contentType: 'text/html; charset=utf-8', userAgent: FIREFOX, purpose: undefined };

describe('isPageView: what one answer counts', () => {
  it.each([
    ['a browser’s GET of an HTML page answered 200', {}, true],
    ['the home page', { path: '/' }, true],
    ['a HEAD', { method: 'HEAD' }, false],
    ['a POST (a form’s answer)', { method: 'POST' }, false],
    ['a 404', { status: 404 }, false],
    ['a 304 (nothing rendered)', { status: 304 }, false],
    ['a redirect', { status: 302 }, false],
    ['JSON', { contentType: 'application/json' }, false],
    ['an API path', { path: '/api/contact/' }, false],
    ['an image path', { path: '/img/photo.jpg' }, false],
    ['the back-office', { path: '/gestion/statistiques' }, false],
    ['the back-office in English', { path: '/en/gestion' }, false],
    ['a file', { path: '/robots.txt' }, false],
    ['a route’s data request', { path: '/annonces.data' }, false],
    ['a prefetch (Sec-Purpose)', { purpose: 'prefetch' }, false],
    ['a prerender', { purpose: 'prefetch;prerender' }, false],
    ['Googlebot', { userAgent: GOOGLEBOT }, false],
    ['curl', { userAgent: 'curl/8.5.0' }, false],
    ['no User-Agent', { userAgent: undefined }, false],
  ] as const)('%s → %s', (_title, change, counted) => expect(isPageView({ ...page, ...change })).toBe(counted));
});

describe('deviceClassOf (bowser)', () => {
  it.each([
    [FIREFOX, 'desktop'],
    [IPHONE, 'mobile'],
    [ANDROID_PHONE, 'mobile'],
    [IPAD, 'tablet'],
    [ANDROID_TABLET, 'tablet'],
    ['something unknown', 'desktop'],
  ] as const)('%s → %s', (ua, device) => expect(deviceClassOf(ua)).toBe(device));
});

describe('referrerDomainOf: the domain only, own host = direct', () => {
  it.each([
    ['https://www.google.com/search?q=maison+sevran', 'sevran.localhost', 'google.com'],
    ['https://m.facebook.com/story.php?id=123&name=Dupont', 'sevran.localhost', 'm.facebook.com'],
    ['https://sevran.localhost/annonces?ville=sevran', 'sevran.localhost:4430', ''],
    ['https://www.agence-sevran.fr/contact', 'agence-sevran.fr', ''],
    ['android-app://com.google.android.gm/', 'sevran.localhost', ''],
    ['not a url', 'sevran.localhost', ''],
    [undefined, 'sevran.localhost', ''],
  ] as const)('%s → %s', (referer, host, domain) => expect(referrerDomainOf(referer, host)).toBe(domain));
});

describe('utmSourceOf', () => {
  it.each([
    ['?utm_source=Newsletter&utm_medium=email', 'newsletter'],
    ['utm_source=facebook', 'facebook'],
    ['?utm_source=%3Cscript%3Ealert(1)', 'script-alert-1'],
    ['?utm_source=' + 'x'.repeat(100), 'x'.repeat(60)],
    ['?ville=sevran', ''],
    ['', ''],
  ] as const)('%s → %s', (search, source) => expect(utmSourceOf(search)).toBe(source));
});

describe('days and retention', () => {
  it('counts a view on its Paris day (23:30 UTC on 28 November is 29 November in Paris)', () => {
    expect(parisDay(new Date('2026-11-28T23:30:00Z'))).toBe('2026-11-29');
    expect(parisDay(new Date('2026-07-01T21:59:00Z'))).toBe('2026-07-01');
  });
  it('keeps 25 months (CNIL): on 28 November 2026 the first day kept is 28 October 2024', () => {
    expect(firstKeptDay('2026-11-28')).toBe('2024-10-28');
    expect(firstKeptDay('2027-03-31')).toBe('2025-02-28');
  });
});

describe('leadSourceFrom: the utm_source of the page the form was sent from', () => {
  it.each([
    ['a page form posted to its own URL', 'https://sevran.localhost/contact?utm_source=Newsletter', null, 'newsletter'],
    ['an /api post from a page that had one', 'https://sevran.localhost/api/contact/', 'https://sevran.localhost/annonces/x?utm_source=facebook&utm_medium=cpc', 'facebook'],
    ['the posted URL wins over the Referer', 'https://sevran.localhost/contact?utm_source=a', 'https://sevran.localhost/?utm_source=b', 'a'],
    ['none anywhere', 'https://sevran.localhost/api/contact/', 'https://www.google.com/search?q=x', ''],
    ['an unreadable Referer', 'https://sevran.localhost/api/contact/', 'http://[bad', ''],
  ] as const)('%s', (_title, url, referer, source) => expect(leadSourceFrom(url, referer)).toBe(source));
});
