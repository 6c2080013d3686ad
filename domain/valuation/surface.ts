import type { ValuationType } from './estimate';

/**
 * The living area a valuation accepts, per property type (issue 38 item 5, decision 0071). The floor is
 * the smallest dwelling the law lets out (décret n° 2002-120 du 30 janvier 2002, art. 4: a habitable
 * surface of at least 9 m²). The ceiling is where the commune's median price per m² stops meaning
 * anything: beyond it the range would pretend to value a château or an office block.
 */
export const SURFACE_BOUNDS: Readonly<Record<ValuationType, { min: number; max: number }>> = {
  Appartement: { min: 9, max: 1000 },
  Maison: { min: 9, max: 2000 },
};

/** Catalogue key of the surface field's message (decision 0016), with its bounds. */
export const SURFACE_MESSAGE = 'immo:valuation.errors.surface';

/** Null when the surface (digits as typed) fits the type's bounds; else the field's message and its values. */
export function surfaceProblem(type: ValuationType, surface: string): { key: typeof SURFACE_MESSAGE; values: { min: number; max: number } } | null {
  const bounds = SURFACE_BOUNDS[type];
  const value = Number(surface);
  if (surface !== '' && /^\d+$/.test(surface) && value >= bounds.min && value <= bounds.max) return null;
  return { key: SURFACE_MESSAGE, values: bounds };
}
