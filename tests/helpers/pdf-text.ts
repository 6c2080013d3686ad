import { inflateSync } from 'node:zlib';

// Node's TextDecoder reads 'windows-1252' as ISO-8859-1: the codes 0x80–0x9f are mapped here.
const CP1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';
const winAnsi = (bytes: Buffer) => [...bytes].map((b) => (b >= 0x80 && b <= 0x9f ? CP1252_HIGH[b - 0x80] : String.fromCharCode(b))).join('');

/**
 * The text a pdfkit document draws with its standard fonts: every content stream (inflated when
 * compressed), each TJ array's hex strings of WinAnsi codes joined; kerning numbers are dropped.
 */
export function pdfText(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  const streams: string[] = [];
  for (const match of source.matchAll(/<<([^]*?)>>\s*stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const end = source.indexOf('endstream', start);
    const bytes = pdf.subarray(start, end);
    if (/FlateDecode/.test(match[1]!)) {
      try {
        streams.push(inflateSync(bytes).toString('latin1'));
      } catch {
        // A font or image stream that is not text.
      }
    } else streams.push(bytes.toString('latin1'));
  }
  const runs: string[] = [];
  for (const stream of streams) {
    for (const [, array] of stream.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const hex = [...array!.matchAll(/<([0-9a-fA-F]*)>/g)].map((m) => m[1]).join('');
      runs.push(winAnsi(Buffer.from(hex, 'hex')));
    }
  }
  return runs.join(' ').replace(/\s+/g, ' ');
}
