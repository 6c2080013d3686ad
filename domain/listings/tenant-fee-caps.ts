import { type TenantFeeZone, type TenantFeeZoneFinding, tenantFeeZoneOf } from './tenant-fee-zones';

/**
 * Caps of the tenant's share of agency fees, décret n° 2014-890 du 1er août 2014 (loi n° 89-462 art.
 * 5, I), per m² of living area, TTC:
 * - art. 1: visit, file and lease together: 12 € in 'zone très tendue', 10 € in 'zone tendue', 8 €
 *   elsewhere;
 * - art. 2: the inventory of fixtures (état des lieux): 3 €.
 * A commune known to be outside zone très tendue, but not placed in or out of zone tendue, is held
 * to the zone tendue cap; a commune of unknown zone to the highest cap (tenant-fee-zones.ts).
 */
export const VISIT_FILE_LEASE_CAP_PER_M2: Record<TenantFeeZone, number> = { 'tres-tendue': 12, tendue: 10, autre: 8 };
export const INVENTORY_CAP_PER_M2 = 3;

const ZONE_NAMES: Record<TenantFeeZoneFinding, string> = {
  'tres-tendue': ' en zone très tendue',
  tendue: ' en zone tendue',
  autre: ' hors zone tendue',
  'hors-tres-tendue': ', plafond de la zone tendue, pour une commune hors zone très tendue',
};

/** The zone whose cap binds: outside zone très tendue, the zone tendue's; unknown, the highest. */
function bindingZone(zone: TenantFeeZoneFinding | null): TenantFeeZone {
  if (zone === null) return 'tres-tendue';
  return zone === 'hors-tres-tendue' ? 'tendue' : zone;
}

export interface TenantFeeCaps {
  zone: TenantFeeZoneFinding | null;
  visitFileLeasePerM2: number;
  visitFileLease: number;
  inventory: number;
}

/** The caps in euros for a living area in a zone (null zone: unknown, the highest cap). */
export function tenantFeeCaps(area: number, zone: TenantFeeZoneFinding | null): TenantFeeCaps {
  const perM2 = VISIT_FILE_LEASE_CAP_PER_M2[bindingZone(zone)];
  return { zone, visitFileLeasePerM2: perM2, visitFileLease: round2(perM2 * area), inventory: round2(INVENTORY_CAP_PER_M2 * area) };
}

const round2 = (n: number) => Math.round(n * 100) / 100;
const EUROS = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 });

/**
 * The tenant fees of a rental against the caps: `tenantFees` includes the inventory fee (the
 * listing model), so visit + file + lease is their difference.
 */
export function tenantFeeIssues(rent: { tenantFees: number; inventoryFee: number }, area: number | null, insee: string): Array<{ path: string; message: string }> {
  if (area === null || area <= 0) return [];
  const zone = tenantFeeZoneOf(insee);
  const caps = tenantFeeCaps(area, zone);
  const where = zone ? ZONE_NAMES[zone] : ', plafond le plus haut, faute de zone connue pour cette commune';
  const area2 = EUROS.format(area);
  const issues: Array<{ path: string; message: string }> = [];
  const visitFileLease = rent.tenantFees - rent.inventoryFee;
  if (visitFileLease > caps.visitFileLease) {
    issues.push({
      path: 'rent.tenantFees',
      message: `Frais de visite, de constitution du dossier et de rédaction du bail au-delà du plafond légal : ${caps.visitFileLeasePerM2} €/m²${where} (décret n° 2014-890), soit ${EUROS.format(caps.visitFileLease)} € pour ${area2} m².`,
    });
  }
  if (rent.inventoryFee > caps.inventory) {
    issues.push({ path: 'rent.inventoryFee', message: `Frais d’état des lieux au-delà du plafond légal : 3 €/m² (décret n° 2014-890), soit ${EUROS.format(caps.inventory)} € pour ${area2} m².` });
  }
  return issues;
}
