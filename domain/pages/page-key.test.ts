import { describe, expect, it } from 'vitest';
import { pagePathProblem, patternMatches } from './page-key';

const family = ['/', '/contact', '/actualite/:slug', '/vendre', '/recherche-bien/*'];

describe('a site page’s path', () => {
  it.each([
    ['/nos-engagements', null],
    ['/quartiers/sevran-centre', null],
    ['/a/b/c', null],
    ['nos-engagements', 'format'],
    ['/Nos-Engagements', 'format'],
    ['/nos engagements', 'format'],
    ['/double--tiret', 'format'],
    ['/fin-', 'format'],
    ['/a/b/c/d', 'format'],
    ['/page.html', 'format'],
    ['/:slug', 'format'],
    [`/${'a'.repeat(80)}`, 'format'],
    ['/', 'format'],
    ['/gestion', 'reserved'],
    ['/api/leads', 'reserved'],
    ['/en/about', 'reserved'],
    ['/contact', 'family'],
    ['/actualite/mon-article', 'family'],
    ['/recherche-bien/sevran', 'family'],
  ])('%s → %s', (path, problem) => {
    expect(pagePathProblem(path, family)).toBe(problem);
  });

  it('matches optional segments and not longer paths', () => {
    expect(patternMatches('/biens/:ville?', '/biens')).toBe(true);
    expect(patternMatches('/biens/:ville?', '/biens/sevran')).toBe(true);
    expect(patternMatches('/biens', '/biens/sevran')).toBe(false);
  });
});
