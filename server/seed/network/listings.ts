import { placeKey } from '../../../domain/geo/place-query';
import {
  type Coownership,
  type Energy,
  ENERGY_LETTERS,
  type EnergyLetter,
  energyLettersFromFigures,
  FEATURE_FLAGS,
  type FeatureFlag,
  FLAT_TYPES,
  isDwelling,
  LAND_TYPES,
  type ListingPhoto,
  type ListingStatus,
  type PropertyType,
  type RentTerms,
  type SaleTerms,
} from '../../../domain/listings/listing';
import type { AdvisersTable, ListingDetailsTable, ListingsTable } from '../../db/schema';
import { type Commune, communeDirectory } from '../../geo/commune-directory.server';
import { loadPriceTable, type PriceTable } from './prices';
import { AGENCY_SITE_ID } from './advisers';
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
const ROOM_PHOTOS = ['sejour', 'cuisine', 'chambre'] as const;
const ROOM_LABEL: Record<(typeof ROOM_PHOTOS)[number], string> = { sejour: 'Séjour lumineux', cuisine: 'Cuisine équipée', chambre: 'Chambre' };
const OPENINGS = [
  'Au calme, à quelques minutes à pied des commerces et des écoles',
  'Dans un quartier recherché, proche des transports',
  'En plein centre, avec toutes les commodités à proximité',
  'Dans une rue résidentielle arborée',
];
const MIDDLES = [
  'Le séjour traversant ouvre sur une cuisine équipée ; les chambres donnent au calme.',
  'Les volumes sont généreux, la luminosité excellente et les rangements nombreux.',
  'Rafraîchissement à prévoir, mais la distribution est idéale pour une famille.',
  'Entièrement rénové en 2021 : menuiseries double vitrage, électricité refaite, sols neufs.',
];
const CLOSINGS = [
  'Une visite s’impose : contactez votre conseiller pour organiser un rendez-vous.',
  'Idéal pour une première acquisition ou un investissement locatif.',
  'Bien rare sur le secteur : ne tardez pas.',
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

function photosFor(random: Random, type: PropertyType, title: string, city: string): ListingPhoto[] {
  const kind = typeKind(type);
  const outside = kind === 'terrain' ? ['terrain-1'] : kind === 'appartement' ? ['appartement-1', 'appartement-2', 'appartement-3'] : kind === 'maison' ? ['maison-1', 'maison-2', 'maison-3'] : ['appartement-1'];
  const first = pick(random, outside);
  const photos: ListingPhoto[] = [{ id: 'p1', src: `listings/${first}.svg`, alt: `${title} à ${city} : vue extérieure` }];
  if (kind === 'appartement' || kind === 'maison') {
    const count = intBetween(random, 2, 5);
    for (let i = 0; i < count; i += 1) {
      const room = ROOM_PHOTOS[i % ROOM_PHOTOS.length]!;
      photos.push({ id: `p${i + 2}`, src: `listings/${room}.svg`, alt: `${ROOM_LABEL[room]} — ${title} à ${city}` });
    }
  }
  return photos;
}

function featuresFor(random: Random, type: PropertyType, floor: number | null, south: boolean): number {
  const kind = typeKind(type);
  const has: Record<FeatureFlag, boolean> = {
    jardin: kind === 'maison' ? random() < 0.85 : kind === 'appartement' ? random() < 0.08 : false,
    terrasse: kind !== 'terrain' && kind !== 'parking' && random() < 0.3,
    balcon: kind === 'appartement' && random() < 0.45,
    parking: kind === 'parking' || (kind !== 'terrain' && random() < 0.5),
    cave: kind === 'appartement' && random() < 0.35,
    ascenseur: kind === 'appartement' && (floor ?? 0) >= 2 && random() < 0.7,
    piscine: kind === 'maison' && random() < (south ? 0.3 : 0.06),
    clim: kind !== 'terrain' && kind !== 'parking' && random() < (south ? 0.35 : 0.08),
    handi: kind !== 'terrain' && random() < 0.07,
  };
  return FEATURE_FLAGS.reduce((bits, f, i) => (has[f] ? bits | (1 << i) : bits), 0);
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

  const sevranQueue: Array<{ status: ListingStatus; town: string }> = [];
  if (pair.length && !plan.offset) {
    (['sale', 'rent', 'sold'] as const).forEach((status) => {
      for (let i = 0; i < SEVRAN_PLAN[status]; i += 1) sevranQueue.push({ status, town: SEVRAN_TOWNS[i % SEVRAN_TOWNS.length]! });
    });
  }

  for (let n = 0; n < plan.count; n += 1) {
    const sevran = sevranQueue[n];
    const commune = sevran ? dir.byInsee(sevran.town)! : sample(random);
    const status: ListingStatus = sevran ? sevran.status : weighted(random, [['sale', 70], ['rent', 22], ['sold', 8]] as const);
    const adviser = sevran ? pair[n % pair.length]! : nearestAdviser(commune);
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
      const rentHc = roundTo((baseValue * yieldRate) / 12, 5);
      const charges = kind === 'appartement' ? roundTo(between(random, 30, 180), 5) : kind === 'parking' ? 0 : roundTo(between(random, 0, 40), 5);
      const fees = Math.round((area ?? 10) * 10);
      const inventory = Math.round((area ?? 10) * 3);
      rent = { rentChargesIncluded: rentHc + charges, charges, chargesMode: kind === 'parking' ? 'forfait' : random() < 0.8 ? 'provisions' : 'forfait', deposit: rentHc * (furnished ? 2 : 1), tenantFees: fees + inventory, inventoryFee: inventory, furnished };
      price = rent.rentChargesIncluded;
    } else {
      const withoutFees = roundTo(baseValue, 1000);
      const buyerPays = random() < 0.7;
      const feePercent = buyerPays ? Math.round(between(random, 3.5, 7) * 100) / 100 : Math.round(between(random, 3.5, 6) * 100) / 100;
      const included = buyerPays ? Math.round(withoutFees * (1 + feePercent / 100)) : withoutFees;
      sale = { priceFeesIncluded: included, feePercent, feesPaidBy: buyerPays ? 'acquereur' : 'vendeur', priceWithoutFees: buyerPays ? withoutFees : null };
      price = included;
    }

    const forceLetter = n % 97 === 5 ? 'F' : n % 97 === 11 ? 'G' : undefined;
    const energy = energyFor(random, type, area, publishedAt.getUTCFullYear(), forceLetter);
    const coownership: Coownership | null = FLAT_TYPES.includes(type)
      ? { lots: intBetween(random, 4, 240), yearlyCharges: roundTo(between(random, 400, 3600), 10), procedureUnderway: random() < 0.03, procedureDetails: null }
      : null;
    if (coownership?.procedureUnderway) coownership.procedureDetails = 'Procédure de sauvegarde en cours (art. 29-1 de la loi du 10 juillet 1965).';

    const title =
      kind === 'terrain' ? `${type === 'Terrain à batir' ? 'Terrain à bâtir' : type} ${land} m²`
      : kind === 'parking' ? `${type} ${area} m²`
      : `${type} ${rooms} pièce${rooms! > 1 ? 's' : ''} ${area} m²`;
    const number = String((plan.offset ?? 0) + n + 1).padStart(6, '0');
    const slug = `${slugify(`${title} ${commune.name}`)}-${prefix === 'bien' ? '' : `${prefix}-`}${number}`;
    const photos = photosFor(random, type, title, commune.name);
    const description = [`${pick(random, OPENINGS)}, ${title.toLowerCase()} à ${commune.name}.`, pick(random, MIDDLES), ...(random() < 0.4 ? [pick(random, MIDDLES), 'Les charges de copropriété et les diagnostics sont disponibles sur simple demande auprès de votre conseiller, qui vous communiquera également les procès-verbaux des dernières assemblées générales et le carnet d’entretien.'] : []), pick(random, CLOSINGS)].join(' ');
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
        features: featuresFor(random, type, floor, south),
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
        heating: kind === 'terrain' || kind === 'parking' ? null : pick(random, HEATING),
        parking: kind === 'terrain' ? null : intBetween(random, 0, 2),
        year: kind === 'terrain' ? null : random() < 0.1 ? null : intBetween(random, 1860, 2023),
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
