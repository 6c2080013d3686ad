import { PLACE_MIN_CHARS, type PlaceSuggestion, type PlaceSuggestions } from '../../../domain/geo/place-search';

/**
 * Suggestions from our /api/lieux (network spec §5, §7 call 5), flattened in the order communes,
 * departments, regions. Any failure is an empty list (spec §8: silent).
 */
export async function lookupPlaces(text: string, signal?: AbortSignal): Promise<PlaceSuggestion[]> {
  const q = text.replace(/\s+/g, ' ').trim();
  if (q.length < PLACE_MIN_CHARS) return [];
  try {
    const response = await fetch(`/api/lieux?q=${encodeURIComponent(q)}`, { signal, headers: { accept: 'application/json' } });
    if (!response.ok) return [];
    const data = (await response.json()) as Partial<PlaceSuggestions>;
    const list = <K extends keyof PlaceSuggestions>(key: K): PlaceSuggestions[K] => (Array.isArray(data[key]) ? data[key] : []) as PlaceSuggestions[K];
    return [...list('communes'), ...list('departements'), ...list('regions')];
  } catch {
    return [];
  }
}

/** What the input shows for a suggestion: "Sevran (93270)", "Corse-du-Sud (2A)", "Bretagne". */
export function placeText(place: PlaceSuggestion): string {
  if (place.type === 'commune') return place.label;
  if (place.type === 'departement') return `${place.nom} (${place.code})`;
  return place.nom;
}

export const PLACE_GROUP_LABELS: Record<PlaceSuggestion['type'], string> = {
  commune: 'Communes',
  departement: 'Départements',
  region: 'Régions',
};

export const placeKeyOf = (place: PlaceSuggestion) => `${place.type}-${place.code}-${place.type === 'commune' ? place.cp : ''}`;
