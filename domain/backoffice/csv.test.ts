import { describe, expect, it } from 'vitest';
import { csvCell, csvDocument } from './csv';

describe('CSV for Excel in French', () => {
  it.each([
    ['plain', 'plain'],
    ['=HYPERLINK("http://evil.example")', `"'=HYPERLINK(""http://evil.example"")"`],
    ['+33 6 12 34 56 78', "'+33 6 12 34 56 78"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tTAB', "'\tTAB"],
    ['a;b', '"a;b"'],
    ['ligne 1\nligne 2', '"ligne 1\nligne 2"'],
    ['dit "bonjour"', '"dit ""bonjour"""'],
    [null, ''],
    [42, '42'],
  ])('%j → %s', (value, cell) => expect(csvCell(value)).toBe(cell));

  it('starts with a byte-order mark, separates with semicolons and ends lines with CRLF', () => {
    const text = csvDocument(['Nom', 'Téléphone'], [['Inès', '06 12'], ['=1+1', null]]);
    expect(text).toBe("\uFEFFNom;Téléphone\r\nInès;06 12\r\n'=1+1;\r\n");
    expect(Buffer.from(text, 'utf8').subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  });
});
