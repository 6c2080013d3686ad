/**
 * Comparator reference entries (network spec §3): what other agencies and networks leave their
 * advisers. Each carries its source and the date it was checked.
 */
export interface ComparatorReference {
  nature: 'agence' | 'reseau';
  nom: string;
  /** Share the adviser keeps, in %. */
  pourcentage: number;
  /** Monthly fee in € HT (networks only; 0 otherwise). */
  coutmensuel: number;
  /** Fee per sale in € HT, when the offer has one. */
  coutparvente: number;
  source: string;
  checkedOn: string;
}

export const MAX_SUGGESTIONS = 8;

const collator = new Intl.Collator('fr', { sensitivity: 'base', numeric: true });

/** 'Étoile' → 'etoile': case and accents do not count when matching (§5). */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('fr');
}

/** French alphabetical order (É sorts with E). */
export function sortReferences<T extends { nom: string }>(entries: readonly T[]): T[] {
  return [...entries].sort((a, b) => collator.compare(a.nom, b.nom));
}

/** Up to 8 entries whose name contains the typed text, ignoring case and accents; none for blank text. */
export function suggestReferences<T extends { nom: string }>(entries: readonly T[], query: string): T[] {
  const needle = foldForSearch(query.trim());
  if (!needle) return [];
  return entries.filter((e) => foldForSearch(e.nom).includes(needle)).slice(0, MAX_SUGGESTIONS);
}
