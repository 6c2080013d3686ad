import { placeKey } from '../../../domain/geo/place-query';
import {
  type Coownership,
  type Energy,
  ENERGY_LETTERS,
  type EnergyLetter,
  FEATURE_FLAGS,
  type FeatureFlag,
  FLAT_TYPES,
  isDwelling,
  LAND_TYPES,
  type ListingStatus,
  type PropertyType,
  type RentTerms,
  type SaleTerms,
} from '../../../domain/listings/listing';
import { agentPrice, agentRent } from '../../../domain/listings/agent-price';
import { energyLettersFromFigures } from '../../../domain/listings/energy-letters';
import { OLD_BUILDING_YEAR, RENT_PER_M2, SMALL_OLD_BUILDING_LOTS } from '../../../domain/listings/coherence';
import type { AdvisersTable, ListingDetailsTable, ListingsTable } from '../../db/schema';
import { type Commune, communeDirectory } from '../../geo/commune-directory.server';
import { loadPriceTable, type PriceTable } from './prices';
import { AGENCY_SITE_ID, SECOND_AGENCY } from './advisers';
import { listingPhotos } from './listing-photos';
import { between, intBetween, pick, type Random, seededRandom, slugify, weighted } from './random';

/**
 * Deterministic demo listings: communes drawn by population, priced from DVF medians per m² times a
 * plausible surface with spread, rents from a gross yield of 3.5–6 %. Dates are relative to `now`
 * so some listings stay 'Nouveau'.
 */

export interface GeneratedListing {
  listing: ListingsTable;
  details: ListingDetailsTable;
}

const SEVRAN_TOWNS = ['93071', '93005', '93007', '93010'];
const SALE_TYPES: ReadonlyArray<readonly [PropertyType, number]> = [
  ['Appartement', 42], ['Maison', 36], ['Terrain', 5], ['Studio', 3], ['Duplex', 2], ['Maison de village', 3], ['Villa', 2], ['Loft', 1],
  ['Terrain à batir', 2], ['Parking', 1], ['Garage', 1], ['Viager maison', 1], ['Mas', 0.5], ['Chalet', 0.5],
];
const RENT_TYPES: ReadonlyArray<readonly [PropertyType, number]> = [['Appartement', 60], ['Maison', 22], ['Studio', 12], ['Duplex', 2], ['Parking', 4]];
const LETTER_WEIGHTS: ReadonlyArray<readonly [EnergyLetter, number]> = [['A', 3], ['B', 6], ['C', 22], ['D', 30], ['E', 22], ['F', 10], ['G', 7]];
const KWH: Record<EnergyLetter, [number, number]> = { A: [40, 69], B: [70, 109], C: [110, 179], D: [180, 249], E: [250, 329], F: [330, 419], G: [420, 560] };
const CO2: Record<EnergyLetter, [number, number]> = { A: [2, 5], B: [6, 10], C: [11, 29], D: [30, 49], E: [50, 69], F: [70, 99], G: [100, 140] };
const HEATING = ['Gaz individuel', 'Électrique', 'Pompe à chaleur', 'Chauffage collectif au gaz', 'Fioul', 'Bois et poêle à granulés', 'Réseau de chaleur urbain'];
/** A house has its own heating: no collective boiler, no district network. */
const HOUSE_HEATING = ['Gaz individuel', 'Électrique', 'Pompe à chaleur', 'Fioul', 'Bois et poêle à granulés'];
const OPENINGS = [
  'Au calme, à quelques minutes à pied des commerces et des écoles',
  'Dans un quartier recherché, proche des transports',
  'En plein centre, avec toutes les commodités à proximité',
  'Dans une rue résidentielle arborée',
];
/** Middles of a home's description: those naming bedrooms only where there are some. */
const HOME_MIDDLES = ['Les volumes sont généreux, la luminosité excellente et les rangements nombreux.', 'La pièce de vie est lumineuse et la cuisine bien agencée.'];
const BEDROOM_MIDDLES = ['Le séjour traversant ouvre sur une cuisine équipée ; les chambres donnent au calme.'];
const FAMILY_MIDDLE = 'Rafraîchissement à prévoir, mais la distribution est idéale pour une famille.';
const LAND_MIDDLES = ['Terrain plat, viabilisé en bordure de voie, libre de constructeur.', 'Belle parcelle bien exposée, à l’écart de la circulation.'];
const PARKING_MIDDLES = ['Accès sécurisé par badge, manœuvre facile.', 'Emplacement couvert, à deux pas des transports.'];
const COOWNERSHIP_SENTENCE = 'Les charges de copropriété et les diagnostics sont disponibles sur simple demande auprès de votre conseiller, qui vous communiquera également les procès-verbaux des dernières assemblées générales et le carnet d’entretien.';
const SALE_CLOSINGS = [
  'Une visite s’impose : contactez votre conseiller pour organiser un rendez-vous.',
  'Idéal pour une première acquisition ou un investissement locatif.',
  'Bien rare sur le secteur : ne tardez pas.',
];
const RENT_CLOSINGS = [
  'Disponible rapidement : contactez votre conseiller pour organiser une visite.',
  'Logement bien entretenu, prêt à vivre.',
  'Dossier complet demandé (pièce d’identité, trois derniers bulletins de salaire, avis d’imposition).',
];

function typeKind(type: PropertyType): 'appartement' | 'maison' | 'terrain' | 'parking' {
  if (LAND_TYPES.includes(type)) return 'terrain';
  if (type === 'Parking' || type === 'Garage' || type === 'Cave') return 'parking';
  if (FLAT_TYPES.includes(type)) return 'appartement';
  return 'maison';
}

function roundTo(value: number, step: number): number {
  return Math.max(step, Math.round(value / step) * step);
}

/** Communes drawn by population: a cumulative table and a binary search. */
function populationSampler(communes: readonly Commune[]): (random: Random) => Commune {
  const usable = communes.filter((c) => c.lat !== null && c.lng !== null && c.population > 0 && c.zips.length > 0);
  const cumulative: number[] = [];
  let total = 0;
  for (const c of usable) {
    total += c.population;
    cumulative.push(total);
  }
  return (random) => {
    const r = random() * total;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid]! > r) hi = mid;
      else lo = mid + 1;
    }
    return usable[lo]!;
  };
}

function energyFor(random: Random, type: PropertyType, area: number | null, publishedYear: number, forceLetter?: EnergyLetter): Energy | null {
  if (!isDwelling(type)) return null;
  if (!forceLetter && random() < 0.04) return { kind: 'exempt', reason: random() < 0.5 ? 'vierge' : 'non-soumis' };
  // Figures are drawn around a target class; the letters shown are then the ones the figures give
  // (worse of energy and climate, small-surface scale included), never the target itself.
  const target = forceLetter ?? weighted(random, LETTER_WEIGHTS);
  const kwh = intBetween(random, ...KWH[target]);
  const gesTarget = ENERGY_LETTERS[Math.max(0, Math.min(6, ENERGY_LETTERS.indexOf(target) + intBetween(random, -1, 1)))]!;
  const co2 = intBetween(random, ...CO2[gesTarget]);
  const letters = energyLettersFromFigures({ kwhPerM2: kwh, co2KgPerM2: co2 }, area);
  const yearly = kwh * (area ?? 50) * 0.13;
  return {
    kind: 'dpe',
    dpeLetter: letters.overall as EnergyLetter,
    kwhPerM2: kwh,
    gesLetter: letters.ges as EnergyLetter,
    co2KgPerM2: co2,
    costMin: roundTo(yearly * 0.85, 10),
    costMax: roundTo(yearly * 1.15, 10),
    costReferenceYear: Math.min(publishedYear, 2025) - (random() < 0.5 ? 0 : 1),
  };
}

interface Building {
  year: number | null;
  lots: number | null;
  floor: number | null;
}

/** Equipment that agrees with the home: a garden upstairs, a lift in a small old building or 'Parking' without a space never appear. */
function featuresFor(random: Random, type: PropertyType, building: Building, south: boolean): Record<FeatureFlag, boolean> {
  const kind = typeKind(type);
  const { year, lots, floor } = building;
  const oldSmall = year !== null && year < OLD_BUILDING_YEAR && (lots ?? 0) < SMALL_OLD_BUILDING_LOTS;
  const liftChance = year !== null && year < OLD_BUILDING_YEAR ? 0.45 : 0.75;
  return {
    jardin: kind === 'maison' ? random() < 0.85 : kind === 'appartement' ? floor === 0 && random() < 0.4 : false,
    terrasse: kind !== 'terrain' && kind !== 'parking' && random() < 0.3,
    balcon: kind === 'appartement' && (floor ?? 0) > 0 && random() < 0.45,
    parking: kind === 'parking' || (kind !== 'terrain' && random() < 0.5),
    cave: kind === 'appartement' && random() < 0.35,
    ascenseur: kind === 'appartement' && (floor ?? 0) >= 2 && !oldSmall && random() < liftChance,
    piscine: kind === 'maison' && random() < (south ? 0.3 : 0.06),
    clim: kind !== 'terrain' && kind !== 'parking' && random() < (south ? 0.35 : 0.08),
    handi: kind !== 'terrain' && random() < 0.07,
  };
}

const featureBits = (has: Record<FeatureFlag, boolean>) => FEATURE_FLAGS.reduce((bits, f, i) => (has[f] ? bits | (1 << i) : bits), 0);

/** A co-ownership's size agrees with its age: before 1950, small buildings. */
function lotsFor(random: Random, year: number | null): number {
  if (year !== null && year < OLD_BUILDING_YEAR) return intBetween(random, 4, 40);
  return random() < 0.12 ? intBetween(random, 120, 240) : intBetween(random, 6, 119);
}

function descriptionOf(random: Random, input: { kind: ReturnType<typeof typeKind>; status: ListingStatus; title: string; city: string; beds: number | null; rooms: number | null; year: number | null; coownership: boolean }): string {
  const { kind, status } = input;
  const parts = [`${pick(random, OPENINGS)}, ${input.title.toLowerCase()} à ${input.city}.`];
  if (kind === 'terrain') parts.push(pick(random, LAND_MIDDLES));
  else if (kind === 'parking') parts.push(pick(random, PARKING_MIDDLES));
  else {
    const middles = [...HOME_MIDDLES, ...((input.beds ?? 0) > 0 ? BEDROOM_MIDDLES : []), ...(status !== 'rent' && (input.rooms ?? 0) >= 3 ? [FAMILY_MIDDLE] : [])];
    parts.push(pick(random, middles));
    // A renovation comes at least ten years after the building, and only to older homes.
    if (input.year !== null && input.year <= 2005 && random() < 0.35) parts.push(`Entièrement rénové en ${intBetween(random, Math.max(input.year + 10, 2010), 2024)} : menuiseries double vitrage, électricité refaite, sols neufs.`);
    if (input.coownership && status !== 'rent' && random() < 0.4) parts.push(COOWNERSHIP_SENTENCE);
  }
  parts.push(pick(random, status === 'rent' ? RENT_CLOSINGS : SALE_CLOSINGS));
  return parts.join(' ');
}

export interface ListingPlan {
  count: number;
  now: Date;
  advisers: readonly AdvisersTable[];
  seed?: number;
  /** Id and slug prefix, so a benchmark batch never collides with the demo. */
  prefix?: string;
  /** Numbering starts after this (batches of a large generation); the Sevran share comes with offset 0 only. */
  offset?: number;
}

/** The Sevran agency's share: listings in its four towns held by the pair, 20 of them to rent. */
export const SEVRAN_PLAN = { sale: 24, rent: 20, sold: 5 };
/** The Versailles agency's share (it does not let, showLouer off): sales in its four towns. */
export const VERSAILLES_PLAN = { sale: 16, rent: 0, sold: 4 };
const VERSAILLES_TOWNS = ['78646', '78158', '78686', '78117'];

// Read once per process: every test database and benchmark batch reuses them.
let prices: PriceTable | undefined;
let sample: ((random: Random) => Commune) | undefined;

export function generateListings(plan: ListingPlan): GeneratedListing[] {
  const random = seededRandom(plan.seed ?? 424_242);
  const dir = communeDirectory();
  prices ??= loadPriceTable((insee) => dir.byInsee(insee));
  sample ??= populationSampler(dir.all);
  const prefix = plan.prefix ?? 'bien';
  const located = plan.advisers.filter((a) => a.lat !== null && a.lng !== null && a.agency_site_id === null);
  const pair = plan.advisers.filter((a) => a.agency_site_id === AGENCY_SITE_ID);
  const versaillesPair = plan.advisers.filter((a) => a.agency_site_id === SECOND_AGENCY.siteId);
  const out: GeneratedListing[] = [];

  const nearestAdviser = (c: Commune): AdvisersTable => {
    let best = located[0]!;
    let bestD = Infinity;
    for (const a of located) {
      const d = (a.lat! - c.lat!) ** 2 + ((a.lng! - c.lng!) * Math.cos((c.lat! * Math.PI) / 180)) ** 2;
      if (d < bestD) {
        bestD = d;
        best = a;
      }
    }
    return best;
  };

  // The agencies' shares come first (offset 0 only), each held by the agency's own advisers.
  const agencyQueue: Array<{ status: ListingStatus; town: string; advisers: readonly AdvisersTable[] }> = [];
  const queueShare = (advisers: readonly AdvisersTable[], share: typeof SEVRAN_PLAN, towns: readonly string[]) => {
    if (!advisers.length || plan.offset) return;
    (['sale', 'rent', 'sold'] as const).forEach((status) => {
      for (let i = 0; i < share[status]; i += 1) agencyQueue.push({ status, town: towns[i % towns.length]!, advisers });
    });
  };
  queueShare(pair, SEVRAN_PLAN, SEVRAN_TOWNS);
  queueShare(versaillesPair, VERSAILLES_PLAN, VERSAILLES_TOWNS);

  for (let n = 0; n < plan.count; n += 1) {
    const share = agencyQueue[n];
    const commune = share ? dir.byInsee(share.town)! : sample(random);
    const status: ListingStatus = share ? share.status : weighted(random, [['sale', 70], ['rent', 22], ['sold', 8]] as const);
    const adviser = share ? share.advisers[n % share.advisers.length]! : nearestAdviser(commune);
    const type = status === 'rent' ? weighted(random, RENT_TYPES) : weighted(random, SALE_TYPES);
    const kind = typeKind(type);
    const south = ['93', '94', '76', '75', '84'].includes(commune.region) || commune.lat! < 44.5;

    let area: number | null = null;
    let land: number | null = null;
    if (kind === 'appartement') area = Math.round(type === 'Studio' ? between(random, 16, 32) : Math.exp(between(random, Math.log(28), Math.log(140))));
    if (kind === 'maison') {
      area = Math.round(Math.exp(between(random, Math.log(60), Math.log(230))));
      land = roundTo(Math.exp(between(random, Math.log(120), Math.log(2500))), 10);
    }
    if (kind === 'terrain') land = roundTo(Math.exp(between(random, Math.log(300), Math.log(4000))), 10);
    if (kind === 'parking') area = intBetween(random, 11, 18);
    const rooms = kind === 'appartement' ? (type === 'Studio' ? 1 : Math.max(1, Math.min(7, Math.round(area! / 22)))) : kind === 'maison' ? Math.max(2, Math.min(10, Math.round(area! / 24))) : null;
    const beds = rooms === null ? null : Math.max(0, rooms - 1);
    const baths = rooms === null ? null : 1 + (area! > 110 ? 1 : 0) + (area! > 180 ? 1 : 0);
    const floor = kind === 'appartement' ? intBetween(random, 0, 8) : null;
    const year = kind === 'terrain' ? null : random() < 0.1 ? null : intBetween(random, 1860, 2023);
    const flat = FLAT_TYPES.includes(type);
    const lots = flat ? lotsFor(random, year) : null;
    const features = featuresFor(random, type, { year, lots, floor }, south);
    const publishedAt = new Date(plan.now.getTime() - Math.floor(Math.pow(random(), 1.6) * 240 * 86_400_000) - intBetween(random, 0, 86_399) * 1000);

    // Value of the property, then the shown price.
    const perM2 = kind === 'terrain' ? Math.max(15, prices.perM2(commune, 'maison') / 25) : prices.perM2(commune, kind === 'appartement' ? 'appartement' : 'maison');
    const surfaceForPrice = kind === 'terrain' ? land! : kind === 'parking' ? 1 : area!;
    const baseValue = kind === 'parking' ? between(random, 8000, 35000) * (perM2 / 3000) : perM2 * surfaceForPrice * between(random, 0.8, 1.25);
    let sale: SaleTerms | null = null;
    let rent: RentTerms | null = null;
    let price: number;
    if (status === 'rent') {
      const furnished = random() < 0.25;
      const yieldRate = between(random, 0.035, 0.06);
      // A rent the market lets: within the per-m² range of lettings, whatever the sale price gives.
      const fromYield = (baseValue * yieldRate) / 12;
      const rentHc = kind === 'parking' ? agentRent(Math.min(150, Math.max(40, fromYield))) : agentRent(Math.min((RENT_PER_M2.max - 3) * area!, Math.max((RENT_PER_M2.min + 1) * area!, fromYield)));
      const charges = kind === 'appartement' ? roundTo(between(random, 30, 180), 5) : kind === 'parking' ? 0 : roundTo(between(random, 0, 40), 5);
      const fees = Math.round((area ?? 10) * 10);
      const inventory = Math.round((area ?? 10) * 3);
      rent = { rentChargesIncluded: rentHc + charges, charges, chargesMode: kind === 'parking' ? 'forfait' : random() < 0.8 ? 'provisions' : 'forfait', deposit: rentHc * (furnished ? 2 : 1), tenantFees: fees + inventory, inventoryFee: inventory, furnished };
      price = rent.rentChargesIncluded;
    } else {
      // Both prices are round, as agents set them; the fee percentage is what they make.
      const withoutFees = agentPrice(baseValue);
      const buyerPays = random() < 0.7;
      const drawnPercent = buyerPays ? between(random, 3.5, 7) : between(random, 3.5, 6);
      const included = buyerPays ? agentPrice(withoutFees * (1 + drawnPercent / 100)) : withoutFees;
      const feePercent = buyerPays ? Math.round((included / withoutFees - 1) * 10_000) / 100 : Math.round(drawnPercent * 100) / 100;
      sale = { priceFeesIncluded: included, feePercent, feesPaidBy: buyerPays ? 'acquereur' : 'vendeur', priceWithoutFees: buyerPays ? withoutFees : null };
      price = included;
    }

    const forceLetter = n % 97 === 5 ? 'F' : n % 97 === 11 ? 'G' : undefined;
    const energy = energyFor(random, type, area, publishedAt.getUTCFullYear(), forceLetter);
    const coownership: Coownership | null = flat
      ? { lots: lots!, yearlyCharges: roundTo(between(random, 400, 3600), 10), procedureUnderway: random() < 0.03, procedureDetails: null }
      : null;
    if (coownership?.procedureUnderway) coownership.procedureDetails = 'Procédure de sauvegarde en cours (art. 29-1 de la loi du 10 juillet 1965).';

    const title =
      kind === 'terrain' ? `${type === 'Terrain à batir' ? 'Terrain à bâtir' : type} ${land} m²`
      : kind === 'parking' ? `${type} ${area} m²`
      : `${type} ${rooms} pièce${rooms! > 1 ? 's' : ''} ${area} m²`;
    const number = String((plan.offset ?? 0) + n + 1).padStart(6, '0');
    const slug = `${slugify(`${title} ${commune.name}`)}-${prefix === 'bien' ? '' : `${prefix}-`}${number}`;
    const photos = listingPhotos(random, { kind, type, title, city: commune.name, beds, features });
    const description = descriptionOf(random, { kind, status, title, city: commune.name, beds, rooms, year, coownership: flat });
    const lat = Math.round((commune.lat! + between(random, -0.012, 0.012)) * 1e5) / 1e5;
    const lng = Math.round((commune.lng! + between(random, -0.016, 0.016)) * 1e5) / 1e5;
    const virtualTour = random() < 0.2;
    const id = `${prefix}-${number}`;
    const iso = publishedAt.toISOString();
    const siteIds = [adviser.network_site_id, ...(adviser.agency_site_id ? [adviser.agency_site_id] : [])];

    out.push({
      listing: {
        id,
        slug,
        network_site_id: adviser.network_site_id,
        adviser_id: adviser.id,
        status,
        publication: 'published',
        type,
        title,
        price,
        area,
        land,
        rooms,
        beds,
        baths,
        exclusive: random() < 0.15 ? 1 : 0,
        virtual_tour: virtualTour ? 1 : 0,
        features: featureBits(features),
        dpe_letter: energy?.kind === 'dpe' ? energy.dpeLetter : null,
        insee: commune.insee,
        zip: commune.zips[0]!,
        city: commune.name,
        city_key: placeKey(commune.name),
        dep: commune.dep,
        region: commune.region,
        lat,
        lng,
        cover_src: photos[0]!.src,
        cover_alt: photos[0]!.alt,
        photo_count: photos.length,
        published_at: iso,
        price_changed_at: null,
        updated_at: iso,
      },
      details: {
        listing_id: id,
        description,
        highlight: random() < 0.5 ? pick(random, ['Vue dégagée', 'Sans vis-à-vis', 'Proche gare', 'Rénové', 'Jardin arboré', 'Dernier étage']) : null,
        floor,
        heating: kind === 'terrain' || kind === 'parking' ? null : pick(random, flat ? HEATING : HOUSE_HEATING),
        // Spaces agree with the 'Parking' equipment: none without it, one or two with it.
        parking: kind === 'terrain' ? null : kind === 'parking' ? 1 : features.parking ? intBetween(random, 1, 2) : 0,
        year,
        virtual_tour_url: virtualTour ? `https://visite-virtuelle.example/${slug}` : null,
        photos: JSON.stringify(photos),
        sale_terms: sale ? JSON.stringify(sale) : null,
        rent_terms: rent ? JSON.stringify(rent) : null,
        energy: energy ? JSON.stringify(energy) : null,
        coownership: coownership ? JSON.stringify(coownership) : null,
        georisques: 1,
        site_ids: JSON.stringify(siteIds),
      },
    });
  }
  return out;
}
