import { describe, expect, it } from 'vitest';
import { imageSrcSet, imageUrl, isSafeMediaPath, isServedVariant, negotiateFormat, parseImageParams } from './image-params';

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
  expect(imageSrcSet('a.svg', [80, 320], {}, 1)).toBe('/img/w=80,h=80,fit=cover,f=auto,q=75/a.svg 80w, /img/w=320,h=320,fit=cover,f=auto,q=75/a.svg 320w');
});

describe('isServedVariant', () => {
  it.each([
    ['w=80,h=80,fit=cover,f=auto,q=75', true],
    ['w=320,h=213,fit=cover,f=auto,q=75', true],
    ['w=600,h=400,fit=cover,f=auto,q=75', true],
    ['w=1200,h=800,fit=cover,f=jpeg,q=75', true],
    ['w=320,h=240,fit=cover,f=auto,q=70', true],
    ['w=1600,h=900,fit=cover,f=auto,q=60', true],
    ['w=2400,h=2400,fit=cover,f=avif,q=100', false],
    ['w=600,h=600,f=avif,q=75', false],
    ['w=601,h=400,q=75', false],
    ['w=600,h=401,q=75', false],
    ['w=600,q=100', false],
    ['h=400,q=75', false],
  ])('%s → %s', (segment, expected) => expect(isServedVariant(parseImageParams(segment)!)).toBe(expected));
});
