import { describe, expect, it } from 'vitest';
import { parseDiagCrm } from '../diag/crm';
import { quoteDocument, quoteReference, type StoredFirmPrice } from './quote-document';

const PRICE: StoredFirmPrice = {
  lines: [
    { key: 'dpe', listHt: 15000, ht: 15000, freeInPack: false },
    { key: 'erp', listHt: 3000, ht: 0, freeInPack: true },
    { key: 'amiante', listHt: 12000, ht: 12000, freeInPack: false },
  ],
  diagnosticsHt: 27000,
  discount: { basisPoints: 1500, ht: 4050 },
  travelHt: 2500,
  total: { ht: 25450, vat: 5090, ttc: 30540 },
};

const CUSTOMER = { name: 'Inès Moreau', email: 'ines@example.fr', propertyAddress: '10 rue X, 75015 Paris' };

describe('the devis content (issue 33 item 2)', () => {
  const full = parseDiagCrm({
    SIRET: '91234567800012',
    TVANumber: 'FR45912345678',
    TypeOfCompany: 'SASU',
    Address: '42 rue de la Convention, 75015 Paris',
    ActivAssurance: 'Assurelia Pro',
    ActivOrganismeCertificateur: 'Certivia; Qualidiag Certification',
    ActivNumeroCertification: 'CPDI-4821; QD-2024-117',
  });

  it('names the business with everything its record has', () => {
    const doc = quoteDocument({ leadId: 'abcd1234-ef56-7890-abcd-ef1234567890', businessName: 'Diagéo Paris 15', crm: full, customer: CUSTOMER, issuedOn: '2026-11-28', price: PRICE });
    expect(doc.identity).toEqual([
      ['Raison sociale', 'Diagéo Paris 15'],
      ['Forme juridique', 'SASU'],
      ['SIRET', '91234567800012'],
      ['N° de TVA intracommunautaire', 'FR45912345678'],
      ['Adresse', '42 rue de la Convention, 75015 Paris'],
      ['Assurance responsabilité civile professionnelle', 'Assurelia Pro'],
      ['Organismes de certification', 'Certivia, Qualidiag Certification'],
      ['N° de certification', 'CPDI-4821, QD-2024-117'],
    ]);
    expect(doc.reference).toBe('D-ABCD1234');
  });

  it('leaves out what the record does not have (nothing invented)', () => {
    const doc = quoteDocument({ leadId: 'x', businessName: 'Diagéo Brest', crm: parseDiagCrm({ SIRET: '93456789000018' }), customer: CUSTOMER, issuedOn: '2026-11-28', price: PRICE });
    expect(doc.identity).toEqual([
      ['Raison sociale', 'Diagéo Brest'],
      ['SIRET', '93456789000018'],
    ]);
  });

  it('prices each line before tax, the pack discount and the travel, then HT, TVA 20 % and TTC in French', () => {
    const doc = quoteDocument({ leadId: 'x', businessName: 'B', crm: full, customer: CUSTOMER, issuedOn: '2026-11-28', price: PRICE });
    expect(doc.lines).toEqual([
      ['DPE', '150,00 €'],
      ['État des risques (ERP) (offert dans le pack)', '0,00 €'],
      ['Amiante', '120,00 €'],
      ['Remise pack (15 %)', '-40,50 €'],
      ['Frais de déplacement', '25,00 €'],
    ]);
    expect(doc.totals).toEqual([
      ['Total HT', '254,50 €'],
      ['TVA 20 %', '50,90 €'],
      ['Total TTC', '305,40 €'],
    ]);
  });

  it.each([
    ['2026-11-28', '2026-12-28', '28/12/2026'],
    ['2026-01-31', '2026-03-02', '02/03/2026'],
    ['2028-02-15', '2028-03-16', '16/03/2028'],
  ])('a quote of %s is valid 30 days, until %s', (issuedOn, validUntil, written) => {
    const doc = quoteDocument({ leadId: 'x', businessName: 'B', crm: full, customer: CUSTOMER, issuedOn, price: PRICE });
    expect(doc.validUntil).toBe(validUntil);
    expect(doc.conditions[0]).toBe(`Devis valable 30 jours, jusqu’au ${written} inclus.`);
  });

  it('a reference has no dash of the uuid', () => {
    expect(quoteReference('0f1e2d3c-4b5a-6978-8899-aabbccddeeff')).toBe('D-0F1E2D3C');
  });
});
