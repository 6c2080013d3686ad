import { describe, expect, it } from 'vitest';
import { renderDiagnosticsTablePdf, type TableBranding } from './diagnostics-table.server';

const PARIS: TableBranding = {
  brand: 'Diagéo',
  businessName: 'Diagéo Paris 15',
  person: 'Claire Vasseur',
  phone: '0639981524',
  email: 'claire.vasseur@diageo.example',
  address: '42 rue de la Convention, 75015 Paris',
};

/**
 * The text drawn in an uncompressed pdfkit document: its standard fonts write each run as hex
 * strings of WinAnsi codes inside TJ arrays; kerning numbers between them are dropped.
 */
function drawnText(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  const runs: string[] = [];
  for (const [, array] of source.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
    const hex = [...array!.matchAll(/<([0-9a-fA-F]*)>/g)].map((m) => m[1]).join('');
    runs.push(Buffer.from(hex, 'hex').toString('latin1'));
  }
  return runs.join(' ').replace(/\s+/g, ' ');
}

describe('the freebie PDF (issue 17 item 11)', () => {
  it('is branded for the local diagnostician: name, person, phone, e-mail, address', async () => {
    const text = drawnText(await renderDiagnosticsTablePdf(PARIS, { compress: false }));
    expect(text).toContain('Diagéo Paris 15');
    expect(text).toContain('Claire Vasseur');
    expect(text).toContain('06 39 98 15 24');
    expect(text).toContain('claire.vasseur@diageo.example');
    expect(text).toContain('42 rue de la Convention, 75015 Paris');
  });

  it('has rows for assainissement non collectif, mérule and bruit, and its sources with a date', async () => {
    const text = drawnText(await renderDiagnosticsTablePdf(PARIS, { compress: false }));
    expect(text).toContain('Assainissement non collectif');
    expect(text).toContain('Mérule');
    expect(text).toContain('Bruit (ENSA)');
    expect(text).toMatch(/Sources : Code de la construction/);
    expect(text).toContain('1er janvier 2026');
  });

  it('leaves out the contact lines a site does not have (under construction)', async () => {
    const pdf = await renderDiagnosticsTablePdf({ brand: 'Diagéo', businessName: 'Diagéo Brest', person: '', phone: '', email: '', address: '' }, { compress: false });
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = drawnText(pdf);
    expect(text).toContain('Diagéo Brest');
    expect(text).not.toContain('Tél.');
  });
});
