import { describe, expect, it } from 'vitest';
import { joinSiteAndSubdomain, normalizeHost, resolveApiHost, resolveHost, splitSiteAndSubdomain } from './host';

const index = {
  hosts: new Map([
    ['paris15.diageo.fr', 'diag-paris15'],
    ['maisonfort.fr', 'reseau'],
  ]),
  siteIds: new Set(['diag-paris15', 'reseau', 'sevran']),
};

describe('normalizeHost', () => {
  it.each([
    ['Paris15.Diageo.FR', 'paris15.diageo.fr'],
    ['paris15.diageo.fr:443', 'paris15.diageo.fr'],
    ['maisonfort.fr.', 'maisonfort.fr'],
    ['[::1]:3000', '[::1]'],
    ['  sevran.localhost:3000 ', 'sevran.localhost'],
  ])('%s → %s', (input, expected) => expect(normalizeHost(input)).toBe(expected));
});

describe('splitSiteAndSubdomain (three or more labels: first is the subdomain)', () => {
  it.each([
    ['paris15.diageo.fr', 'diageo.fr', 'paris15'],
    ['a.b.c.d', 'b.c.d', 'a'],
    ['diageo.fr', 'diageo.fr', null],
    ['localhost', 'localhost', null],
    ['sevran.localhost:3000', 'sevran.localhost', null],
  ])('%s → site %s, subdomain %s', (host, site, subdomain) => {
    expect(splitSiteAndSubdomain(host)).toEqual({ site, subdomain });
  });

  it('joins back', () => {
    expect(joinSiteAndSubdomain('Diageo.fr', 'PARIS15')).toBe('paris15.diageo.fr');
    expect(joinSiteAndSubdomain('maisonfort.fr', '')).toBe('maisonfort.fr');
  });
});

describe('resolveHost', () => {
  it.each([
    ['localhost:3000', { kind: 'directory' }],
    ['127.0.0.1', { kind: 'directory' }],
    ['paris15.diageo.fr', { kind: 'site', siteId: 'diag-paris15' }],
    ['www.maisonfort.fr', { kind: 'site', siteId: 'reseau' }],
    ['sevran.localhost:3000', { kind: 'site', siteId: 'sevran' }],
    ['DIAG-PARIS15.localhost', { kind: 'site', siteId: 'diag-paris15' }],
    ['nope.localhost', { kind: 'unknown', host: 'nope.localhost' }],
    ['evil.example.com', { kind: 'unknown', host: 'evil.example.com' }],
  ])('%s', (host, expected) => expect(resolveHost(host, index)).toEqual(expected));

  it('never falls back to a default site', () => {
    expect(resolveHost('', index).kind).toBe('unknown');
  });
});

describe('resolveApiHost', () => {
  it('prefers X-Site and X-Subdomain over the request host', () => {
    expect(resolveApiHost('localhost', { site: 'diageo.fr', subdomain: 'paris15' }, index)).toEqual({ kind: 'site', siteId: 'diag-paris15' });
  });
  it('uses the request host without headers', () => {
    expect(resolveApiHost('sevran.localhost', {}, index)).toEqual({ kind: 'site', siteId: 'sevran' });
  });
  it('reports an unknown X-Site', () => {
    expect(resolveApiHost('sevran.localhost', { site: 'unknown.fr' }, index).kind).toBe('unknown');
  });
});
