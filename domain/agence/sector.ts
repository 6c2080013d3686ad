import type { AgenceSettings } from './site';

/**
 * The agency's sector as its record states it (issue 38 item 6): its towns (`listCities`) and the
 * town and postcode of its address. Every town a page of the agency names (hero, placeholders,
 * landing) comes from here, so a second agency never shows the first one's towns.
 */
export interface AgencySector {
  /** The towns of the sector, in the record's order; empty when the record lists none. */
  towns: string[];
  /** The agency's own town: the one of its address, else the first of its towns; null when neither is known. */
  town: string | null;
  /** The postcode of its address; null when the address has none. */
  postcode: string | null;
}

/** '3 rue de la Paroisse, 78000 Versailles' → { postcode: '78000', town: 'Versailles' }. */
export function addressLocality(address: string): { postcode: string; town: string } | null {
  const match = /\b(\d{5})\s+([^,\d][^,]*)$/.exec(address.trim());
  return match ? { postcode: match[1]!, town: match[2]!.trim() } : null;
}

export function agencySector(settings: Pick<AgenceSettings, 'listCities' | 'address'>): AgencySector {
  const towns = settings.listCities.map((c) => c.trim()).filter(Boolean);
  const locality = addressLocality(settings.address);
  return { towns, town: locality?.town ?? towns[0] ?? null, postcode: locality?.postcode ?? null };
}
