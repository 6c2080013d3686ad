import { OpenAPIRegistry, OpenApiGeneratorV31 } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import { problemSchema } from '../../../domain/crm/api-schemas';
import { ENDPOINTS } from './endpoints.server';

const PROBLEM = { 'application/problem+json': { schema: problemSchema } };

/**
 * The OpenAPI 3.1 document, generated from the endpoint table and its zod schemas (the very ones the
 * server validates with): a new endpoint or field is documented by being written. Built once.
 */
function generate(): object {
  const registry = new OpenAPIRegistry();
  const bearer = registry.registerComponent('securitySchemes', 'cleApi', { type: 'http', scheme: 'bearer', description: 'La clé API du réseau (back-office, page « API »).' });
  for (const endpoint of ENDPOINTS) {
    const params = [...endpoint.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '');
    const responses: Record<string, object> = {};
    for (const [status, response] of Object.entries(endpoint.responses)) {
      responses[status] = {
        description: response.description,
        content: { 'application/json': { schema: response.schema } },
        ...(response.etag ? { headers: { ETag: { schema: { type: 'string' }, description: 'La version de la ressource, pour If-Match.' } } } : {}),
      };
    }
    const errors: Record<number, string> = { 400: 'Requête invalide.', 401: 'Clé absente, inconnue ou révoquée.', 403: 'La clé n’a pas ce droit.', 404: 'Introuvable (ou d’un autre réseau).', 429: 'Trop de requêtes pour cette clé.' };
    if (endpoint.access === 'write') Object.assign(errors, { 409: 'Conflit.', 412: 'If-Match ne correspond plus.', 413: 'Corps trop volumineux.', 415: 'Corps non JSON.', 422: 'Transition refusée (prospect), ou annonce non publiable : chaque mention manquante dans `errors`.' });
    for (const [status, description] of Object.entries(errors)) responses[status] = { description, content: PROBLEM };
    registry.registerPath({
      method: endpoint.method,
      path: `/api/v1${endpoint.path}`,
      summary: endpoint.summary,
      tags: [endpoint.resource],
      security: [{ [bearer.name]: [] }],
      request: {
        ...(params.length ? { params: z.object(Object.fromEntries(params.map((p) => [p, z.string()]))) } : {}),
        ...(endpoint.query ? { query: endpoint.query } : {}),
        ...(endpoint.access === 'write' ? { headers: z.object({ 'if-match': z.string().optional() }) } : {}),
        ...(endpoint.body ? { body: { required: true, content: { 'application/json': { schema: endpoint.body } } } } : {}),
      },
      responses,
    });
  }
  return new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: '3.1.0',
    info: { title: 'API vitrine pour le CRM du réseau', version: '1', description: 'Lecture et écriture des données d’un réseau par son CRM (issue 34). Erreurs au format RFC 9457.' },
    servers: [{ url: '/' }],
  });
}

let document: object | null = null;
export function openApiDocument(): object {
  return (document ??= generate());
}
