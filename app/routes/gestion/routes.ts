import { index, type RouteConfigEntry, route } from '@react-router/dev/routes';

/**
 * The back-office's routes, in French and under /en (one optional segment, one route id each). Its
 * own folder and its own chunks: a public page never loads any of it (its pages ship no script at all).
 */
export function backofficeRoutes(): RouteConfigEntry[] {
  return [
    route('en?/gestion', 'routes/gestion/layout.tsx', { id: 'gestion' }, [
      index('routes/gestion/inbox.tsx'),
      route('connexion', 'routes/gestion/sign-in.tsx'),
      route('deconnexion', 'routes/gestion/sign-out.ts'),
      route('prospects/:leadId', 'routes/gestion/lead.tsx'),
      route('export', 'routes/gestion/export.ts'),
      route('membres', 'routes/gestion/members.tsx'),
      route('sites', 'routes/gestion/sites.tsx'),
      route('sites/nouveau', 'routes/gestion/site-new.tsx'),
      route('sites/:siteId', 'routes/gestion/site.tsx'),
      route('sites/:siteId/pages', 'routes/gestion/site-pages.tsx'),
      route('sites/:siteId/agenda', 'routes/gestion/site-calendar.tsx'),
      route('sites/:siteId/tarifs', 'routes/gestion/site-prices.tsx'),
      route('sites/:siteId/page', 'routes/gestion/page-editor.tsx'),
      route('sites/:siteId/page/enregistrer', 'routes/gestion/page-save.ts'),
      route('sites/:siteId/page/rendu', 'routes/gestion/page-render.ts'),
      route('sites/:siteId/medias', 'routes/gestion/media.tsx'),
      route('medias', 'routes/gestion/media-sites.tsx'),
      route('sites/:siteId/actualites', 'routes/gestion/news.tsx'),
      route('sites/:siteId/actualites/nouvelle', 'routes/gestion/news-post.tsx', { id: 'gestion-news-new' }),
      route('sites/:siteId/actualites/:postId', 'routes/gestion/news-post.tsx'),
      route('journal', 'routes/gestion/journal.tsx'),
      route('donnees-personnelles', 'routes/gestion/personal-data.tsx'),
      route('compte', 'routes/gestion/account.tsx'),
      route('cle-acces', 'routes/gestion/passkey-api.ts'),
      route('api', 'routes/gestion/api-keys.tsx'),
      route('webhooks', 'routes/gestion/webhooks.tsx'),
      route('webhooks/:endpointId', 'routes/gestion/webhook-log.tsx'),
      route('rendez-vous', 'routes/gestion/appointments.tsx'),
      route('routage', 'routes/gestion/routing.tsx'),
      route('spam', 'routes/gestion/spam.tsx'),
      route('statistiques', 'routes/gestion/statistics.tsx'),
      route('annonces', 'routes/gestion/listings.tsx'),
      route('annonces/nouvelle', 'routes/gestion/listing-new.tsx'),
      route('annonces/import', 'routes/gestion/listing-import.tsx'),
      route('annonces/:listingId', 'routes/gestion/listing.tsx'),
      route('auth/*', 'routes/gestion/auth.tsx'),
      route('*', 'routes/gestion/not-found.ts'),
    ]),
  ];
}
