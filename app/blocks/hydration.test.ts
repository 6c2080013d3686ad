import { describe, expect, it } from 'vitest';
import { diagFamily } from '../families/diag/family';
import { immoFamily } from '../families/immo/family';
import { needsHydration } from './hydration';

describe('needsHydration', () => {
  it.each([
    [diagFamily, ['diag.newsArticle'], false],
    [diagFamily, ['diag.servicePage'], false],
    [diagFamily, ['diag.steps', 'diag.reasons'], false],
    [diagFamily, ['diag.hero', 'diag.steps'], true],
    [diagFamily, ['diag.contactPage'], true],
    [diagFamily, ['diag.quoteStep1'], true],
    [diagFamily, ['diag.unknown'], true],
    [diagFamily, [], true],
    // immo's header reacts to scrolling: its layout needs scripts whatever the blocks.
    [immoFamily, ['diag.steps'], true],
  ] as const)('%#: %j → %s', (family, types, expected) => {
    expect(needsHydration(family, types)).toBe(expected);
  });
});
