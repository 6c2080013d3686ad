import { describe, expect, it } from 'vitest';
import { tenantFeeCaps, tenantFeeIssues } from './tenant-fee-caps';
import { tenantFeeZoneOf } from './tenant-fee-zones';

// Décret n° 2014-890 du 1er août 2014: art. 1 (visite, dossier, bail: 12 €/m² zone très tendue,
// 10 €/m² zone tendue, 8 €/m² ailleurs) and art. 2 (état des lieux: 3 €/m²), per m² of living area.
describe('tenant-fee caps of décret 2014-890 by zone', () => {
  it.each([
    // [zone, area m², €/m², visit+file+lease cap €, inventory cap €]
    ['tres-tendue', 50, 12, 600, 150],
    ['tendue', 50, 10, 500, 150],
    ['autre', 50, 8, 400, 150],
    ['tres-tendue', 27.5, 12, 330, 82.5],
    ['tendue', 80, 10, 800, 240],
    ['autre', 12, 8, 96, 36],
    // Outside zone très tendue, zone tendue not yet told apart from elsewhere: the zone tendue cap.
    ['hors-tres-tendue', 50, 10, 500, 150],
  ] as const)('zone %s, %s m²: %s €/m², visit, file and lease at most %s €, inventory at most %s €', (zone, area, visitFileLeasePerM2, visitFileLease, inventory) => {
    expect(tenantFeeCaps(area, zone)).toEqual({ zone, visitFileLeasePerM2, visitFileLease, inventory });
  });

  it('an unknown zone is held to the highest cap, 12 €/m²', () => {
    expect(tenantFeeCaps(50, null)).toEqual({ zone: null, visitFileLeasePerM2: 12, visitFileLease: 600, inventory: 150 });
  });
});

// Communes read in the zonage A/B/C in force since 5 July 2024 (arrêté du 5 juillet 2024 modifying
// the arrêté du 1er août 2014; zone A bis = 'zone très tendue', décret 2014-890 art. 1, 1°), not in
// the generated table: Paris and the inner ring are A bis since 2014; Ferney-Voltaire joined A bis
// in July 2024; Sevran, Lyon, Marseille, Gex are zone A, which the arrêté du 5 septembre 2025 drew
// 10 new A bis communes from (Gex left its table A): unknown; Dijon and Limoges are B1, Oyonnax B2,
// L'Abergement-Clémenciat (Ain) C: certainly outside zone très tendue.
describe('the zone of a commune under décret 2014-890', () => {
  it.each([
    ['Paris', '75056', 'tres-tendue'],
    ['Paris 15e (arrondissement)', '75115', 'tres-tendue'],
    ['Paris 1er (arrondissement)', '75101', 'tres-tendue'],
    ['Neuilly-sur-Seine', '92051', 'tres-tendue'],
    ['Boulogne-Billancourt', '92012', 'tres-tendue'],
    ['Versailles', '78646', 'tres-tendue'],
    ['Ferney-Voltaire (A bis since July 2024)', '01160', 'tres-tendue'],
    ['Sevran (zone A)', '93071', null],
    ['Lyon (zone A)', '69123', null],
    ['Lyon 3e (arrondissement)', '69383', null],
    ['Marseille 1er (arrondissement)', '13201', null],
    ['Gex (zone A, left table A in September 2025)', '01173', null],
    ['Dijon (zone B1)', '21231', 'hors-tres-tendue'],
    ['Limoges (zone B1)', '87085', 'hors-tres-tendue'],
    ['Oyonnax (zone B2)', '01283', 'hors-tres-tendue'],
    ['L’Abergement-Clémenciat (zone C, rural)', '01001', 'hors-tres-tendue'],
    ['a code no commune has', '99999', null],
    ['Paris 21e does not exist', '75121', null],
    ['not a code', 'abc', null],
    ['empty', '', null],
  ] as const)('%s (%s): %s', (_name, insee, zone) => {
    expect(tenantFeeZoneOf(insee)).toBe(zone);
  });
});

describe('the compliance gate on tenant fees', () => {
  it.each([
    // [case, tenant fees incl. inventory, inventory, area, INSEE, refused paths]
    ['Paris 15e 50 m² at the caps exactly', 750, 150, 50, '75115', []],
    ['Paris 15e 50 m², one euro over on visit/file/lease', 751, 150, 50, '75115', ['rent.tenantFees']],
    ['Paris 15e 50 m², inventory over 3 €/m²', 760, 160, 50, '75115', ['rent.inventoryFee']],
    ['Neuilly-sur-Seine 40 m² at 12 €/m² + 3 €/m²', 600, 120, 40, '92051', []],
    ['Sevran (zone A, may be A bis since 2025) 40 m² at 12 €/m² + 3 €/m²', 600, 120, 40, '93071', []],
    ['Sevran 40 m² one euro above 12 €/m²', 601, 120, 40, '93071', ['rent.tenantFees']],
    ['Dijon 40 m² at 10 €/m² + 3 €/m²', 520, 120, 40, '21231', []],
    ['Dijon 40 m² at 12 €/m²: over the zone tendue cap', 600, 120, 40, '21231', ['rent.tenantFees']],
    ['Oyonnax 60 m² one euro over 10 €/m²', 781, 180, 60, '01283', ['rent.tenantFees']],
    ['unknown code 40 m² at 12 €/m² + 3 €/m²', 600, 120, 40, '99999', []],
    ['unknown code 40 m² above 12 €/m²', 601, 120, 40, '99999', ['rent.tenantFees']],
    ['no living area: nothing to check against', 5000, 100, null, '75115', []],
  ] as const)('%s', (_case, tenantFees, inventoryFee, area, insee, paths) => {
    const issues = tenantFeeIssues({ tenantFees, inventoryFee }, area, insee);
    expect(issues.map((i) => i.path)).toEqual(paths);
    for (const issue of issues) expect(issue.message).toMatch(/plafond légal/);
  });

  it.each([
    ['75115', 800, 'Frais de visite, de constitution du dossier et de rédaction du bail au-delà du plafond légal : 12 €/m² en zone très tendue (décret n° 2014-890), soit 600 € pour 50 m².'],
    ['21231', 600, 'Frais de visite, de constitution du dossier et de rédaction du bail au-delà du plafond légal : 10 €/m², plafond de la zone tendue, pour une commune hors zone très tendue (décret n° 2014-890), soit 500 € pour 50 m².'],
    ['93071', 800, 'Frais de visite, de constitution du dossier et de rédaction du bail au-delà du plafond légal : 12 €/m², plafond le plus haut, faute de zone connue pour cette commune (décret n° 2014-890), soit 600 € pour 50 m².'],
  ])('the message for %s names the zone and the cap', (insee, visitFileLease, message) => {
    expect(tenantFeeIssues({ tenantFees: visitFileLease + 150, inventoryFee: 150 }, 50, insee)).toEqual([{ path: 'rent.tenantFees', message }]);
  });

  it('the inventory message names its cap', () => {
    expect(tenantFeeIssues({ tenantFees: 700, inventoryFee: 200 }, 50, '92051')).toEqual([{ path: 'rent.inventoryFee', message: 'Frais d’état des lieux au-delà du plafond légal : 3 €/m² (décret n° 2014-890), soit 150 € pour 50 m².' }]);
  });
});
