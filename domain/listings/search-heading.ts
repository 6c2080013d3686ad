import type { ListingStatus, PropertyType } from './listing';
import { numberFormat } from '../format/intl';

/** Plural nouns of the quick-search types; any other type reads 'biens'. */
const NOUNS: Partial<Record<PropertyType, [string, string]>> = {
  Maison: ['maison', 'maisons'],
  Appartement: ['appartement', 'appartements'],
  Terrain: ['terrain', 'terrains'],
};

const STATUS_WORDS: Record<ListingStatus, string> = { sale: 'à vendre', rent: 'à louer', sold: 'vendu' };

/**
 * The heading of a search (network spec §2 'Sale search': count, type and place):
 * '12 maisons à vendre à Sevran (93270)', '1 bien à louer', '0 appartement à vendre en Bretagne';
 * a radius search reads 'autour de Sevran (93270)' (issue 39 item 4), a zone 'dans la zone choisie'.
 */
export function searchHeading(total: number, status: ListingStatus, types: readonly PropertyType[], place: { label: string; kind: 'commune' | 'area' | 'around' | 'zone' } | null): string {
  const plural = total > 1;
  const noun = types.length === 1 && NOUNS[types[0]!] ? NOUNS[types[0]!]![plural ? 1 : 0] : plural ? 'biens' : 'bien';
  const feminine = types.length === 1 && types[0] === 'Maison';
  const words = status === 'sold' ? `vendu${feminine ? 'e' : ''}${plural ? 's' : ''}` : STATUS_WORDS[status];
  const where = place ? (place.kind === 'commune' ? ` à ${place.label}` : place.kind === 'around' ? ` autour de ${place.label}` : place.kind === 'zone' ? ' dans la zone choisie' : ` : ${place.label}`) : '';
  return `${numberFormat('fr-FR').format(total)} ${noun} ${words}${where}`;
}
