import type { EntryContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import { readHydrationData } from './hydration-data.server';

/** The two fields of React Router's entry context the reader touches. */
function contextWith(stream: ReadableStream<Uint8Array> | undefined, renderMeta: object | undefined = {}): EntryContext {
  return { serverHandoffStream: stream, renderMeta } as unknown as EntryContext;
}

function streamOf(parts: Array<Uint8Array | Error>): ReadableStream<Uint8Array> {
  let at = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      const part = parts[at++];
      if (part === undefined) controller.close();
      else if (part instanceof Error) controller.error(part);
      else controller.enqueue(part);
    },
  });
}

const cacheOf = (context: EntryContext) => (context.renderMeta as { streamCache?: unknown }).streamCache;

describe('readHydrationData (decision 0065)', () => {
  it('keeps each chunk under the number StreamTransfer asks for, decoded across a character cut in two', async () => {
    const bytes = new TextEncoder().encode('[{"ville":"Évry"}]');
    const cut = 12; // between the two bytes of "É"
    const context = contextWith(streamOf([bytes.subarray(0, cut), bytes.subarray(cut)]));
    await readHydrationData(context);
    expect(cacheOf(context)).toEqual({
      0: { result: { done: false, value: '[{"ville":"' } },
      1: { result: { done: false, value: 'Évry"}]' } },
      2: { result: { done: true, value: '' } },
    });
  });

  it('keeps a failed read as React Router keeps it, for the render to throw', async () => {
    const failure = new Error('flux interrompu');
    const context = contextWith(streamOf([new TextEncoder().encode('[1]'), failure]));
    await readHydrationData(context);
    expect(cacheOf(context)).toEqual({ 0: { result: { done: false, value: '[1]' } }, 1: { error: failure } });
  });

  it('gives every render an empty stream of its own to lock', async () => {
    const context = contextWith(streamOf([new TextEncoder().encode('[1]')]));
    await readHydrationData(context);
    const first = context.serverHandoffStream!.getReader();
    const second = context.serverHandoffStream!.getReader();
    expect(await first.read()).toEqual({ done: true, value: undefined });
    expect(await second.read()).toEqual({ done: true, value: undefined });
  });

  it('leaves alone a context without hydration data, without renderMeta, or whose stream is already being read', async () => {
    const none = contextWith(undefined);
    await readHydrationData(none);
    expect(cacheOf(none)).toBeUndefined();

    const stream = streamOf([new TextEncoder().encode('[1]')]);
    const withoutMeta = contextWith(stream, undefined);
    await readHydrationData(withoutMeta);
    expect(stream.locked).toBe(false);

    const locked = streamOf([new TextEncoder().encode('[1]')]);
    const reader = locked.getReader();
    const busy = contextWith(locked);
    await readHydrationData(busy);
    expect(cacheOf(busy)).toBeUndefined();
    expect(await reader.read()).toEqual({ done: false, value: new TextEncoder().encode('[1]') });
  });
});
