import PDFDocument from 'pdfkit';
import { MANDATORY_TABLE, MANDATORY_TABLE_SOURCE } from '../../domain/diag/mandatory-table';
import { formatPhonePairs } from '../../domain/format/phone';

const COLUMNS = [
  { key: 'diagnostic', title: 'Diagnostic', width: 95 },
  { key: 'sale', title: 'Vente', width: 40 },
  { key: 'rental', title: 'Location', width: 50 },
  { key: 'condition', title: 'Quand est-il obligatoire ?', width: 180 },
  { key: 'validity', title: 'Durée de validité', width: 150 },
] as const;

/** Who offers the table: the local diagnostician (issue 17 item 11), under the network's brand. */
export interface TableBranding {
  brand: string;
  /** The local business, e.g. 'Diagéo Paris 15'. */
  businessName: string;
  /** The diagnostician, e.g. 'Claire Vasseur' ('' when unknown). */
  person: string;
  phone: string;
  email: string;
  address: string;
}

export interface RenderOptions {
  /** Tests read the text streams uncompressed. */
  compress?: boolean;
}

/** The brand mark (same drawing as DiagLogo.tsx), 48 units wide, drawn at (x, y) with the given size. */
function drawLogo(doc: PDFKit.PDFDocument, x: number, y: number, size: number) {
  doc.save().translate(x, y).scale(size / 48);
  doc.roundedRect(0, 0, 48, 48, 12).fill('#13406f');
  doc.path('M10 24 24 12l14 12v13a2 2 0 0 1-2 2H12a2 2 0 0 1-2-2V24Z').fill('#ffffff');
  doc.path('m17 28 5 5 9-10').lineWidth(4).lineCap('round').lineJoin('round').stroke('#1f7a4d');
  doc.restore();
}

/** The mandatory diagnostics table as an A4 PDF, branded for the local diagnostician, drawn with pdfkit. */
export function renderDiagnosticsTablePdf(branding: TableBranding, options: RenderOptions = {}): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: 40,
      compress: options.compress ?? true,
      info: { Title: 'Tableau des diagnostics immobiliers obligatoires', Author: branding.businessName },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);

    const left = doc.page.margins.left;
    // Letterhead: logo, business, diagnostician, phone, address.
    const top = doc.y;
    drawLogo(doc, left, top, 44);
    const contact = [branding.person, branding.phone ? `Tél. ${formatPhonePairs(branding.phone)}` : '', branding.email, branding.address].filter(Boolean);
    doc.fillColor('#0b2545').font('Helvetica-Bold').fontSize(14).text(branding.businessName, left + 56, top + 2, { width: 459 });
    doc.font('Helvetica').fontSize(9.5).fillColor('#333333').text(contact.join('  ·  '), left + 56, doc.y + 2, { width: 459 });
    doc.x = left;
    doc.y = Math.max(doc.y, top + 44) + 14;
    doc.moveTo(left, doc.y).lineTo(left + 515, doc.y).lineWidth(0.5).stroke('#b9c7d8');
    doc.moveDown(0.8);

    doc.fillColor('#0b2545').font('Helvetica-Bold').fontSize(20).text('Les diagnostics immobiliers obligatoires', left, doc.y);
    doc
      .moveDown(0.3)
      .font('Helvetica')
      .fontSize(11)
      .fillColor('#333333')
      .text(`Vente et location : ce que la loi impose, et pour combien de temps. Document offert par ${branding.businessName} (réseau ${branding.brand}).`);
    doc.moveDown(1);

    const drawRow = (cells: string[], bold: boolean, shade: boolean) => {
      doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
      const heights = cells.map((text, i) => doc.heightOfString(text, { width: (COLUMNS[i]?.width ?? 60) - 8 }));
      const height = Math.max(...heights) + 10;
      if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
      const rowTop = doc.y;
      if (shade) doc.rect(left, rowTop, 515, height).fill(bold ? '#13406f' : '#e7f0fa');
      let x = left;
      cells.forEach((text, i) => {
        const width = COLUMNS[i]?.width ?? 60;
        doc.fillColor(bold ? '#ffffff' : '#111111').text(text, x + 4, rowTop + 5, { width: width - 8 });
        x += width;
      });
      doc.x = left;
      doc.y = rowTop + height;
    };

    drawRow(COLUMNS.map((c) => c.title), true, true);
    MANDATORY_TABLE.forEach((row, i) => drawRow(COLUMNS.map((c) => row[c.key]), false, i % 2 === 0));

    doc.moveDown(1.5).font('Helvetica').fontSize(9).fillColor('#333333');
    doc.text(
      'DAPP : dossier amiante parties privatives (copropriétés). Termites et mérule : les zones concernées sont fixées par arrêté préfectoral. ' +
        'DPE : depuis le 1er janvier 2026, le coefficient de l’électricité passe de 2,3 à 1,9 ; les DPE réalisés avant le 1er juillet 2021 ne sont plus valables.',
      { width: 515 },
    );
    doc.moveDown(0.6).fontSize(8).fillColor('#555555').text(MANDATORY_TABLE_SOURCE, { width: 515 });
    const reach = [branding.phone ? `au ${formatPhonePairs(branding.phone)}` : '', branding.email ? `à ${branding.email}` : ''].filter(Boolean).join(' ou ');
    if (reach) {
      doc.moveDown(1).font('Helvetica-Bold').fontSize(11).fillColor('#0b2545').text(`Une question, un devis ? ${branding.person || branding.businessName} vous répond ${reach}.`, { width: 515 });
    }
    doc.end();
  });
}
