import { LRUCache } from 'lru-cache';
import type { AddressSuggestion } from '../../../../domain/geo/address-suggestion';

/** Spec §5 / §9: from 3 characters, up to 8 suggestions, 128 answers kept (least recently used). */
export const ADDRESS_MIN_CHARS = 3;
export const ADDRESS_MAX_RESULTS = 8;

const cache = new LRUCache<string, AddressSuggestion[]>({ max: 128 });
let inFlight: AbortController | null = null;

/**
 * Suggestions for what the visitor typed, through our own /api/adresses. A new request aborts
 * the previous one; any failure gives an empty list, silently (spec §8).
 */
export async function lookupAddresses(raw: string): Promise<AddressSuggestion[] | null> {
  const q = raw.replace(/\s+/g, ' ').trim();
  if (q.length < ADDRESS_MIN_CHARS) return [];
  const cached = cache.get(q.toLowerCase());
  if (cached) return cached;
  inFlight?.abort();
  const controller = new AbortController();
  inFlight = controller;
  try {
    const response = await fetch(`/api/adresses?q=${encodeURIComponent(q)}&limit=${ADDRESS_MAX_RESULTS}`, { signal: controller.signal, headers: { accept: 'application/json' } });
    if (!response.ok) return [];
    const data = (await response.json()) as { suggestions?: AddressSuggestion[] };
    const suggestions = Array.isArray(data.suggestions) ? data.suggestions.slice(0, ADDRESS_MAX_RESULTS) : [];
    cache.set(q.toLowerCase(), suggestions);
    return suggestions;
  } catch {
    // Aborted by a newer request (null: keep what is shown) or failed (empty list).
    return controller.signal.aborted ? null : [];
  } finally {
    if (inFlight === controller) inFlight = null;
  }
}
