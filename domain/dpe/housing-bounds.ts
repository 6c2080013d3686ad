// Housing label limits (order of 25/03/2024): default, altitude and small-surface scales.
import type { Bounds } from './letters';
import {
  SMALL_SURFACE_ENERGY,
  SMALL_SURFACE_ENERGY_ALTITUDE,
  SMALL_SURFACE_GES,
  SMALL_SURFACE_GES_ALTITUDE,
  type AltitudeRow,
  type SmallSurfaceRow,
} from './small-surface-thresholds';
import { foldText } from './tertiary';

export const HOUSING_ENERGY_BOUNDS: Bounds = [70, 110, 180, 250, 330, 420];
export const HOUSING_GES_BOUNDS: Bounds = [6, 11, 30, 50, 70, 100];
export const HOUSING_ENERGY_BOUNDS_ALTITUDE: Bounds = [70, 110, 180, 250, 390, 500];
export const HOUSING_GES_BOUNDS_ALTITUDE: Bounds = [6, 11, 30, 50, 80, 110];

export const SMALL_SURFACE_MIN = 8;
export const SMALL_SURFACE_MAX = 40;

/** Only these climate zones get the relaxed E/F limits above 800 m. */
export const ALTITUDE_ZONES: readonly string[] = ['H1B', 'H1C', 'H2D'];
export const HIGH_ALTITUDE_CLASS = 'supérieur à 800m';

export interface HousingScaleInput {
  /** Reference surface in m²; 0 or unknown uses the default scale. */
  surface: number | null;
  classe_altitude: string | null;
  zone_climatique: string | null;
}

export interface HousingBounds {
  energy: Bounds;
  ges: Bounds;
  smallSurface: boolean;
  altitude: boolean;
}

export function isHighAltitude(classeAltitude: string | null, zone: string | null): boolean {
  if (classeAltitude == null || zone == null) return false;
  // Accents may arrive decomposed and spacing varies ('supérieur à 800 m').
  const key = (text: string) => foldText(text).replace(/\s+/g, '');
  const sameClass = key(classeAltitude) === key(HIGH_ALTITUDE_CLASS);
  return sameClass && ALTITUDE_ZONES.includes(zone.trim().toUpperCase());
}

// Linear interpolation between the two whole-m² rows around the surface (never 8→40 directly).
function interpolate<T extends readonly number[]>(
  rows: readonly (readonly [number, T])[],
  surface: number,
): number[] {
  const s = Math.max(SMALL_SURFACE_MIN, surface);
  const lo = Math.floor(s);
  const hi = Math.ceil(s);
  const rowLo = rows.find((r) => r[0] === lo);
  const rowHi = rows.find((r) => r[0] === hi);
  if (!rowLo || !rowHi) throw new RangeError(`No small-surface row for ${surface} m²`);
  const t = s - lo;
  return rowLo[1].map((v, i) => v + (rowHi[1][i]! - v) * t);
}

function asBounds(values: number[]): Bounds {
  if (values.length !== 6) throw new RangeError('Bounds need six limits');
  return values as unknown as Bounds;
}

function smallSurfaceBounds(
  rows: readonly SmallSurfaceRow[],
  altitudeRows: readonly AltitudeRow[],
  surface: number,
  altitude: boolean,
): Bounds {
  const base = interpolate(rows, surface);
  if (altitude) {
    const [e, f] = interpolate(altitudeRows, surface);
    base[4] = e!;
    base[5] = f!;
  }
  return asBounds(base);
}

export function housingBounds(input: HousingScaleInput): HousingBounds {
  const altitude = isHighAltitude(input.classe_altitude, input.zone_climatique);
  const surface = input.surface;
  const smallSurface = surface != null && Number.isFinite(surface) && surface > 0 && surface < SMALL_SURFACE_MAX;
  if (!smallSurface) {
    return {
      energy: altitude ? HOUSING_ENERGY_BOUNDS_ALTITUDE : HOUSING_ENERGY_BOUNDS,
      ges: altitude ? HOUSING_GES_BOUNDS_ALTITUDE : HOUSING_GES_BOUNDS,
      smallSurface: false,
      altitude,
    };
  }
  return {
    energy: smallSurfaceBounds(SMALL_SURFACE_ENERGY, SMALL_SURFACE_ENERGY_ALTITUDE, surface, altitude),
    ges: smallSurfaceBounds(SMALL_SURFACE_GES, SMALL_SURFACE_GES_ALTITUDE, surface, altitude),
    smallSurface: true,
    altitude,
  };
}
