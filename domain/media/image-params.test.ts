import { describe, expect, it } from 'vitest';
import { imageSrcSet, imageUrl, isSafeMediaPath, negotiateFormat, parseImageParams } from './image-params';

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
    ['auto', 'image/avif,*/*', 'avif'],
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
  expect(imageSrcSet('a.svg', [80, 320], {}, 1)).toBe('/img/w=80,h=80,fit=cover,f=auto,q=75/a.svg 80w, /img/w=320,h=320,fit=cover,f=auto,q=75/a.svg 320w');
});
