import type { z } from 'zod';
import {
  adviserInputSchema,
  adviserPageSchema,
  adviserSchema,
  externalIdSchema,
  leadListQuerySchema,
  leadPageSchema,
  leadSchema,
  leadStatusUpdateSchema,
  listingPageSchema,
  listingSchema,
  listQuerySchema,
  postInputSchema,
  postPageSchema,
  postSchema,
  sitePageSchema,
  siteSchema,
  siteUpdateSchema,
} from '../../../domain/crm/api-schemas';
import type { ApiResource } from '../../../domain/crm/scopes';
import type { ApiCaller } from './api-keys.server';
import type { AdvisersApi } from './advisers-api.server';
import { checkIfMatch, etagOf, json, parseJson, readQuery } from './http.server';
import type { LeadsApi } from './leads-api.server';
import type { PostsApi } from './posts-api.server';
import { notFound } from './problem.server';
import type { ReadOnlyApi } from './read-only-api.server';
import type { ListingsApi } from './listings-api.server';
import type { SitesApi } from './sites-api.server';
import { listingInputSchema, listingStateUpdateSchema } from '../../../domain/crm/listing-input';

export interface ApiParts {
  leads: LeadsApi;
  advisers: AdvisersApi;
  posts: PostsApi;
  readOnly: ReadOnlyApi;
  listings: ListingsApi;
  sites: SitesApi;
}

export interface EndpointCall {
  request: Request;
  url: URL;
  params: Record<string, string>;
  caller: ApiCaller;
  parts: ApiParts;
  /** The body, read within the route's limit before the key was looked at (null for GET). */
  body: Uint8Array | null;
}

/** One operation of the API: its route, what it needs of the key, its schemas (for the OpenAPI document) and its code. */
export interface Endpoint {
  method: 'get' | 'put' | 'patch';
  path: string;
  resource: ApiResource;
  access: 'read' | 'write';
  summary: string;
  query?: z.ZodObject;
  body?: z.ZodType;
  /** Status → schema of a success answer (errors are Problems, listed by the document itself). */
  responses: Record<number, { description: string; schema: z.ZodType; etag?: boolean }>;
  run(call: EndpointCall): Promise<Response>;
}

const idParam = (call: EndpointCall) => call.params.id ?? '';

/** A resource answered with its ETag. */
const withTag = (resource: unknown, status = 200, headers: Record<string, string> = {}) => json(resource, status, { etag: etagOf(resource), ...headers });

function one<T>(find: (call: EndpointCall) => Promise<T | null>) {
  return async (call: EndpointCall) => {
    const found = await find(call);
    if (!found) throw notFound();
    return withTag(found);
  };
}

const externalId = (call: EndpointCall): string => {
  const parsed = externalIdSchema.safeParse(call.params.externalId);
  if (!parsed.success) throw notFound();
  return parsed.data;
};

export const ENDPOINTS: readonly Endpoint[] = [
  {
    method: 'get',
    path: '/leads',
    resource: 'leads',
    access: 'read',
    summary: 'Les prospects du réseau, du plus ancien au plus récent (filtres : site, statut, depuis).',
    query: leadListQuerySchema,
    responses: { 200: { description: 'Une page de prospects.', schema: leadPageSchema } },
    run: async (call) => json(await call.parts.leads.list(call.caller, readQuery(call.url, leadListQuerySchema))),
  },
  {
    method: 'get',
    path: '/leads/{id}',
    resource: 'leads',
    access: 'read',
    summary: 'Un prospect.',
    responses: { 200: { description: 'Le prospect.', schema: leadSchema, etag: true } },
    run: one((call) => call.parts.leads.find(call.caller, idParam(call))),
  },
  {
    method: 'patch',
    path: '/leads/{id}',
    resource: 'leads',
    access: 'write',
    summary: 'Change le statut d’un prospect, selon le flux de la boîte de réception (If-Match conseillé).',
    body: leadStatusUpdateSchema,
    responses: { 200: { description: 'Le prospect après le changement.', schema: leadSchema, etag: true } },
    run: async (call) => {
      const { status } = parseJson(call.request, call.body, leadStatusUpdateSchema);
      return withTag(await call.parts.leads.setStatus(call.caller, idParam(call), status, (current) => checkIfMatch(call.request, current)));
    },
  },
  {
    method: 'get',
    path: '/advisers',
    resource: 'advisers',
    access: 'read',
    summary: 'Les conseillers du réseau.',
    query: listQuerySchema,
    responses: { 200: { description: 'Une page de conseillers.', schema: adviserPageSchema } },
    run: async (call) => json(await call.parts.advisers.list(call.caller, readQuery(call.url, listQuerySchema))),
  },
  {
    method: 'get',
    path: '/advisers/{id}',
    resource: 'advisers',
    access: 'read',
    summary: 'Un conseiller, par son identifiant chez nous.',
    responses: { 200: { description: 'Le conseiller.', schema: adviserSchema, etag: true } },
    run: one((call) => call.parts.advisers.find(call.caller, idParam(call))),
  },
  {
    method: 'get',
    path: '/advisers/external/{externalId}',
    resource: 'advisers',
    access: 'read',
    summary: 'Un conseiller, par son identifiant dans le CRM.',
    responses: { 200: { description: 'Le conseiller.', schema: adviserSchema, etag: true } },
    run: one((call) => call.parts.advisers.findByExternalId(call.caller, externalId(call))),
  },
  {
    method: 'put',
    path: '/advisers/external/{externalId}',
    resource: 'advisers',
    access: 'write',
    summary: 'Crée ou met à jour le conseiller de cet identifiant CRM (idempotent).',
    body: adviserInputSchema,
    responses: { 200: { description: 'Mis à jour (ou inchangé).', schema: adviserSchema, etag: true }, 201: { description: 'Créé.', schema: adviserSchema, etag: true } },
    run: async (call) => {
      const id = externalId(call);
      const input = parseJson(call.request, call.body, adviserInputSchema);
      const { adviser, created } = await call.parts.advisers.upsert(call.caller, id, input, (current) => checkIfMatch(call.request, current));
      return withTag(adviser, created ? 201 : 200, created ? { location: `/api/v1/advisers/${adviser.id}` } : {});
    },
  },
  {
    method: 'get',
    path: '/posts',
    resource: 'posts',
    access: 'read',
    summary: 'Les actualités des sites du réseau.',
    query: listQuerySchema,
    responses: { 200: { description: 'Une page d’actualités.', schema: postPageSchema } },
    run: async (call) => json(await call.parts.posts.list(call.caller, readQuery(call.url, listQuerySchema))),
  },
  {
    method: 'get',
    path: '/posts/{id}',
    resource: 'posts',
    access: 'read',
    summary: 'Une actualité, par son identifiant chez nous.',
    responses: { 200: { description: 'L’actualité.', schema: postSchema, etag: true } },
    run: one((call) => call.parts.posts.find(call.caller, idParam(call))),
  },
  {
    method: 'get',
    path: '/posts/external/{externalId}',
    resource: 'posts',
    access: 'read',
    summary: 'Une actualité, par son identifiant dans le CRM.',
    responses: { 200: { description: 'L’actualité.', schema: postSchema, etag: true } },
    run: one((call) => call.parts.posts.findByExternalId(call.caller, externalId(call))),
  },
  {
    method: 'put',
    path: '/posts/external/{externalId}',
    resource: 'posts',
    access: 'write',
    summary: 'Crée ou met à jour l’actualité de cet identifiant CRM (idempotent ; le HTML est nettoyé).',
    body: postInputSchema,
    responses: { 200: { description: 'Mise à jour (ou inchangée).', schema: postSchema, etag: true }, 201: { description: 'Créée.', schema: postSchema, etag: true } },
    run: async (call) => {
      const id = externalId(call);
      const input = parseJson(call.request, call.body, postInputSchema);
      const { post, created } = await call.parts.posts.upsert(call.caller, id, input, (current) => checkIfMatch(call.request, current));
      return withTag(post, created ? 201 : 200, created ? { location: `/api/v1/posts/${post.id}` } : {});
    },
  },
  {
    method: 'get',
    path: '/listings',
    resource: 'listings',
    access: 'read',
    summary: 'Les annonces du réseau.',
    query: listQuerySchema,
    responses: { 200: { description: 'Une page d’annonces.', schema: listingPageSchema } },
    run: async (call) => json(await call.parts.readOnly.listListings(call.caller, readQuery(call.url, listQuerySchema))),
  },
  {
    method: 'get',
    path: '/listings/{id}',
    resource: 'listings',
    access: 'read',
    summary: 'Une annonce.',
    responses: { 200: { description: 'L’annonce.', schema: listingSchema, etag: true } },
    run: one((call) => call.parts.readOnly.findListing(call.caller, idParam(call))),
  },
  {
    method: 'patch',
    path: '/listings/{id}',
    resource: 'listings',
    access: 'write',
    summary: 'Change l’état d’une annonce (vendue, retirée, sous compromis…) ; un état public passe le contrôle des mentions légales (If-Match conseillé).',
    body: listingStateUpdateSchema,
    responses: { 200: { description: 'L’annonce après le changement (ou inchangée).', schema: listingSchema, etag: true } },
    run: async (call) => {
      const { state } = parseJson(call.request, call.body, listingStateUpdateSchema);
      return withTag(await call.parts.listings.setState(call.caller, idParam(call), state, (current) => checkIfMatch(call.request, current)));
    },
  },
  {
    method: 'get',
    path: '/listings/external/{externalId}',
    resource: 'listings',
    access: 'read',
    summary: 'Une annonce, par son identifiant dans le CRM.',
    responses: { 200: { description: 'L’annonce.', schema: listingSchema, etag: true } },
    run: one((call) => call.parts.listings.findByExternalId(call.caller, externalId(call))),
  },
  {
    method: 'put',
    path: '/listings/external/{externalId}',
    resource: 'listings',
    access: 'write',
    summary: 'Crée ou met à jour l’annonce de cet identifiant CRM (idempotent). Un état public (published, under-offer, sold) n’est enregistré que si toutes les mentions légales y sont : sinon 422, qui les liste.',
    body: listingInputSchema,
    responses: { 200: { description: 'Mise à jour (ou inchangée).', schema: listingSchema, etag: true }, 201: { description: 'Créée.', schema: listingSchema, etag: true } },
    run: async (call) => {
      const id = externalId(call);
      const input = parseJson(call.request, call.body, listingInputSchema);
      const { listing, created } = await call.parts.listings.upsert(call.caller, id, input, (current) => checkIfMatch(call.request, current));
      return withTag(listing, created ? 201 : 200, created ? { location: `/api/v1/listings/${listing.id}` } : {});
    },
  },
  {
    method: 'get',
    path: '/sites',
    resource: 'sites',
    access: 'read',
    summary: 'Les sites du réseau : fiche CRM, réglages, adresses.',
    query: listQuerySchema.omit({ site: true }),
    responses: { 200: { description: 'Une page de sites.', schema: sitePageSchema } },
    run: async (call) => json(await call.parts.readOnly.listSites(call.caller, readQuery(call.url, listQuerySchema.omit({ site: true })))),
  },
  {
    method: 'get',
    path: '/sites/{id}',
    resource: 'sites',
    access: 'read',
    summary: 'Un site.',
    responses: { 200: { description: 'Le site.', schema: siteSchema, etag: true } },
    run: one((call) => call.parts.readOnly.findSite(call.caller, idParam(call))),
  },
  {
    method: 'patch',
    path: '/sites/{id}',
    resource: 'sites',
    access: 'write',
    summary: 'Change la fiche CRM, les réglages, le nom ou les adresses d’un site (fusion JSON, RFC 7396), avec les contrôles du formulaire du site du back-office ; 400 nomme chaque champ refusé (If-Match conseillé).',
    body: siteUpdateSchema,
    responses: { 200: { description: 'Le site après le changement (ou inchangé).', schema: siteSchema, etag: true } },
    run: async (call) => {
      const patch = parseJson(call.request, call.body, siteUpdateSchema);
      return withTag(await call.parts.sites.update(call.caller, idParam(call), patch, (current) => checkIfMatch(call.request, current)));
    },
  },
];

/** The endpoint and its parameters for a path under /api/v1 (without the prefix), or what is wrong. */
export function matchEndpoint(method: string, path: string): { endpoint: Endpoint; params: Record<string, string> } | { allowed: string[] } | null {
  const allowed: string[] = [];
  for (const endpoint of ENDPOINTS) {
    const names: string[] = [];
    const pattern = new RegExp(`^${endpoint.path.replace(/\{(\w+)\}/g, (_, name: string) => (names.push(name), '([^/]+)'))}/?$`);
    const match = pattern.exec(path);
    if (!match) continue;
    if (endpoint.method.toUpperCase() !== method) {
      allowed.push(endpoint.method.toUpperCase());
      continue;
    }
    const params: Record<string, string> = {};
    names.forEach((name, i) => {
      try {
        params[name] = decodeURIComponent(match[i + 1] ?? '');
      } catch {
        params[name] = '';
      }
    });
    return { endpoint, params };
  }
  return allowed.length ? { allowed } : null;
}
