import { LRUCache } from 'lru-cache';
import type { AddressSuggestion } from '../../../domain/geo/address-suggestion';

/** Network spec §5: from 3 characters, up to 8 suggestions; 128 answers kept (least recently used). */
export const ADDRESS_MIN_CHARS = 3;
export const ADDRESS_MAX_RESULTS = 8;

const cache = new LRUCache<string, AddressSuggestion[]>({ max: 128 });

/** Suggestions through our own /api/adresses; any failure is an empty list, silently (spec §8). */
export async function lookupAddressSuggestions(text: string, signal?: AbortSignal): Promise<AddressSuggestion[]> {
  const q = text.replace(/\s+/g, ' ').trim();
  if (q.length < ADDRESS_MIN_CHARS) return [];
  const key = q.toLowerCase();
  const cached = cache.get(key);
  if (cached) return cached;
  try {
    const response = await fetch(`/api/adresses?q=${encodeURIComponent(q)}&limit=${ADDRESS_MAX_RESULTS}`, { signal, headers: { accept: 'application/json' } });
    if (!response.ok) return [];
    const data = (await response.json()) as { suggestions?: AddressSuggestion[] };
    const suggestions = Array.isArray(data.suggestions) ? data.suggestions.slice(0, ADDRESS_MAX_RESULTS) : [];
    cache.set(key, suggestions);
    return suggestions;
  } catch {
    return [];
  }
}
