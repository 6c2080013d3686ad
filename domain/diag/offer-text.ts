import { DIAGNOSTICS, isServiceEnabled } from './catalogue';

/** How the home text names each mandatory diagnostic inside a sentence. */
const IN_SENTENCE: Readonly<Record<string, string>> = {
  'diagnostic-dpe': 'DPE',
  'diagnostic-amiante': 'amiante',
  'diagnostic-plomb': 'plomb',
  'diagnostic-termites': 'termites',
  'diagnostic-gaz': 'gaz',
  'diagnostic-electricite': 'électricité',
  'etat-des-risques': 'état des risques',
  'loi-carrez': 'loi Carrez',
  'loi-boutin': 'loi Boutin',
};

/** The mandatory diagnostics this site performs, as catalogue slugs (the page names them in its language). */
export function offeredMandatorySlugs(crm: Record<string, unknown>): string[] {
  return DIAGNOSTICS.filter((d) => d.mandatory && isServiceEnabled(d, crm)).map((d) => d.slug);
}

/** 'a, b et c' (French list). */
export function frenchList(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} et ${items[items.length - 1]}`;
}

/**
 * The mandatory diagnostics this site performs, as the home text names them (issue 17 item 3:
 * a home text never promises a diagnostic the site does not offer).
 */
export function offeredMandatoryNames(crm: Record<string, unknown>): string[] {
  return offeredMandatorySlugs(crm).map((slug) => IN_SENTENCE[slug] ?? DIAGNOSTICS.find((d) => d.slug === slug)!.label);
}

/** The home paragraph of the mandatory-diagnostics section, in French (the page renders the diag catalogue's `mandatory.textOffered`, kept to this wording). */
export function mandatoryDiagnosticsText(crm: Record<string, unknown>): string {
  const names = offeredMandatoryNames(crm);
  const lead = 'Pour vendre ou louer, la loi impose un dossier de diagnostic technique, selon votre bien.';
  if (!names.length) return `${lead} Nous vous disons exactement lesquels fournir.`;
  return `${lead} Nous réalisons : ${frenchList(names)}. Nous vous disons exactement lesquels fournir.`;
}
