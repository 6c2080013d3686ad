import { describe, expect, it } from 'vitest';
import { tenantFeeCaps, tenantFeeIssues } from './tenant-fee-caps';
import { tenantFeeZoneOf } from './tenant-fee-zones';

// Décret n° 2014-890 du 1er août 2014: art. 1 (visite, dossier, bail: 12 €/m² zone très tendue,
// 10 €/m² zone tendue, 8 €/m² ailleurs) and art. 2 (état des lieux: 3 €/m²), per m² of living area.
describe('tenant-fee caps of décret 2014-890 by zone', () => {
  it.each([
    // [zone, area m², visit+file+lease cap €, inventory cap €]
    ['tres-tendue', 50, 600, 150],
    ['tendue', 50, 500, 150],
    ['autre', 50, 400, 150],
    ['tres-tendue', 27.5, 330, 82.5],
    ['tendue', 80, 800, 240],
    ['autre', 12, 96, 36],
  ] as const)('zone %s, %s m²: visit, file and lease at most %s €, inventory at most %s €', (zone, area, visitFileLease, inventory) => {
    expect(tenantFeeCaps(area, zone)).toEqual({ zone, visitFileLease, inventory });
  });

  it('an unknown zone is held to the highest cap, 12 €/m²', () => {
    expect(tenantFeeCaps(50, null)).toEqual({ zone: null, visitFileLease: 600, inventory: 150 });
  });

  it('Paris and its arrondissements are in zone très tendue; a commune not in the table has no known zone', () => {
    expect(tenantFeeZoneOf('75056')).toBe('tres-tendue');
    expect(tenantFeeZoneOf('75115')).toBe('tres-tendue');
    expect(tenantFeeZoneOf('93071')).toBeNull();
  });

  it.each([
    // [case, tenant fees incl. inventory, inventory, area, INSEE, refused paths]
    ['Paris 50 m² at the caps exactly', 750, 150, 50, '75115', []],
    ['Paris 50 m², one euro over on visit/file/lease', 751, 150, 50, '75115', ['rent.tenantFees']],
    ['Paris 50 m², inventory over 3 €/m²', 760, 160, 50, '75115', ['rent.inventoryFee']],
    ['unknown zone 40 m² at 12 €/m² + 3 €/m²', 600, 120, 40, '93071', []],
    ['unknown zone 40 m² above 12 €/m²', 601, 120, 40, '93071', ['rent.tenantFees']],
    ['no living area: nothing to check against', 5000, 100, null, '75115', []],
  ] as const)('%s', (_case, tenantFees, inventoryFee, area, insee, paths) => {
    const issues = tenantFeeIssues({ tenantFees, inventoryFee }, area, insee);
    expect(issues.map((i) => i.path)).toEqual(paths);
    for (const issue of issues) expect(issue.message).toMatch(/plafond légal/);
  });
});
