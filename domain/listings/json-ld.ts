import { FLAT_TYPES, LAND_TYPES, type Listing } from './listing';

/**
 * schema.org type of the thing advertised (issue 11 item 6, fixing the spec's bug that made land an
 * Apartment): houses are SingleFamilyResidence, flats Apartment, land a Place (schema.org has no plot
 * type), anything else an Accommodation.
 */
export function schemaTypeOf(type: Listing['type']): 'SingleFamilyResidence' | 'Apartment' | 'Place' | 'Accommodation' {
  if (LAND_TYPES.includes(type)) return 'Place';
  if (FLAT_TYPES.includes(type)) return 'Apartment';
  if (['Maison', 'Maison de village', 'Villa', 'Mas', 'Bastide', 'Chalet', 'Ferme', 'Viager maison', 'Propriete', 'Château'].includes(type)) return 'SingleFamilyResidence';
  return 'Accommodation';
}

/** RealEstateListing JSON-LD of a property page: the offer (EUR, FR) and the property itself. */
export function listingJsonLd(listing: Listing, url: string, imageBase: string): Record<string, unknown> {
  const kind = schemaTypeOf(listing.type);
  const item: Record<string, unknown> = {
    '@type': kind,
    name: listing.title,
    address: { '@type': 'PostalAddress', addressLocality: listing.city, postalCode: listing.zip, addressCountry: 'FR' },
    ...(listing.coords ? { geo: { '@type': 'GeoCoordinates', latitude: listing.coords.lat, longitude: listing.coords.lng } } : {}),
  };
  if (kind === 'Place') {
    if (listing.land) item.additionalProperty = { '@type': 'PropertyValue', name: 'Surface du terrain', value: listing.land, unitCode: 'MTK' };
  } else {
    if (listing.area) item.floorSize = { '@type': 'QuantitativeValue', value: listing.area, unitCode: 'MTK' };
    if (listing.rooms !== null) item.numberOfRooms = listing.rooms;
    if (listing.beds !== null) item.numberOfBedrooms = listing.beds;
    if (listing.baths !== null) item.numberOfBathroomsTotal = listing.baths;
    if (listing.year !== null) item.yearBuilt = listing.year;
  }
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateListing',
    name: listing.title,
    url,
    datePosted: listing.publishedAt,
    ...(listing.photos.length ? { image: listing.photos.map((p) => `${imageBase}${p.src}`) } : {}),
    about: item,
    offers: {
      '@type': 'Offer',
      price: listing.price,
      priceCurrency: 'EUR',
      availability: listing.status === 'sold' ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
      ...(listing.status === 'rent' ? { priceSpecification: { '@type': 'UnitPriceSpecification', price: listing.price, priceCurrency: 'EUR', unitCode: 'MON' } } : {}),
    },
  };
}
