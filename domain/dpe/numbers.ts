// Certificate-number handling for the simulator input.

/** Comparison key: all whitespace removed, uppercased. */
export function normaliseDpeNumber(numero: string): string {
  return numero.replace(/\s+/g, '').toUpperCase();
}

/**
 * A DPE number as ADEME issues it since July 2021 (13 characters: the year's last two digits, the
 * department's two, a letter for the kind of certificate, seven digits and a check letter), once
 * spaces are removed and letters uppercased: '2429E1836524K'. Anything else cannot be found, so it is
 * refused before any call to ADEME.
 */
export const DPE_NUMBER_PATTERN = /^\d{4}[A-Z]\d{7}[A-Z]$/;

export function isWellFormedDpeNumber(numero: string): boolean {
  return DPE_NUMBER_PATTERN.test(normaliseDpeNumber(numero));
}

export function sameDpeNumber(a: string, b: string): boolean {
  return normaliseDpeNumber(a) === normaliseDpeNumber(b);
}

/** 'a, b ,a' → ['a', 'b']: split on commas, trimmed, empties dropped, first spelling kept. */
export function parseDpeNumbers(input: string): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const part of input.split(',')) {
    const trimmed = part.trim();
    if (trimmed === '') continue;
    const key = normaliseDpeNumber(trimmed);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(trimmed);
  }
  return out;
}
