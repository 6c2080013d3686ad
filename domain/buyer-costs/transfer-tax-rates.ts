/**
 * The departmental transfer tax ('droit départemental d'enregistrement ou taxe de publicité foncière',
 * CGI art. 1594 D) each department votes, for sales of existing homes. Pure data.
 *
 * The law: base rate 3.80 %, ceiling 4.50 % (CGI art. 1594 D); the loi n° 2025-127 du 14 février 2025
 * de finances pour 2025, art. 116, lets a department go up to 5.00 % for deeds signed from 1 April 2025
 * to 31 March 2028 (first-time buyers may be exempted from the rise by the department's vote).
 *
 * The table: the departments whose vote to 5.00 % from 1 April 2025 appears in the DGFiP list of rates
 * at that date as relayed by the press (legifiscal.fr, 'Frais de notaire : hausse de 0,5 point votée par
 * 27 départements', and gestiondefortune.com, April 2025), kept only where both name it; and those that
 * both report as staying at 4.50 %. We could not read the DGFiP table itself: every other department
 * is 'not known', and the estimate then uses the 5.00 % ceiling and says so (decision 0114).
 *
 * Completed on 2026-11-28 (decision 0133): Seine-et-Marne (77) at 5.00 %: named in the DGFiP list as
 * relayed by legifiscal.fr, and moneyvox.fr (1 July 2025) reports the department's 5.00 % in force from
 * 1 July 2025 (the two disagree on the start date, not on the rate now). Not added, one source only:
 * Hérault (34), Puy-de-Dôme (63), Tarn (81) (legifiscal.fr, and cerfrance.fr copying it), and the
 * departments mysweetimmo.com lists at 5.00 % from 1 May 2025 (02 13 14 23 29 33 59 62 66 76 94 95).
 * The DGFiP file itself could not be read.
 *
 * Checked again on 2026-11-28 (decision 0146), the four left open:
 * - Hérault (34) 5.00 %: in the DGFiP list of 1 April 2025 as relayed by legifiscal.fr, and the
 *   department's own vote of 16 December 2024 (herault-tribune.com, 'les élus ont voté une
 *   augmentation des DMTO… de 4,5 % à 5 %').
 * - Puy-de-Dôme (63) and Tarn (81) 5.00 %: in the same DGFiP list (legifiscal.fr), and absent from both
 *   published lists of the departments that kept their rate: the DGFiP's review of the votes as
 *   reported by banquedesterritoires.fr ('Trois départements sur quatre ont augmenté le taux des droits
 *   de mutation', 2025: 73 at 5.00 %) and BFM Business's count relayed by boursorama.com (1 April 2025:
 *   only Oise, Eure, Alpes-Maritimes, Indre, Saône-et-Loire, Lozère, Ardèche, Hautes-Pyrénées keep
 *   their rate, 'tous les autres départements vont relever').
 * - Indre (36) 3.80 %, not 4.50 % as decision 0114 had it: 'en métropole, l'Indre est le seul
 *   département à afficher un taux de DMTO inférieur à 4,50 %' (banquedesterritoires.fr, from the
 *   DGFiP review), 'l'Indre, qui n'a jamais appliqué le taux maximum, sera ainsi la dernière
 *   collectivité à proposer un taux de 3,8 %' (boursorama.com after Ouest-France, 1 April 2025), and
 *   francebleu.fr (April 2019: 'le taux reste à 3.8 %').
 */

export const TRANSFER_TAX_TABLE_DATE = '2025-04-01';
export const TRANSFER_TAX_TABLE_SOURCE = 'DGFiP, taux des droits de mutation au 1er avril 2025 (loi de finances pour 2025, art. 116)';

/** CGI art. 1594 D ceiling from 1 April 2025 (LF 2025 art. 116), and the ceiling before it. */
export const DEPARTMENT_RATE_MAX = 5.0;
export const DEPARTMENT_RATE_PREVIOUS_MAX = 4.5;

const AT_5 = ['09', '17', '19', '21', '24', '28', '31', '34', '35', '41', '42', '44', '45', '49', '53', '54', '63', '69', '74', '75', '77', '81', '88', '89', '91', '92', '93'] as const;
const AT_4_5 = ['06', '48', '60', '65'] as const;
/** The base rate (CGI art. 1594 D), which Indre never raised. */
const AT_3_8 = ['36'] as const;

export const DEPARTMENT_TRANSFER_RATES: Readonly<Record<string, number>> = Object.freeze({
  ...Object.fromEntries(AT_5.map((d) => [d, 5.0])),
  ...Object.fromEntries(AT_4_5.map((d) => [d, 4.5])),
  ...Object.fromEntries(AT_3_8.map((d) => [d, 3.8])),
});

/** The department's voted rate in %, with whether our table knows it (else the 5.00 % ceiling). */
export function departmentTransferRate(department: string): { ratePercent: number; known: boolean } {
  const rate = DEPARTMENT_TRANSFER_RATES[department];
  return rate === undefined ? { ratePercent: DEPARTMENT_RATE_MAX, known: false } : { ratePercent: rate, known: true };
}
