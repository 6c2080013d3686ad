import { pipeline, Transform, type Writable } from 'node:stream';
import { chunkBytes } from '../render-stream.server';
import { deferHydrationBytes, MODULE_TYPE } from './defer-bytes.server';

/**
 * A stream for React's HTML on its way to `destination`, rewritten by deferHydration (decision 0055).
 * The document is held until React Router's module script has closed (React may write it in pieces;
 * the preload links sit before it), then passes through. A document without that script is released
 * unchanged at </body> or at its end. Destroying `destination` (the visitor went away) destroys this
 * stream too, so React stops.
 *
 * The bytes are searched as bytes and only the module script and the preload links are read as text
 * (decision 0061): a cut inside a UTF-8 character changes nothing and every other byte goes out as it
 * came. Decoding the page as UTF-8, rewriting it with regular expressions and encoding it again cost
 * about 6 % of an uncached home's CPU.
 */
export function deferHydrationInto(destination: Writable): Transform {
  // The document so far, in pieces, until it has been rewritten or let through.
  let held: Buffer[] | null = [];
  let scheduled = false;
  // Once per tick (React writes a whole shell in one), not per chunk: the held document is searched
  // as a whole, a few times per page at most instead of once per 4 KB chunk.
  const settle = (stream: Transform, ending: boolean) => {
    scheduled = false;
    if (held === null || held.length === 0) return;
    const document = held.length === 1 ? held[0]! : Buffer.concat(held);
    const rewritten = deferHydrationBytes(document);
    if (rewritten !== null) {
      held = null;
      stream.push(rewritten);
    } else if (ending || (document.includes(BODY_CLOSE) && !document.includes(MODULE_TYPE))) {
      // Nothing to wait for: the body has closed and no module script began (looked for only then).
      held = null;
      stream.push(document);
    } else held = [document];
  };
  const transform = new Transform({
    transform(chunk: Buffer | Uint8Array | string, encoding, callback) {
      const bytes = chunkBytes(chunk, encoding);
      if (held === null) {
        if (bytes.length) this.push(bytes);
        return callback();
      }
      held.push(bytes);
      if (!scheduled) {
        scheduled = true;
        setImmediate(settle, this, false);
      }
      callback();
    },
    flush(callback) {
      settle(this, true);
      callback();
    },
  });
  pipeline(transform, destination, () => {
    // A failed or abandoned response: React's onError has reported what matters.
  });
  return transform;
}

const BODY_CLOSE = Buffer.from('</body>');
