import { UPLOAD_POST_LIMIT } from '../../domain/media/uploads';
import { MAX_BODY_BYTES } from './read-body.server';

/** A lead form's body: every field of the largest form (the quote funnel, a CRM payload), with room to spare. */
export const LEAD_BODY_LIMIT = MAX_BODY_BYTES;

/**
 * The most bytes each route's POST body may hold, keyed by its path in app/routes.ts ('page': the
 * lead forms posted to a page itself). Past it the route answers 413 without reading further
 * (decision 0067). 0: the route never reads a body (it answers 404 or 405 first).
 * tests/body-limits.integration.test.ts walks the route table: every route with an action is here,
 * and a body one byte over its limit gets 413.
 */
export const BODY_LIMITS = {
  'api/contact': LEAD_BODY_LIMIT,
  'api/cms-websites/contact': LEAD_BODY_LIMIT,
  'api/expertimo/contact': LEAD_BODY_LIMIT,
  'api/expertimo/lead': LEAD_BODY_LIMIT,
  'api/bien-immobilier/contact': LEAD_BODY_LIMIT,
  'api/alertes': LEAD_BODY_LIMIT,
  'api/devis': LEAD_BODY_LIMIT,
  'api/evaluation': LEAD_BODY_LIMIT,
  // Names, e-mail, phone, a meeting: a few hundred bytes.
  'api/reunion-information': 16 * 1024,
  // A choice, at most four purposes and a return path of 500 characters (encoded three times over at worst).
  'api/consentement': 4 * 1024,
  // A listing's slug (120), the change and a return path of 500 characters, encoded at worst.
  'api/favoris': 4 * 1024,
  // 'List-Unsubscribe=One-Click' (RFC 8058), or the page's button: nothing else.
  'api/alertes/desinscription': 1024,
  // The confirmation page's button: an empty form.
  'api/alertes/confirmation': 1024,
  // A place (100), a message (500) and a page (500), JSON-escaped at worst.
  'api/client-errors': 8 * 1024,
  // A certificate number (40) and a page URL (500).
  'api/cms-websites/activ-simulateur-track': 4 * 1024,
  page: LEAD_BODY_LIMIT,
  // The back-office (ADMIN_HOST): an e-mail; a status, a note (4,000 characters) or an assignment; an invitation or a revocation.
  'gestion/connexion': 4 * 1024,
  'gestion/deconnexion': 1024,
  'gestion/prospects/:leadId': 32 * 1024,
  'gestion/membres': 4 * 1024,
  // A site record: about thirty fields of at most a few thousand characters (a description), hosts.
  'gestion/sites/nouveau': 64 * 1024,
  'gestion/sites/:siteId': 64 * 1024,
  'gestion/sites/:siteId/pages': 4 * 1024,
  'gestion/sites/:siteId/agenda': 32 * 1024,
  // The price grid: its form and an uploaded CSV (10 diagnostics x 3 types: a few KB).
  'gestion/sites/:siteId/tarifs': 128 * 1024,
  'gestion/sites/:siteId/page': 1024,
  // The editor's save: the page's blocks as JSON (60 blocks at most).
  'gestion/sites/:siteId/page/enregistrer': 256 * 1024,
  // The editor canvas's render of the page being edited: the same page as a save.
  'gestion/sites/:siteId/page/rendu': 256 * 1024,
  // A listing: about sixty short fields, a description (8,000 characters), its photos' alt texts, and one photo sent from the editor (15 MB, decision 0137).
  'gestion/annonces/nouvelle': UPLOAD_POST_LIMIT,
  'gestion/annonces/:listingId': UPLOAD_POST_LIMIT,
  // A Poliris feed (decision 0136): annonces.csv, or the ZIP with its photos; above, an agency sends photo addresses.
  'gestion/annonces/import': 32 * 1024 * 1024,
  // The media library: one image of at most 15 MB, its alt text, the multipart boundaries (decision 0102).
  'gestion/sites/:siteId/medias': UPLOAD_POST_LIMIT,
  // A news post: a title, an excerpt and an HTML body of at most 100,000 characters (URL-encoded at worst), decision 0103.
  'gestion/sites/:siteId/actualites/nouvelle': 640 * 1024,
  'gestion/sites/:siteId/actualites/:postId': 640 * 1024,
  // Up to 200 lead ids (UUIDs) of one person's erasure, with the search that found them.
  'gestion/donnees-personnelles': 16 * 1024,
  // The sign-in link's button: an empty form.
  'gestion/auth/*': 1024,
  // Passkeys (decision 0090): a name and the browser's WebAuthn answer as JSON (an attestation 'none' is under 2 KB); deleting one.
  'gestion/cle-acces': 24 * 1024,
  'gestion/compte': 1024,
  // The CRM API (JSON): an adviser, or a news post with its HTML (100,000 characters, escaped at worst).
  'api/v1/*': 256 * 1024,
  // The back-office's API keys page: a name and a scope per resource; a revocation.
  'gestion/api': 4 * 1024,
  // Webhooks: an address (500), a description (120) and four events; a replay or a deletion.
  'gestion/webhooks': 4 * 1024,
  'gestion/webhooks/:endpointId': 1024,
  'gestion/routage': 8 * 1024,
  // Answered without reading the body: GET-only endpoints (405) and unknown API paths (404).
  'api/adresses': 0,
  'api/lieux': 0,
  'api/*': 0,
} as const satisfies Record<string, number>;
