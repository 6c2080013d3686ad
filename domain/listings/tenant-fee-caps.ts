import { type TenantFeeZone, tenantFeeZoneOf } from './tenant-fee-zones';

/**
 * Caps of the tenant's share of agency fees, décret n° 2014-890 du 1er août 2014 (loi n° 89-462 art.
 * 5, I), per m² of living area, TTC:
 * - art. 1: visit, file and lease together: 12 € in 'zone très tendue', 10 € in 'zone tendue', 8 €
 *   elsewhere;
 * - art. 2: the inventory of fixtures (état des lieux): 3 €.
 * A commune of unknown zone is held to the highest cap (tenant-fee-zones.ts).
 */
export const VISIT_FILE_LEASE_CAP_PER_M2: Record<TenantFeeZone, number> = { 'tres-tendue': 12, tendue: 10, autre: 8 };
export const INVENTORY_CAP_PER_M2 = 3;

const ZONE_NAMES: Record<TenantFeeZone, string> = { 'tres-tendue': 'zone très tendue', tendue: 'zone tendue', autre: 'hors zone tendue' };

export interface TenantFeeCaps {
  zone: TenantFeeZone | null;
  visitFileLease: number;
  inventory: number;
}

/** The caps in euros for a living area in a zone (null zone: unknown, the highest cap). */
export function tenantFeeCaps(area: number, zone: TenantFeeZone | null): TenantFeeCaps {
  const perM2 = VISIT_FILE_LEASE_CAP_PER_M2[zone ?? 'tres-tendue'];
  return { zone, visitFileLease: round2(perM2 * area), inventory: round2(INVENTORY_CAP_PER_M2 * area) };
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
  const where = zone ? ZONE_NAMES[zone] : 'zone non déterminée, plafond le plus haut';
  const issues: Array<{ path: string; message: string }> = [];
  const visitFileLease = rent.tenantFees - rent.inventoryFee;
  if (visitFileLease > caps.visitFileLease) {
    issues.push({ path: 'rent.tenantFees', message: `Honoraires de visite, dossier et bail au-delà du plafond légal : ${EUROS.format(caps.visitFileLease)} € pour ${EUROS.format(area)} m² (${VISIT_FILE_LEASE_CAP_PER_M2[zone ?? 'tres-tendue']} €/m², ${where}, décret 2014-890).` });
  }
  if (rent.inventoryFee > caps.inventory) {
    issues.push({ path: 'rent.inventoryFee', message: `Frais d’état des lieux au-delà du plafond légal : ${EUROS.format(caps.inventory)} € pour ${EUROS.format(area)} m² (3 €/m², décret 2014-890).` });
  }
  return issues;
}
