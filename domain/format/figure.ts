/**
 * A short key figure ('+ de 1 000', '96 %', '15 ans') on one line: a thousands space becomes a narrow
 * no-break space (the French typographic one), any other space a no-break space, so a phone never
 * wraps the figure, least of all inside the number ('+ de 1' / '000').
 */
export function unbreakableFigure(value: string): string {
  return value.replace(/(\d)[ \u00a0\u202f](?=\d{3}(?!\d))/g, '$1\u202f').replace(/ /g, '\u00a0');
}
