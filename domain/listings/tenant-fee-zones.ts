/**
 * The zones of décret n° 2014-890 du 1er août 2014 (art. 1), as data: a 'zone très tendue' is a
 * commune of zone A bis of the arrêté du 1er août 2014 (zonage A/B/C, art. R. 304-1 CCH); a 'zone
 * tendue' is a commune of the annex of décret n° 2013-392 du 10 mai 2013 (art. 17 of loi n° 89-462)
 * outside zone A bis; everywhere else is 'elsewhere'.
 *
 * ONLY what is certain is listed here: Paris (commune 75056 and its twenty arrondissements), the
 * heart of zone A bis. The full commune lists of both texts are not bundled with vitrine yet
 * (checked 2026-11-28: not in the shared reference data); a commune missing from this table has an
 * UNKNOWN zone, and the gate then applies the highest cap (12 €/m²), the only one certain to bind
 * everywhere. Adding the lists is adding rows, with their source.
 */
export type TenantFeeZone = 'tres-tendue' | 'tendue' | 'autre';

export const TENANT_FEE_ZONES_SOURCE = {
  text: 'Décret n° 2014-890 du 1er août 2014, art. 1 ; arrêté du 1er août 2014 (zone A bis) ; décret n° 2013-392 du 10 mai 2013 (annexe)',
  url: 'https://www.legifrance.gouv.fr/loda/id/JORFTEXT000029336578',
  checkedOn: '2026-11-28',
} as const;

const PARIS = ['75056', ...Array.from({ length: 20 }, (_, i) => String(75101 + i))];

/** INSEE code → zone, for the communes whose zone is known. */
export const TENANT_FEE_ZONES: Readonly<Record<string, TenantFeeZone>> = Object.fromEntries(PARIS.map((code) => [code, 'tres-tendue' as const]));

/** The commune's zone, or null when this table does not know it. */
export function tenantFeeZoneOf(insee: string): TenantFeeZone | null {
  return TENANT_FEE_ZONES[insee] ?? null;
}
