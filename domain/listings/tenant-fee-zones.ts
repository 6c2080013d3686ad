import { A_BIS_COMMUNES, ZONE_A_COMMUNES, ZONED_COMMUNES } from './tenant-fee-zones.data';

/**
 * The zones of décret n° 2014-890 du 1er août 2014 (art. 1), as data (decision 0163):
 * - 'zone très tendue': the communes of zone A bis of the zonage A/B/C (art. R. 304-1 CCH), here the
 *   zonage in force since 5 July 2024, built from server/reference/tenant-fee-zones/ by
 *   scripts/build-tenant-fee-zones.mjs into tenant-fee-zones.data.ts;
 * - 'zone tendue': the communes of the annex of décret n° 2013-392 du 10 mai 2013 (as amended, last
 *   by décret n° 2025-1267) outside zone A bis; that list is NOT bundled yet;
 * - elsewhere ('autre').
 *
 * The arrêté du 5 septembre 2025 then moved 10 communes into A bis, and we do not hold its list (its
 * new table A no longer lists Cessy, Challex, Chevry, Gex, Grilly, zone A communes of the Pays de
 * Gex in July 2024: most likely among them). So, for a commune of the July 2024 zonage:
 * - A bis: 'tres-tendue' (12 €/m², the highest cap: never refuses a lawful advert);
 * - A: UNKNOWN (null, 12 €/m²): it may have become A bis in September 2025;
 * - B1, B2, C: 'hors-tres-tendue', held to the zone tendue cap (10 €/m²), the higher of the two
 *   zones it may be in.
 * A code the zonage does not know (a commune created or merged after July 2024, a typo) is UNKNOWN
 * too. No commune is placed 'autre' (8 €/m²) without the zone tendue list.
 */
export type TenantFeeZone = 'tres-tendue' | 'tendue' | 'autre';

/** What the bundled lists tell of a commune: its zone, or only that it is outside zone très tendue. */
export type TenantFeeZoneFinding = TenantFeeZone | 'hors-tres-tendue';

export const TENANT_FEE_ZONES_SOURCE = {
  text: 'Décret n° 2014-890 du 1er août 2014, art. 1 ; zonage A/B/C en vigueur depuis le 5 juillet 2024 (zone A bis, art. R. 304-1 CCH) ; décret n° 2013-392 du 10 mai 2013 (annexe, liste non intégrée)',
  url: 'https://www.legifrance.gouv.fr/loda/id/JORFTEXT000029336578',
  data: 'server/reference/tenant-fee-zones/zonage-abc-juillet-2024.csv',
  checkedOn: '2026-11-29',
} as const;

const A_BIS = new Set(A_BIS_COMMUNES);
const ZONE_A = new Set(ZONE_A_COMMUNES);

/** Arrondissements municipaux take the zone of their commune (Paris, Lyon, Marseille). */
function communeOf(insee: string): string {
  if (/^751(0[1-9]|1\d|20)$/.test(insee)) return '75056';
  if (/^6938[1-9]$/.test(insee)) return '69123';
  if (/^132(0[1-9]|1[0-6])$/.test(insee)) return '13055';
  return insee;
}

function isZoned(code: string): boolean {
  const suffixes = ZONED_COMMUNES[code.slice(0, 2)];
  if (!suffixes || code.length !== 5) return false;
  const suffix = code.slice(2);
  for (let i = 0; i < suffixes.length; i += 3) if (suffixes.slice(i, i + 3) === suffix) return true;
  return false;
}

/** The commune's zone as far as the bundled lists tell, or null when they do not know the code. */
export function tenantFeeZoneOf(insee: string): TenantFeeZoneFinding | null {
  const code = communeOf(insee.trim().toUpperCase());
  if (A_BIS.has(code)) return 'tres-tendue';
  if (ZONE_A.has(code)) return null;
  return isZoned(code) ? 'hors-tres-tendue' : null;
}
