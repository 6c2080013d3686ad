import type { EntryContext } from 'react-router';

/**
 * What React Router's `StreamTransfer` keeps per chunk of the hydration data it reads during the
 * render (react-router 7.18.4, `renderMeta.streamCache`): a read in progress suspends the render,
 * a read done is written inline as a script, a failed read is thrown.
 */
type ChunkRead = { result?: { done: boolean; value: string }; error?: unknown };

/**
 * Reads React Router's hydration data (its turbo-stream of the loaders' answers) whole, before the
 * render, into the cache `StreamTransfer` reads first (decision 0065): the render then never
 * suspends on it and can be done in one synchronous pass. Each chunk is decoded as `StreamTransfer`
 * decodes it, so the scripts written are the same. A failed read is kept as React Router keeps it
 * (the render throws it where the data would be, as before).
 */
export async function readHydrationData(context: EntryContext): Promise<void> {
  const stream = context.serverHandoffStream;
  const meta = context.renderMeta as { streamCache?: Record<number, ChunkRead> } | undefined;
  // Without renderMeta, StreamTransfer writes nothing and reads nothing.
  if (!stream || !meta || stream.locked) return;
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  const cache: Record<number, ChunkRead> = {};
  for (let identifier = 0; ; identifier++) {
    try {
      const { done, value } = await reader.read();
      cache[identifier] = { result: { done, value: decoder.decode(value, { stream: true }) } };
      if (done) break;
    } catch (error) {
      cache[identifier] = { error };
      break;
    }
  }
  reader.releaseLock();
  meta.streamCache = cache;
  // Each render locks the stream with a reader of its own (the string render, then the streamed one if
  // needed) and reads nothing from it, every chunk being in the cache: each is given an empty one.
  Object.defineProperty(context, 'serverHandoffStream', { configurable: true, enumerable: true, get: emptyStream });
}

const emptyStream = () => new ReadableStream<Uint8Array>({ start: (controller) => controller.close() });
