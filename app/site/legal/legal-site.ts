import { LEGAL_DEFAULT_UPDATE, type LegalRecord, legalRecordSchema } from '../../../domain/legal/legal-record';
import type { PublicSite } from '../../../domain/sites/site';

/** The site's legal record (crm.legal of immo, agence and recrutement sites), empty when absent. */
export function legalOf(site: PublicSite): LegalRecord {
  return 'legal' in site.crm && site.crm.legal ? (site.crm.legal as LegalRecord) : legalRecordSchema.parse({});
}

export function brandOf(site: PublicSite): string {
  return typeof site.settings.brand === 'string' && site.settings.brand ? site.settings.brand : site.name;
}

/** '01/10/2025' (spec: last update 01/10/2025). */
export function updatedOn(record: LegalRecord): string {
  const [y, m, d] = (record.updatedAt ?? LEGAL_DEFAULT_UPDATE).split('-');
  return `${d}/${m}/${y}`;
}
