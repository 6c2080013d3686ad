import { describe, expect, it } from 'vitest';
import { parseDiagCrm } from '../../domain/diag/crm';
import { quoteDocument } from '../../domain/diagnostics/quote-document';
import { pdfText } from '../../tests/helpers/pdf-text';
import { renderQuoteDevisPdf } from './quote-devis.server';

const devis = quoteDocument({
  leadId: 'abcd1234-0000-0000-0000-000000000000',
  businessName: 'Diagéo Paris 15',
  crm: parseDiagCrm({ SIRET: '91234567800012', TVANumber: 'FR45912345678', ActivAssurance: 'Assurelia Pro', ActivOrganismeCertificateur: 'Certivia' }),
  customer: { name: 'Inès Moreau', email: 'ines@example.fr', propertyAddress: '10 rue X, 75015 Paris' },
  issuedOn: '2026-11-28',
  price: {
    lines: [
      { key: 'dpe', listHt: 15000, ht: 15000, freeInPack: false },
      { key: 'amiante', listHt: 120000, ht: 120000, freeInPack: false },
    ],
    diagnosticsHt: 135000,
    discount: { basisPoints: 0, ht: 0 },
    travelHt: 0,
    total: { ht: 135000, vat: 27000, ttc: 162000 },
  },
});

describe('the devis PDF (issue 33 item 2)', () => {
  it.each([true, false])('draws the identity, the lines, the totals and the validity (compressed: %s)', async (compress) => {
    const pdf = await renderQuoteDevisPdf(devis, { compress });
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(pdf);
    for (const expected of ['Diagéo Paris 15', 'SIRET : 91234567800012', 'N° de TVA intracommunautaire : FR45912345678', 'Assurelia Pro', 'Organisme de certification : Certivia', 'Devis D-ABCD1234', 'Inès Moreau']) {
      expect(text).toContain(expected);
    }
    expect(text).toMatch(/DPE 150,00 €/);
    expect(text).toMatch(/Amiante 1 200,00 €/);
    expect(text).toMatch(/Total HT 1 350,00 €/);
    expect(text).toMatch(/TVA 20 % 270,00 €/);
    expect(text).toMatch(/Total TTC 1 620,00 €/);
    expect(text).toContain('valable jusqu’au 28/12/2026');
    expect(text).toContain('Devis valable 30 jours');
  });
});
