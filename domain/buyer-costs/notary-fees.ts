import { departmentTransferRate } from './transfer-tax-rates';

/**
 * Acquisition costs of a home ('frais de notaire', issue 39 item 6). Pure; amounts in euros, to the cent.
 *
 * - Émoluments proportionnels de vente: Code de commerce art. A444-91 as set by the arrêté du 28 février
 *   2020 fixant les tarifs réglementés des notaires: 3.870 % up to 6,500 €, 1.596 % to 17,000 €, 1.064 %
 *   to 60,000 €, 0.799 % above; plus VAT at 20 % (CGI art. 278). Capped at 10 % of the price and never
 *   under 90 € (Code de commerce art. R444-9).
 * - Existing home: departmental tax at the department's voted rate (CGI art. 1594 D; table in
 *   transfer-tax-rates.ts), its 'frais d'assiette et de recouvrement' of 2.37 % of that tax (CGI art.
 *   1647 V), and the communal tax of 1.20 % (CGI art. 1584, or 1595 bis for the departmental fund: the
 *   buyer pays 1.20 % either way).
 * - New-build (VEFA or within 5 years, sold with VAT): taxe de publicité foncière at 0.70 % (CGI art.
 *   1594 F quinquies A) with frais d'assiette of 2.14 % of it (CGI art. 1647 V): 0.715 % in all.
 * - Contribution de sécurité immobilière: 0.10 % of the price, at least 15 € (CGI art. 879).
 * Left out: the émoluments de formalités and the débours (a few hundred euros, set by the deed), and
 * the optional discount of up to 20 % on the share of price above 100,000 € (A444-174).
 */

export const EMOLUMENT_BANDS = [
  { upTo: 6_500, ratePercent: 3.87 },
  { upTo: 17_000, ratePercent: 1.596 },
  { upTo: 60_000, ratePercent: 1.064 },
  { upTo: Infinity, ratePercent: 0.799 },
] as const;
export const VAT_RATE = 0.2;
export const COMMUNAL_RATE_PERCENT = 1.2;
/** CGI art. 1647 V: state's collection fee on the departmental tax (2.37 %), and on the new-build TPF (2.14 %). */
export const ASSESSMENT_FEE_SHARE = 0.0237;
export const NEW_BUILD_TPF_PERCENT = 0.7;
export const NEW_BUILD_ASSESSMENT_FEE_SHARE = 0.0214;
export const CSI_PERCENT = 0.1;
export const CSI_MINIMUM = 15;

const cents = (value: number) => Math.round(value * 100) / 100;

/** The notary's proportional fee for a sale, before VAT, by bands (A444-91), capped as R444-9 says. */
export function saleEmoluments(price: number): number {
  if (!(price > 0)) return 0;
  let rest = price;
  let from = 0;
  let total = 0;
  for (const band of EMOLUMENT_BANDS) {
    const slice = Math.min(rest, band.upTo - from);
    if (slice <= 0) break;
    total += (slice * band.ratePercent) / 100;
    rest -= slice;
    from = band.upTo;
  }
  return cents(Math.min(Math.max(total, 90), price * 0.1));
}

export interface AcquisitionCostsInput {
  /** The price the taxes are paid on (without the agency's fees when the buyer pays them), €. */
  price: number;
  /** Department code of the commune ('93', '2A', '971'). */
  department: string;
  newBuild: boolean;
}

export interface AcquisitionCosts {
  emolumentsExclVat: number;
  emolumentsVat: number;
  /** Departmental tax (or new-build TPF), its assessment fee, and the communal tax (0 for new-build). */
  departmentTax: number;
  assessmentFee: number;
  communalTax: number;
  /** Departmental rate used, %, and whether the department's vote is in our table (else the ceiling). */
  departmentRatePercent: number;
  rateKnown: boolean;
  securityContribution: number;
  total: number;
}

export function acquisitionCosts(input: AcquisitionCostsInput): AcquisitionCosts {
  const { price } = input;
  const emolumentsExclVat = saleEmoluments(price);
  const emolumentsVat = cents(emolumentsExclVat * VAT_RATE);
  const { ratePercent, known } = input.newBuild ? { ratePercent: NEW_BUILD_TPF_PERCENT, known: true } : departmentTransferRate(input.department);
  const departmentTax = cents((price * ratePercent) / 100);
  const assessmentFee = cents(departmentTax * (input.newBuild ? NEW_BUILD_ASSESSMENT_FEE_SHARE : ASSESSMENT_FEE_SHARE));
  const communalTax = input.newBuild ? 0 : cents((price * COMMUNAL_RATE_PERCENT) / 100);
  const securityContribution = price > 0 ? cents(Math.max(CSI_MINIMUM, (price * CSI_PERCENT) / 100)) : 0;
  const total = cents(emolumentsExclVat + emolumentsVat + departmentTax + assessmentFee + communalTax + securityContribution);
  return { emolumentsExclVat, emolumentsVat, departmentTax, assessmentFee, communalTax, departmentRatePercent: ratePercent, rateKnown: known, securityContribution, total };
}
