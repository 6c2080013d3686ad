/** Numbers as the simulator shows them (spec §9): French format, floored to integers; missing is a dash. */
const FRENCH_INTEGER = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 });

export const MISSING_NUMBER = '—';

export function formatFloor(value: number | null | undefined): string {
  if (value == null || !Number.isFinite(value)) return MISSING_NUMBER;
  // Rounding noise first (69.99999999 is 70), then the floor.
  return FRENCH_INTEGER.format(Math.floor(Math.round(value * 1e6) / 1e6)).replace(/\s/g, '\u202f');
}
