import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { documentSink } from './document-sink.server';
import { deferHydration } from './hydration/defer-scripts.server';

const fixture = (name: string) => fs.readFileSync(new URL(`./hydration/fixtures/${name}.html`, import.meta.url));

/** Writes `bytes` in pieces of `size` bytes (cutting tags, scripts and characters anywhere) and reads the document. */
function written(bytes: Buffer, size: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const sink = documentSink(resolve);
    sink.on('error', reject);
    for (let at = 0; at < bytes.length; at += size) sink.write(bytes.subarray(at, at + size));
    sink.end();
  });
}

describe('documentSink: the whole document, hydration deferred (decision 0062)', () => {
  it.each([1, 7, 2048, 1 << 20])('a hydrating page written %i bytes at a time comes out rewritten once', async (size) => {
    const html = fixture('diag-home');
    const out = (await written(html, size)).toString('utf8');
    expect(out).toBe(deferHydration(html.toString('utf8')));
    expect(out).not.toContain('rel="modulepreload"');
  });

  it.each([1, 5, 2048])('a page without scripts comes out byte-identical (%i bytes at a time)', async (size) => {
    const html = fixture('diag-legal-notice');
    // The fixture has accented letters: a cut inside one must not change a byte.
    expect(html.length).toBeGreaterThan(html.toString('utf8').length);
    expect((await written(html, size)).equals(html)).toBe(true);
  });

  it('takes strings, Buffers and typed arrays alike, in order', async () => {
    const out = await new Promise<Buffer>((resolve) => {
      const sink = documentSink(resolve);
      sink.write('<!DOCTYPE html><p>é');
      sink.write(Buffer.from('ü'));
      sink.write(new TextEncoder().encode('ß</p>'));
      sink.end();
    });
    expect(out.toString('utf8')).toBe('<!DOCTYPE html><p>éüß</p>');
  });

  it('hands the document over only once React has ended', async () => {
    const documents: Buffer[] = [];
    const sink = documentSink((document) => documents.push(document));
    sink.write('<html><body>');
    await new Promise((resolve) => setImmediate(resolve));
    expect(documents).toHaveLength(0);
    await new Promise((resolve) => sink.end('</body></html>', () => resolve(undefined)));
    expect(documents.map(String)).toEqual(['<html><body></body></html>']);
  });
});
