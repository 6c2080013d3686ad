import { type EntryContext, type RouterContextProvider, ServerRouter } from 'react-router';
import { I18nextProvider } from 'react-i18next';
import { nonceContext } from './context';
import { NonceContext } from './ui/nonce';
import { localeContext } from './i18n/context';
import { i18nFor } from './i18n/instances.server';
import { renderDocument } from './render-document.server';
// Every family's blocks and layout, registered before any render (the browser loads only the page's own).
import './families/index.server';

export const streamTimeout = 5_000;

export default async function handleRequest(
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
  // The whole document, for people and crawlers alike (decisions 0062 and 0065).
  const { document, failed } = await renderDocument(
    <NonceContext value={nonce}>
      <I18nextProvider i18n={i18n}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </I18nextProvider>
    </NonceContext>,
    routerContext,
    nonce,
    streamTimeout + 1000,
  );
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  responseHeaders.set('Content-Length', String(document.length));
  return new Response(document as Uint8Array<ArrayBuffer>, { headers: responseHeaders, status: failed ? 500 : responseStatusCode });
}
