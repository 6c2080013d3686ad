import fs from 'node:fs';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { deferHydration } from './defer-scripts.server';
import { deferHydrationInto } from './defer-stream.server';

const fixture = (name: string) => fs.readFileSync(new URL(`./fixtures/${name}.html`, import.meta.url));

/** Writes `bytes` in pieces of `size` bytes (cutting tags, scripts and characters anywhere) and reads the result. */
async function streamed(bytes: Buffer, size: number): Promise<Buffer> {
  const body = new PassThrough();
  const read = (async () => {
    const parts: Buffer[] = [];
    for await (const part of body) parts.push(part as Buffer);
    return Buffer.concat(parts);
  })();
  const input = deferHydrationInto(body);
  for (let at = 0; at < bytes.length; at += size) input.write(bytes.subarray(at, at + size));
  input.end();
  return read;
}

describe('the document rewritten on its way out, whatever the chunks', () => {
  it.each([1, 3, 7, 2048, 1 << 20])('a hydrating page written %i bytes at a time', async (size) => {
    const html = fixture('diag-home');
    const out = await streamed(html, size);
    expect(out.toString('utf8')).toBe(deferHydration(html.toString('utf8')));
    expect(out.toString('utf8')).not.toContain('rel="modulepreload"');
  });

  it.each([1, 5, 2048])('a page without scripts comes out byte-identical (%i bytes at a time)', async (size) => {
    const html = fixture('diag-legal-notice');
    // The fixture has accented letters: a cut inside one must not change a byte.
    expect(html.length).toBeGreaterThan(html.toString('utf8').length);
    expect((await streamed(html, size)).equals(html)).toBe(true);
  });

  it.each([1, 4, 64])('a page naming type="module" before its module script, %i bytes at a time', async (size) => {
    const html = `<html><head><link rel="modulepreload" href="/assets/a.js"></head><body><p data-x='type="module"'>é</p><script>1</script><script type="module">import * as route0 from "/assets/r.js";\nimport("/assets/e.js");</script><p>après</p></body></html>`;
    const out = await streamed(Buffer.from(html), size);
    expect(out.toString('utf8')).toBe(deferHydration(html));
    expect(out.toString('utf8')).not.toContain('rel="modulepreload"');
  });

  it('lets the rewritten document go at the end of the tick that closed its module script, before the rest comes', async () => {
    const html = fixture('directory-home');
    const body = new PassThrough();
    const received: Buffer[] = [];
    body.on('data', (part: Buffer) => received.push(part));
    const input = deferHydrationInto(body);
    const tick = () => new Promise((resolve) => setImmediate(resolve));
    const half = Math.floor(html.length / 2);
    input.write(html.subarray(0, half));
    await tick();
    await tick();
    // The module script has not closed yet: nothing goes out.
    expect(received).toHaveLength(0);
    input.write(html.subarray(half));
    await tick();
    await tick();
    expect(Buffer.concat(received).toString('utf8')).toBe(deferHydration(html.toString('utf8')));
    const late = Buffer.from('<script>window.__reactRouterContext.streamController.close();</script></body></html>');
    input.end(late);
    await new Promise((resolve) => body.on('end', resolve));
    expect(Buffer.concat(received).toString('utf8')).toBe(deferHydration(html.toString('utf8')) + late.toString('utf8'));
  });

  it('passes what follows the module script (streamed hydration data) through unchanged', async () => {
    const html = fixture('directory-home');
    const late = Buffer.from('<script>window.__reactRouterContext.streamController.enqueue("é");</script></body></html>');
    const out = await streamed(Buffer.concat([html, late]), 64);
    expect(out.toString('utf8')).toBe(deferHydration(html.toString('utf8')) + late.toString('utf8'));
  });
});
