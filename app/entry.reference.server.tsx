import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { renderToPipeableStream } from 'react-dom/server';
import { type EntryContext, type RouterContextProvider, ServerRouter } from 'react-router';
import { I18nextProvider } from 'react-i18next';
import { nonceContext } from './context';
import { localeContext } from './i18n/context';
import { i18nFor } from './i18n/instances.server';
import { NonceContext } from './ui/nonce';
import './families/index.server';

export const streamTimeout = 5_000;

/**
 * The conformance suite's reference (decision 0157): React Router's own `entry.server` template
 * (@react-router/dev 7.x, `defaults/entry.server.node.tsx`) with only the app's providers added, and
 * React's stream waiting for everything (the template's crawler mode: decision 0062 sends people the
 * whole document too). No render cache, no hydration-data read, no byte rewriting: only public APIs.
 * Used when RENDER_PIPELINE=reference; never in production.
 */
export default function handleReferenceRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.get(nonceContext);
  const i18n = i18nFor(loadContext.get(localeContext));
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext value={nonce}>
        <I18nextProvider i18n={i18n}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </I18nextProvider>
      </NonceContext>,
      {
        nonce,
        onAllReady() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          pipe(body);
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
