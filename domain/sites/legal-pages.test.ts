import { describe, expect, it } from 'vitest';
import { familyPagesServed } from './legal-pages';

describe('familyPagesServed', () => {
  const pages = { '/': 1, '/contact': 2, '/mentions-legales': 3 };
  it('serves the whole family table to an ordinary site', () => expect(familyPagesServed(pages, false)).toBe(pages));
  it('keeps the legal notice for a site that serves only its own pages', () => expect(familyPagesServed(pages, true)).toEqual({ '/mentions-legales': 3 }));
});
