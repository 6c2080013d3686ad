import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressParts, gzipChunks } from './gzip-template.server';

describe('a page compressed once, with per-answer values spliced in as stored blocks', () => {
  it.each([
    { parts: ['<p>avant ', ' milieu ', ' après</p>'], values: ['clé-1', 'clé-2'] },
    // Empty parts (two values side by side, a value at either end) and a long part.
    { parts: ['', '', 'x'.repeat(70_000), ''], values: ['a', 'bb', 'ccc'] },
    { parts: ['seule partie, aucune valeur'], values: [] },
  ])('decodes to the parts joined by the values ($values)', ({ parts, values }) => {
    const buffers = parts.map((p) => Buffer.from(p));
    const body = Buffer.concat(gzipChunks(buffers, compressParts(buffers), values.map((v) => Buffer.from(v))));
    const expected = parts.map((p, i) => p + (values[i] ?? '')).join('');
    expect(gunzipSync(body).toString('utf8')).toBe(expected);
  });
});
