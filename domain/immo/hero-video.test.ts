import { describe, expect, it } from 'vitest';
import { heroVideoFor, isAcceptableVideoSource, isThirdPartySource } from './hero-video';

const at = (second: number) => new Date(Date.UTC(2026, 10, 23, 12, 0, second));

describe('heroVideoFor: the video of the current second (spec §2)', () => {
  it.each([
    [['/a.mp4', '/b.mp4'], 0, '/a.mp4'],
    [['/a.mp4', '/b.mp4'], 1, '/b.mp4'],
    [['/a.mp4', '/b.mp4'], 59, '/b.mp4'],
    [['/a.mp4', '/b.mp4', '/c.mp4'], 5, '/c.mp4'],
    [['/a.mp4'], 37, '/a.mp4'],
  ])('%j at second %i → %s', (videos, second, expected) => {
    expect(heroVideoFor(videos, at(second))).toBe(expected);
  });

  it('no video (or only unusable ones): null, the poster stays', () => {
    expect(heroVideoFor([], at(3))).toBeNull();
    expect(heroVideoFor(['javascript:alert(1)', '//evil.example/x.mp4', 'http://insecure.example/x.mp4'], at(3))).toBeNull();
  });

  it('skips unusable entries before choosing', () => {
    expect(heroVideoFor(['http://insecure.example/x.mp4', '/a.mp4'], at(1))).toBe('/a.mp4');
  });
});

describe('video sources', () => {
  it.each([
    ['/media/video/reseau/ambiance-1.mp4', true],
    ['https://cdn.example/stream.m3u8', true],
    ['//cdn.example/stream.m3u8', false],
    ['/\\evil', false],
    ['http://cdn.example/x.mp4', false],
    ['data:video/mp4;base64,AAAA', false],
  ])('%s acceptable: %s', (src, ok) => expect(isAcceptableVideoSource(src)).toBe(ok));

  it.each([
    ['/media/video/reseau/ambiance-1.mp4', 'https://maisonfort-immobilier.fr', false],
    ['https://maisonfort-immobilier.fr/media/x.mp4', 'https://maisonfort-immobilier.fr', false],
    ['https://cdn.example/stream.m3u8', 'https://maisonfort-immobilier.fr', true],
  ])('%s from %s is third party: %s', (src, origin, third) => expect(isThirdPartySource(src, origin)).toBe(third));
});
