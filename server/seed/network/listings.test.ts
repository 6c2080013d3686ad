import { describe, expect, it } from 'vitest';
import { agentPrice } from '../../../domain/listings/agent-price';
import { coherenceIssues } from '../../../domain/listings/coherence';
import { energyLettersFromFigures } from '../../../domain/listings/energy-letters';
import type { Listing } from '../../../domain/listings/listing';
import { buildAdvisers, SECOND_AGENCY } from './advisers';
import { DEMO_LISTING_COUNT } from './seed-network.server';
import { generateListings, VERSAILLES_PLAN } from './listings';

// The whole demo as generated (2,400 listings), checked against the rules it must meet (issue 38).
const now = new Date('2026-11-26T12:00:00Z');
const { advisers } = buildAdvisers(now);
const generated = generateListings({ count: DEMO_LISTING_COUNT, now, advisers });

/** A generated row read the way the product reads it (the fields the rules look at). */
function asListing({ listing: l, details: d }: (typeof generated)[number]): Listing {
  const bits = l.features;
  const flags = ['jardin', 'terrasse', 'balcon', 'parking', 'cave', 'ascenseur', 'piscine', 'clim', 'handi'] as const;
  return {
    id: l.id, slug: l.slug, status: l.status, publication: 'published', type: l.type, title: l.title, description: d.description, highlight: d.highlight, price: l.price,
    city: l.city, zip: l.zip, insee: l.insee, department: l.dep, region: l.region, coords: null, area: l.area, land: l.land, rooms: l.rooms, beds: l.beds, baths: l.baths,
    floor: d.floor, heating: d.heating, parking: d.parking, year: d.year, exclusive: !!l.exclusive, publishedAt: l.published_at, virtualTourUrl: null,
    features: Object.fromEntries(flags.map((f, i) => [f, (bits & (1 << i)) !== 0])) as Listing['features'],
    photos: JSON.parse(d.photos), adviserId: l.adviser_id, siteIds: JSON.parse(d.site_ids), sale: d.sale_terms ? JSON.parse(d.sale_terms) : null,
    rent: d.rent_terms ? JSON.parse(d.rent_terms) : null, energy: d.energy ? JSON.parse(d.energy) : null, georisquesMention: true, coownership: d.coownership ? JSON.parse(d.coownership) : null,
  } as Listing;
}
const listings = generated.map(asListing);

describe('the generated demo listings', () => {
  it('are the same on every run (same seed, same data)', () => {
    const again = generateListings({ count: 50, now, advisers });
    expect(again.map((g) => [g.listing.slug, g.listing.price, g.details.photos])).toEqual(generated.slice(0, 50).map((g) => [g.listing.slug, g.listing.price, g.details.photos]));
  });

  it('never contradict themselves (coherence rules)', () => {
    const problems = listings.flatMap((l) => coherenceIssues(l).map((i) => `${l.slug}: ${i.rule}`));
    expect(problems).toEqual([]);
  });

  it('show the DPE letters their figures give', () => {
    const wrong = listings.filter((l) => l.energy?.kind === 'dpe' && energyLettersFromFigures(l.energy, l.area).overall !== l.energy.dpeLetter);
    expect(wrong.map((l) => l.slug)).toEqual([]);
  });

  it('are priced the way agents price: round sale prices', () => {
    const sales = listings.filter((l) => l.sale);
    expect(sales.length).toBeGreaterThan(1000);
    expect(sales.filter((l) => agentPrice(l.price) !== l.price).map((l) => `${l.slug} ${l.price}`)).toEqual([]);
    expect(sales.filter((l) => l.sale!.priceWithoutFees !== null && agentPrice(l.sale!.priceWithoutFees) !== l.sale!.priceWithoutFees)).toEqual([]);
  });

  it('each have their own photos, with distinct alt texts within a listing', () => {
    const sources = listings.flatMap((l) => l.photos.map((p) => p.src));
    expect(new Set(sources).size).toBe(sources.length);
    expect(sources.every((src) => /^listings\/photos\/[a-z-]+-[a-z0-9]{8}\.jpg$/.test(src))).toBe(true);
    for (const l of listings) expect(new Set(l.photos.map((p) => p.alt)).size, l.slug).toBe(l.photos.length);
    const homes = listings.filter((l) => l.type === 'Appartement' || l.type === 'Maison');
    expect(homes.every((l) => l.photos.length >= 4)).toBe(true);
  });

  it('give the Versailles agency its listings, held by its two advisers', () => {
    const pair = advisers.filter((a) => a.agency_site_id === SECOND_AGENCY.siteId);
    expect(pair).toHaveLength(2);
    const held = generated.filter((g) => pair.some((a) => a.id === g.listing.adviser_id));
    expect(held).toHaveLength(VERSAILLES_PLAN.sale + VERSAILLES_PLAN.sold);
    expect(new Set(held.map((g) => g.listing.adviser_id)).size).toBe(2);
    expect(held.every((g) => g.listing.dep === '78' && g.listing.status !== 'rent')).toBe(true);
  });
});
