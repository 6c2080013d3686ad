import { departmentOfPostcode } from '../geo/department';

/**
 * Departments under prefectoral termite orders (shared/reference/termite-departments.md: the two
 * public lists merged). The legal unit is the commune, so this is a department-level
 * approximation: some departments (e.g. 44) are only partly covered. Say so in the UI.
 */
export const TERMITE_DEPARTMENTS: readonly string[] = [
  '06', '11', '12', '13', '16', '17', '24', '2A', '2B', '30', '31', '32', '33', '34', '37', '40',
  '44', '46', '47', '64', '65', '72', '75', '79', '81', '82', '85', '92', '971', '972', '973', '974',
];

const TERMITE_SET = new Set(TERMITE_DEPARTMENTS);

export const TERMITES_CAVEAT = "à vérifier selon l'arrêté préfectoral de la commune";

/** True when the postcode's department (not its first two digits: 2A/2B/97x) is listed. */
export function termitesRequiredForPostcode(postcode: string | null | undefined): boolean {
  const dep = departmentOfPostcode(postcode);
  return dep !== null && TERMITE_SET.has(dep);
}
