// Energy-label letters and the "bounds → letter" rule shared by every scale.

/** A to G are current labels; H and I only appear on legacy tertiary certificates. */
export type DpeLetter = 'A' | 'B' | 'C' | 'D' | 'E' | 'F' | 'G' | 'H' | 'I';

export const DPE_LETTERS: readonly DpeLetter[] = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I'];

/** Upper limits for A..F; anything at or above the F limit is G. */
export type Bounds = readonly [number, number, number, number, number, number];

const COMPUTED: readonly DpeLetter[] = ['A', 'B', 'C', 'D', 'E', 'F'];

/**
 * Bounds are exclusive: a value belongs to X when it is strictly below X's limit
 * (EP 70 is B, GES 6.0 is B). Non-finite or negative values give null: no label
 * is better than a wrong one.
 */
export function letterFor(value: number | null | undefined, bounds: Bounds): DpeLetter | null {
  if (value == null || !Number.isFinite(value) || value < 0) return null;
  for (let i = 0; i < COMPUTED.length; i++) {
    if (value < bounds[i]!) return COMPUTED[i]!;
  }
  return 'G';
}

/** Accepts ' b ', 'H', etc.; anything else is null (never throws). */
export function parseLetter(value: unknown): DpeLetter | null {
  if (typeof value !== 'string') return null;
  const up = value.trim().toUpperCase();
  return (DPE_LETTERS as readonly string[]).includes(up) ? (up as DpeLetter) : null;
}

/** Worse of two letters (A best, I worst); a missing side yields the other one. */
export function worseLetter(a: DpeLetter | null, b: DpeLetter | null): DpeLetter | null {
  if (a == null) return b;
  if (b == null) return a;
  return DPE_LETTERS.indexOf(a) >= DPE_LETTERS.indexOf(b) ? a : b;
}

/** Better of two letters; used to keep an estimate from reading worse than the certificate. */
export function betterLetter(a: DpeLetter | null, b: DpeLetter | null): DpeLetter | null {
  if (a == null) return b;
  if (b == null) return a;
  return DPE_LETTERS.indexOf(a) <= DPE_LETTERS.indexOf(b) ? a : b;
}
