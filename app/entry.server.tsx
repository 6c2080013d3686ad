import { renderToPipeableStream } from 'react-dom/server';
import { type EntryContext, type RouterContextProvider, ServerRouter } from 'react-router';
import { I18nextProvider } from 'react-i18next';
import { nonceContext } from './context';
import { NonceContext } from './ui/nonce';
import { localeContext } from './i18n/context';
import { i18nFor } from './i18n/instances.server';
import { documentSink } from './document-sink.server';
// Every family's blocks and layout, registered before any render (the browser loads only the page's own).
import './families/index.server';

export const streamTimeout = 5_000;

export default function handleRequest(
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
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const timeoutId = setTimeout(() => abort(), streamTimeout + 1000);
    // The whole document, for people and crawlers alike: the render is synchronous (decision 0062).
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext value={nonce}>
        <I18nextProvider i18n={i18n}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </I18nextProvider>
      </NonceContext>,
      {
        nonce,
        onShellReady() {
          shellRendered = true;
        },
        onAllReady() {
          pipe(
            documentSink((document) => {
              clearTimeout(timeoutId);
              responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
              responseHeaders.set('Content-Length', String(document.length));
              resolve(new Response(document as Uint8Array<ArrayBuffer>, { headers: responseHeaders, status: responseStatusCode }));
            }),
          );
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
