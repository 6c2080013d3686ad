// Certificate-number handling for the simulator input.

/** Comparison key: all whitespace removed, uppercased. */
export function normaliseDpeNumber(numero: string): string {
  return numero.replace(/\s+/g, '').toUpperCase();
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
