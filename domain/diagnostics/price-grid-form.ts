import { parse } from 'csv-parse/sync';
import { DIAGNOSTIC_KEYS, type DiagnosticKey } from '../quote/required';
import { type CalendarDay, isCalendarDay } from './calendar-day';
import { GRID_PROPERTY_TYPES, type GridPropertyType, type PriceGrid } from './price-grid';
import { priceGridSchema } from './price-grid-schema';
import { type Message, message } from '../i18n/message';

/**
 * The owner's price grid form (issue 33 item 1, back-office, no JavaScript) and its CSV import.
 * The prices are one CSV text (the form's field, or an uploaded file): one line per diagnostic and
 * property type, one price before tax in euros per surface band, ';' between cells (what a French
 * spreadsheet writes), an optional header line starting with 'diagnostic'. A wrong line is named with
 * its number, in French, and nothing of the grid is kept.
 *
 *   diagnostic;type;jusqu'à 40 m²;jusqu'à 80 m²;jusqu'à 120 m²;au-delà
 *   dpe;appartement;90,00;105,00;120,00;140,00
 */
export type GridFormValues = Record<string, string>;
export type GridFormResult = { ok: true; grid: PriceGrid } | { ok: false; errors: Record<string, Message[]> };
export const GRID_FIELDS = ['depuis', 'tranches', 'prix', 'remises', 'erp', 'zones'] as const;

const EUROS = /^\d{1,6}(?:[.,]\d{1,2})?$/;
const cents = (text: string) => Math.round(Number(text.replace(',', '.')) * 100);
const euros = (value: number) => (value / 100).toFixed(2).replace('.', ',');
const textLines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line, i) => ({ n: i + 1, text: line.trim() }))
    .filter((l) => l.text !== '');

/** The CSV of prices read against the surface bands: the prices, or every wrong line's message. */
export function readPriceCsv(csv: string, bandCount: number): { ok: true; prices: PriceGrid['prices'] } | { ok: false; errors: Message[] } {
  let rows: string[][];
  try {
    rows = parse(csv.replace(/^\uFEFF/, ''), { delimiter: [';', '\t'], relax_column_count: true, skip_empty_lines: true, trim: true }) as string[][];
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    return { ok: false, errors: [line ? message('gestion:diagForms.grid.csvUnreadableLine', { n: line }) : message('gestion:diagForms.grid.csvUnreadable')] };
  }
  const prices: PriceGrid['prices'] = {};
  const seen = new Map<string, number>();
  const errors: Message[] = [];
  rows.forEach((cells, i) => {
    const n = i + 1;
    const [rawKey = '', rawType = '', ...values] = cells;
    const key = rawKey.toLowerCase();
    const type = rawType.toLowerCase();
    if (i === 0 && key === 'diagnostic') return;
    if (!(DIAGNOSTIC_KEYS as readonly string[]).includes(key)) return void errors.push(message('gestion:diagForms.grid.unknownDiagnostic', { n, value: rawKey, list: DIAGNOSTIC_KEYS.join(', ') }));
    if (!(GRID_PROPERTY_TYPES as readonly string[]).includes(type)) return void errors.push(message('gestion:diagForms.grid.unknownType', { n, value: rawType, list: GRID_PROPERTY_TYPES.join(', ') }));
    const filled = values.filter((v, j) => v !== '' || j < bandCount);
    if (filled.length !== bandCount) return void errors.push(message('gestion:diagForms.grid.priceCount', { n, count: filled.length, expected: bandCount }));
    const wrong = filled.find((v) => !EUROS.test(v));
    if (wrong !== undefined) return void errors.push(message('gestion:diagForms.grid.priceInvalid', { n, value: wrong }));
    const pair = `${key}/${type}`;
    if (seen.has(pair)) return void errors.push(message('gestion:diagForms.grid.duplicate', { n, key, type, first: seen.get(pair)! }));
    seen.set(pair, n);
    (prices[key as DiagnosticKey] ??= {})[type as GridPropertyType] = filled.map(cents);
  });
  return errors.length ? { ok: false, errors } : { ok: true, prices };
}

/** Reads the whole form; `today` bounds the first day (a version never starts in the past). */
export function readGridForm(values: GridFormValues, today: CalendarDay): GridFormResult {
  const errors: Record<string, Message[]> = {};
  const add = (field: string, text: Message) => (errors[field] ??= []).push(text);

  const from = (values.depuis ?? '').trim();
  if (!isCalendarDay(from)) add('depuis', message('gestion:diagForms.grid.dateInvalid'));
  else if (from < today) add('depuis', message('gestion:diagForms.grid.datePast'));

  const bandTexts = (values.tranches ?? '').split(/[\s,;]+/).filter(Boolean);
  const surfaceBands = bandTexts.map(Number);
  if (bandTexts.some((b) => !/^\d{1,4}$/.test(b) || Number(b) === 0)) add('tranches', message('gestion:diagForms.grid.bandsFormat'));
  else if (surfaceBands.some((b, i) => i > 0 && b <= surfaceBands[i - 1]!)) add('tranches', message('gestion:diagForms.grid.bandsOrder'));
  else if (surfaceBands.length > 10) add('tranches', message('gestion:diagForms.grid.bandsTooMany'));

  let prices: PriceGrid['prices'] = {};
  if (!errors.tranches) {
    const read = readPriceCsv(values.prix ?? '', surfaceBands.length + 1);
    if (read.ok) prices = read.prices;
    else for (const error of read.errors) add('prix', error);
    if (read.ok && Object.keys(read.prices).length === 0) add('prix', message('gestion:diagForms.grid.noPrice'));
  }

  const packDiscounts: PriceGrid['packDiscounts'] = [];
  for (const { n, text } of textLines(values.remises ?? '')) {
    const m = /^(\d{1,2})\s*[:;=]\s*(\d{1,3}(?:[.,]\d{1,2})?)\s*%?$/.exec(text);
    const percent = m ? Number(m[2]!.replace(',', '.')) : Number.NaN;
    if (!m || Number(m[1]) < 2 || !(percent >= 0 && percent <= 100)) add('remises', message('gestion:diagForms.grid.discountFormat', { n }));
    else packDiscounts.push({ fromCount: Number(m[1]), basisPoints: Math.round(percent * 100) });
  }
  if (packDiscounts.some((p, i) => i > 0 && p.fromCount <= packDiscounts[i - 1]!.fromCount)) add('remises', message('gestion:diagForms.grid.discountOrder'));

  const erpText = (values.erp ?? '').trim();
  const erpFreeFrom = erpText === '' ? null : /^\d{1,2}$/.test(erpText) && Number(erpText) >= 1 ? Number(erpText) : Number.NaN;
  if (Number.isNaN(erpFreeFrom)) add('erp', message('gestion:diagForms.grid.erp'));

  const travelZones: PriceGrid['travelZones'] = [];
  for (const { n, text } of textLines(values.zones ?? '')) {
    const m = /^(\d{1,3}(?:[.,]\d)?)\s*(?:km)?\s*[:;=]\s*(\d{1,6}(?:[.,]\d{1,2})?)\s*€?$/.exec(text);
    if (!m || Number(m[1]!.replace(',', '.')) <= 0) add('zones', message('gestion:diagForms.grid.zoneFormat', { n }));
    else travelZones.push({ upToKm: Number(m[1]!.replace(',', '.')), supplement: cents(m[2]!) });
  }
  if (!errors.zones && travelZones.length === 0) add('zones', message('gestion:diagForms.grid.zoneNone'));
  if (travelZones.some((z, i) => i > 0 && z.upToKm <= travelZones[i - 1]!.upToKm)) add('zones', message('gestion:diagForms.grid.zoneOrder'));

  if (Object.keys(errors).length) return { ok: false, errors };
  const parsed = priceGridSchema.safeParse({ effectiveFrom: from, surfaceBands, prices, packDiscounts, erpFreeFrom, travelZones });
  if (!parsed.success) return { ok: false, errors: { form: parsed.error.issues.map((i) => message('gestion:diagForms.grid.invalid', { detail: i.message })) } };
  return { ok: true, grid: parsed.data };
}

/** The CSV of a grid's prices, header first (what the form shows and what an export gives). */
export function priceCsv(grid: PriceGrid): string {
  const bounds = grid.surfaceBands.map((b) => `jusqu’à ${b} m²`);
  const header = ['diagnostic', 'type', ...bounds, grid.surfaceBands.length ? 'au-delà' : 'prix'].join(';');
  const lines = [header];
  for (const key of DIAGNOSTIC_KEYS) {
    for (const type of GRID_PROPERTY_TYPES) {
      const band = grid.prices[key]?.[type];
      if (band) lines.push([key, type, ...band.map(euros)].join(';'));
    }
  }
  return lines.join('\n');
}

/** The form's values for a grid (the version to edit), starting on `from`. */
export function gridFormValues(grid: PriceGrid, from: CalendarDay): GridFormValues {
  return {
    depuis: from,
    tranches: grid.surfaceBands.join(' '),
    prix: priceCsv(grid),
    remises: grid.packDiscounts.map((p) => `${p.fromCount} : ${String(p.basisPoints / 100).replace('.', ',')} %`).join('\n'),
    erp: grid.erpFreeFrom === null ? '' : String(grid.erpFreeFrom),
    zones: grid.travelZones.map((z) => `${String(z.upToKm).replace('.', ',')} : ${euros(z.supplement)}`).join('\n'),
  };
}
