import { describe, expect, it } from 'vitest';
import { altTextSchema, sniffImageType, uploadHashOf, uploadPath } from './uploads';

const bytes = (...parts: (number[] | string)[]) => new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));

describe('sniffImageType: the type the bytes say, not the name', () => {
  it.each([
    ['JPEG', bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF'), 'jpeg'],
    ['PNG', bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0, 0]), 'png'],
    ['WebP', bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '), 'webp'],
    ['AVIF', bytes([0, 0, 0, 0x1c], 'ftypavif', [0, 0, 0, 0]), 'avif'],
    ['AVIF sequence', bytes([0, 0, 0, 0x1c], 'ftypavis', [0, 0, 0, 0]), 'avif'],
    ['a PHP script', bytes('<?php echo "x"; ?>'), null],
    ['HEIC (not offered)', bytes([0, 0, 0, 0x18], 'ftypheic', [0, 0, 0, 0]), null],
    ['GIF', bytes('GIF89a', [0, 0, 0, 0, 0, 0]), null],
    ['SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'), null],
    ['empty', bytes(), null],
    ['a RIFF that is no WebP (WAV)', bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt '), null],
  ])('%s', (_name, input, expected) => {
    expect(sniffImageType(input)).toBe(expected);
  });
});

describe('upload paths', () => {
  const hash = 'a'.repeat(64);
  it('round-trip through uploadHashOf', () => {
    expect(uploadPath(hash, 'webp')).toBe(`uploads/${hash}.webp`);
    expect(uploadHashOf(uploadPath(hash, 'jpeg'))).toBe(hash);
  });
  it.each([`uploads/${'a'.repeat(63)}.jpg`, `uploads/${hash}.svg`, `uploads/../${hash}.jpg`, `listings/${hash}.jpg`, `uploads/${hash.toUpperCase()}.png`])('%s is not an upload', (path) => {
    expect(uploadHashOf(path)).toBeNull();
  });
});

describe('alt text', () => {
  it.each([
    ['', false],
    ['   ', false],
    ['Façade de l’agence de Sevran', true],
    ['x'.repeat(251), false],
  ])('%j accepted: %s', (alt, ok) => {
    expect(altTextSchema.safeParse(alt).success).toBe(ok);
  });
});
