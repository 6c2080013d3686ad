import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { expect } from 'vitest';
import type { ApiScopes } from '../../domain/crm/scopes';
import { energyLettersFromFigures } from '../../domain/listings/energy-letters';
import type { ApiV1 } from '../../server/api/v1/api.server';
import { apiV1Of } from '../../server/api/v1/api.server';
import { matchEndpoint } from '../../server/api/v1/endpoints.server';
import { openApiDocument } from '../../server/api/v1/openapi.server';
import type { Services } from '../../server/services.server';

export const API_ORIGIN = 'http://gestion.localhost';

/** A key of a network, created as the back-office does (audited, stored hashed). */
export async function createKey(services: Services, networkId: string, scopes: ApiScopes, name = `CRM ${networkId}`): Promise<string> {
  const { key } = await apiV1Of(services).keys.create({ networkId, name, scopes, actor: { memberId: null, label: 'test' } });
  return key;
}

export const ALL_WRITE: ApiScopes = { leads: 'write', advisers: 'write', posts: 'write', listings: 'write', sites: 'write' };

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema({ ...(openApiDocument() as object), $id: 'openapi.json' });
const pointer = (...parts: string[]) => parts.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

export interface ApiAnswer {
  status: number;
  headers: Headers;
  body: unknown;
}

/**
 * A response checked against the OpenAPI document: its status is documented for the operation, and
 * its body is valid against that status's schema (ajv, JSON Schema 2020-12 as OpenAPI 3.1 uses), with
 * the headers it declares. Errors of an unknown path are checked against the Problem schema.
 */
export async function checked(method: string, path: string, response: Response): Promise<ApiAnswer> {
  const text = await response.text();
  const type = (response.headers.get('content-type') ?? '').split(';')[0] ?? '';
  const body: unknown = text ? JSON.parse(text) : null;
  const route = path.split('?')[0]?.replace(/^\/api\/v1/, '') ?? '';
  // The document itself: its shape is checked by the tests that read it.
  if (route === '/openapi.json' && response.status === 200) return { status: response.status, headers: response.headers, body };
  const matched = matchEndpoint(method, route);
  let ref = `openapi.json#/components/schemas/Problem`;
  if (matched && 'endpoint' in matched) {
    const base = ['paths', `/api/v1${matched.endpoint.path}`, matched.endpoint.method, 'responses', String(response.status)];
    const documented = ajv.getSchema(`openapi.json#/${pointer(...base)}`)?.schema as { content?: Record<string, unknown>; headers?: Record<string, unknown> } | undefined;
    expect(documented, `${method} ${path}: status ${response.status} is not documented`).toBeDefined();
    expect(Object.keys(documented?.content ?? {}), `${method} ${path}: content type ${type} is not documented for ${response.status}`).toContain(type);
    for (const header of Object.keys(documented?.headers ?? {})) expect(response.headers.get(header), `${method} ${path}: header ${header}`).toBeTruthy();
    ref = `openapi.json#/${pointer(...base, 'content', type, 'schema')}`;
  } else {
    expect(type).toBe('application/problem+json');
  }
  const validate = ajv.getSchema(ref);
  if (!validate) throw new Error(`no schema at ${ref}`);
  const valid = validate(body);
  expect(valid, `${method} ${path} (${response.status}) does not match the OpenAPI document: ${ajv.errorsText(validate.errors)}`).toBe(true);
  return { status: response.status, headers: response.headers, body };
}

export interface CallOptions {
  key?: string | null;
  body?: unknown;
  headers?: Record<string, string>;
  api?: ApiV1;
}

/** One API request on the operator host, its answer checked against the document. */
export async function call(services: Services, method: string, path: string, options: CallOptions = {}): Promise<ApiAnswer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.key) headers.authorization = `Bearer ${options.key}`;
  let body: string | undefined;
  if (options.body !== undefined) {
    body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
    headers['content-type'] ??= 'application/json';
  }
  const response = await (options.api ?? apiV1Of(services)).handle(new Request(`${API_ORIGIN}/api/v1${path}`, { method, headers, body }));
  return checked(method, `/api/v1${path}`, response);
}

const letters = energyLettersFromFigures({ kwhPerM2: 180, co2KgPerM2: 30 }, 52);

/** A flat for sale in Sevran as the CRM sends it, with every mention the compliance gate asks for. */
export const listingBody = (adviserId: string, overrides: Record<string, unknown> = {}) => ({
  adviserId,
  state: 'published',
  transaction: 'sale',
  type: 'Appartement',
  title: 'Appartement lumineux près de la gare',
  description: 'Trois pièces au deuxième étage, séjour sur balcon.',
  price: 210000,
  zip: '93270',
  city: 'Sevran',
  area: 52,
  rooms: 3,
  beds: 2,
  features: ['balcon'],
  sale: { feePercent: 5, feesPaidBy: 'acquereur', priceWithoutFees: 200000 },
  energy: { kind: 'dpe', dpeLetter: letters.overall ?? 'D', kwhPerM2: 180, gesLetter: letters.ges ?? 'D', co2KgPerM2: 30, costMin: 900, costMax: 1300, costReferenceYear: 2025 },
  georisquesMention: true,
  coownership: { lots: 40, yearlyCharges: 1800, procedureUnderway: false },
  photos: [{ src: 'listings/appartement-1.svg', alt: 'Séjour avec balcon' }],
  ...overrides,
});
