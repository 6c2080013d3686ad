import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { polirisLine } from '../../domain/listings/poliris';
import { decodeFeedText, readPolirisUpload } from './poliris-file.server';

const FIXTURE = path.join(import.meta.dirname, '../../tests/fixtures/poliris/annonces.csv');

describe('reading an uploaded Poliris feed', () => {
  it('the fixture annonces.csv (Windows-1252, CRLF, 329 quoted fields) gives its 4 lines with their accents', () => {
    const read = readPolirisUpload(fs.readFileSync(FIXTURE));
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.lines.map((l) => [l.line, l.fields.length])).toEqual([[1, 329], [2, 329], [3, 329], [4, 329]]);
    const lines = read.lines.map((l) => polirisLine(l.fields));
    expect(lines.map((l) => (l.ok ? l.form.title : l.reasons[0]))).toEqual([
      'Appartement 3 pièces, séjour plein sud',
      'Studio meublé près de la gare',
      'Maison à rénover (DPE manquant)',
      'Identifiant technique (rang 175) manquant : la ligne ne peut pas être rapprochée d’une annonce.',
    ]);
  });

  it('UTF-8 (with or without BOM) is read as UTF-8; anything else as Windows-1252', () => {
    expect(decodeFeedText(Buffer.from('\uFEFF"Très"', 'utf8'))).toBe('"Très"');
    expect(decodeFeedText(Buffer.from('"Très"', 'utf8'))).toBe('"Très"');
    expect(decodeFeedText(Buffer.from([0x22, 0x54, 0x72, 0xe8, 0x73, 0x22, 0x80]))).toBe('"Très"€');
  });

  it('spaces around the separator, as the spec’s own example writes them, are dropped', () => {
    const read = readPolirisUpload(Buffer.from('"contenu du champ1" !# "contenu du champ2" !#"contenu du champ3"\r\n'));
    expect(read.ok && read.lines[0]!.fields).toEqual(['contenu du champ1', 'contenu du champ2', 'contenu du champ3']);
  });
});
