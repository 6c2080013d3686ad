/**
 * The diagnostics franchise's service catalogue (spec §2 slugs, §3 "Service catalogue entry").
 * The guard key is the CRM flag `ActivPresta<key>`; an entry without a guard key is always shown.
 */
export type ServiceGroup = 'diagnostic' | 'prestation';

export interface ServiceEntry {
  slug: string;
  label: string;
  group: ServiceGroup;
  guardKey?: string;
  /** Diagnostics only: one of the nine diagnostics the law can require. */
  mandatory?: boolean;
}

const diagnostic = (slug: string, label: string, flag: string, mandatory: boolean): ServiceEntry => ({
  slug,
  label,
  group: 'diagnostic',
  guardKey: `ActivPresta${flag}`,
  mandatory,
});

const prestation = (slug: string, label: string, flag?: string): ServiceEntry => ({
  slug,
  label,
  group: 'prestation',
  ...(flag ? { guardKey: `ActivPresta${flag}` } : {}),
});

export const DIAGNOSTICS: readonly ServiceEntry[] = [
  diagnostic('diagnostic-dpe', 'Diagnostic DPE', 'DPE', true),
  diagnostic('diagnostic-amiante', 'Diagnostic amiante', 'DiagnosticAmiante', true),
  diagnostic('diagnostic-plomb', 'Diagnostic plomb', 'DiagnosticPlomb', true),
  diagnostic('diagnostic-termites', 'Diagnostic termites', 'DiagnosticTermites', true),
  diagnostic('diagnostic-gaz', 'Diagnostic gaz', 'DiagnosticGaz', true),
  diagnostic('diagnostic-electricite', 'Diagnostic électricité', 'DiagnosticElectricite', true),
  diagnostic('etat-des-risques', 'État des risques', 'EtatDesRisques', true),
  diagnostic('loi-carrez', 'Loi Carrez', 'LoiCarrez', true),
  diagnostic('loi-boutin', 'Loi Boutin', 'LoiBoutin', true),
  diagnostic('diagnostics-obligatoires-location', 'Diagnostics obligatoires location', 'DiagnosticsObligatoiresLocation', false),
  diagnostic('diagnostics-obligatoires-vente', 'Diagnostics obligatoires vente', 'DiagnosticsObligatoiresVente', false),
];

export const PRESTATIONS: readonly ServiceEntry[] = [
  prestation('audit-energetique', 'Audit énergétique', 'AuditEnergetique'),
  prestation('ma-prime-renov', 'MaPrimeRénov’', 'MaPrimeRenov'),
  prestation('dpe-collectif', 'DPE collectif', 'DPECollectif'),
  prestation('diagnostic-merule', 'Diagnostic mérule', 'DiagnosticMerule'),
  prestation('etat-des-lieux', 'État des lieux', 'EtatDesLieux'),
  prestation('diagnostic-technique-global-dtg', 'Diagnostic technique global (DTG)', 'DiagnosticTechniqueGlobal'),
  prestation('projet-de-plan-pluriannuel-de-travaux-pppt', 'Projet de plan pluriannuel de travaux (PPPT)', 'ProjetDePlanPluriannuelDeTravaux'),
  prestation('amiante-avant-travaux-aat', 'Amiante avant travaux (AAT)', 'AmianteAvantTravaux'),
  prestation('diagnostic-amiante-avant-demolition-daad', 'Amiante avant démolition (DAAD)', 'DiagnosticAmianteAvantDemolition'),
  prestation('dossier-technique-amiante-dta', 'Dossier technique amiante (DTA)', 'DossierTechniqueAmiante'),
  prestation('examen-visuel-apres-travaux', 'Examen visuel après travaux', 'ExamenVisuelApresTravaux'),
  prestation('evaluations-periodiques', 'Évaluations périodiques', 'EvaluationsPeriodiques'),
  prestation('infiltrometrie', 'Infiltrométrie', 'Infiltrometrie'),
  prestation('assainissement', 'Assainissement', 'Assainissement'),
  prestation('qai-qualite-de-l-air-interieur', 'Qualité de l’air intérieur (QAI)', 'QAI'),
  prestation('securite-piscine', 'Sécurité piscine', 'SecuritePiscine'),
  prestation('ensa-diagnostic-bruit', 'Diagnostic bruit (ENSA)', 'ENSADiagnosticBruit'),
  prestation('dpe-tertiaire', 'DPE tertiaire', 'DPETertiaire'),
  prestation('visite-virtuelle', 'Visite virtuelle', 'VisiteVirtuelle'),
  // The CRM has no flag for RT 2012: always shown.
  prestation('rt2012', 'Attestation RT 2012'),
];

export const CATALOGUE: readonly ServiceEntry[] = [...DIAGNOSTICS, ...PRESTATIONS];

export function findService(group: ServiceGroup, slug: string): ServiceEntry | undefined {
  return (group === 'diagnostic' ? DIAGNOSTICS : PRESTATIONS).find((s) => s.slug === slug);
}

/** A service is listed when it has no guard key, or when the CRM sets its flag to true. */
export function isServiceEnabled(entry: ServiceEntry, crm: Record<string, unknown>): boolean {
  if (!entry.guardKey) return true;
  return crm[entry.guardKey] === true;
}

export function enabledServices(entries: readonly ServiceEntry[], crm: Record<string, unknown>): ServiceEntry[] {
  return entries.filter((e) => isServiceEnabled(e, crm));
}

export function servicePath(entry: ServiceEntry): string {
  return `/${entry.group === 'diagnostic' ? 'diagnostics' : 'prestations'}/${entry.slug}`;
}
