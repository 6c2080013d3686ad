import { type ReactNode, useEffect } from 'react';
import { useTranslation } from './i18n/use-translation';
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, data, useLocation, useRouteError, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/root';
import './app.css';
import { normalizeHost, resolveApiHost, resolveHost } from '../domain/sites/host';
import { useHydrate } from './blocks/useHydrate';
import { consentView, isConsentPage } from './consent/consent-data';
import { consentMiddleware } from './consent/consent-middleware';
import { ConsentBanner } from './consent/ConsentBanner';
import { FrameCheck, TrackingTags } from './consent/TrackingTags';
import { useConsentView } from './consent/useConsent';
import { formKeyContext, servicesContext, siteContext } from './context';
import { FamilyLayout } from './families/layouts';
import { localeContext } from './i18n/context';
import { useLocale } from './i18n/hooks';
import { localeMiddleware } from './i18n/middleware.server';
import { RecordedTexts } from './i18n/RecordedTexts';
import { TextRecorderContext, useTextRecorder } from './i18n/text-recorder';
import { loadTranslations } from './i18n/replayed-translation';
import { island } from './blocks/island';
import { isListingGone } from './listings/listing-gone';
import { NotFound } from './site/NotFound';
import { type PublicSite, toPublicSite } from './site/public-site';

/** Resolves the request's site once; loaders and actions read it from the context. */
const siteMiddleware: Route.MiddlewareFunction = async ({ request, url, context }, next) => {
  const services = context.get(servicesContext);
  if (normalizeHost(url.host) === services.backoffice.adminHost) {
    context.set(siteContext, { kind: 'backoffice' });
    return next();
  }
  const index = await services.sites.hostIndex();
  const resolution = url.pathname.startsWith('/api/')
    ? resolveApiHost(url.host, { site: request.headers.get('x-site'), subdomain: request.headers.get('x-subdomain') }, index)
    : resolveHost(url.host, index);
  if (resolution.kind === 'site') {
    const site = await services.sites.byId(resolution.siteId);
    context.set(siteContext, site ? { kind: 'site', site } : { kind: 'unknown', host: url.host });
  } else {
    if (resolution.kind === 'unknown') services.logger.warn({ host: resolution.host, path: url.pathname }, 'unknown host');
    context.set(siteContext, resolution);
  }
  return next();
};

// The locale first: it needs no database, so even a failing site lookup renders in the right language.
export const middleware: Route.MiddlewareFunction[] = [localeMiddleware, siteMiddleware, consentMiddleware];

export async function loader({ context, url, request }: Route.LoaderArgs) {
  const resolution = context.get(siteContext);
  if (resolution.kind === 'unknown') throw data({ site: null }, { status: 404 });
  const site = resolution.kind === 'site' ? toPublicSite(resolution.site, url) : null;
  const found = consentView(request, url, context, resolution.kind === 'site' ? resolution.site.settings.trackingId : null);
  // The back-office sets only the cookies it needs (session, language): nothing to ask.
  const view = resolution.kind === 'backoffice' ? { ...found, banner: false } : found;
  return {
    site,
    locale: context.get(localeContext),
    // Without the date of the choice: the page is then the same for every visitor who chose alike (render cache).
    consentView: { ...view, consent: { ...view.consent, at: null } },
    // Fresh for each response (the render cache replaces it on every hit): the idempotency keys of this page's forms derive from it (useLeadForm).
    formKey: context.get(formKeyContext) || crypto.randomUUID(),
  };
}

export function links(): Route.LinkDescriptors {
  return [{ rel: 'icon', href: '/favicon.ico', sizes: 'any' }];
}

export function Layout({ children }: { children: ReactNode }) {
  const hydrate = useHydrate();
  const locale = useLocale();
  const consent = useConsentView();
  const { pathname } = useLocation();
  // Also after a client navigation to the preferences page, where the root's data is not read again.
  const banner = Boolean(consent?.banner) && !isConsentPage(pathname);
  const family = useRouteLoaderData<typeof loader>('root')?.site?.family;
  // The texts this render translates, written last into a page that hydrates (decision 0060).
  const recorder = useTextRecorder(hydrate);
  return (
    <TextRecorderContext value={recorder}>
      {/* data-family: the browser loads that family's blocks before hydrating (entry.client.tsx). */}
      <html lang={locale} data-family={family} suppressHydrationWarning>
        <head>
          <meta charSet="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          {banner && <FrameCheck />}
          {consent && <TrackingTags tag={consent.tracking} analyticsGranted={consent.consent.granted.analytics} />}
          <Meta />
          <Links />
        </head>
        <body>
          {banner && <ConsentBanner />}
          {children}
          {hydrate && <ScrollRestoration />}
          {hydrate && <Scripts />}
          {hydrate && <RecordedTexts />}
        </body>
      </html>
    </TextRecorderContext>
  );
}

// An island: the listings' code stays out of the root chunk, which every hydrated page loads (decision 58).
const ListingGone = island(() => import('./listings/ListingGone').then((m) => m.ListingGone));

function useSite(): PublicSite | null {
  return useRouteLoaderData<typeof loader>('root')?.site ?? null;
}

/**
 * A client navigation renders texts the server did not record for this page: i18next and the page's
 * catalogues are fetched alongside the loaders, so the new page renders whole (decision 0060).
 */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [
  async (_args, next) => {
    const translations = loadTranslations();
    const result = await next();
    await translations;
    return result;
  },
];

/** The browser keeps the page's language: a client navigation into the other one loads a fresh document. */
function useFollowServerLocale() {
  const { i18n } = useTranslation();
  const locale = useRouteLoaderData<typeof loader>('root')?.locale;
  useEffect(() => {
    if (locale && i18n.language !== locale) window.location.reload();
  }, [locale, i18n]);
}

export default function App() {
  useFollowServerLocale();
  const site = useSite();
  if (!site) return <Outlet />;
  return (
    <FamilyLayout site={site}>
      <Outlet />
    </FamilyLayout>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const site = useSite();
  const { t } = useTranslation();
  const notFound = isRouteErrorResponse(error) && (error.status === 404 || error.status === 410);
  // A property page that is gone offers the search (404), or similar listings when sold (410).
  const gone = isRouteErrorResponse(error) && site && isListingGone(error.data) ? error.data : null;
  const body = gone ? (
    <ListingGone gone={gone} />
  ) : notFound ? (
    <NotFound siteKnown={Boolean(site)} />
  ) : (
    <main id="contenu" className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">{t('error.title')}</h1>
      <p className="mt-4 text-slate-600">{t('error.retry')}</p>
    </main>
  );
  return (
    <>
      <title>{notFound ? t('notFound.documentTitle') : t('error.documentTitle')}</title>
      <meta name="robots" content="noindex" />
      {site ? <FamilyLayout site={site}>{body}</FamilyLayout> : body}
    </>
  );
}
