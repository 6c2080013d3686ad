import { Form, isRouteErrorResponse, Outlet, useLocation, useRouteError, useRouteLoaderData } from 'react-router';
import { Link } from '../../ui/Link';
import { canEditSites, canErasePersonalData, canManageMembers, scopeOf } from '../../../domain/backoffice/grants';
import { localizePath } from '../../../domain/i18n/locale';
import { servicesContext, siteContext } from '../../context';
import { localeContext } from '../../i18n/context';
import { useLocale, useLocalizedHref } from '../../i18n/hooks';
import { useText } from './text';
import { NotFound } from '../../site/NotFound';
import { requestHeadersForAuth } from '../../../server/auth/auth.server';
import type { Route } from './+types/layout';
import { requireBackofficeHost } from './guard.server';
import { memberContext } from './member-context';
import { visibleNav } from './nav';
import { anyFamilyOffers } from '../../../domain/sites/family-offers';

/**
 * The back-office (issue 29): only on the operator host (any other host answers its own 404 page);
 * reads the session from the database on every request and finds the member it belongs to. A
 * revoked member has no session left, and a session without an active member counts as signed out.
 */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context }, next) => {
    // Another host: its loaders answer the site's own 404 page (a loader's error renders inside the site's layout).
    if (context.get(siteContext).kind !== 'backoffice') return next();
    const { backoffice } = context.get(servicesContext);
    const session = await backoffice.auth.api.getSession({ headers: requestHeadersForAuth(request) });
    const member = session ? await backoffice.members.activeMemberOfUser(session.user.id) : null;
    context.set(memberContext, session && member ? { member, userId: session.user.id } : null);
    return next();
  },
];

export async function loader({ context }: Route.LoaderArgs) {
  requireBackofficeHost(context);
  const signedIn = context.get(memberContext);
  const families = signedIn ? await context.get(servicesContext).backoffice.inbox.familiesInScope(scopeOf(signedIn.member)) : new Set<string>();
  const diagnostics = anyFamilyOffers(families, 'appointments');
  const listings = anyFamilyOffers(families, 'listings');
  return {
    locale: context.get(localeContext),
    member: signedIn
      ? { displayName: signedIn.member.displayName, email: signedIn.member.email, role: signedIn.member.role, manages: canManageMembers(signedIn.member), editsSites: canEditSites(signedIn.member), privacy: canErasePersonalData(signedIn.member), diagnostics, listings }
      : null,
  };
}

export function meta() {
  return [{ name: 'robots', content: 'noindex, nofollow' }];
}

export function useBackofficeMember() {
  return useRouteLoaderData<typeof loader>('gestion')?.member ?? null;
}

function LanguageToggle() {
  const locale = useLocale();
  const t = useText();
  const { pathname, search } = useLocation();
  const other = locale === 'fr' ? 'en' : 'fr';
  return (
    <a href={localizePath(`${pathname}${search}`, other)} hrefLang={other} lang={other} className="underline underline-offset-2">
      {t('layout.otherLanguage')}
    </a>
  );
}

function NavLinks({ member, className }: { member: NonNullable<ReturnType<typeof useBackofficeMember>>; className: string }) {
  const t = useText();
  const href = useLocalizedHref();
  const { pathname } = useLocation();
  const here = pathname.replace(/^\/en(?=\/)/, '').replace(/\/$/, '');
  return (
    <nav aria-label={t('layout.nav')} className={className}>
      {visibleNav(member).map((entry) => {
        const path = `/gestion${entry.path}`;
        const current = here === path || (entry.path !== '' && here.startsWith(`${path}/`));
        return (
          <Link key={entry.path} to={href(path)} aria-current={current ? 'page' : undefined} className={current ? 'font-bold underline underline-offset-4' : 'underline underline-offset-2'}>
            {t(entry.label)}
          </Link>
        );
      })}
    </nav>
  );
}

function Header() {
  const t = useText();
  const href = useLocalizedHref();
  const member = useBackofficeMember();
  return (
    <header className="border-b border-slate-200 bg-slate-900 text-white">
      <div className="relative mx-auto flex max-w-6xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3">
        <Link to={href('/gestion')} className="text-lg font-bold">
          {t('layout.brand')}
        </Link>
        {member && (
          <>
            {/* Wide screens: the links in a row. Phones: behind a 'Menu' disclosure (no script needed). */}
            <NavLinks member={member} className="hidden flex-wrap gap-x-4 gap-y-1 text-sm md:flex" />
            <details className="md:hidden">
              <summary className="cursor-pointer rounded border border-white px-2 py-1 text-sm">{t('layout.menu')}</summary>
              <NavLinks member={member} className="absolute inset-x-4 top-full z-10 flex flex-col gap-3 rounded border border-slate-600 bg-slate-900 p-4 text-base shadow-lg" />
            </details>
          </>
        )}
        <div className="ml-auto flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
          <LanguageToggle />
          {member && (
            <>
              <span>{t('layout.signedInAs', { name: member.displayName })}</span>
              <Form method="post" action={href('/gestion/deconnexion')} className="flex gap-2">
                <button type="submit" className="rounded border border-white px-2 py-1">
                  {t('layout.signOut')}
                </button>
                <button type="submit" name="partout" value="1" className="rounded border border-white px-2 py-1">
                  {t('layout.signOutEverywhere')}
                </button>
              </Form>
            </>
          )}
        </div>
      </div>
    </header>
  );
}

export default function BackofficeLayout() {
  return (
    <div className="min-h-screen bg-slate-50 text-slate-900">
      <a href="#contenu" className="sr-only focus:not-sr-only">
        <BackofficeSkip />
      </a>
      <Header />
      <main id="contenu" className="mx-auto max-w-6xl px-4 py-6">
        <Outlet />
      </main>
    </div>
  );
}

function BackofficeSkip() {
  const t = useText();
  return <>{t('layout.skip')}</>;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const t = useText();
  const href = useLocalizedHref();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  // No layout data: the error is the layout's own, i.e. /gestion asked of a public site: that site's 404 page (inside its layout, from the root).
  if (!useRouteLoaderData<typeof loader>('gestion') && notFound) return <NotFound siteKnown />;
  return (
    <div className="min-h-screen bg-slate-50 text-slate-900">
      <Header />
      <main id="contenu" className="mx-auto max-w-2xl px-4 py-16">
        <h1 className="text-2xl font-bold">{notFound ? t('error.notFoundTitle') : t('error.title')}</h1>
        <p className="mt-4">{notFound ? t('error.notFound') : t('error.retry')}</p>
        <Link to={href('/gestion')} className="mt-6 inline-block underline">
          {t('error.backToInbox')}
        </Link>
      </main>
    </div>
  );
}
