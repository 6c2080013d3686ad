import { z } from 'zod';
import { MAX_SUGGESTION_LIMIT } from '../../domain/geo/address-suggestion';
import type { AddressSearch } from '../../server/clients/ban/address-search.server';
import { createCachedAddressSearch } from '../../server/clients/ban/cached-address-search.server';
import { servicesContext } from '../context';
import type { Route } from './+types/api.adresses';

// Address autocomplete (diagnostics spec §3 "Address suggestion", §5 "Address search", §7.6):
// GET /api/adresses?q=…&limit=…&type=…&postcode=…&citycode=… → { suggestions }.

const ADDRESS_TYPES = ['housenumber', 'street', 'locality', 'municipality'] as const;
const MAX_QUERY_CHARS = 200;

/** A blank or absent parameter is no filter. */
const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined);

const paramsSchema = z.object({
  q: z
    .string({ error: 'Le paramètre q (texte recherché) est requis.' })
    .max(MAX_QUERY_CHARS, `La recherche est trop longue (${MAX_QUERY_CHARS} caractères au plus).`),
  limit: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^\d{1,4}$/, 'Le paramètre limit doit être un nombre entier.')
      .transform(Number)
      .optional(),
  ),
  type: z.preprocess(
    blankToUndefined,
    z.enum(ADDRESS_TYPES, { error: `Le paramètre type doit valoir ${ADDRESS_TYPES.join(', ')}.` }).optional(),
  ),
  postcode: z.preprocess(blankToUndefined, z.string().regex(/^\d{5}$/, 'Le code postal doit comporter 5 chiffres.').optional()),
  citycode: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^(\d{5}|2[AB]\d{3})$/i, 'Le code commune (INSEE) doit comporter 5 caractères.')
      .transform((v) => v.toUpperCase())
      .optional(),
  ),
});

/** One cache of 128 answers per address search (the services are built once per process). */
const caches = new WeakMap<AddressSearch, AddressSearch>();
function cachedSearch(inner: AddressSearch): AddressSearch {
  let cached = caches.get(inner);
  if (!cached) caches.set(inner, (cached = createCachedAddressSearch(inner, { max: 128 })));
  return cached;
}

const badRequest = (message: string) =>
  Response.json({ message }, { status: 400, headers: { 'cache-control': 'no-store' } });

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const raw = Object.fromEntries(['q', 'limit', 'type', 'postcode', 'citycode'].map((k) => [k, url.searchParams.get(k) ?? undefined]));
  const parsed = paramsSchema.safeParse(raw);
  if (!parsed.success) return badRequest(parsed.error.issues[0]?.message ?? 'Paramètres invalides.');
  const { q, limit, type, postcode, citycode } = parsed.data;
  let suggestions: Awaited<ReturnType<AddressSearch['search']>> = [];
  try {
    const search = cachedSearch(context.get(servicesContext).addresses);
    suggestions = await search.search(
      { q, limit: limit === undefined ? undefined : Math.min(limit, MAX_SUGGESTION_LIMIT), type, postcode, citycode },
      request.signal,
    );
  } catch {
    // Spec §8: an autocomplete failure is an empty list, silently.
    suggestions = [];
  }
  return Response.json({ suggestions }, { headers: { 'cache-control': 'public, max-age=300' } });
}

export function action() {
  return Response.json(
    { message: 'Méthode non autorisée : utilisez GET.' },
    { status: 405, headers: { allow: 'GET, HEAD' } },
  );
}
