/**
 * CSV for Excel in French: UTF-8 with a byte-order mark (Excel otherwise reads Latin-1), semicolons
 * (the list separator of a French Windows), CRLF lines, RFC 4180 quoting. A cell a spreadsheet would
 * read as a formula (starting with = + - @, or a tab / carriage return) gets a leading apostrophe
 * (OWASP's CSV injection advice). No CSV library is in the project's dependency list; this is the whole rule.
 */
export const BOM = '\uFEFF';
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[";\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvDocument(header: readonly string[], rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(';'));
  return BOM + lines.join('\r\n') + '\r\n';
}
