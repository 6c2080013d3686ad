import PDFDocument from 'pdfkit';
import type { QuoteDocument } from '../../domain/diagnostics/quote-document';
import { frenchDay } from '../../domain/diagnostics/quote-document';

export interface DevisRenderOptions {
  /** Tests read the text streams uncompressed. */
  compress?: boolean;
}

const WIDTH = 515;

/** The devis of a firm-priced quote (issue 33 item 2) as an A4 PDF drawn with pdfkit: identity, lines, totals, validity and conditions. */
export function renderQuoteDevisPdf(devis: QuoteDocument, options: DevisRenderOptions = {}): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const business = devis.identity[0]?.[1] ?? '';
    const doc = new PDFDocument({ size: 'A4', margin: 40, compress: options.compress ?? true, info: { Title: `Devis ${devis.reference}`, Author: business } });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    const left = doc.page.margins.left;

    doc.fillColor('#0b2545').font('Helvetica-Bold').fontSize(16).text(business, left, doc.y);
    doc.font('Helvetica').fontSize(9).fillColor('#333333');
    for (const [label, value] of devis.identity.slice(1)) doc.text(`${label} : ${value}`);
    doc.moveDown(1);

    doc.fillColor('#0b2545').font('Helvetica-Bold').fontSize(20).text(`Devis ${devis.reference}`);
    doc.font('Helvetica').fontSize(10).fillColor('#333333').text(`Établi le ${frenchDay(devis.issuedOn)} · valable jusqu’au ${frenchDay(devis.validUntil)}`);
    doc.moveDown(0.6);
    doc.font('Helvetica-Bold').text('Client');
    doc.font('Helvetica');
    for (const line of devis.customer) doc.text(line);
    doc.moveDown(1);

    const row = (label: string, amount: string, bold: boolean, shade: boolean) => {
      doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
      const height = Math.max(doc.heightOfString(label, { width: WIDTH - 130 }), 12) + 8;
      if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
      const top = doc.y;
      if (shade) doc.rect(left, top, WIDTH, height).fill('#e7f0fa');
      doc.fillColor('#0b2545').text(label, left + 6, top + 4, { width: WIDTH - 130 });
      doc.text(amount, left + WIDTH - 120, top + 4, { width: 114, align: 'right' });
      doc.x = left;
      doc.y = top + height;
    };
    row('Prestation', 'Montant HT', true, true);
    for (const [label, amount] of devis.lines) row(label, amount, false, false);
    doc.moveTo(left, doc.y).lineTo(left + WIDTH, doc.y).lineWidth(0.5).stroke('#b9c7d8');
    devis.totals.forEach(([label, amount], i) => row(label, amount, i === devis.totals.length - 1, i === devis.totals.length - 1));
    doc.moveDown(1.2);

    doc.font('Helvetica-Bold').fontSize(11).fillColor('#0b2545').text('Conditions', left, doc.y);
    doc.font('Helvetica').fontSize(9.5).fillColor('#333333');
    for (const condition of devis.conditions) doc.text(`• ${condition}`, { width: WIDTH });
    doc.end();
  });
}
