import type { Adviser, RatingSummary } from '../../../../../domain/advisers/adviser';

/** schema.org RealEstateAgent for an adviser; aggregateRating only when reviews exist (no empty rating). */
export function adviserJsonLd(adviser: Adviser, name: string, rating: RatingSummary | null, url: string, origin: string): Record<string, unknown> {
  const image = adviser.avatarUrl ? (adviser.avatarUrl.startsWith('/') ? `${origin}${adviser.avatarUrl}` : adviser.avatarUrl) : undefined;
  return {
    '@context': 'https://schema.org',
    '@type': ['RealEstateAgent', 'Person'],
    '@id': url,
    name,
    url,
    jobTitle: adviser.title,
    telephone: adviser.phone,
    email: adviser.email,
    ...(image ? { image } : {}),
    address: { '@type': 'PostalAddress', streetAddress: adviser.address, postalCode: adviser.zip, addressLocality: adviser.city, addressCountry: 'FR' },
    ...(adviser.coords ? { geo: { '@type': 'GeoCoordinates', latitude: adviser.coords.lat, longitude: adviser.coords.lng } } : {}),
    areaServed: adviser.zones.map((z) => ({ '@type': 'City', name: z.name })),
    sameAs: adviser.networks.map((n) => n.href),
    worksFor: { '@type': 'Organization', name: adviser.legal.networkName },
    ...(rating ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: rating.value, reviewCount: rating.count, bestRating: 5, worstRating: 0 } } : {}),
  };
}
