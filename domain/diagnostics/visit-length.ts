import type { DiagnosticKey } from '../quote/required';

/**
 * How long a diagnostic visit takes (issue 33 item 3, decision 0142): minutes on site per diagnostic
 * (a default table the owner may override per site on the "Agenda" page), scaled by a factor of the
 * surface band, rounded up to the quarter hour, plus a travel buffer chosen by the travel zone the
 * price already uses (the zone's outer distance from the office's commune centre).
 */
export type VisitMinutes = Readonly<Record<DiagnosticKey, number>>;

/** On-site minutes for a small dwelling (up to 60 m²); the ERP is written at the office. */
export const DEFAULT_VISIT_MINUTES: VisitMinutes = {
  dpe: 30,
  audit: 60,
  erp: 0,
  electricite: 20,
  gaz: 15,
  amiante: 30,
  plomb: 30,
  carrez: 15,
  boutin: 15,
  termites: 20,
};

/** Surface bands (upper bound in m², included) and their factor in percent; above the last, the last factor. */
export const SURFACE_FACTORS: ReadonlyArray<{ upTo: number; percent: number }> = [
  { upTo: 60, percent: 100 },
  { upTo: 100, percent: 120 },
  { upTo: 150, percent: 140 },
  { upTo: 250, percent: 170 },
];
export const LARGEST_SURFACE_PERCENT = 200;

/** Travel buffer by the travel zone's outer distance (km, included); beyond the last, the longest. */
export const TRAVEL_BUFFERS: ReadonlyArray<{ upToKm: number; minutes: number }> = [
  { upToKm: 10, minutes: 15 },
  { upToKm: 25, minutes: 30 },
  { upToKm: 40, minutes: 45 },
];
export const LONGEST_TRAVEL_BUFFER = 60;
/** When the property could not be placed (no distance), the buffer of a middle zone. */
export const UNKNOWN_TRAVEL_BUFFER = 30;
/** Never less than this, travel included. */
export const SHORTEST_VISIT = 30;

const QUARTER = 15;
const upToQuarter = (minutes: number) => Math.ceil(minutes / QUARTER) * QUARTER;

export function surfacePercent(surface: number): number {
  if (!Number.isFinite(surface) || surface <= 0) return SURFACE_FACTORS[0]!.percent;
  return SURFACE_FACTORS.find((band) => surface <= band.upTo)?.percent ?? LARGEST_SURFACE_PERCENT;
}

/**
 * The buffer for a property `distanceKm` from the office: the price's travel zone holding it decides
 * (its outer bound), or the distance itself when the site has no grid; unknown distance, 30 minutes.
 */
export function travelBuffer(distanceKm: number | null, travelZones: ReadonlyArray<{ upToKm: number }> = []): number {
  if (distanceKm === null || !Number.isFinite(distanceKm) || distanceKm < 0) return UNKNOWN_TRAVEL_BUFFER;
  const zone = travelZones.find((z) => distanceKm <= z.upToKm);
  const km = zone ? zone.upToKm : distanceKm;
  return TRAVEL_BUFFERS.find((b) => km <= b.upToKm)?.minutes ?? LONGEST_TRAVEL_BUFFER;
}

export interface VisitInput {
  diagnostics: readonly DiagnosticKey[];
  /** Living surface in m² (the funnel's answer). */
  surface: number;
  distanceKm: number | null;
  /** The price grid's travel zones, when the site has a grid. */
  travelZones?: ReadonlyArray<{ upToKm: number }>;
  /** The site's own minutes per diagnostic (the owner's override); missing keys take the default. */
  minutes?: Partial<Record<DiagnosticKey, number>>;
}

/** The visit's length in minutes, a multiple of 15. */
export function visitLength(input: VisitInput): number {
  const onSite = [...new Set(input.diagnostics)].reduce((sum, key) => sum + (input.minutes?.[key] ?? DEFAULT_VISIT_MINUTES[key]), 0);
  const scaled = upToQuarter((onSite * surfacePercent(input.surface)) / 100);
  return Math.max(SHORTEST_VISIT, scaled + travelBuffer(input.distanceKm, input.travelZones));
}

/** "1 h 30", "45 min", "2 h" in French; "1 h 30 min", "45 min", "2 h" in English. */
export function formatVisitLength(minutes: number, locale: 'fr' | 'en' = 'fr'): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (!h) return `${m} min`;
  if (!m) return `${h} h`;
  return locale === 'en' ? `${h} h ${m} min` : `${h} h ${String(m).padStart(2, '0')}`;
}

/** The sentence step 2 shows above the slots, written by the server (the public script does not grow). */
export function visitLengthSentence(minutes: number, locale: 'fr' | 'en'): string {
  return locale === 'en' ? `Estimated length of the visit: ${formatVisitLength(minutes, 'en')}.` : `Durée estimée de la visite : ${formatVisitLength(minutes, 'fr')}.`;
}
