import { describe, expect, it } from 'vitest';
import { needsHydration } from './hydration';

describe('needsHydration', () => {
  it.each([
    ['diag', ['diag.newsArticle'], false],
    ['diag', ['diag.servicePage'], false],
    ['diag', ['diag.steps', 'diag.reasons'], false],
    ['diag', ['diag.hero', 'diag.steps'], true],
    ['diag', ['diag.contactPage'], true],
    ['diag', ['diag.quoteStep1'], true],
    ['diag', [], true],
    ['immo', ['diag.steps'], true],
  ] as const)('%s %j → %s', (family, types, expected) => {
    expect(needsHydration(family, types)).toBe(expected);
  });
});
