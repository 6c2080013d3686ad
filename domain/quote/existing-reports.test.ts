import { describe, expect, it } from 'vitest';
import { parseCriteria } from './criteria';
import { existingParam, formatExisting, parseExisting } from './existing-reports';
import { coveredKeys, dpeExpired, reportStatuses } from './existing-status';

describe('existing reports in the funnel URL', () => {
  it('reads step 1 fields into the canonical parameter, in the funnel order, empties dropped', () => {
    const params = new URLSearchParams('fait-dpe=2019-05-20&fait-audit=&fait-amiante=2014-05-05&resultat-amiante=absent&fait-plomb=2010-03-01&resultat-plomb=below&fait-carrez=2005-09-09&travaux-carrez=1');
    expect(existingParam(params)).toBe('dpe:2019-05-20,amiante:2014-05-05:absent,plomb:2010-03-01:below,carrez:2005-09-09:works');
  });

  it('drops an impossible day, an unknown key and a result that does not belong to the diagnostic', () => {
    expect(parseExisting('dpe:2025-02-29,foo:2020-01-01,plomb:2020-01-01:absent,amiante:2020-01-01:maybe')).toEqual([
      { key: 'plomb', doneOn: '2020-01-01' },
      { key: 'amiante', doneOn: '2020-01-01' },
    ]);
  });

  it('keeps the first of two reports of one diagnostic', () => {
    expect(parseExisting('erp:2026-10-01,erp:2020-01-01')).toEqual([{ key: 'erp', doneOn: '2026-10-01' }]);
  });

  it('round-trips through the canonical parameter', () => {
    const value = 'dpe:2024-03-10,plomb:2024-12-01:above,boutin:2015-09-09:works';
    expect(formatExisting(parseExisting(value))).toBe(value);
  });

  it('step 1 fields win over an older existants parameter (the visitor cleared a date)', () => {
    expect(existingParam(new URLSearchParams('existants=dpe:2019-05-20&fait-dpe='))).toBe('');
  });

  it('is part of the criteria every link carries', () => {
    expect(parseCriteria(new URLSearchParams('existants=termites:2026-06-01')).existants).toBe('termites:2026-06-01');
  });
});

describe('which declared reports are left out of the price', () => {
  const today = '2026-11-28';
  const declared = 'dpe:2019-05-20,erp:2026-10-01,gaz:2022-02-10,amiante:2014-05-05:absent,plomb:2024-12-01:above';

  it('for a sale: ERP and asbestos still cover; the 2019 DPE expired at the end of 2024; gas and lead are too old', () => {
    expect(coveredKeys(declared, 'vendre', today)).toEqual(['erp', 'amiante']);
    const dpe = reportStatuses(declared, 'vendre', today).find((s) => s.report.key === 'dpe');
    expect(dpe?.validity).toEqual({ valid: false, validUntil: '2024-12-31', rule: 'dpe-2018-2021' });
    expect(dpeExpired(declared, 'vendre', today)).toBe(true);
  });

  it('for a rental: gas (six years) and lead above the threshold (six years) still cover too', () => {
    expect(coveredKeys(declared, 'louer', today)).toEqual(['erp', 'gaz', 'amiante', 'plomb']);
  });

  it('a renovation hands nothing over: nothing is judged', () => {
    expect(reportStatuses(declared, 'renover', today)).toEqual([]);
    expect(coveredKeys(declared, 'renover', today)).toEqual([]);
  });

  it('a lead report without its result is not left out', () => {
    expect(coveredKeys('plomb:2010-03-01', 'vendre', today)).toEqual([]);
  });
});
