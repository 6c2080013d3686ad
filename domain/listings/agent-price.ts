/**
 * A sale price the way agents set it: a round figure, never 281 804 €. Under 100 000 € to the
 * 500 €, under 1 000 000 € to the 1 000 €, above to the 5 000 €.
 */
export function agentPrice(value: number): number {
  if (!Number.isFinite(value) || value <= 0) return 0;
  const step = value < 100_000 ? 500 : value < 1_000_000 ? 1_000 : 5_000;
  return Math.max(step, Math.round(value / step) * step);
}

/** A monthly rent the way it is advertised: to the 5 €. */
export function agentRent(value: number): number {
  if (!Number.isFinite(value) || value <= 0) return 0;
  return Math.max(5, Math.round(value / 5) * 5);
}
