import { describe, expect, it } from 'vitest';
import { IMAGE_SETS, imageSrcSet, imageUrl, isSafeMediaPath, isServedVariant, negotiateFormat, parseImageParams, SERVED_WIDTHS, SINGLE_IMAGE_WIDTHS } from './image-params';

describe('parseImageParams', () => {
  it.each([
    ['w=320', { w: 320, fit: 'cover', f: 'auto', q: 75 }],
    ['w=600,h=400,fit=contain,f=webp,q=60', { w: 600, h: 400, fit: 'contain', f: 'webp', q: 60 }],
    ['w=80,fit=scale-down,f=jpg', { w: 80, fit: 'inside', f: 'jpeg', q: 75 }],
    ['q=500', { fit: 'cover', f: 'auto', q: 100 }],
  ])('%s', (segment, expected) => expect(parseImageParams(segment)).toEqual(expected));

  it.each(['w=0', 'w=99999', 'w=abc', 'fit=stretch', 'f=gif', 'x=1', 'w', ''])('refuses %s', (segment) => {
    expect(parseImageParams(segment)).toBeNull();
  });
});

describe('negotiateFormat', () => {
  it.each([
    ['auto', 'image/avif,image/webp,*/*', 'webp'],
    ['auto', 'image/avif,*/*', 'jpeg'],
    ['auto', '*/*', 'jpeg'],
    ['png', 'image/webp', 'png'],
  ] as const)('%s with %s → %s', (f, accept, expected) => expect(negotiateFormat(f, accept)).toBe(expected));
});

describe('isSafeMediaPath', () => {
  it.each([
    ['avatars/claire.svg', true],
    ['../etc/passwd.png', false],
    ['/abs.png', false],
    ['a//b.png', false],
    ['.hidden/x.png', false],
    ['x.exe', false],
  ])('%s → %s', (path, ok) => expect(isSafeMediaPath(path)).toBe(ok));
});

it('builds URLs and srcsets', () => {
  expect(imageUrl('a.svg', { w: 80 })).toBe('/img/w=80,fit=cover,f=auto,q=75/a.svg');
  expect(imageSrcSet('a.svg', 'avatarSmall', {}, 1)).toBe('/img/w=80,h=80,fit=cover,f=auto,q=75/a.svg 80w, /img/w=320,h=320,fit=cover,f=auto,q=75/a.svg 320w');
});

describe('isServedVariant', () => {
  it.each([
    ['w=80,h=80,fit=cover,f=auto,q=75', true],
    ['w=320,h=213,fit=cover,f=auto,q=75', true],
    ['w=600,h=400,fit=cover,f=auto,q=75', true],
    ['w=1200,h=800,fit=cover,f=jpeg,q=75', true],
    ['w=320,h=240,fit=cover,f=auto,q=70', true],
    ['w=1600,h=900,fit=cover,f=auto,q=60', true],
    // The property page's main photo at 360 px DPR 2 (issue 38 item 7).
    ['w=720,h=540,fit=cover,f=auto,q=75', true],
    ['w=2400,h=2400,fit=cover,f=avif,q=100', false],
    ['w=600,h=600,f=avif,q=75', false],
    ['w=601,h=400,q=75', false],
    ['w=600,h=401,q=75', false],
    ['w=600,q=100', false],
    ['h=400,q=75', false],
  ])('%s → %s', (segment, expected) => expect(isServedVariant(parseImageParams(segment)!)).toBe(expected));
});

describe('one list of widths (issue 38 item 7)', () => {
  it('serves every width of every set and every single width, and no other', () => {
    const listed = new Set<number>([...Object.values(IMAGE_SETS).flat(), ...SINGLE_IMAGE_WIDTHS]);
    expect(new Set(SERVED_WIDTHS)).toEqual(listed);
    for (const w of listed) expect(isServedVariant(parseImageParams(`w=${w},q=75`)!), String(w)).toBe(true);
    expect(isServedVariant(parseImageParams('w=721,q=75')!)).toBe(false);
  });
});
