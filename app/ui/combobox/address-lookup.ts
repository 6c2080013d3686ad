import type { AddressSuggestion } from '../../../domain/geo/address-suggestion';

/** Network spec §5: from 3 characters, up to 8 suggestions. */
export const ADDRESS_MIN_CHARS = 3;
export const ADDRESS_MAX_RESULTS = 8;

/**
 * Suggestions through our own /api/adresses; any failure is an empty list, silently (spec §8). A text
 * asked again comes from the browser's HTTP cache (the API answers `public, max-age=300`), as the place
 * lookup's do: an in-page LRU (lru-cache, 4 KB compressed on quote step 1) kept the same answers twice.
 */
export async function lookupAddressSuggestions(text: string, signal?: AbortSignal): Promise<AddressSuggestion[]> {
  const q = text.replace(/\s+/g, ' ').trim();
  if (q.length < ADDRESS_MIN_CHARS) return [];
  try {
    const response = await fetch(`/api/adresses?q=${encodeURIComponent(q)}&limit=${ADDRESS_MAX_RESULTS}`, { signal, headers: { accept: 'application/json' } });
    if (!response.ok) return [];
    const data = (await response.json()) as { suggestions?: AddressSuggestion[] };
    return Array.isArray(data.suggestions) ? data.suggestions.slice(0, ADDRESS_MAX_RESULTS) : [];
  } catch {
    return [];
  }
}
