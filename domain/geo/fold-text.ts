/**
 * A name or typed text as a comparison key: lower case, accents and ligatures dropped, anything but
 * letters and digits as single spaces ("Saint-Étienne" → "saint etienne", "L'Haÿ" → "l hay").
 * The place keys of the place search and of the URL place filters are built on it.
 */
export function foldText(text: string): string {
  return text
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}
