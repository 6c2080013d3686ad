import { Writable } from 'node:stream';
import { deferHydrationBytes } from './hydration/defer-bytes.server';

/**
 * Where React's stream renders a document (decision 0062): the whole page is gathered, hydration
 * deferred once on the whole (decision 0055), and handed to `onDocument` as one Buffer when React has
 * ended. Since decision 0065 only a render that suspended or failed inside a boundary comes here; the
 * others are rendered at once into a string.
 *
 * Every server render here is synchronous (islands render without Suspense, decision 0048; the only
 * boundary is React Router's, around the hydration data it has already encoded), so streaming sent
 * nothing earlier: it only cost two Transform streams, a web stream, a reader promise per chunk and
 * React's script completing that boundary, about a tenth of an uncached home's CPU.
 */
export function documentSink(onDocument: (document: Buffer) => void): Writable {
  const parts: Buffer[] = [];
  return new Writable({
    write(chunk: Buffer | Uint8Array | string, encoding, callback) {
      parts.push(chunkBytes(chunk, encoding));
      callback();
    },
    final(callback) {
      const document = parts.length === 1 ? parts[0]! : Buffer.concat(parts);
      onDocument(deferHydrationBytes(document) ?? document);
      callback();
    },
  });
}

/** What React writes (bytes, or a long string as it is), as a Buffer without copying bytes. */
const chunkBytes = (chunk: Buffer | Uint8Array | string, encoding: BufferEncoding): Buffer =>
  typeof chunk === 'string' ? Buffer.from(chunk, encoding) : Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
