import type { Listing } from '../../../domain/crm/api-schemas';
import { stateOf } from '../../../domain/listings/listing-form';
import type { ListingsTable } from '../../db/schema';

/** A stored listing as the API and the listing webhooks show it (its ETag is computed from this). */
export function listingOfRow(r: ListingsTable): Listing {
  const underOffer = Number(r.under_offer ?? 0) === 1;
  return {
    id: r.id,
    externalId: r.external_id ?? null,
    slug: r.slug,
    siteId: r.network_site_id,
    adviserId: r.adviser_id,
    state: stateOf({ publication: r.publication as 'draft', status: r.status as 'sale' }, underOffer),
    status: r.status,
    publication: r.publication,
    underOffer,
    type: r.type,
    title: r.title,
    price: Number(r.price),
    area: r.area === null ? null : Number(r.area),
    rooms: r.rooms === null ? null : Number(r.rooms),
    city: r.city,
    zip: r.zip,
    dpeLetter: r.dpe_letter,
    publishedAt: r.published_at,
    updatedAt: r.updated_at,
  };
}
