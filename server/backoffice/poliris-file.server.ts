import { parse } from 'csv-parse/sync';
import { unzipSync } from 'fflate';
import iconv from 'iconv-lite';

/**
 * An uploaded Poliris feed: a ZIP holding annonces.csv (and, with Photos.cfg Mode=FULL, the photo
 * files), or the bare annonces.csv. Agency software writes Windows-1252 (Latin-1) more often than
 * UTF-8: a file that is not valid UTF-8 is read as Windows-1252. Never throws: a broken file is a
 * French message.
 */
export type PolirisFile = { ok: true; lines: Array<{ line: number; fields: string[] }>; files: Map<string, Uint8Array> } | { ok: false; message: string };

/** At most this many photo files are kept from a ZIP, and this many bytes once inflated. */
const MAX_UNZIPPED_BYTES = 200 * 1024 * 1024;
const MAX_LINES = 20_000;

const isZip = (b: Uint8Array) => b.length >= 4 && b[0] === 0x50 && b[1] === 0x4b && b[2] === 0x03 && b[3] === 0x04;

/** The text of annonces.csv: UTF-8 when it is valid UTF-8 (BOM dropped), else Windows-1252. */
export function decodeFeedText(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return iconv.decode(Buffer.from(bytes), 'win1252');
  }
}

/** The feed's lines split by `!#`, each with its line number in the file (1-based). */
export function feedLines(text: string): PolirisFile {
  let records: Array<{ record: string[]; info: { lines: number } }>;
  try {
    records = parse(text, { delimiter: '!#', quote: '"', relax_column_count: true, relax_quotes: true, skip_empty_lines: true, trim: true, info: true, bom: true, max_record_size: 1_000_000 }) as unknown as typeof records;
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    return { ok: false, message: `Fichier illisible${line ? ` à la ligne ${line}` : ''} : ce n’est pas un fichier annonces.csv au format Poliris (champs entre guillemets séparés par !#).` };
  }
  if (records.length > MAX_LINES) return { ok: false, message: `Fichier trop long : ${records.length} annonces, ${MAX_LINES} au plus par import.` };
  return { ok: true, lines: records.map((r) => ({ line: r.info.lines, fields: r.record })), files: new Map() };
}

export function readPolirisUpload(bytes: Uint8Array): PolirisFile {
  if (bytes.length === 0) return { ok: false, message: 'Fichier vide.' };
  if (!isZip(bytes)) {
    if (bytes.includes(0)) return { ok: false, message: 'Ce fichier n’est ni un ZIP Poliris ni un fichier annonces.csv.' };
    return feedLines(decodeFeedText(bytes));
  }
  let entries: Record<string, Uint8Array>;
  try {
    let total = 0;
    entries = unzipSync(bytes, {
      filter: (file) => {
        total += file.originalSize;
        return total <= MAX_UNZIPPED_BYTES && !file.name.endsWith('/');
      },
    });
  } catch {
    return { ok: false, message: 'Archive ZIP illisible ou endommagée.' };
  }
  const names = Object.keys(entries);
  const csv = names.find((n) => /(^|\/)annonces\.csv$/i.test(n));
  if (!csv) return { ok: false, message: 'L’archive ne contient pas de fichier annonces.csv.' };
  const read = feedLines(decodeFeedText(entries[csv]!));
  if (!read.ok) return read;
  // Photos are named by their bare file name in the CSV.
  const files = new Map<string, Uint8Array>();
  for (const name of names) if (name !== csv) files.set(name.split('/').pop()!.toLowerCase(), entries[name]!);
  return { ...read, files };
}
