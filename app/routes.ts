import { index, type RouteConfig, route } from '@react-router/dev/routes';
import { backofficeRoutes } from './routes/gestion/routes';

export default [
  route('api/contact', 'routes/api.contact.ts'),
  route('api/cms-websites/contact', 'routes/api.cms-websites.contact.ts'),
  route('api/expertimo/contact', 'routes/api.expertimo.contact.ts'),
  route('api/expertimo/lead', 'routes/api.expertimo.lead.ts'),
  route('api/consentement', 'routes/api.consentement.ts'),
  route('api/favoris', 'routes/api.favoris.ts'),
  route('api/expertimo/agences', 'routes/api.expertimo.agences.ts'),
  route('api/bien-immobilier/contact', 'routes/api.bien-immobilier.contact.ts'),
  route('api/alertes', 'routes/api.alertes.ts'),
  route('api/alertes/desinscription', 'routes/api.alertes.desinscription.ts'),
  route('api/alertes/confirmation', 'routes/api.alertes.confirmation.ts'),
  route('api/client-errors', 'routes/api.client-errors.ts'),
  route('api/adresses', 'routes/api.adresses.ts'),
  route('api/lieux', 'routes/api.lieux.ts'),
  route('api/devis', 'routes/api.devis.ts'),
  route('api/evaluation', 'routes/api.evaluation.ts'),
  route('api/dpe', 'routes/api.dpe.ts'),
  route('api/dpe/:numero', 'routes/api.dpe.numero.ts'),
  route('api/cms-websites/activ-simulateur-track', 'routes/api.cms-websites.activ-simulateur-track.ts'),
  route('api/reunion-information', 'routes/api.reunion-information.ts'),
  // The network CRM's API, on ADMIN_HOST only (server/api/v1/).
  route('api/v1/*', 'routes/api.v1.ts'),
  route('api/*', 'routes/api.not-found.ts'),
  route('img/*', 'routes/img.ts'),
  route('favicon.ico', 'routes/favicon.ts'),
  route('documents/tableau-des-diagnostics.pdf', 'routes/documents.tableau.ts'),
  route('gestion-des-cookies', 'routes/gestion-des-cookies.tsx'),
  route('en/gestion-des-cookies', 'routes/gestion-des-cookies.tsx', { id: 'gestion-des-cookies-en' }),
  route('robots.txt', 'routes/robots.ts'),
  route('sitemap.xml', 'routes/sitemap.ts'),
  // The operators' back-office, on ADMIN_HOST only (app/routes/gestion/).
  ...backofficeRoutes(),
  // Every page of every site: the site's family page table decides what it is.
  index('routes/page.tsx', { id: 'home-page' }),
  route('*', 'routes/page.tsx', { id: 'page' }),
] satisfies RouteConfig;
