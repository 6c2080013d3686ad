import { describe, expect, it } from 'vitest';
import { figureTextIn, keyFiguresSchema } from './key-figures';

describe('key figures of a network record', () => {
  it('reads a figure written in both languages, and a plain one as it is', () => {
    const figures = keyFiguresSchema.parse([
      { value: { fr: '+ de 1 000', en: '1,000+' }, label: { fr: 'conseillers en France', en: 'advisers in France' } },
      { value: '96 %', label: 'des vendeurs nous recommandent' },
    ]);
    expect(figures.map((f) => [figureTextIn(f.value, 'en'), figureTextIn(f.label, 'en')])).toEqual([
      ['1,000+', 'advisers in France'],
      ['96 %', 'des vendeurs nous recommandent'],
    ]);
    expect(figureTextIn(figures[0]!.label, 'fr')).toBe('conseillers en France');
  });

  it.each([
    [{ value: { fr: '+ de 1 000' }, label: 'x' }],
    [{ value: { fr: '', en: '1,000+' }, label: 'x' }],
  ])('refuses a figure with a language missing: %j', (figure) => expect(keyFiguresSchema.safeParse([figure]).success).toBe(false));
});
