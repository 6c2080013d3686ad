import { describe, expect, it } from 'vitest';
import { isoToParisLocal, NEWS_CATEGORIES, newsPostSchema, parisLocalToIso, postState, slugify } from './news-post';

describe('news post rules', () => {
  it.each([
    ['Le marché à Sevran en 2026', 'le-marche-a-sevran-en-2026'],
    ['  DPE : ce qui change !  ', 'dpe-ce-qui-change'],
    ['L’été des vendeurs', 'l-ete-des-vendeurs'],
  ])('slugify(%j) = %s', (title, slug) => expect(slugify(title)).toBe(slug));

  it.each([
    // Paris is UTC+1 in winter, UTC+2 in summer.
    ['2026-12-01T09:30', '2026-12-01T08:30:00.000Z'],
    ['2026-07-01T09:30', '2026-07-01T07:30:00.000Z'],
    ['2026-02-30T09:30', null],
    ['demain', null],
  ])('parisLocalToIso(%s) = %s', (local, iso) => expect(parisLocalToIso(local)).toBe(iso));

  it('isoToParisLocal reads an instant and a stored day back as Paris time', () => {
    expect(isoToParisLocal('2026-12-01T08:30:00.000Z')).toBe('2026-12-01T09:30');
    expect(isoToParisLocal('2025-10-02')).toBe('2025-10-02T10:00');
  });

  it.each([
    [{ date: '2026-11-27', unpublished_at: null }, 'published'],
    [{ date: '2026-11-28T12:00:00.000Z', unpublished_at: null }, 'published'],
    [{ date: '2026-11-29T08:00:00.000Z', unpublished_at: null }, 'scheduled'],
    [{ date: '2026-11-27', unpublished_at: '2026-11-28T10:00:00.000Z' }, 'unpublished'],
  ])('%j is %s at noon on 28 November 2026', (post, state) => expect(postState(post, new Date('2026-11-28T12:00:00.000Z'))).toBe(state));

  it('categories are the family’s list (network: Conseils, Marché, Fiscalité, Réseau); empty is allowed', () => {
    expect(NEWS_CATEGORIES.immo).toEqual(['Conseils', 'Marché', 'Fiscalité', 'Réseau']);
    const base = { title: 'T', slug: 't', excerpt: '', body: '', cover: '', publishAt: '2026-12-01T09:30' };
    expect(newsPostSchema('immo').safeParse({ ...base, category: 'Réseau' }).success).toBe(true);
    expect(newsPostSchema('agence').safeParse({ ...base, category: 'Réseau' }).success).toBe(false);
    expect(newsPostSchema('agence').safeParse({ ...base, category: 'Quartiers' }).success).toBe(true);
    expect(newsPostSchema('agence').safeParse({ ...base, category: '' }).success).toBe(true);
    expect(newsPostSchema('agence').safeParse({ ...base, category: '', slug: 'Pas un slug' }).success).toBe(false);
  });
});
