import { placeKey } from '../../../domain/geo/place-query';
import type { AdviserReviewsTable, AdvisersTable, AdviserZonesTable } from '../../db/schema';
import { type Commune, communeDirectory, distanceKm } from '../../geo/commune-directory.server';
import { between, intBetween, pick, seededRandom, slugify } from './random';
import { reviewAuthor } from './review-authors';

/** Fictional advisers of the demo network: names, numbers (01 99 00 xx xx, reserved for fiction) and .example e-mails. */

export const NETWORK_SITE_ID = 'reseau';
export const AGENCY_SITE_ID = 'sevran';
/** The second demo agency (rent, address and avatars off): the Versailles adviser's own site. */
export const SECOND_AGENCY = { siteId: 'agence-versailles', insee: '78646' } as const;
export const NETWORK_LEGAL = {
  network_name: 'Maisonfort Immobilier SAS (réseau fictif de démonstration)',
  card_t_number: 'CPI 7501 2016 000 099 001',
  card_t_issuer: 'CCI Paris Île-de-France',
  guarantee_insurer: 'Caisse de garantie Exemple (fictive)',
  guarantee_amount: 2_000_000,
};

/** Where the demo advisers work: INSEE code and the town of their RSAC registry (greffe). */
const TOWNS: ReadonlyArray<readonly [string, string]> = [
  ['75056', 'Paris'], ['69123', 'Lyon'], ['13055', 'Marseille'], ['31555', 'Toulouse'], ['06088', 'Nice'], ['44109', 'Nantes'],
  ['34172', 'Montpellier'], ['67482', 'Strasbourg'], ['33063', 'Bordeaux'], ['59350', 'Lille'], ['35238', 'Rennes'], ['51454', 'Reims'],
  ['83137', 'Toulon'], ['38185', 'Grenoble'], ['21231', 'Dijon'], ['49007', 'Angers'], ['30189', 'Nîmes'], ['63113', 'Clermont-Ferrand'],
  ['72181', 'Le Mans'], ['13001', 'Aix-en-Provence'], ['29019', 'Brest'], ['37261', 'Tours'], ['80021', 'Amiens'], ['87085', 'Limoges'],
  ['74010', 'Annecy'], ['66136', 'Perpignan'], ['57463', 'Metz'], ['25056', 'Besançon'], ['45234', 'Orléans'], ['76540', 'Rouen'],
  ['14118', 'Caen'], ['54395', 'Nancy'], ['84007', 'Avignon'], ['86194', 'Poitiers'], ['17300', 'La Rochelle'], ['64445', 'Pau'],
  ['64102', 'Bayonne'], ['56260', 'Vannes'], ['29232', 'Quimper'], ['73065', 'Chambéry'], ['26362', 'Romans-sur-Isère'], ['10387', 'Troyes'],
  ['78646', 'Versailles'], ['35288', 'Saint-Malo'], ['33009', 'Bordeaux'], ['68066', 'Colmar'], ['2A004', 'Ajaccio'], ['2B033', 'Bastia'],
  ['97411', 'Saint-Denis'], ['93048', 'Bobigny'],
];
/** Three advisers whose address could not be placed: no coordinates (spec: markers without coordinates are dropped). */
const WITHOUT_COORDINATES = new Set(['57463', '10387', '29232']);
/** A few advisers without any review yet ('Pas encore d'avis.'). */
const WITHOUT_REVIEWS = new Set(['51454', '72181', '80021', '86194', '26362', '68066', '2B033']);

const FIRST = ['Camille', 'Julien', 'Sophie', 'Nicolas', 'Claire', 'Mathieu', 'Élodie', 'Antoine', 'Marion', 'Hugo', 'Aurélie', 'Romain', 'Céline', 'Maxime', 'Laure', 'Thibault', 'Inès', 'Guillaume', 'Manon', 'Benoît', 'Chloé', 'Yann', 'Pauline', 'Karim', 'Anaïs'];
const LAST = ['Lefèvre', 'Moreau', 'Girard', 'Bonnet', 'Mercier', 'Faure', 'Rousseau', 'Blanchard', 'Guérin', 'Muller', 'Henry', 'Roussel', 'Perrin', 'Morin', 'Mathieu', 'Clément', 'Gauthier', 'Dumont', 'Lopez', 'Fontaine', 'Chevalier', 'Robin', 'Masson', 'Sanchez', 'Boyer', 'Lemoine', 'Renaud', 'Picard', 'Roche', 'Barbier', 'Arnaud', 'Carpentier', 'Benard', 'Colin', 'Vidal', 'Caron', 'Brun', 'Marchand', 'Dufour', 'Blanc', 'Noël', 'Meyer', 'Bertin', 'Leroux', 'Giraud', 'Joly', 'Rivière', 'Lucas', 'Brunet', 'Aubert'];
const STREETS = ['rue de la République', 'avenue Jean-Jaurès', 'place du Marché', 'rue Victor-Hugo', 'boulevard Gambetta', 'rue Pasteur', 'rue de la Gare', 'avenue de la Libération'];
const LANGUAGES = [['Français'], ['Français', 'Anglais'], ['Français', 'Espagnol'], ['Français', 'Anglais', 'Allemand'], ['Français', 'Italien'], ['Français', 'Arabe']];
const REVIEW_TEXTS = [
  'Très bon accompagnement du début à la fin, vente conclue en deux mois.',
  'Conseiller disponible et de bon conseil sur le prix. Je recommande.',
  'Estimation juste et suivi régulier des visites. Merci !',
  'Réactif, honnête et professionnel. Nous avons trouvé notre appartement grâce à lui.',
  'Accompagnement sérieux pour notre première acquisition, explications claires.',
  'Bonne communication, mais la vente a pris un peu plus de temps que prévu.',
  'Excellent suivi jusqu’à la signature chez le notaire.',
];

function shortDescription(first: string, city: string, years: number): string {
  return `${first} accompagne vendeurs et acquéreurs à ${city} et alentour depuis ${years} ans.`;
}
function longDescription(first: string, city: string, years: number): string {
  return `${first} accompagne vendeurs et acquéreurs à ${city} et dans les communes voisines depuis ${years} ans. Après une première carrière dans la banque, ${first} a rejoint le réseau pour exercer en indépendant : estimation argumentée à partir des ventes récentes du quartier, mise en valeur soignée (photos, visite virtuelle), diffusion sur plus de 100 portails et compte rendu après chaque visite. Disponible en semaine comme le samedi, ${first} connaît les écoles, les transports et les projets d’urbanisme de son secteur.`;
}

function phone(n: number): string {
  const xx = String(10 + (n % 90)).padStart(2, '0');
  const yy = String(10 + ((n * 7) % 90)).padStart(2, '0');
  return `01 99 00 ${xx} ${yy}`;
}

function nearbyZones(centre: Commune, all: readonly Commune[], count: number): Commune[] {
  if (centre.lat === null || centre.lng === null) return [centre];
  const origin = { lat: centre.lat, lng: centre.lng };
  const near = all
    .filter((c) => c.insee !== centre.insee && c.lat !== null && c.population > 2000 && Math.abs(c.lat - origin.lat) < 0.3)
    .map((c) => ({ c, d: distanceKm(origin, { lat: c.lat!, lng: c.lng! }) }))
    .filter(({ d }) => d < 20)
    .sort((a, b) => a.d - b.d)
    .slice(0, count - 1)
    .map(({ c }) => c);
  return [centre, ...near];
}

export interface SeedAdvisers {
  advisers: AdvisersTable[];
  zones: AdviserZonesTable[];
  reviews: AdviserReviewsTable[];
}

/** ~50 advisers across France plus the Sevran pair, their zones and 0–6 reviews each. */
export function buildAdvisers(now: Date): SeedAdvisers {
  const random = seededRandom(20_260_101);
  const dir = communeDirectory();
  const created = now.toISOString();
  const advisers: AdvisersTable[] = [];
  const zones: AdviserZonesTable[] = [];
  const reviews: AdviserReviewsTable[] = [];
  const usedSlugs = new Set<string>();

  const add = (input: { first: string; last: string; commune: Commune; rsacCity: string; agency: boolean; zonesOf: Commune[]; description: string; reviewCount: number; email?: string; phone: string; address?: string; coords: boolean; index: number; title?: string; agencySiteId?: string }) => {
    const base = slugify(`${input.first} ${input.last}`);
    const slug = usedSlugs.has(base) ? `${base}-${slugify(input.commune.name)}` : base;
    usedSlugs.add(slug);
    const id = `cons-${String(input.index).padStart(3, '0')}`;
    const lat = input.coords && input.commune.lat !== null ? Math.round((input.commune.lat + between(random, -0.006, 0.006)) * 1e5) / 1e5 : null;
    const lng = input.coords && input.commune.lng !== null ? Math.round((input.commune.lng + between(random, -0.006, 0.006)) * 1e5) / 1e5 : null;
    const zip = input.commune.zips[0] ?? '00000';
    const years = intBetween(random, 2, 22);
    advisers.push({
      id,
      slug,
      network_site_id: NETWORK_SITE_ID,
      agency_site_id: input.agency ? AGENCY_SITE_ID : (input.agencySiteId ?? null),
      kind: input.agency ? 'agence' : 'mandataire',
      first_name: input.first,
      last_name: input.last,
      name_key: placeKey(`${input.first} ${input.last}`),
      title: input.title ?? 'Conseiller immobilier indépendant',
      avatar_url: `/img/w=320,h=320/avatars/conseiller-${(input.index % 6) + 1}.svg`,
      cover_url: `/img/w=1200,h=675/listings/${pick(random, ['maison-1', 'appartement-1', 'maison-2', 'appartement-2'])}.svg`,
      phone: input.phone,
      email: input.email ?? `${slugify(input.first)}.${slugify(input.last)}@maisonfort.example`,
      address: input.address ?? `${intBetween(random, 1, 80)} ${pick(random, STREETS)}, ${zip} ${input.commune.name}`,
      city: input.commune.name,
      zip,
      insee: input.commune.insee,
      dep: input.commune.dep,
      region: input.commune.region,
      country: 'France',
      lat,
      lng,
      zones: JSON.stringify(input.zonesOf.map((c) => ({ insee: c.insee, name: c.name }))),
      languages: JSON.stringify(pick(random, LANGUAGES)),
      networks: JSON.stringify([
        { type: 'facebook', href: `https://www.facebook.com/${slug}.example` },
        { type: 'linkedin', href: `https://www.linkedin.com/in/${slug}-example` },
        ...(random() < 0.5 ? [{ type: 'instagram', href: `https://www.instagram.com/${slug.replace(/-/g, '_')}_example` }] : []),
      ]),
      years_experience: years,
      sales_count: intBetween(random, 8, 40) * Math.max(1, Math.round(years / 4)),
      description: input.description,
      active: 1,
      rsac_number: `${intBetween(random, 800, 999)} ${intBetween(random, 100, 999)} ${intBetween(random, 100, 999)}`,
      rsac_city: input.rsacCity,
      ...NETWORK_LEGAL,
      created_at: created,
    });
    for (const z of input.zonesOf) zones.push({ adviser_id: id, insee: z.insee, dep: z.dep });
    for (let r = 0; r < input.reviewCount; r += 1) {
      const daysAgo = intBetween(random, 5, 700);
      reviews.push({
        id: `${id}-avis-${r + 1}`,
        adviser_id: id,
        author: reviewAuthor(reviews.length, random),
        rating: random() < 0.8 ? 5 : random() < 0.7 ? 4 : 3,
        source: pick(random, ['Google', 'Immodvisor', 'Trustpilot'] as const),
        date: new Date(now.getTime() - daysAgo * 86_400_000).toISOString().slice(0, 10),
        text: pick(random, REVIEW_TEXTS),
      });
    }
  };

  // The Sevran pair (agency site): both cover the four towns of the agency.
  const sevranTowns = ['93071', '93005', '93007', '93010'].map((c) => dir.byInsee(c)!);
  const sevran = sevranTowns[0]!;
  add({ first: 'Léa', last: 'Garnier', commune: sevran, rsacCity: 'Bobigny', agency: true, zonesOf: sevranTowns, description: longDescription('Léa', 'Sevran', 11), reviewCount: 5, email: 'lea.garnier@maisonfort.example', phone: '01 99 00 93 27', address: '12 avenue du Général Leclerc, 93270 Sevran', coords: true, index: 1, title: 'Conseillère immobilière indépendante — Maisonfort Sevran' });
  add({ first: 'Thomas', last: 'Garnier', commune: sevran, rsacCity: 'Bobigny', agency: true, zonesOf: sevranTowns, description: shortDescription('Thomas', 'Sevran', 9), reviewCount: 3, email: 'thomas.garnier@maisonfort.example', phone: '01 99 00 93 28', address: '12 avenue du Général Leclerc, 93270 Sevran', coords: true, index: 2, title: 'Conseiller immobilier indépendant — Maisonfort Sevran' });

  TOWNS.forEach(([insee, rsacCity], i) => {
    const commune = dir.byInsee(insee);
    if (!commune) throw new Error(`demo adviser town ${insee} is not a current commune`);
    const first = FIRST[i % FIRST.length]!;
    const last = LAST[i % LAST.length]!;
    const years = 3 + (i % 15);
    add({
      first,
      last,
      commune,
      rsacCity,
      agency: false,
      zonesOf: nearbyZones(commune, dir.all, 3 + (i % 4)),
      description: i % 3 === 0 ? longDescription(first, commune.name, years) : shortDescription(first, commune.name, years),
      reviewCount: WITHOUT_REVIEWS.has(insee) ? 0 : 1 + (i % 6),
      phone: phone(i + 3),
      coords: !WITHOUT_COORDINATES.has(insee),
      index: i + 3,
      ...(insee === SECOND_AGENCY.insee ? { agencySiteId: SECOND_AGENCY.siteId } : {}),
    });
  });

  // Versailles' second adviser (the agency is a pair, like Sevran's), covering the agency's four towns.
  const versaillesTowns = ['78646', '78158', '78686', '78117'].map((c) => dir.byInsee(c)!);
  add({ first: 'Hélène', last: 'Marchetti', commune: versaillesTowns[0]!, rsacCity: 'Versailles', agency: false, agencySiteId: SECOND_AGENCY.siteId, zonesOf: versaillesTowns, description: longDescription('Hélène', 'Versailles', 8), reviewCount: 2, phone: '01 99 00 78 01', coords: true, index: TOWNS.length + 3, title: 'Conseillère immobilière indépendante — Maisonfort Versailles' });
  return { advisers, zones, reviews };
}
