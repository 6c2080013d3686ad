import type { ReactNode } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import type { EntryContext } from 'react-router';
import { documentSink } from './document-sink.server';
import { deferHydrationBytes } from './hydration/defer-bytes.server';
import { readHydrationData } from './hydration/hydration-data.server';

export type RenderedDocument = {
  /** The whole page, hydration deferred (decision 0055). */
  document: Buffer;
  /** A component failed inside a Suspense boundary: the page is served with status 500. */
  failed: boolean;
};

/**
 * Renders a document whole (decision 0065). React Router's hydration data is read first, so nothing
 * suspends and React renders in one synchronous pass into a string, without its stream's per-chunk
 * UTF-8 encoding (about a sixth of an uncached home's CPU). A render that still suspends, or fails
 * inside a boundary, is done again by React's stream, which waits for everything (decision 0062).
 */
export async function renderDocument(app: ReactNode, context: EntryContext, nonce: string, timeoutMs: number): Promise<RenderedDocument> {
  await readHydrationData(context);
  const html = renderedAtOnce(app);
  if (html !== null) {
    const bytes = Buffer.from(html);
    return { document: deferHydrationBytes(bytes) ?? bytes, failed: false };
  }
  return renderedStreamed(app, nonce, timeoutMs);
}

/** What React's stream writes first when the root is `<html>` (its string renderer does not). */
const DOCTYPE = '<!DOCTYPE html>';
/** How React marks a boundary it leaves to the browser (suspended, or failed): never in a finished page. */
const CLIENT_RENDERED_BOUNDARY = '<!--$!-->';

/** The document from one synchronous render, or null when a component suspended or threw. */
function renderedAtOnce(app: ReactNode): string | null {
  let html: string;
  try {
    html = renderToString(app);
  } catch {
    // The shell threw or suspended: the streamed render reports it as it always has.
    return null;
  }
  if (html.includes(CLIENT_RENDERED_BOUNDARY)) return null;
  return html.startsWith('<html') ? DOCTYPE + html : html;
}

/** React's stream, piped once everything is ready (decision 0062). */
function renderedStreamed(app: ReactNode, nonce: string, timeoutMs: number): Promise<RenderedDocument> {
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    let failed = false;
    const timeoutId = setTimeout(() => abort(), timeoutMs);
    const { pipe, abort } = renderToPipeableStream(app, {
      nonce,
      onShellReady() {
        shellRendered = true;
      },
      onAllReady() {
        pipe(
          documentSink((document) => {
            clearTimeout(timeoutId);
            resolve({ document, failed });
          }),
        );
      },
      onShellError(error: unknown) {
        clearTimeout(timeoutId);
        reject(error);
      },
      onError(error: unknown) {
        failed = true;
        if (shellRendered) console.error(error);
      },
    });
  });
}
