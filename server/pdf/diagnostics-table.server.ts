import PDFDocument from 'pdfkit';
import { MANDATORY_TABLE } from '../../domain/diag/mandatory-table';

const COLUMNS = [
  { key: 'diagnostic', title: 'Diagnostic', width: 95 },
  { key: 'sale', title: 'Vente', width: 40 },
  { key: 'rental', title: 'Location', width: 50 },
  { key: 'condition', title: 'Quand est-il obligatoire ?', width: 180 },
  { key: 'validity', title: 'Durée de validité', width: 150 },
] as const;

/** The mandatory diagnostics table as an A4 PDF, drawn with pdfkit. */
export function renderDiagnosticsTablePdf(brand: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 40, info: { Title: 'Tableau des diagnostics immobiliers obligatoires', Author: brand } });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);

    doc.fillColor('#0b2545').font('Helvetica-Bold').fontSize(20).text('Les diagnostics immobiliers obligatoires');
    doc.moveDown(0.3).font('Helvetica').fontSize(11).fillColor('#333333').text(`Vente et location : ce que la loi impose, et pour combien de temps. Document offert par ${brand}.`);
    doc.moveDown(1);

    const left = doc.page.margins.left;
    const drawRow = (cells: string[], bold: boolean, shade: boolean) => {
      doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
      const heights = cells.map((text, i) => doc.heightOfString(text, { width: (COLUMNS[i]?.width ?? 60) - 8 }));
      const height = Math.max(...heights) + 10;
      if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
      const top = doc.y;
      if (shade) doc.rect(left, top, 515, height).fill(bold ? '#13406f' : '#e7f0fa');
      let x = left;
      cells.forEach((text, i) => {
        const width = COLUMNS[i]?.width ?? 60;
        doc.fillColor(bold ? '#ffffff' : '#111111').text(text, x + 4, top + 5, { width: width - 8 });
        x += width;
      });
      doc.x = left;
      doc.y = top + height;
    };

    drawRow(COLUMNS.map((c) => c.title), true, true);
    MANDATORY_TABLE.forEach((row, i) => drawRow(COLUMNS.map((c) => row[c.key]), false, i % 2 === 0));

    doc.moveDown(1.5).font('Helvetica').fontSize(9).fillColor('#333333');
    doc.text(
      'DAPP : dossier amiante parties privatives (copropriétés). Termites : la liste des communes concernées est fixée par arrêté préfectoral. ' +
        'DPE : depuis le 1er janvier 2026, le coefficient de l’électricité passe de 2,3 à 1,9 ; les DPE réalisés avant le 1er juillet 2021 ne sont plus valables.',
      { width: 515 },
    );
    doc.end();
  });
}
