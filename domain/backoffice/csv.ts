import { stringify } from 'csv-stringify/sync';

/**
 * CSV for Excel in French, written by csv-stringify: UTF-8 with a byte-order mark (Excel otherwise
 * reads Latin-1), semicolons (the list separator of a French Windows), CRLF lines, RFC 4180 quoting
 * (a cell holding a lone line feed is quoted too, or Excel would start a row there). A cell a
 * spreadsheet would read as a formula (starting with = + - @, a tab or a carriage return) gets a
 * leading apostrophe (`escape_formulas`, OWASP's CSV injection advice).
 */
export const BOM = '\uFEFF';

type Cell = string | number | null | undefined;

const OPTIONS = { delimiter: ';', record_delimiter: 'windows', escape_formulas: true, quoted_match: /[\r\n]/ } as const;

/** One cell as it stands in a row (without the line end). */
export function csvCell(value: Cell): string {
  return stringify([[value ?? '']], OPTIONS).replace(/\r\n$/, '');
}

export function csvDocument(header: readonly string[], rows: readonly (readonly Cell[])[]): string {
  return stringify([header, ...rows].map((row) => row.map((cell) => cell ?? '')), { ...OPTIONS, bom: true });
}
