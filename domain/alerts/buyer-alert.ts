import { placeKey } from '../geo/place-query';
import type { Features, ListingStatus, PropertyType } from '../listings/listing';
import { typeMatches } from '../listings/type-groups';

/**
 * Buyer alerts (issue 11 item 8): does a newly published (or cheaper) listing match a visitor's
 * buyer-request form (network spec §3 'Buyer-request form state')? Pure; the server resolves each
 * locality to its postcode, name and centre before calling it.
 */

export const OFFER_TYPES = [
  "Demandes d'achat", 'Location', 'Location immobilier professionnel', 'Offres locations vacances', 'Offres programmes neufs', 'Vente', 'Vente immobilier professionnel',
] as const;
export type OfferType = (typeof OFFER_TYPES)[number];
/** Outdoor options, stored upper-cased (spec §3). */
export const OUTDOOR_OPTIONS = ['BALCON', 'TERRASSE', 'JARDIN'] as const;
export type OutdoorOption = (typeof OUTDOOR_OPTIONS)[number];

/** Which listing status each offer type asks for; the others have no listing in this product. */
const OFFER_STATUS: Partial<Record<OfferType, ListingStatus>> = { "Demandes d'achat": 'sale', Vente: 'sale', Location: 'rent' };
const OUTDOOR_FEATURE: Record<OutdoorOption, keyof Features> = { BALCON: 'balcon', TERRASSE: 'terrasse', JARDIN: 'jardin' };

export interface AlertLocality {
  /** As typed: 'Sevran', 'Sevran (93270)' or '93270'. */
  label: string;
  zip: string | null;
  name: string | null;
  centre: { lat: number; lng: number } | null;
}

export interface AlertCriteria {
  offre: OfferType[];
  typesBiens: PropertyType[];
  localites: AlertLocality[];
  proximiteKm: 0 | 5 | 10 | 15;
  prixMin: number | null;
  prixMax: number | null;
  chambresMin: number | null;
  chambresMax: number | null;
  surfMin: number | null;
  surfMax: number | null;
  exterieur: OutdoorOption[];
}

export interface AlertListing {
  status: ListingStatus;
  type: PropertyType;
  city: string;
  zip: string;
  coords: { lat: number; lng: number } | null;
  price: number;
  beds: number | null;
  area: number | null;
  features: Features;
}

function km(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const h = Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lng - a.lng) * rad) / 2) ** 2;
  return 12_742 * Math.asin(Math.sqrt(h));
}

function within(value: number | null, min: number | null, max: number | null): boolean {
  if (min === null && max === null) return true;
  if (value === null) return false;
  return (min === null || value >= min) && (max === null || value <= max);
}

function inLocality(listing: AlertListing, locality: AlertLocality, proximityKm: number): boolean {
  if (locality.zip && locality.zip === listing.zip && (!locality.name || placeKey(locality.name) === placeKey(listing.city))) return true;
  if (!locality.zip && locality.name && placeKey(locality.name) === placeKey(listing.city)) return true;
  return proximityKm > 0 && !!locality.centre && !!listing.coords && km(locality.centre, listing.coords) <= proximityKm;
}

/** True when the listing meets every criterion the visitor gave (an empty criterion accepts anything). */
export function alertMatches(alert: AlertCriteria, listing: AlertListing): boolean {
  if (listing.status === 'sold') return false;
  const statuses = alert.offre.map((o) => OFFER_STATUS[o]).filter((s): s is ListingStatus => !!s);
  if (alert.offre.length && !statuses.includes(listing.status)) return false;
  if (!typeMatches(alert.typesBiens, listing.type)) return false;
  if (alert.localites.length && !alert.localites.some((l) => inLocality(listing, l, alert.proximiteKm))) return false;
  if (!within(listing.price, alert.prixMin, alert.prixMax)) return false;
  if (!within(listing.beds, alert.chambresMin, alert.chambresMax)) return false;
  if (!within(listing.area, alert.surfMin, alert.surfMax)) return false;
  return alert.exterieur.every((o) => listing.features[OUTDOOR_FEATURE[o]]);
}
