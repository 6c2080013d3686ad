/**
 * Pages every site serves from its family's table, whatever its variant: the legal notice (LCEN)
 * and its personal-data section must be reachable wherever a form collects data — including an
 * under-construction site that otherwise serves only its own pages (issue 17 item 1).
 */
export const ALWAYS_SERVED_PATHS: readonly string[] = ['/mentions-legales'];

/** The family pages a site serves: all of them, or only the always-served ones when it keeps to its own. */
export function familyPagesServed<T>(familyPages: Record<string, T>, onlyOwnPages: boolean): Record<string, T> {
  if (!onlyOwnPages) return familyPages;
  return Object.fromEntries(Object.entries(familyPages).filter(([path]) => ALWAYS_SERVED_PATHS.includes(path)));
}
