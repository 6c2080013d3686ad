import { describe, expect, it } from 'vitest';
import { coalescingRenderStream } from './render-stream.server';

/** Collects what comes out of the stream, chunk by chunk. */
function collect(stream: NodeJS.ReadableStream): Promise<string[]> {
  const chunks: string[] = [];
  return new Promise((resolve, reject) => {
    stream.on('data', (c: Buffer) => chunks.push(c.toString('utf8')));
    stream.on('end', () => resolve(chunks));
    stream.on('error', reject);
  });
}

describe('coalescingRenderStream (decision 0057)', () => {
  it('sends what is written in one tick as one chunk, byte for byte', async () => {
    const finals: number[] = [];
    const stream = coalescingRenderStream(() => finals.push(1));
    const out = collect(stream);
    stream.write('<!DOCTYPE html>');
    stream.write(Buffer.from('<html lang="fr">é'));
    stream.write(new TextEncoder().encode('<body>ü</body>'));
    await new Promise((r) => setImmediate(r));
    stream.write('</html>');
    stream.end();
    expect(await out).toEqual(['<!DOCTYPE html><html lang="fr">é<body>ü</body>', '</html>']);
    expect(finals).toEqual([1]);
  });

  it('sends a part written later (a streamed Suspense boundary) as its own chunk, in order', async () => {
    const stream = coalescingRenderStream(() => undefined);
    const out = collect(stream);
    stream.write('a');
    stream.write('b');
    await new Promise((r) => setTimeout(r, 5));
    stream.write('c');
    await new Promise((r) => setImmediate(r));
    stream.end('d');
    expect(await out).toEqual(['ab', 'c', 'd']);
  });
});
