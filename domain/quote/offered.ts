import { DIAGNOSTIC_KEYS, type DiagnosticKey } from './required';

/**
 * Which of the quote's ten diagnostics the local diagnostician offers, from the CRM's
 * `ActivPresta…` flags (spec §3). A diagnostic the law requires but the site does not offer is
 * still shown as required, marked NOT_OFFERED_NOTE, and never included in the request (issue 17
 * item 3): the visitor learns they need it elsewhere, the diagnostician is not asked for it.
 */
export const QUOTE_KEY_FLAGS: Readonly<Record<DiagnosticKey, string>> = {
  dpe: 'ActivPrestaDPE',
  audit: 'ActivPrestaAuditEnergetique',
  erp: 'ActivPrestaEtatDesRisques',
  electricite: 'ActivPrestaDiagnosticElectricite',
  gaz: 'ActivPrestaDiagnosticGaz',
  amiante: 'ActivPrestaDiagnosticAmiante',
  plomb: 'ActivPrestaDiagnosticPlomb',
  carrez: 'ActivPrestaLoiCarrez',
  boutin: 'ActivPrestaLoiBoutin',
  termites: 'ActivPrestaDiagnosticTermites',
};

export const NOT_OFFERED_NOTE = 'non proposé par votre diagnostiqueur';

export type OfferedKeys = ReadonlySet<DiagnosticKey>;

export const ALL_OFFERED: OfferedKeys = new Set(DIAGNOSTIC_KEYS);

/** Offered when the CRM sets the flag to true (a missing flag means not offered, as for the menus). */
export function offeredKeys(crm: Record<string, unknown>): OfferedKeys {
  return new Set(DIAGNOSTIC_KEYS.filter((k) => crm[QUOTE_KEY_FLAGS[k]] === true));
}

/** The offered keys as a list in the canonical order (for a page's data, which must be JSON). */
export function offeredList(offered: OfferedKeys): DiagnosticKey[] {
  return DIAGNOSTIC_KEYS.filter((k) => offered.has(k));
}
