import { pipeline, Transform, type Writable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { deferHydration, holdsModuleScript } from './defer-scripts.server';

/**
 * A stream for React's HTML on its way to `destination`, rewritten by deferHydration (decision 0055).
 * The document is held until React Router's module script has closed (React may write it in pieces;
 * the preload links sit in <head>, before it), then passes through. A document without that script is
 * released unchanged at </body> or at its end. Text is decoded as it comes (a chunk may end inside a
 * character). Destroying `destination` (the visitor went away) destroys this stream too, so React stops.
 */
export function deferHydrationInto(destination: Writable): Transform {
  const decoder = new StringDecoder('utf8');
  // The document so far, in pieces: joined only when a piece may have closed a script or the body.
  let held: string[] | null = [];
  // The end of what came before, so a marker cut between two chunks is still seen.
  let tail = '';
  const out = (stream: Transform, text: string) => {
    if (text) stream.push(Buffer.from(text, 'utf8'));
  };
  const transform = new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      const decoded = typeof chunk === 'string' ? chunk : decoder.write(chunk);
      if (held === null) {
        out(this, decoded);
        return callback();
      }
      held.push(decoded);
      // React writes a page in small chunks: searching only the new text (plus its seam) keeps this
      // linear in the page's size, where searching the whole held text each time was not.
      const seam = tail + decoded;
      tail = seam.slice(-(SCRIPT_CLOSE.length - 1));
      const closesScript = seam.includes(SCRIPT_CLOSE);
      if (!closesScript && !seam.includes(BODY_CLOSE)) return callback();
      const text = held.join('');
      if (closesScript && holdsModuleScript(text)) {
        held = null;
        out(this, deferHydration(text));
      } else if (text.includes(BODY_CLOSE)) {
        held = null;
        out(this, text);
      } else held = [text];
      callback();
    },
    flush(callback) {
      out(this, (held?.join('') ?? '') + decoder.end());
      callback();
    },
  });
  pipeline(transform, destination, () => {
    // A failed or abandoned response: React's onError has reported what matters.
  });
  return transform;
}

const SCRIPT_CLOSE = '</script>';
const BODY_CLOSE = '</body>';
