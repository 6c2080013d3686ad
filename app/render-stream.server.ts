import { Transform } from 'node:stream';

/**
 * The stream React renders the document into: what React writes in one go (it fills 2 KB buffers, so a
 * diag home is some 35 writes in the same tick) goes on as one chunk, once the tick is over.
 *
 * Every chunk then crosses a web ReadableStream (React Router's Response), a reader promise, an
 * Express write and a socket `writev`: per chunk, not per byte, so a page in one chunk instead of
 * thirty-five spends far less (decision 0057). Nothing waits longer than the current tick: a part
 * React streams later (a Suspense boundary) still goes out as soon as it is written.
 */
export function coalescingRenderStream(onFinal: () => void): Transform {
  let pending: Buffer[] = [];
  let scheduled = false;
  const release = (stream: Transform) => {
    scheduled = false;
    if (pending.length === 0) return;
    const chunk = pending.length === 1 ? pending[0] : Buffer.concat(pending);
    pending = [];
    stream.push(chunk);
  };
  return new Transform({
    transform(chunk: Buffer | Uint8Array | string, encoding, callback) {
      pending.push(chunkBytes(chunk, encoding));
      if (!scheduled) {
        scheduled = true;
        setImmediate(release, this);
      }
      callback();
    },
    flush(callback) {
      release(this);
      onFinal();
      callback();
    },
  });
}

/** What React writes (bytes, or a long string as it is), as a Buffer without copying bytes. */
export const chunkBytes = (chunk: Buffer | Uint8Array | string, encoding: BufferEncoding): Buffer =>
  typeof chunk === 'string' ? Buffer.from(chunk, encoding) : Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
