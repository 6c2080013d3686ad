import { describe, expect, it } from 'vitest';
import { changeFavourites, favouritesSetCookie, MAX_FAVOURITES, readFavouriteSlugs } from './favourites-cookie';

describe('readFavouriteSlugs', () => {
  it.each([
    ['no cookie header', null, []],
    ['other cookies only', 'vitrine_consentement=abc; lang=fr', []],
    ['one slug', 'vitrine_favoris=maison-4-pieces-sevran-000012', ['maison-4-pieces-sevran-000012']],
    ['among other cookies, in order', 'a=1; vitrine_favoris=b-2/a-1; z=3', ['b-2', 'a-1']],
    ['percent-encoded separators', 'vitrine_favoris=b-2%2Fa-1', ['b-2', 'a-1']],
    ['duplicates once', 'vitrine_favoris=a-1/a-1/b-2', ['a-1', 'b-2']],
    ['invalid slugs dropped', 'vitrine_favoris=a-1/..//<script>/UPPER/-dash/b-2', ['a-1', 'b-2']],
    ['broken encoding', 'vitrine_favoris=%E0%A4%A', []],
    ['a look-alike cookie name', 'xvitrine_favoris=a-1', []],
  ])('%s', (_, header, expected) => {
    expect(readFavouriteSlugs(header)).toEqual(expected);
  });

  it(`keeps the first ${MAX_FAVOURITES}`, () => {
    const many = Array.from({ length: 60 }, (_, i) => `bien-${i}`);
    expect(readFavouriteSlugs(`vitrine_favoris=${many.join('/')}`)).toEqual(many.slice(0, MAX_FAVOURITES));
  });
});

describe('changeFavourites', () => {
  it.each([
    ['add to an empty list', [], 'a', 'add', ['a'], true],
    ['add goes first', ['b', 'c'], 'a', 'add', ['a', 'b', 'c'], true],
    ['add an existing one moves it first', ['b', 'a'], 'a', 'add', ['a', 'b'], true],
    ['remove', ['b', 'a', 'c'], 'a', 'remove', ['b', 'c'], false],
    ['remove an absent one changes nothing', ['b'], 'a', 'remove', ['b'], false],
    ['toggle adds an absent one', ['b'], 'a', 'toggle', ['a', 'b'], true],
    ['toggle removes a present one', ['b', 'a'], 'a', 'toggle', ['b'], false],
  ] as const)('%s', (_, before, slug, change, after, isFavourite) => {
    expect(changeFavourites(before, slug, change)).toEqual({ slugs: after, isFavourite });
  });

  it(`drops the oldest beyond ${MAX_FAVOURITES}`, () => {
    const full = Array.from({ length: MAX_FAVOURITES }, (_, i) => `bien-${i}`);
    const { slugs } = changeFavourites(full, 'nouveau', 'add');
    expect(slugs).toHaveLength(MAX_FAVOURITES);
    expect(slugs[0]).toBe('nouveau');
    expect(slugs).not.toContain(`bien-${MAX_FAVOURITES - 1}`);
  });
});

describe('favouritesSetCookie', () => {
  it.each([
    ['a list, over http', ['a-1', 'b-2'], false, 'vitrine_favoris=a-1/b-2; Max-Age=15811200; Path=/; SameSite=Lax'],
    ['a list, over https', ['a-1'], true, 'vitrine_favoris=a-1; Max-Age=15811200; Path=/; SameSite=Lax; Secure'],
    ['an empty list deletes it', [], false, 'vitrine_favoris=; Max-Age=0; Path=/; SameSite=Lax'],
  ] as const)('%s', (_, slugs, secure, expected) => {
    expect(favouritesSetCookie(slugs, secure)).toBe(expected);
  });

  it('reads back what it writes', () => {
    const line = favouritesSetCookie(['a-1', 'b-2'], false);
    expect(readFavouriteSlugs(line.split(';')[0])).toEqual(['a-1', 'b-2']);
  });
});
