import { describe, expect, it } from 'vitest';
import { type ExistingReport, type Project, stillValidKeys, type Validity, validityOf } from './validity';

/**
 * Validity of an existing report, from the official texts (decision 0095). Each row cites the text
 * it checks; the expectation is written from the text, not from validity.ts.
 * CCH = Code de la construction et de l'habitation; CSP = Code de la santé publique;
 * C. env. = Code de l'environnement.
 */
type Row = [source: string, report: ExistingReport, project: Project, on: string, expected: Validity];

const v = (valid: boolean, validUntil: string | null, rule: Validity['rule']): Validity => ({ valid, validUntil, rule });

const rows: Row[] = [
  // DPE: ten years (CCH R. 134-4-2 by décret n° 2011-413 du 13 avril 2011; CCH R. 126-15 s. since 1 July 2021, decision 0125).
  ['CCH R.134-4-2: DPE of 1 July 2021, ten years, last day 30 June 2031', { key: 'dpe', doneOn: '2021-07-01' }, 'vendre', '2031-06-30', v(true, '2031-06-30', 'dpe-10-years')],
  ['CCH R.134-4-2: DPE of 1 July 2021, no longer on 1 July 2031', { key: 'dpe', doneOn: '2021-07-01' }, 'louer', '2031-07-01', v(false, '2031-06-30', 'dpe-10-years')],
  ['CCH R.134-4-2: DPE of 10 March 2024 used for a rental in 2026', { key: 'dpe', doneOn: '2024-03-10' }, 'louer', '2026-11-28', v(true, '2034-03-09', 'dpe-10-years')],
  // Décret n° 2020-1610 du 17 décembre 2020: 2013-2017 → 31 Dec 2022; 2018 → 30 June 2021 → 31 Dec 2024.
  ['Décret 2020-1610 art. 1: DPE of 1 Jan 2013 valid until 31 Dec 2022 (inclusive)', { key: 'dpe', doneOn: '2013-01-01' }, 'vendre', '2022-12-31', v(true, '2022-12-31', 'dpe-2013-2017')],
  ['Décret 2020-1610 art. 1: DPE of 31 Dec 2017 expired on 1 Jan 2023', { key: 'dpe', doneOn: '2017-12-31' }, 'vendre', '2023-01-01', v(false, '2022-12-31', 'dpe-2013-2017')],
  ['Décret 2020-1610 art. 1: DPE of 2015 expired for a rental in 2026', { key: 'dpe', doneOn: '2015-06-15' }, 'louer', '2026-11-28', v(false, '2022-12-31', 'dpe-2013-2017')],
  ['Décret 2020-1610 art. 1: DPE of 1 Jan 2018 valid until 31 Dec 2024', { key: 'dpe', doneOn: '2018-01-01' }, 'vendre', '2024-12-31', v(true, '2024-12-31', 'dpe-2018-2021')],
  ['Décret 2020-1610 art. 1: DPE of 2019 expired at the end of 2024', { key: 'dpe', doneOn: '2019-05-20' }, 'vendre', '2026-11-28', v(false, '2024-12-31', 'dpe-2018-2021')],
  ['Décret 2020-1610 art. 1: DPE of 30 June 2021 (last day of the old method) ends 31 Dec 2024', { key: 'dpe', doneOn: '2021-06-30' }, 'louer', '2025-01-01', v(false, '2024-12-31', 'dpe-2018-2021')],
  ['CCH R.134-4-2: DPE of 2012, ten years, long expired', { key: 'dpe', doneOn: '2012-12-31' }, 'vendre', '2026-11-28', v(false, '2022-12-30', 'dpe-before-2013')],
  // Audit énergétique: five years (décret n° 2022-780 du 4 mai 2022, CCH L. 126-28-1).
  ['Décret 2022-780: audit of 1 April 2023 valid five years', { key: 'audit', doneOn: '2023-04-01' }, 'vendre', '2028-03-31', v(true, '2028-03-31', 'audit-5-years')],
  ['Décret 2022-780: audit of 1 April 2023 no longer on 1 April 2028', { key: 'audit', doneOn: '2023-04-01' }, 'vendre', '2028-04-01', v(false, '2028-03-31', 'audit-5-years')],
  // ERP: less than six months before the contract (C. env. R. 125-26), sale and rental alike.
  ['C. env. R.125-26: ERP of 15 Jan 2026, last day 14 July 2026', { key: 'erp', doneOn: '2026-01-15' }, 'vendre', '2026-07-14', v(true, '2026-07-14', 'erp-6-months')],
  ['C. env. R.125-26: ERP of 15 Jan 2026 is six months old on 15 July 2026', { key: 'erp', doneOn: '2026-01-15' }, 'louer', '2026-07-15', v(false, '2026-07-14', 'erp-6-months')],
  ['C. env. R.125-26: ERP of 31 Aug 2025, six months end with February', { key: 'erp', doneOn: '2025-08-31' }, 'vendre', '2026-02-27', v(true, '2026-02-27', 'erp-6-months')],
  // Termites: less than six months (CCH R. 271-5).
  ['CCH R.271-5: termites of 1 June 2026 usable on 30 Nov 2026', { key: 'termites', doneOn: '2026-06-01' }, 'vendre', '2026-11-30', v(true, '2026-11-30', 'termites-6-months')],
  ['CCH R.271-5: termites of 1 June 2026 too old on 1 Dec 2026', { key: 'termites', doneOn: '2026-06-01' }, 'vendre', '2026-12-01', v(false, '2026-11-30', 'termites-6-months')],
  // Gas and electricity: sale less than three years (CCH R. 271-5); rental less than six years
  // (loi n° 89-462 art. 3-3; décrets n° 2016-1104 gaz et 2016-1105 électricité du 11 août 2016).
  ['CCH R.271-5: gas of 10 Feb 2024 for a sale, last day 9 Feb 2027', { key: 'gaz', doneOn: '2024-02-10' }, 'vendre', '2027-02-09', v(true, '2027-02-09', 'gas-electricity-sale-3-years')],
  ['CCH R.271-5: gas of 10 Feb 2024 for a sale on 10 Feb 2027 is too old', { key: 'gaz', doneOn: '2024-02-10' }, 'vendre', '2027-02-10', v(false, '2027-02-09', 'gas-electricity-sale-3-years')],
  ['Décret 2016-1104: gas of 10 Feb 2022 still fine for a rental in 2026', { key: 'gaz', doneOn: '2022-02-10' }, 'louer', '2026-11-28', v(true, '2028-02-09', 'gas-electricity-rental-6-years')],
  ['CCH R.271-5: the same gas report of 2022 is too old for a sale in 2026', { key: 'gaz', doneOn: '2022-02-10' }, 'vendre', '2026-11-28', v(false, '2025-02-09', 'gas-electricity-sale-3-years')],
  ['CCH R.271-5: electricity of 2 Sept 2024 for a sale in 2026', { key: 'electricite', doneOn: '2024-09-02' }, 'vendre', '2026-11-28', v(true, '2027-09-01', 'gas-electricity-sale-3-years')],
  ['Décret 2016-1105: electricity of 2 Sept 2020 for a rental, last day 1 Sept 2026', { key: 'electricite', doneOn: '2020-09-02' }, 'louer', '2026-09-02', v(false, '2026-09-01', 'gas-electricity-rental-6-years')],
  // Lead (CREP): threshold 1 mg/cm² (arrêté du 19 août 2011 relatif au CREP). Below it no new report
  // at each sale (CSP L. 1334-5) or rental (L. 1334-7); above it one year for a sale (CCH R. 271-5)
  // and six years for a rental (CSP L. 1334-7).
  ['CSP L.1334-5: CREP of 2010 below 1 mg/cm², unlimited for a sale', { key: 'plomb', doneOn: '2010-03-01', result: 'below' }, 'vendre', '2026-11-28', v(true, null, 'lead-below-threshold')],
  ['CSP L.1334-7: CREP of 2010 below 1 mg/cm², unlimited for a rental', { key: 'plomb', doneOn: '2010-03-01', result: 'below' }, 'louer', '2026-11-28', v(true, null, 'lead-below-threshold')],
  ['CCH R.271-5: CREP above the threshold of 1 Dec 2025, usable until 30 Nov 2026 for a sale', { key: 'plomb', doneOn: '2025-12-01', result: 'above' }, 'vendre', '2026-11-30', v(true, '2026-11-30', 'lead-above-sale-1-year')],
  ['CCH R.271-5: CREP above the threshold of 1 Dec 2024, too old for a sale in 2026', { key: 'plomb', doneOn: '2024-12-01', result: 'above' }, 'vendre', '2026-11-28', v(false, '2025-11-30', 'lead-above-sale-1-year')],
  ['CSP L.1334-7: the same CREP above the threshold of 2024 is fine for a rental', { key: 'plomb', doneOn: '2024-12-01', result: 'above' }, 'louer', '2026-11-28', v(true, '2030-11-30', 'lead-above-rental-6-years')],
  ['CSP L.1334-7: CREP above the threshold of 2020 too old for a rental in 2026', { key: 'plomb', doneOn: '2020-01-15', result: 'above' }, 'louer', '2026-11-28', v(false, '2026-01-14', 'lead-above-rental-6-years')],
  ['CSP L.1334-5: a CREP whose result is unknown cannot be judged', { key: 'plomb', doneOn: '2025-01-01' }, 'vendre', '2026-11-28', v(false, null, 'lead-result-needed')],
  // Asbestos: no asbestos found, unlimited when made under the rules in force since 1 April 2013
  // (CSP R. 1334-20 and R. 1334-21 as amended by décret n° 2011-629 du 3 juin 2011; arrêtés du
  // 12 décembre 2012); found: new check within three years (CSP R. 1334-27).
  ['CSP R.1334-21 (since 1 April 2013): no asbestos found in 2014, unlimited', { key: 'amiante', doneOn: '2014-05-05', result: 'absent' }, 'vendre', '2026-11-28', v(true, null, 'asbestos-absent-unlimited')],
  ['CSP R.1334-21: no asbestos found on 1 April 2013 itself, unlimited', { key: 'amiante', doneOn: '2013-04-01', result: 'absent' }, 'vendre', '2026-11-28', v(true, null, 'asbestos-absent-unlimited')],
  ['Décret 2011-629: no asbestos found on 31 March 2013, under the old rules: to redo', { key: 'amiante', doneOn: '2013-03-31', result: 'absent' }, 'vendre', '2026-11-28', v(false, null, 'asbestos-absent-before-april-2013')],
  ['CSP R.1334-27: asbestos found on 1 Oct 2024, new check by 30 Sept 2027', { key: 'amiante', doneOn: '2024-10-01', result: 'present' }, 'vendre', '2026-11-28', v(true, '2027-09-30', 'asbestos-present-3-years')],
  ['CSP R.1334-27: asbestos found in 2022, check overdue in 2026', { key: 'amiante', doneOn: '2022-06-01', result: 'present' }, 'vendre', '2026-11-28', v(false, '2025-05-31', 'asbestos-present-3-years')],
  // Carrez (loi n° 65-557 art. 46) and Boutin (loi n° 89-462 art. 3-1): no term; works end it.
  ['Loi 65-557 art. 46: Carrez of 2005 without works, unlimited', { key: 'carrez', doneOn: '2005-09-09' }, 'vendre', '2026-11-28', v(true, null, 'surface-unlimited')],
  ['Loi 65-557 art. 46: Carrez after works that changed the surface, to redo', { key: 'carrez', doneOn: '2005-09-09', worksSince: true }, 'vendre', '2026-11-28', v(false, null, 'surface-works')],
  ['Loi 89-462 art. 3-1: Boutin of 2015 without works, unlimited', { key: 'boutin', doneOn: '2015-09-09' }, 'louer', '2026-11-28', v(true, null, 'surface-unlimited')],
  ['Loi 89-462 art. 3-1: Boutin after works, to redo', { key: 'boutin', doneOn: '2015-09-09', worksSince: true }, 'louer', '2026-11-28', v(false, null, 'surface-works')],
  // Non-collective sanitation: the check dated less than three years at the sale (CSP L. 1331-11-1).
  ['CSP L.1331-11-1: sanitation check of 1 Dec 2023, last day 30 Nov 2026', { key: 'assainissement', doneOn: '2023-12-01' }, 'vendre', '2026-11-30', v(true, '2026-11-30', 'sanitation-3-years')],
  ['CSP L.1331-11-1: sanitation check of 1 Dec 2023, too old on 1 Dec 2026', { key: 'assainissement', doneOn: '2023-12-01' }, 'vendre', '2026-12-01', v(false, '2026-11-30', 'sanitation-3-years')],
  // A report dated after the deed day is an input error, never a valid report.
  ['Dates: a report made after the deed is refused', { key: 'erp', doneOn: '2026-12-01' }, 'vendre', '2026-11-28', v(false, null, 'made-after-the-deed')],
];

describe('validity of an existing diagnostic, from the texts', () => {
  it.each(rows)('%s', (_source, report, project, on, expected) => {
    expect(validityOf(report, project, on)).toEqual(expected);
  });

  it('has at least 30 cases', () => {
    expect(rows.length).toBeGreaterThanOrEqual(30);
  });
});

describe('stillValidKeys', () => {
  it('leaves out a required diagnostic only when a report still covers it', () => {
    const reports: ExistingReport[] = [
      { key: 'dpe', doneOn: '2019-05-20' },
      { key: 'amiante', doneOn: '2016-02-02', result: 'absent' },
      { key: 'carrez', doneOn: '2016-02-02' },
      { key: 'plomb', doneOn: '2016-02-02', result: 'below' },
    ];
    // plomb is valid but not required here: only required keys come back.
    expect(stillValidKeys(['dpe', 'amiante', 'carrez', 'erp'], reports, 'vendre', '2026-11-28')).toEqual(['amiante', 'carrez']);
  });
});
